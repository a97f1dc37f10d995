/**
 * `GET /api/site-settings` (public) and `PUT /api/site-settings` (staff; the vulnerability-reporting
 * settings an admin only, decision 067).
 */
import type { Route } from "./+types/site-settings";
import { apiHandler, readJsonBody } from "~/lib/server/api-route.server";
import { methodNotAllowed } from "~/lib/server/http-errors.server";
import { siteSettingsSchema } from "~/schemas/content/site-settings";
import { requireStaff } from "~/services/staff/auth.server";
import { getSiteSettings, saveSiteSettings } from "~/services/content/site-settings.server";
import { writeAs } from "~/services/staff/activity-log.server";

export const loader = apiHandler(async ({ context }: Route.LoaderArgs) => Response.json(await getSiteSettings(context.db)));

export const action = apiHandler(async ({ request, context }: Route.ActionArgs) => {
  if (request.method !== "PUT") throw methodNotAllowed(["GET", "PUT"]);
  const user = await requireStaff(context.db, request);
  const input = await readJsonBody(request, siteSettingsSchema);
  const settings = await writeAs(context.db, user, (db) => saveSiteSettings(db, user, input));
  // The settings are always shown: an edit hides nothing.
  context.pageChange.editedInPlace();
  return Response.json(settings);
});
