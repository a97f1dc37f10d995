/**
 * `GET /api/advisories` (public: published advisories; staff: all), newest first, and `POST
 * /api/advisories` (staff), which also brings the CSAF directory up to date (decision 079).
 */
import type { Route } from "./+types/collection";
import { apiHandler, readJsonBody } from "~/lib/server/api-route.server";
import { methodNotAllowed } from "~/lib/server/http-errors.server";
import { createAdvisorySchema } from "~/schemas/content/security-advisory";
import { createAdvisory, listAdvisories } from "~/services/content/security/security-advisory.server";
import { csafSiteFor, publishCsafDocuments } from "~/services/content/security/csaf/csaf-publication.server";
import { audienceHeaders, audienceOf } from "~/services/records/audience.server";
import { writeAs } from "~/services/staff/activity-log.server";
import { requireStaff } from "~/services/staff/auth.server";

export const loader = apiHandler(async ({ request, context }: Route.LoaderArgs) => {
  const audience = await audienceOf(context.db, request);
  return Response.json(await listAdvisories(context.db, audience), { headers: audienceHeaders(audience) });
});

export const action = apiHandler(async ({ request, context }: Route.ActionArgs) => {
  if (request.method !== "POST") throw methodNotAllowed(["GET", "POST"]);
  const user = await requireStaff(context.db, request);
  const input = await readJsonBody(request, createAdvisorySchema);
  const advisory = await writeAs(context.db, user, async (db) => {
    const created = await createAdvisory(db, input);
    await publishCsafDocuments(db, await csafSiteFor(db, context.config, request.url), created);
    return created;
  });
  return Response.json(advisory, { status: 201 });
});
