import type { Route } from "./+types/inquiries";
import { apiHandler, listResponse, parseWith, readJsonBody, readQuery } from "~/lib/server/api-route.server";
import { methodNotAllowed } from "~/lib/server/http-errors.server";
import { inquiryListQuerySchema, inquirySchema } from "~/schemas/inquiries/inquiry";
import { customizationInquirySchema } from "~/schemas/inquiries/inquiry-forms";
import { requireStaff } from "~/services/staff/auth.server";
import { withAttachmentCounts } from "~/services/inquiries/inquiry-attachments.server";
import { receiveInquiry } from "~/services/inquiries/inquiry-intake.server";
import { listInquiries } from "~/services/inquiries/inquiry.server";
import { isMultipart, readInquiryForm, type PendingAttachment } from "~/services/inquiries/inquiry-upload.server";

/** Staff: the inquiries, newest first, filtered by status, type, assignee and days; spam only with `spam=true`. */
export const loader = apiHandler(async ({ request, context }: Route.LoaderArgs) => {
  const user = await requireStaff(context.db, request);
  const { rows, total } = await listInquiries(context.db, readQuery(request, inquiryListQuerySchema), user.id);
  return listResponse(await withAttachmentCounts(context.db, rows), total, { "Cache-Control": "no-store" });
});

/** JSON for either form; multipart/form-data for the customization form with its files (decision 035). */
async function readSubmission(request: Request) {
  if (!isMultipart(request)) return { input: await readJsonBody(request, inquirySchema), files: [] as PendingAttachment[] };
  const { fields, attachments } = await readInquiryForm(request);
  return { input: parseWith(customizationInquirySchema, fields), files: attachments };
}

/** Public: a submission of the contact or customization form; spam gets the same 201 as a person (decision 029). */
export const action = apiHandler(async ({ request, context }: Route.ActionArgs) => {
  if (request.method !== "POST") throw methodNotAllowed(["POST"]);
  const { input, files } = await readSubmission(request);
  return Response.json(await receiveInquiry(context, input, files), { status: 201 });
});
