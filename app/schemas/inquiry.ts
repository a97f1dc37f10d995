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
import { INQUIRY_STATUSES, INQUIRY_TYPES, QUOTE_NOTE_MAX_LENGTH, QUOTE_QUANTITY_MAX } from "~/lib/domain-values";
import { LOCALES } from "~/lib/i18n/locales";
import { DAY_RANGE_ORDER, dayRangeInOrder, integerField, optionalText, pagingFields, requiredText, uuidField } from "./fields";
import { inquiryPipelineFilterFields } from "./inquiry-pipeline";

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

/** One line of the quote list; the label names its line, as the visitor counts them ("Quantity (line 2)"). */
const quoteItemSchema = (line: number) =>
  z.object(
    {
      productId: uuidField(`Product (line ${line})`),
      quantity: integerField(`Quantity (line ${line})`, 1, QUOTE_QUANTITY_MAX).optional(),
      note: optionalText(`Note (line ${line})`, QUOTE_NOTE_MAX_LENGTH),
    },
    `Line ${line} must be an object`,
  );

export type QuoteItemInput = z.output<ReturnType<typeof quoteItemSchema>>;

/**
 * The quote list with a quantity (default 1) and a note per product, in the visitor's order
 * (docs/decisions/030-quote-requests.md). Each bad field is named by its dotted path and its line.
 */
const quoteItemsField = z
  .array(
    // Each line is judged by quoteItemSchema below, with its line number; this only documents it.
    z.unknown().meta({
      type: "object",
      required: ["productId"],
      properties: {
        productId: { type: "string", format: "uuid" },
        quantity: { type: "integer", minimum: 1, maximum: QUOTE_QUANTITY_MAX, default: 1 },
        note: { type: ["string", "null"], maxLength: QUOTE_NOTE_MAX_LENGTH },
      },
    }),
    "Items must be a list",
  )
  .max(PRODUCTS_PER_INQUIRY_MAX, `At most ${PRODUCTS_PER_INQUIRY_MAX} products`)
  .transform((items, ctx) => {
    const parsed: QuoteItemInput[] = [];
    const lineOf = new Map<string, number>();
    items.forEach((item, index) => {
      const result = quoteItemSchema(index + 1).safeParse(item);
      if (!result.success) {
        for (const issue of result.error.issues) ctx.addIssue({ code: "custom", message: issue.message, path: [index, ...issue.path] });
        return;
      }
      const earlier = lineOf.get(result.data.productId);
      if (earlier !== undefined) {
        ctx.addIssue({ code: "custom", message: `Product (line ${index + 1}) is already on line ${earlier}`, path: [index, "productId"] });
      }
      lineOf.set(result.data.productId, index + 1);
      parsed.push(result.data);
    });
    return parsed;
  })
  .optional();

/** Both sent: `productIds` must name the items' products in their order (a client sending both for older servers). */
const sameProductsAsItems = (inquiry: { productIds?: string[]; items?: QuoteItemInput[] }, ctx: z.RefinementCtx) => {
  if (!inquiry.productIds || !inquiry.items) return;
  const itemIds = inquiry.items.map((item) => item.productId);
  if (inquiry.productIds.join() !== itemIds.join()) {
    ctx.addIssue({ code: "custom", message: "Product ids must name the items' products, in the same order", path: ["productIds"] });
  }
};

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

export const contactInquirySchema = z
  .object({
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
    items: quoteItemsField.describe(
      "The products with quantity (1-100000, default 1) and note (up to 500 characters), in the visitor's order. Sent instead of productIds (each quantity 1); sent with it, productIds must name the same products in the same order",
    ),
    language: z
      .enum(LOCALES, `Language must be one of ${LOCALES.join(", ")}`)
      .optional()
      .describe("The page's language: a quote request's confirmation e-mail is written in it (default en)"),
    website: honeypotField,
    formToken: formTokenField,
  })
  .superRefine(sameProductsAsItems);

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
