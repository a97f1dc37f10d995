/** `GET /api/solutions` (public: published solutions, staff: all; optional industry filter) and `POST /api/solutions` (staff). */
import type { Route } from "./+types/collection";
import { apiHandler, readJsonBody, readQuery } from "~/lib/server/api-route.server";
import { methodNotAllowed } from "~/lib/server/http-errors.server";
import { createSolutionSchema, solutionListQuerySchema } from "~/schemas/content/solution";
import { requireStaff } from "~/services/staff/auth.server";
import { audienceHeaders, audienceOf } from "~/services/records/audience.server";
import { createSolution, listSolutions } from "~/services/content/solution.server";
import { writeAs } from "~/services/staff/activity-log.server";
import { versioned } from "~/services/history/item-versions.server";

export const loader = apiHandler(async ({ request, context }: Route.LoaderArgs) => {
  const query = readQuery(request, solutionListQuerySchema);
  const audience = await audienceOf(context.db, request);
  const solutions = await listSolutions(context.db, query, audience);
  return Response.json(solutions, { headers: audienceHeaders(audience) });
});

export const action = apiHandler(async ({ request, context }: Route.ActionArgs) => {
  if (request.method !== "POST") throw methodNotAllowed(["GET", "POST"]);
  const user = await requireStaff(context.db, request);
  const input = await readJsonBody(request, createSolutionSchema);
  return Response.json(await writeAs(context.db, user, (db) => versioned(db, "solution", undefined, () => createSolution(db, input))), {
    status: 201,
  });
});
