/**
 * The inquiry calls: `POST /api/inquiries`, which takes either public form (inquiry-forms.ts),
 * and the staff calls on inquiries.
 */
import { z } from "zod";
import { INQUIRY_STATUSES, INQUIRY_TYPES, SPAM_REASONS } from "~/lib/domain-values";
import { DAY_RANGE_ORDER, dayRangeInOrder, pagingFields, stored } from "../fields";
import { contactInquirySchema, customizationInquirySchema } from "./inquiry-forms";
import { inquiryPipelineFields, inquiryPipelineFilterFields } from "./inquiry-pipeline";

/** `POST /api/inquiries`: the form is told apart by `type`. */
export const inquirySchema = z.discriminatedUnion("type", [customizationInquirySchema, contactInquirySchema], {
  error: (issue) =>
    issue.code === "invalid_union" ? `Choose an inquiry type: ${INQUIRY_TYPES.join(", ")}` : "Send the inquiry as a JSON object",
});

export type InquiryInput = z.infer<typeof inquirySchema>;

/** `PUT /api/inquiries/{id}`: staff may set any status from any status (docs/behaviour/admin-area.md §4). */
export const updateInquiryStatusSchema = z.object({
  status: z.enum(INQUIRY_STATUSES, `Status must be one of ${INQUIRY_STATUSES.join(", ")}`),
});

export type UpdateInquiryStatusInput = z.infer<typeof updateInquiryStatusSchema>;

/** `GET /api/inquiries/form-token`: what a form sends back as `formToken`. */
export const formTokenResponseSchema = z.object({ token: z.string() });

/** The filters the list and the CSV export share: status, type, assignee and a range of days. */
const inquiryFilterFields = {
  status: z.enum(INQUIRY_STATUSES, `Status must be one of ${INQUIRY_STATUSES.join(", ")}`).optional(),
  type: z.enum(INQUIRY_TYPES, `Type must be one of ${INQUIRY_TYPES.join(", ")}`).optional(),
  ...inquiryPipelineFilterFields,
};

/** `GET /api/inquiries` filters and paging; `spam=true` lists only the inquiries caught as spam. */
export const inquiryListQuerySchema = z
  .object({
    ...inquiryFilterFields,
    spam: z.stringbool({ error: "Spam must be true or false" }).optional(),
    ...pagingFields(),
  })
  .refine(dayRangeInOrder, DAY_RANGE_ORDER);

export type InquiryListQuery = z.infer<typeof inquiryListQuerySchema>;

/** `GET /api/inquiries/export.csv`: the list's filters (not spam, not paging), so the file holds what the screen shows. */
export const inquiryExportQuerySchema = z.object(inquiryFilterFields).refine(dayRangeInOrder, DAY_RANGE_ORDER);
export type InquiryExportQuery = z.infer<typeof inquiryExportQuerySchema>;

/** An inquiry's row as the staff calls send it (its status change, restore and assignment answer this). */
export const storedInquiryRow = z.strictObject({
  id: stored.id,
  type: z.enum(INQUIRY_TYPES),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  company: z.string().nullable(),
  country: z.string().nullable(),
  projectType: z.string().nullable(),
  message: z.string().nullable(),
  productIds: z.array(stored.id),
  status: z.enum(INQUIRY_STATUSES),
  isSpam: z.boolean(),
  spamReason: z.enum(SPAM_REASONS).nullable(),
  assignedTo: stored.id.nullable(),
  createdAt: stored.time,
});

/** An inquiry as the admin holds it: `GET /api/inquiries` adds its number of attachments (decision 035), the other answers do not. */
export const inquiryRow = storedInquiryRow.extend({ attachmentCount: z.int().optional() });

/**
 * `GET /api/inquiries/{id}`: the inquiry with the products it names (in its order; deleted ones left
 * out), its lines (name and code as at request time, productId null once the product is deleted)
 * and its handling.
 */
export const inquiryDetailRow = storedInquiryRow.extend({
  products: z.array(z.strictObject({ id: stored.id, name: z.string(), productCode: z.string(), slug: z.string() })),
  items: z.array(
    z.strictObject({
      productId: stored.id.nullable(),
      productName: z.string(),
      productCode: z.string(),
      quantity: z.int(),
      note: z.string().nullable(),
    }),
  ),
  ...inquiryPipelineFields,
});

/** A file sent with an inquiry, as staff see it (`GET /api/inquiries/{id}/attachments`): its storage key stays on the server. */
export const inquiryAttachmentRow = z.strictObject({
  id: stored.id,
  filename: z.string(),
  contentType: z.string(),
  size: z.int(),
  createdAt: stored.time,
});

export type InquiryRow = z.output<typeof inquiryRow>;
export type InquiryAttachmentRow = z.output<typeof inquiryAttachmentRow>;
export type InquiryDetailRow = z.output<typeof inquiryDetailRow>;
