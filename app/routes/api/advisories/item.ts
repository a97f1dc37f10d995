/**
 * `GET /api/advisories/{key}` by id or public code (public once published; staff always); `PUT` and
 * `DELETE /api/advisories/{id}` (staff), which also bring the CSAF directory up to date (decision 079).
 */
import type { Route } from "./+types/item";
import { apiHandler, readJsonBody } from "~/lib/server/api-route.server";
import { methodNotAllowed } from "~/lib/server/http-errors.server";
import { updateAdvisorySchema } from "~/schemas/content/security-advisory";
import { deleteAdvisory, getAdvisory, updateAdvisory } from "~/services/content/security/security-advisory.server";
import { csafSiteFor, publishCsafDocuments } from "~/services/content/security/csaf/csaf-publication.server";
import { audienceHeaders, audienceOf } from "~/services/records/audience.server";
import { writeAs } from "~/services/staff/activity-log.server";
import { requireStaff } from "~/services/staff/auth.server";

export const loader = apiHandler(async ({ request, context, params }: Route.LoaderArgs) => {
  const audience = await audienceOf(context.db, request);
  return Response.json(await getAdvisory(context.db, params.key, audience), { headers: audienceHeaders(audience) });
});

export const action = apiHandler(async ({ request, context, params }: Route.ActionArgs) => {
  switch (request.method) {
    case "PUT": {
      const user = await requireStaff(context.db, request);
      const input = await readJsonBody(request, updateAdvisorySchema);
      const advisory = await writeAs(context.db, user, async (db) => {
        const updated = await updateAdvisory(db, params.key, input);
        await publishCsafDocuments(db, await csafSiteFor(db, context.config, request.url), updated);
        return updated;
      });
      return Response.json(advisory);
    }
    case "DELETE": {
      const user = await requireStaff(context.db, request);
      await writeAs(context.db, user, async (db) => {
        await deleteAdvisory(db, params.key);
        await publishCsafDocuments(db, await csafSiteFor(db, context.config, request.url), null);
      });
      return new Response(null, { status: 204 });
    }
    default:
      throw methodNotAllowed(["GET", "PUT", "DELETE"]);
  }
});
