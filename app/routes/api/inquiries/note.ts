/** Staff: delete a note, one's own (an admin any; DELETE; decision 036). */
import type { Route } from "./+types/note";
import { apiHandler, refuseMethod } from "~/lib/server/api-route.server";
import { methodNotAllowed } from "~/lib/server/http-errors.server";
import { writeAs } from "~/services/staff/activity-log.server";
import { requireStaff } from "~/services/staff/auth.server";
import { deleteNote } from "~/services/inquiries/inquiry-notes.server";

export const loader = refuseMethod(["DELETE"]);

export const action = apiHandler(async ({ request, context, params }: Route.ActionArgs) => {
  if (request.method !== "DELETE") throw methodNotAllowed(["DELETE"]);
  const user = await requireStaff(context.db, request);
  await writeAs(context.db, user, (db) => deleteNote(db, user, params.id, params.noteId));
  return new Response(null, { status: 204 });
});
