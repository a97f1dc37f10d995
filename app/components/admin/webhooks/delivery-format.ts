/** How the Webhooks screen words a delivery: its state's badge and its last attempt's outcome. */
import type { DeliveryState } from "~/lib/webhooks/webhook-values";
import type { WebhookAttemptRow } from "~/schemas/webhooks/webhook-delivery";

export const DELIVERY_STATE_LABELS: Record<DeliveryState, string> = { pending: "Pending", delivered: "Delivered", failed: "Failed" };

export const DELIVERY_STATE_CLASSES: Record<DeliveryState, string> = {
  delivered: "border-emerald-600/40 bg-emerald-600/10 text-emerald-800 dark:text-emerald-300",
  pending: "border-amber-500/40 bg-amber-500/10 text-amber-800 dark:text-amber-300",
  failed: "border-red-600/40 bg-red-600/10 text-red-800 dark:text-red-300",
};

/** "200 in 35 ms", "No answer: ECONNREFUSED ..." */
export function attemptOutcome(attempt: WebhookAttemptRow | undefined): string {
  if (!attempt) return "Not attempted yet";
  const answered = attempt.statusCode === null ? "No answer" : `HTTP ${attempt.statusCode}`;
  return `${answered} in ${attempt.durationMs} ms${attempt.error ? `: ${attempt.error}` : ""}`;
}
