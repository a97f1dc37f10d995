/**
 * One endpoint's deliveries on the Webhooks screen, newest first: event, time, attempts, state,
 * the last answer (status, duration, excerpt) with every earlier attempt on demand, and when the
 * next retry is due. "Send test" sends a test event now and its answer shows at the top; a
 * delivery that is not delivered can be redelivered.
 */
import { useQuery } from "@tanstack/react-query";
import { RotateCw, Send } from "lucide-react";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { apiRequest } from "~/lib/api-client";
import { WEBHOOK_EVENT_LABELS } from "~/lib/webhooks/webhook-values";
import type { WebhookDeliveryRow } from "~/schemas/webhooks/webhook-delivery";
import type { WebhookEndpointRow } from "~/schemas/webhooks/webhook-endpoint";
import { useAdminMutation } from "../forms/use-admin-mutation";
import { AdminTable, Cell, EmptyRow, HeaderCell, LoadingRows, TableBody, TableHead } from "../lists/admin-table";
import { WEBHOOKS_PATH } from "../shell/api-paths";
import { attemptOutcome, DELIVERY_STATE_CLASSES, DELIVERY_STATE_LABELS } from "./delivery-format";

const COLUMNS = 6;
const when = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "medium" });

const deliveredOrNot = (delivery: WebhookDeliveryRow, action: string) =>
  `${action}: ${DELIVERY_STATE_LABELS[delivery.state].toLowerCase()} (${attemptOutcome(delivery.attemptLog[0])})`;

export function WebhookDeliveriesSection({ endpoint }: { endpoint: WebhookEndpointRow }) {
  const path = `${WEBHOOKS_PATH}/${endpoint.id}/deliveries`;
  const deliveries = useQuery<WebhookDeliveryRow[]>({ queryKey: [path] });
  const sendTest = useAdminMutation({
    mutationFn: () => apiRequest<WebhookDeliveryRow>("POST", `${WEBHOOKS_PATH}/${endpoint.id}/test`),
    refetch: [path],
    success: (delivery) => deliveredOrNot(delivery, "Test sent"),
    failure: "Failed to send the test",
  });
  const redeliver = useAdminMutation({
    mutationFn: (delivery: WebhookDeliveryRow) => apiRequest<WebhookDeliveryRow>("POST", `${path}/${delivery.id}/redeliver`),
    refetch: [path],
    success: (delivery) => deliveredOrNot(delivery, "Redelivered"),
    failure: "Failed to redeliver",
  });

  return (
    <section className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-semibold">Deliveries to {endpoint.name}</h2>
        <Button variant="secondary" disabled={sendTest.isPending} onClick={() => sendTest.mutate()}>
          <Send aria-hidden /> Send test
        </Button>
      </div>
      <AdminTable label={`Deliveries to ${endpoint.name}`}>
        <TableHead>
          <HeaderCell>Event</HeaderCell>
          <HeaderCell>Time</HeaderCell>
          <HeaderCell>State</HeaderCell>
          <HeaderCell>Answer</HeaderCell>
          <HeaderCell>Next retry</HeaderCell>
          <HeaderCell className="text-right">Actions</HeaderCell>
        </TableHead>
        <TableBody>
          {!deliveries.data ? (
            <LoadingRows columns={COLUMNS} rows={2} />
          ) : deliveries.data.length === 0 ? (
            <EmptyRow columns={COLUMNS}>
              <p>No deliveries yet: events are sent here as they happen, or press Send test.</p>
            </EmptyRow>
          ) : (
            deliveries.data.map((delivery) => {
              const [last, ...earlier] = delivery.attemptLog;
              return (
                <tr key={delivery.id}>
                  <Cell className="whitespace-nowrap">{WEBHOOK_EVENT_LABELS[delivery.event]}</Cell>
                  <Cell className="whitespace-nowrap tabular-nums">
                    <time dateTime={delivery.createdAt}>{when.format(new Date(delivery.createdAt))}</time>
                  </Cell>
                  <Cell className="whitespace-nowrap">
                    <Badge className={DELIVERY_STATE_CLASSES[delivery.state]}>{DELIVERY_STATE_LABELS[delivery.state]}</Badge>
                    <span className="ml-2 text-xs text-[var(--muted-foreground)] tabular-nums">
                      {delivery.attempts} {delivery.attempts === 1 ? "attempt" : "attempts"}
                    </span>
                  </Cell>
                  <Cell className="max-w-96 text-xs">
                    <p>{attemptOutcome(last)}</p>
                    {last?.answerExcerpt && (
                      <pre className="mt-1 max-h-24 overflow-auto rounded bg-[var(--muted)] p-2 whitespace-pre-wrap break-all">
                        {last.answerExcerpt}
                      </pre>
                    )}
                    {earlier.length > 0 && (
                      <details className="mt-1">
                        <summary className="cursor-pointer text-[var(--muted-foreground)]">Earlier attempts ({earlier.length})</summary>
                        <ol className="mt-1 grid gap-1">
                          {earlier.map((attempt) => (
                            <li key={attempt.id}>
                              <time dateTime={attempt.attemptedAt}>{when.format(new Date(attempt.attemptedAt))}</time>:{" "}
                              {attemptOutcome(attempt)}
                            </li>
                          ))}
                        </ol>
                      </details>
                    )}
                  </Cell>
                  <Cell className="whitespace-nowrap tabular-nums">
                    {delivery.state === "pending" ? (
                      <time dateTime={delivery.nextAttemptAt}>{when.format(new Date(delivery.nextAttemptAt))}</time>
                    ) : (
                      "—"
                    )}
                  </Cell>
                  <Cell className="text-right whitespace-nowrap">
                    {delivery.state !== "delivered" && (
                      <Button
                        variant="ghost"
                        size="sm"
                        disabled={redeliver.isPending}
                        aria-label={`Redeliver ${WEBHOOK_EVENT_LABELS[delivery.event]} of ${when.format(new Date(delivery.createdAt))}`}
                        onClick={() => redeliver.mutate(delivery)}
                      >
                        <RotateCw aria-hidden /> Redeliver
                      </Button>
                    )}
                  </Cell>
                </tr>
              );
            })
          )}
        </TableBody>
      </AdminTable>
    </section>
  );
}
