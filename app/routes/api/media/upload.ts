import type { Route } from "./+types/upload";
import { apiHandler, readQuery, refuseMethod } from "~/lib/server/api-route.server";
import { methodNotAllowed } from "~/lib/server/http-errors.server";
import { uploadQuery } from "~/schemas/media/media";
import { requireStaff } from "~/services/staff/auth.server";
import { createMedia } from "~/services/media/media.server";
import { readUploadedFile, uploadLimit } from "~/services/media/upload-request.server";

export const action = apiHandler(async ({ request, context }: Route.ActionArgs) => {
  if (request.method !== "POST") throw methodNotAllowed(["POST"]);
  const user = await requireStaff(context.db, request);
  const { kind = "image" } = readQuery(request, uploadQuery);
  const upload = await readUploadedFile(request, uploadLimit(context.config, kind));
  const file = await createMedia(context.db, context.storage, { ...upload, kind, uploadedBy: user.id });
  return Response.json(file, { status: 201 });
});

export const loader = refuseMethod(["POST"]);
