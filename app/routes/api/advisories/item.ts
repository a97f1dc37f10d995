/** `GET /api/advisories/{key}` by id or public code (public once published; staff always); `PUT` and `DELETE /api/advisories/{id}` (staff). */
import type { Route } from "./+types/item";
import { apiHandler, readJsonBody } from "~/lib/server/api-route.server";
import { methodNotAllowed } from "~/lib/server/http-errors.server";
import { updateAdvisorySchema } from "~/schemas/content/security-advisory";
import { deleteAdvisory, getAdvisory, updateAdvisory } from "~/services/content/security/security-advisory.server";
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
      return Response.json(await writeAs(context.db, user, (db) => updateAdvisory(db, params.key, input)));
    }
    case "DELETE": {
      const user = await requireStaff(context.db, request);
      await writeAs(context.db, user, (db) => deleteAdvisory(db, params.key));
      return new Response(null, { status: 204 });
    }
    default:
      throw methodNotAllowed(["GET", "PUT", "DELETE"]);
  }
});
