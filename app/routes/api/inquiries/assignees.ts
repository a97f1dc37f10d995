/** Staff: the staff members an inquiry can be assigned to (id and username), for the assignee choices. */
import type { Route } from "./+types/assignees";
import { apiHandler, refuseMethod } from "~/lib/server/api-route.server";
import { requireStaff } from "~/services/staff/auth.server";
import { listAssignees } from "~/services/inquiries/inquiry-assignment.server";

export const loader = apiHandler(async ({ request, context }: Route.LoaderArgs) => {
  await requireStaff(context.db, request);
  return Response.json(await listAssignees(context.db), { headers: { "Cache-Control": "no-store" } });
});

export const action = refuseMethod(["GET"]);
