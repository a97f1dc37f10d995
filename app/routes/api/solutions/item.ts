/** `GET /api/solutions/{slug}` (public when published, staff always); `PUT` and `DELETE /api/solutions/{id}` (staff). */
import type { Route } from "./+types/item";
import { apiHandler, readJsonBody } from "~/lib/server/api-route.server";
import { methodNotAllowed } from "~/lib/server/http-errors.server";
import { updateSolutionSchema } from "~/schemas/content/solution";
import { requireStaff } from "~/services/staff/auth.server";
import { audienceHeaders, audienceOf, isPublicRow } from "~/services/records/audience.server";
import { deleteSolution, findSolutionBySlug, updateSolution } from "~/services/content/solution.server";
import { writeAs } from "~/services/staff/activity-log.server";
import { versioned } from "~/services/history/item-versions.server";
import { keptWhenDeleted } from "~/services/history/recently-deleted.server";

export const loader = apiHandler(async ({ request, context, params }: Route.LoaderArgs) => {
  const audience = await audienceOf(context.db, request);
  const solution = await findSolutionBySlug(context.db, params.key, audience);
  return Response.json(solution, { headers: audienceHeaders(audience) });
});

export const action = apiHandler(async ({ request, context, params }: Route.ActionArgs) => {
  switch (request.method) {
    case "PUT": {
      const user = await requireStaff(context.db, request);
      const input = await readJsonBody(request, updateSolutionSchema);
      const solution = await writeAs(context.db, user, (db) =>
        versioned(db, "solution", params.key, () => updateSolution(db, params.key, input)),
      );
      if (isPublicRow(solution)) context.pageChange.editedInPlace();
      return Response.json(solution);
    }
    case "DELETE": {
      const user = await requireStaff(context.db, request);
      await writeAs(context.db, user, (db) => keptWhenDeleted(db, "solution", params.key, () => deleteSolution(db, params.key)));
      return new Response(null, { status: 204 });
    }
    default:
      throw methodNotAllowed(["GET", "PUT", "DELETE"]);
  }
});
