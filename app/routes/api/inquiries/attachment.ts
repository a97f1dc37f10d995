/**
 * Staff: one file sent with an inquiry, as a download (decision 035). Whatever it holds, the
 * browser saves it under its cleaned original name: `attachment`, `nosniff` (helmet's, on every
 * response), and a policy that lets nothing in it run should it be opened from here anyway (a
 * second policy: a browser enforces both). Never cached.
 */
import type { Route } from "./+types/attachment";
import { attachmentDisposition } from "~/lib/server/downloads/content-disposition.server";
import { apiHandler, refuseMethod } from "~/lib/server/api-route.server";
import { requireStaff } from "~/services/staff/auth.server";
import { openAttachment } from "~/services/inquiries/inquiry-attachments.server";

export const loader = apiHandler(async ({ request, context, params }: Route.LoaderArgs) => {
  await requireStaff(context.db, request);
  const { attachment, file } = await openAttachment(context.db, context.storage, params.id, params.attachmentId);
  return new Response(file.body, {
    headers: {
      "Content-Type": attachment.contentType,
      "Content-Length": String(file.size),
      "Content-Disposition": attachmentDisposition(attachment.filename),
      "Content-Security-Policy": "default-src 'none'; sandbox",
      "Cache-Control": "private, no-store",
    },
  });
});

export const action = refuseMethod(["GET"]);
