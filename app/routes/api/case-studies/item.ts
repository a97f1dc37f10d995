/** `GET /api/case-studies/{slug}` (public); `PUT` and `DELETE /api/case-studies/{id}` (staff). */
import type { Route } from "./+types/item";
import { apiHandler, readJsonBody } from "~/lib/server/api-route.server";
import { methodNotAllowed } from "~/lib/server/http-errors.server";
import { updateCaseStudySchema } from "~/schemas/content/case-study";
import { requireStaff } from "~/services/staff/auth.server";
import { deleteCaseStudy, findCaseStudyBySlug, updateCaseStudy } from "~/services/content/case-study.server";
import { writeAs } from "~/services/staff/activity-log.server";
import { versioned } from "~/services/history/item-versions.server";
import { keptWhenDeleted } from "~/services/history/recently-deleted.server";

export const loader = apiHandler(async ({ context, params }: Route.LoaderArgs) =>
  Response.json(await findCaseStudyBySlug(context.db, params.key)),
);

export const action = apiHandler(async ({ request, context, params }: Route.ActionArgs) => {
  switch (request.method) {
    case "PUT": {
      const user = await requireStaff(context.db, request);
      const input = await readJsonBody(request, updateCaseStudySchema);
      return Response.json(
        await writeAs(context.db, user, (db) => versioned(db, "case_study", params.key, () => updateCaseStudy(db, params.key, input))),
      );
    }
    case "DELETE": {
      const user = await requireStaff(context.db, request);
      await writeAs(context.db, user, (db) => keptWhenDeleted(db, "case_study", params.key, () => deleteCaseStudy(db, params.key)));
      return new Response(null, { status: 204 });
    }
    default:
      throw methodNotAllowed(["GET", "PUT", "DELETE"]);
  }
});
