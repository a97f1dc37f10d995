/** Admins: the spam checks' blocked e-mail domains (GET, PUT; decision 029). */
import type { Route } from "./+types/spam-settings";
import { apiHandler, readJsonBody } from "~/lib/server/api-route.server";
import { methodNotAllowed } from "~/lib/server/http-errors.server";
import { spamSettingsSchema } from "~/schemas/inquiries/spam-settings";
import { requireAdmin } from "~/services/staff/auth.server";
import { getSpamSettings, saveSpamSettings } from "~/services/inquiries/spam-check.server";
import { writeAs } from "~/services/staff/activity-log.server";

const NO_STORE = { "Cache-Control": "no-store" };

export const loader = apiHandler(async ({ request, context }: Route.LoaderArgs) => {
  await requireAdmin(context.db, request);
  return Response.json(await getSpamSettings(context.db), { headers: NO_STORE });
});

export const action = apiHandler(async ({ request, context }: Route.ActionArgs) => {
  if (request.method !== "PUT") throw methodNotAllowed(["GET", "PUT"]);
  const user = await requireAdmin(context.db, request);
  const input = await readJsonBody(request, spamSettingsSchema);
  return Response.json(await writeAs(context.db, user, (db) => saveSpamSettings(db, input)), { headers: NO_STORE });
});
