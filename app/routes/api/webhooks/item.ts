/** `PUT` and `DELETE /api/webhooks/{id}` (admin); deleting an endpoint deletes its deliveries. */
import type { Route } from "./+types/item";
import { apiHandler, readJsonBody, refuseMethod } from "~/lib/server/api-route.server";
import { methodNotAllowed } from "~/lib/server/http-errors.server";
import { updateWebhookEndpointSchema } from "~/schemas/webhooks/webhook-endpoint";
import { requireAdmin } from "~/services/staff/auth.server";
import { deleteWebhookEndpoint, updateWebhookEndpoint } from "~/services/webhooks/webhook-endpoints.server";

const ALLOWED = ["PUT", "DELETE"];

export const loader = refuseMethod(ALLOWED);

export const action = apiHandler(async ({ request, context, params }: Route.ActionArgs) => {
  if (!ALLOWED.includes(request.method)) throw methodNotAllowed(ALLOWED);
  const admin = await requireAdmin(context.db, request);
  if (request.method === "PUT") {
    const input = await readJsonBody(request, updateWebhookEndpointSchema);
    return Response.json(await updateWebhookEndpoint(context.db, admin, params.id, input));
  }
  await deleteWebhookEndpoint(context.db, admin, params.id);
  return new Response(null, { status: 204 });
});
