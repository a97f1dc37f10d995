/**
 * The inquiry calls: `POST /api/inquiries`, which takes either public form (inquiry-forms.ts),
 * and the staff calls on inquiries.
 */
import { z } from "zod";
import { INQUIRY_STATUSES, INQUIRY_TYPES } from "~/lib/domain-values";
import { DAY_RANGE_ORDER, dayRangeInOrder, pagingFields } from "../fields";
import { contactInquirySchema, customizationInquirySchema } from "./inquiry-forms";
import { inquiryPipelineFilterFields } from "./inquiry-pipeline";

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
