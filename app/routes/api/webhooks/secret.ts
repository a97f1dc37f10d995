/** `GET /api/webhooks/{id}/secret` shows an endpoint's signing secret; `POST` replaces it with a new one (admin). */
import type { Route } from "./+types/secret";
import { apiHandler } from "~/lib/server/api-route.server";
import { methodNotAllowed } from "~/lib/server/http-errors.server";
import { requireAdmin } from "~/services/staff/auth.server";
import { readWebhookSecret, regenerateWebhookSecret } from "~/services/webhooks/webhook-endpoints.server";

const NOT_KEPT = { "Cache-Control": "no-store" };

export const loader = apiHandler(async ({ request, context, params }: Route.LoaderArgs) => {
  await requireAdmin(context.db, request);
  return Response.json(await readWebhookSecret(context.db, params.id), { headers: NOT_KEPT });
});

export const action = apiHandler(async ({ request, context, params }: Route.ActionArgs) => {
  if (request.method !== "POST") throw methodNotAllowed(["GET", "POST"]);
  const admin = await requireAdmin(context.db, request);
  return Response.json(await regenerateWebhookSecret(context.db, admin, params.id), { headers: NOT_KEPT });
});
