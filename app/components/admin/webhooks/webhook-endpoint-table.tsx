/** The Webhooks screen's endpoints: name, URL, events, active; actions to see deliveries, edit and delete. */
import { ListChecks, Pencil, Trash2 } from "lucide-react";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { WEBHOOK_EVENT_LABELS } from "~/lib/webhooks/webhook-values";
import type { WebhookEndpointRow } from "~/schemas/webhooks/webhook-endpoint";
import { AdminTable, Cell, EmptyRow, HeaderCell, LoadingRows, TableBody, TableHead } from "../lists/admin-table";

const COLUMNS = 5;

export function WebhookEndpointTable({
  endpoints,
  selectedId,
  onShowDeliveries,
  onEdit,
  onDelete,
}: {
  /** Undefined while the list loads. */
  endpoints: WebhookEndpointRow[] | undefined;
  selectedId: string | null;
  onShowDeliveries(endpoint: WebhookEndpointRow): void;
  onEdit(endpoint: WebhookEndpointRow): void;
  onDelete(endpoint: WebhookEndpointRow): void;
}) {
  return (
    <AdminTable label="Webhook endpoints">
      <TableHead>
        <HeaderCell>Name</HeaderCell>
        <HeaderCell>URL</HeaderCell>
        <HeaderCell>Events</HeaderCell>
        <HeaderCell>Status</HeaderCell>
        <HeaderCell className="w-32 text-right">Actions</HeaderCell>
      </TableHead>
      <TableBody>
        {!endpoints ? (
          <LoadingRows columns={COLUMNS} rows={2} />
        ) : endpoints.length === 0 ? (
          <EmptyRow columns={COLUMNS}>
            <p>No webhook endpoints yet</p>
          </EmptyRow>
        ) : (
          endpoints.map((endpoint) => (
            <tr key={endpoint.id} aria-selected={endpoint.id === selectedId} className="aria-selected:bg-[var(--muted)]/60">
              <Cell className="font-medium">{endpoint.name}</Cell>
              <Cell className="max-w-72 font-mono text-xs break-all">{endpoint.url}</Cell>
              <Cell>
                <ul className="flex flex-wrap gap-1">
                  {endpoint.events.map((event) => (
                    <li key={event}>
                      <Badge>{WEBHOOK_EVENT_LABELS[event]}</Badge>
                    </li>
                  ))}
                </ul>
              </Cell>
              <Cell className="whitespace-nowrap">
                {endpoint.active ? "Active" : "Inactive"}
                {endpoint.allowPrivateNetwork && <Badge className="ml-2">Private network</Badge>}
              </Cell>
              <Cell className="text-right whitespace-nowrap">
                <Button
                  variant="ghost"
                  size="icon-sm"
                  aria-label={`Deliveries of ${endpoint.name}`}
                  title="Deliveries"
                  onClick={() => onShowDeliveries(endpoint)}
                >
                  <ListChecks aria-hidden />
                </Button>
                <Button variant="ghost" size="icon-sm" aria-label={`Edit ${endpoint.name}`} title="Edit" onClick={() => onEdit(endpoint)}>
                  <Pencil aria-hidden />
                </Button>
                <Button
                  variant="ghost"
                  size="icon-sm"
                  aria-label={`Delete ${endpoint.name}`}
                  title="Delete"
                  onClick={() => onDelete(endpoint)}
                >
                  <Trash2 aria-hidden className="text-red-600 dark:text-red-400" />
                </Button>
              </Cell>
            </tr>
          ))
        )}
      </TableBody>
    </AdminTable>
  );
}
