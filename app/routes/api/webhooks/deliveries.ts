/** `GET /api/webhooks/{id}/deliveries` (admin): the endpoint's deliveries with their attempts, newest first, paged. */
import type { Route } from "./+types/deliveries";
import { apiHandler, listResponse, readQuery, refuseMethod } from "~/lib/server/api-route.server";
import { webhookDeliveryListQuerySchema } from "~/schemas/webhooks/webhook-delivery";
import { requireAdmin } from "~/services/staff/auth.server";
import { listWebhookDeliveries } from "~/services/webhooks/webhook-deliveries.server";

export const loader = apiHandler(async ({ request, context, params }: Route.LoaderArgs) => {
  await requireAdmin(context.db, request);
  const { rows, total } = await listWebhookDeliveries(context.db, params.id, readQuery(request, webhookDeliveryListQuerySchema));
  return listResponse(rows, total, { "Cache-Control": "no-store" });
});

export const action = refuseMethod(["GET"]);
