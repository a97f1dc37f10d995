/** `GET /api/admin/translation-status` (staff): per kind of content, how many items miss each language. */
import type { Route } from "./+types/translation-status";
import { apiHandler, refuseMethod } from "~/lib/server/api-route.server";
import { requireStaff } from "~/services/staff/auth.server";
import { translationStatus } from "~/services/content/publishing/translation-status.server";

export const loader = apiHandler(async ({ request, context }: Route.LoaderArgs) => {
  await requireStaff(context.db, request);
  return Response.json(await translationStatus(context.db), { headers: { "Cache-Control": "no-store" } });
});

export const action = refuseMethod(["GET"]);
