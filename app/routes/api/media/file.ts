/** `POST /api/media/{id}/file`: a new file for an item, kept at its address (decision 063). */
import type { Route } from "./+types/file";
import { apiHandler, refuseMethod } from "~/lib/server/api-route.server";
import { methodNotAllowed } from "~/lib/server/http-errors.server";
import { requireStaff } from "~/services/staff/auth.server";
import { findMedia } from "~/services/media/media.server";
import { replaceMediaFile, replacementKind } from "~/services/media/media-replacement.server";
import { readUploadedFile, uploadLimit } from "~/services/media/upload-request.server";
import { writeAs } from "~/services/staff/activity-log.server";

export const action = apiHandler(async ({ request, context, params }: Route.ActionArgs) => {
  if (request.method !== "POST") throw methodNotAllowed(["POST"]);
  const user = await requireStaff(context.db, request);
  const { contentType } = await findMedia(context.db, params.id);
  const upload = await readUploadedFile(request, uploadLimit(context.config, replacementKind(contentType)));
  const replaced = await writeAs(context.db, user, (db) => replaceMediaFile(db, context.storage, params.id, upload));
  context.pageChange.editedInPlace();
  return Response.json(replaced);
});

export const loader = refuseMethod(["POST"]);
