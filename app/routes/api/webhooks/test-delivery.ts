/** `POST /api/webhooks/{id}/test` (admin): sends the endpoint a test event now and answers the delivery with its attempt. */
import type { Route } from "./+types/test-delivery";
import { apiHandler, refuseMethod } from "~/lib/server/api-route.server";
import { methodNotAllowed } from "~/lib/server/http-errors.server";
import { requireAdmin } from "~/services/staff/auth.server";
import { sendTestWebhook } from "~/services/webhooks/webhook-deliveries.server";

export const loader = refuseMethod(["POST"]);

export const action = apiHandler(async ({ request, context, params }: Route.ActionArgs) => {
  if (request.method !== "POST") throw methodNotAllowed(["POST"]);
  await requireAdmin(context.db, request);
  return Response.json(await sendTestWebhook(context.db, params.id), { status: 201 });
});
