/** Staff: assign an inquiry to a staff member, or unassign it with null (PUT; decision 036). */
import type { Route } from "./+types/assignee";
import { apiHandler, readJsonBody, refuseMethod } from "~/lib/server/api-route.server";
import { methodNotAllowed } from "~/lib/server/http-errors.server";
import { assignInquirySchema } from "~/schemas/inquiries/inquiry-pipeline";
import { writeAs } from "~/services/staff/activity-log.server";
import { requireStaff } from "~/services/staff/auth.server";
import { assignInquiry } from "~/services/inquiries/inquiry-assignment.server";

export const loader = refuseMethod(["PUT"]);

export const action = apiHandler(async ({ request, context, params }: Route.ActionArgs) => {
  if (request.method !== "PUT") throw methodNotAllowed(["PUT"]);
  const user = await requireStaff(context.db, request);
  const input = await readJsonBody(request, assignInquirySchema);
  return Response.json(await writeAs(context.db, user, (db) => assignInquiry(db, params.id, input)));
});
