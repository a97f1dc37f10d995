/**
 * Receiving an inquiry from a visitor, by the API (`POST /api/inquiries`) or by a form posted
 * to its page without script: the rate limit, the spam checks, one transaction with its
 * notification (inquiry.server.ts), and the log line that says what became of it. Files are
 * stored only with a stored inquiry: a refused one leaves none behind.
 */
import type { AppContext } from "~/lib/server/app-context.server";
import type { InquiryInput } from "~/schemas/inquiries/inquiry";
import { removeAttachmentFiles } from "./inquiry-attachments.server";
import { submitInquiry, type SubmittedInquiry } from "./inquiry.server";
import type { PendingAttachment } from "./inquiry-upload.server";

export type IntakeContext = Pick<AppContext, "db" | "storage" | "config" | "logger" | "clientAddress">;

export async function receiveInquiry(context: IntakeContext, input: InquiryInput, files: PendingAttachment[]): Promise<SubmittedInquiry> {
  const { inquiry, spamReason, notification, confirmed } = await submitInquiry(context.db, input, {
    clientAddress: context.clientAddress,
    perHourPerAddress: context.config.inquiriesPerHourPerAddress,
    salesEmail: context.config.mail.salesEmail,
    minFillSeconds: context.config.inquiryMinFillSeconds,
    attachments: { storage: context.storage, files },
  }).catch(async (error: unknown) => {
    await removeAttachmentFiles(
      context.storage,
      files.map((file) => file.storageKey),
    );
    throw error;
  });
  if (notification) {
    context.logger.info(
      { inquiryId: inquiry.id, ...notification, customerConfirmation: confirmed },
      "inquiry notification queued in the mail outbox",
    );
  } else context.logger.info({ inquiryId: inquiry.id, spamReason }, "inquiry stored in the spam folder");
  return inquiry;
}
