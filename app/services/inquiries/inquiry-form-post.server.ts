/**
 * An inquiry form posted to its page (`/contact`, `/customization`) by a browser without script,
 * or before the form's island could take it: read as the API reads it (multipart with files, or
 * url-encoded fields), judged by the same schema, received the same way (inquiry-intake.server.ts).
 * The page shows the result: the fields again with their errors, the form's success message, or
 * its failure message with the fields again (the rate limit, a storage failure, the database out
 * of reach).
 */
import { z } from "zod";
import { fieldErrors } from "~/lib/server/api-route.server";
import { isDatabaseUnavailable } from "~/lib/server/database-errors.server";
import { HttpError, type FieldErrors } from "~/lib/server/http-errors.server";
import type { InquiryInput } from "~/schemas/inquiries/inquiry";
import { receiveInquiry, type IntakeContext } from "./inquiry-intake.server";
import { isMultipart, readInquiryForm, type PendingAttachment } from "./inquiry-upload.server";

/** What the visitor typed, to fill the form in again: text fields only, never the spam checks'. */
export type PostedValues = Record<string, string>;

export type PostedForm<Inquiry> =
  | { state: "invalid"; values: PostedValues; errors: FieldErrors }
  | { state: "failed"; status: number; values: PostedValues }
  | { state: "sent"; inquiry: Inquiry };

const NOT_SHOWN_AGAIN = new Set(["website", "formToken"]);

async function readPosted(request: Request): Promise<{ fields: Record<string, string>; files: PendingAttachment[] }> {
  if (isMultipart(request)) {
    const { fields, attachments } = await readInquiryForm(request);
    return { fields, files: attachments };
  }
  const fields: Record<string, string> = {};
  for (const [name, value] of await request.formData()) if (typeof value === "string") fields[name] ??= value;
  return { fields, files: [] };
}

export async function receivePostedInquiry<Schema extends z.core.$ZodType<InquiryInput>>(
  context: IntakeContext,
  request: Request,
  schema: Schema,
): Promise<PostedForm<z.output<Schema>>> {
  let posted: Awaited<ReturnType<typeof readPosted>>;
  try {
    posted = await readPosted(request);
  } catch (error) {
    if (error instanceof HttpError && error.status < 500) return { state: "invalid", values: {}, errors: error.fields ?? {} };
    throw error;
  }
  const values = Object.fromEntries(Object.entries(posted.fields).filter(([name]) => !NOT_SHOWN_AGAIN.has(name)));
  const parsed = z.safeParse(schema, posted.fields);
  if (!parsed.success) return { state: "invalid", values, errors: fieldErrors(parsed.error) };
  try {
    await receiveInquiry(context, parsed.data, posted.files);
  } catch (error) {
    if (error instanceof HttpError) return { state: "failed", status: error.status, values };
    if (isDatabaseUnavailable(error)) return { state: "failed", status: 503, values };
    throw error;
  }
  return { state: "sent", inquiry: parsed.data };
}
