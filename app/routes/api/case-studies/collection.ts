/** `GET /api/case-studies` (public; optional solution filter) and `POST /api/case-studies` (staff). */
import type { Route } from "./+types/collection";
import { apiHandler, readJsonBody, readQuery } from "~/lib/server/api-route.server";
import { methodNotAllowed } from "~/lib/server/http-errors.server";
import { caseStudyListQuerySchema, createCaseStudySchema } from "~/schemas/content/case-study";
import { requireStaff } from "~/services/staff/auth.server";
import { createCaseStudy, listCaseStudies } from "~/services/content/case-study.server";
import { writeAs } from "~/services/staff/activity-log.server";
import { versioned } from "~/services/history/item-versions.server";

export const loader = apiHandler(async ({ request, context }: Route.LoaderArgs) =>
  Response.json(await listCaseStudies(context.db, readQuery(request, caseStudyListQuerySchema))),
);

export const action = apiHandler(async ({ request, context }: Route.ActionArgs) => {
  if (request.method !== "POST") throw methodNotAllowed(["GET", "POST"]);
  const user = await requireStaff(context.db, request);
  const input = await readJsonBody(request, createCaseStudySchema);
  return Response.json(await writeAs(context.db, user, (db) => versioned(db, "case_study", undefined, () => createCaseStudy(db, input))), {
    status: 201,
  });
});
