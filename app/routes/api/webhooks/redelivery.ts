/** `POST /api/webhooks/{id}/deliveries/{deliveryId}/redeliver` (admin): one more attempt at a delivery, now. */
import type { Route } from "./+types/redelivery";
import { apiHandler, refuseMethod } from "~/lib/server/api-route.server";
import { methodNotAllowed } from "~/lib/server/http-errors.server";
import { requireAdmin } from "~/services/staff/auth.server";
import { redeliverWebhook } from "~/services/webhooks/webhook-deliveries.server";

export const loader = refuseMethod(["POST"]);

export const action = apiHandler(async ({ request, context, params }: Route.ActionArgs) => {
  if (request.method !== "POST") throw methodNotAllowed(["POST"]);
  await requireAdmin(context.db, request);
  return Response.json(await redeliverWebhook(context.db, params.id, params.deliveryId));
});
