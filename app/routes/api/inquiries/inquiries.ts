import type { Route } from "./+types/inquiries";
import { apiHandler, listResponse, readJsonBody, readQuery } from "~/lib/server/api-route.server";
import { methodNotAllowed } from "~/lib/server/http-errors.server";
import { inquiryListQuerySchema, inquirySchema } from "~/schemas/inquiry";
import { requireStaff } from "~/services/auth.server";
import { listInquiries, submitInquiry } from "~/services/inquiry.server";

/** Staff: the inquiries, newest first, filtered by status, type, assignee and days; spam only with `spam=true`. */
export const loader = apiHandler(async ({ request, context }: Route.LoaderArgs) => {
  const user = await requireStaff(context.db, request);
  const { rows, total } = await listInquiries(context.db, readQuery(request, inquiryListQuerySchema), user.id);
  return listResponse(rows, total, { "Cache-Control": "no-store" });
});

/** Public: a submission of the contact or customization form; spam gets the same 201 as a person (decision 029). */
export const action = apiHandler(async ({ request, context }: Route.ActionArgs) => {
  if (request.method !== "POST") throw methodNotAllowed(["POST"]);
  const input = await readJsonBody(request, inquirySchema);
  const { inquiry, spamReason, notification, confirmed } = await submitInquiry(context.db, input, {
    clientAddress: context.clientAddress,
    perHourPerAddress: context.config.inquiriesPerHourPerAddress,
    salesEmail: context.config.mail.salesEmail,
    minFillSeconds: context.config.inquiryMinFillSeconds,
  });
  if (notification) {
    context.logger.info(
      { inquiryId: inquiry.id, ...notification, customerConfirmation: confirmed },
      "inquiry notification queued in the mail outbox",
    );
  } else context.logger.info({ inquiryId: inquiry.id, spamReason }, "inquiry stored in the spam folder");
  return Response.json(inquiry, { status: 201 });
});
