/** `GET` and `POST /api/webhooks` (admin): the webhook endpoints; a new one is answered with its secret. */
import type { Route } from "./+types/collection";
import { apiHandler, readJsonBody } from "~/lib/server/api-route.server";
import { methodNotAllowed } from "~/lib/server/http-errors.server";
import { createWebhookEndpointSchema } from "~/schemas/webhooks/webhook-endpoint";
import { requireAdmin } from "~/services/staff/auth.server";
import { createWebhookEndpoint, listWebhookEndpoints } from "~/services/webhooks/webhook-endpoints.server";

export const loader = apiHandler(async ({ request, context }: Route.LoaderArgs) => {
  await requireAdmin(context.db, request);
  return Response.json(await listWebhookEndpoints(context.db), { headers: { "Cache-Control": "no-store" } });
});

export const action = apiHandler(async ({ request, context }: Route.ActionArgs) => {
  if (request.method !== "POST") throw methodNotAllowed(["GET", "POST"]);
  const admin = await requireAdmin(context.db, request);
  const input = await readJsonBody(request, createWebhookEndpointSchema);
  return Response.json(await createWebhookEndpoint(context.db, admin, input), { status: 201, headers: { "Cache-Control": "no-store" } });
});
