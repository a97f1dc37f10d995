/**
 * The two public inquiry forms (customization, public-site.md §5; contact, §2 Contact) and the
 * staff calls on inquiries. The forms validate with the same schemas as `POST /api/inquiries`.
 *
 * Honeypot: both forms carry a field named `website` that people never see (rendered off-screen,
 * `tabIndex={-1}`, `autoComplete="off"`, `aria-hidden`). Bots that fill every field fill it too; an
 * inquiry with anything in it is answered like any other but stored as spam, without notification.
 * It accepts any value, so a bot learns nothing from a validation error.
 *
 * Fill time: the forms also send `formToken`, which `GET /api/inquiries/form-token` issued when the
 * visitor started filling in (docs/decisions/029-spam-folder.md). It too accepts any value: a
 * forged, reused or too recent token stores the inquiry as spam, and a missing one (the
 * specification's payload has none) leaves the fill time unjudged.
 */
import { z } from "zod";
import { INQUIRY_STATUSES, INQUIRY_TYPES } from "~/lib/domain-values";
import { optionalText, pagingFields, requiredText, uuidField } from "./fields";

const INQUIRY_MESSAGE_MAX_LENGTH = 5000;
const SHORT_TEXT_MAX_LENGTH = 200;
const PHONE_MAX_LENGTH = 50;
const EMAIL_MAX_LENGTH = 254;
const PRODUCTS_PER_INQUIRY_MAX = 100;

/** The contact form's inquiry types; "customization" has a form of its own. */
export const CONTACT_INQUIRY_TYPES = ["quote", "distributor", "demo"] as const;

/** Text with a minimum length whose one message covers missing, empty and too short (public-site.md §5). */
const textOfAtLeast = (min: number, max: number, message: string, label: string) =>
  z.string(message).trim().min(min, message).max(max, `${label} must be at most ${max} characters`);

const emailField = (missingMessage: string) =>
  z
    .string(missingMessage)
    .trim()
    .min(1, missingMessage)
    .max(EMAIL_MAX_LENGTH, `Email must be at most ${EMAIL_MAX_LENGTH} characters`)
    .pipe(z.email("Invalid email address"));

const honeypotField = z.unknown().optional();
const formTokenField = z
  .unknown()
  .optional()
  .describe("The token GET /api/inquiries/form-token gave when the visitor started filling in the form");

export const customizationInquirySchema = z.object({
  type: z.literal("customization"),
  name: textOfAtLeast(2, SHORT_TEXT_MAX_LENGTH, "Name must be at least 2 characters", "Name"),
  company: textOfAtLeast(2, SHORT_TEXT_MAX_LENGTH, "Company name is required", "Company name"),
  email: emailField("Invalid email address"),
  phone: optionalText("Phone", PHONE_MAX_LENGTH),
  projectType: textOfAtLeast(5, SHORT_TEXT_MAX_LENGTH, "Please describe your project type", "Project type"),
  message: textOfAtLeast(20, INQUIRY_MESSAGE_MAX_LENGTH, "Please provide more details (at least 20 characters)", "Message"),
  website: honeypotField,
  formToken: formTokenField,
});

export const contactInquirySchema = z.object({
  type: z.enum(CONTACT_INQUIRY_TYPES, "Choose quote, distributor or demo"),
  name: requiredText("Name", SHORT_TEXT_MAX_LENGTH),
  email: emailField("Email is required"),
  phone: optionalText("Phone", PHONE_MAX_LENGTH),
  company: optionalText("Company", SHORT_TEXT_MAX_LENGTH),
  country: optionalText("Country", SHORT_TEXT_MAX_LENGTH),
  message: optionalText("Message", INQUIRY_MESSAGE_MAX_LENGTH),
  productIds: z
    .array(uuidField("Each product"), "Products must be a list")
    .max(PRODUCTS_PER_INQUIRY_MAX, `At most ${PRODUCTS_PER_INQUIRY_MAX} products`)
    .transform((ids) => [...new Set(ids)])
    .optional(),
  website: honeypotField,
  formToken: formTokenField,
});

/** `POST /api/inquiries`: the form is told apart by `type`. */
export const inquirySchema = z.discriminatedUnion("type", [customizationInquirySchema, contactInquirySchema], {
  error: (issue) =>
    issue.code === "invalid_union" ? `Choose an inquiry type: ${INQUIRY_TYPES.join(", ")}` : "Send the inquiry as a JSON object",
});

export type CustomizationInquiryInput = z.infer<typeof customizationInquirySchema>;
export type ContactInquiryInput = z.infer<typeof contactInquirySchema>;
export type InquiryInput = z.infer<typeof inquirySchema>;

/** `PUT /api/inquiries/{id}`: staff may set any status from any status (admin-panel.md §4). */
export const updateInquiryStatusSchema = z.object({
  status: z.enum(INQUIRY_STATUSES, `Status must be one of ${INQUIRY_STATUSES.join(", ")}`),
});

export type UpdateInquiryStatusInput = z.infer<typeof updateInquiryStatusSchema>;

/** `GET /api/inquiries/form-token`: what a form sends back as `formToken`. */
export const formTokenResponseSchema = z.object({ token: z.string() });

/** `GET /api/inquiries` filters and paging; `spam=true` lists only the inquiries caught as spam. */
export const inquiryListQuerySchema = z.object({
  status: z.enum(INQUIRY_STATUSES, `Status must be one of ${INQUIRY_STATUSES.join(", ")}`).optional(),
  type: z.enum(INQUIRY_TYPES, `Type must be one of ${INQUIRY_TYPES.join(", ")}`).optional(),
  spam: z.stringbool({ error: "Spam must be true or false" }).optional(),
  ...pagingFields(),
});

export type InquiryListQuery = z.infer<typeof inquiryListQuerySchema>;

/** `GET /api/inquiries/export.csv`: the same status and type filters as the list, so the file holds what the screen shows. */
export const inquiryExportQuerySchema = inquiryListQuerySchema.pick({ status: true, type: true });
export type InquiryExportQuery = z.infer<typeof inquiryExportQuerySchema>;
