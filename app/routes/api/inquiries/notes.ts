/** Staff: add an internal note to an inquiry (POST; decision 036). The notes are read with the inquiry. */
import type { Route } from "./+types/notes";
import { apiHandler, readJsonBody, refuseMethod } from "~/lib/server/api-route.server";
import { methodNotAllowed } from "~/lib/server/http-errors.server";
import { inquiryNoteSchema } from "~/schemas/inquiries/inquiry-pipeline";
import { writeAs } from "~/services/staff/activity-log.server";
import { requireStaff } from "~/services/staff/auth.server";
import { addNote } from "~/services/inquiries/inquiry-notes.server";

export const loader = refuseMethod(["POST"]);

export const action = apiHandler(async ({ request, context, params }: Route.ActionArgs) => {
  if (request.method !== "POST") throw methodNotAllowed(["POST"]);
  const user = await requireStaff(context.db, request);
  const input = await readJsonBody(request, inquiryNoteSchema);
  return Response.json(await writeAs(context.db, user, (db) => addNote(db, user, params.id, input)), { status: 201 });
});
