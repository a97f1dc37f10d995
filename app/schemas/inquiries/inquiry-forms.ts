/**
 * The two public inquiry forms, customization and contact, as `POST /api/inquiries` and the forms'
 * islands judge them, written with `zod/mini` to keep the islands small (decision 043). Both carry
 * the honeypot `website` (decision 012) and the fill-time `formToken` (decision 029), which accept
 * any value: what they catch is stored as spam, never refused.
 */
import "../zod-in-the-browser";
import * as z from "zod/mini";
import { QUOTE_NOTE_MAX_LENGTH, QUOTE_QUANTITY_MAX } from "~/lib/domain-values";
import { LOCALES } from "~/lib/i18n/locales";
import { controlCharactersMessage, holdsNoControlCharacters } from "../control-characters";

const INQUIRY_MESSAGE_MAX_LENGTH = 5000;
const SHORT_TEXT_MAX_LENGTH = 200;
const PHONE_MAX_LENGTH = 50;
const EMAIL_MAX_LENGTH = 254;
const PRODUCTS_PER_INQUIRY_MAX = 100;

/** The contact form's inquiry types; "customization" has a form of its own. */
export const CONTACT_INQUIRY_TYPES = ["quote", "distributor", "demo"] as const;

/** At most `max` characters, and no control characters but tab and line breaks (fields.ts's text). */
const textChecks = (label: string, max: number) => [
  z.maxLength(max, `${label} must be at most ${max} characters`),
  z.refine<string>(holdsNoControlCharacters, controlCharactersMessage(label)),
];

/** Text with a minimum length whose one message covers missing, empty and too short. */
const textOfAtLeast = (min: number, max: number, message: string, label: string) =>
  z.string(message).check(z.trim(), z.minLength(min, message), ...textChecks(label, max));

/** A required line of text, trimmed (fields.ts's `requiredText`). */
const requiredText = (label: string, max: number) => textOfAtLeast(1, max, `${label} is required`, label);

/** Optional text: empty and missing both store null (fields.ts's `optionalText`). */
const optionalText = (label: string, max: number) =>
  z.pipe(
    z.nullish(z.string(`${label} must be text`).check(z.trim(), ...textChecks(label, max))),
    z.transform((value) => (value ? value : null)),
  );

const emailField = (missingMessage: string) =>
  z.pipe(
    z.string(missingMessage).check(z.trim(), z.minLength(1, missingMessage), ...textChecks("Email", EMAIL_MAX_LENGTH)),
    z.email("Invalid email address"),
  );

const uuidField = (label: string) => z.uuid(`${label} must be a valid id`);

/** A whole number from a form field or JSON: "3" and 3 are both 3 (fields.ts's `integerField`). */
const integerField = (label: string, min: number, max: number) =>
  z.pipe(
    z.union([z.number(), z.pipe(z.string(), z.transform(Number))], { error: `${label} must be a number` }),
    z
      .number(`${label} must be a number`)
      .check(
        z.int(`${label} must be a whole number`),
        z.minimum(min, `${label} must be at least ${min}`),
        z.maximum(max, `${label} must be at most ${max}`),
      ),
  );

const honeypotField = z.optional(z.unknown());
const formTokenField = z
  .optional(z.unknown())
  .check(z.describe("The token GET /api/inquiries/form-token gave when the visitor started filling in the form"));

/** One line of the quote list; the label names its line, as the visitor counts them ("Quantity (line 2)"). */
const quoteItemSchema = (line: number) =>
  z.object(
    {
      productId: uuidField(`Product (line ${line})`),
      quantity: z.optional(integerField(`Quantity (line ${line})`, 1, QUOTE_QUANTITY_MAX)),
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
  .optional(
    z.pipe(
      z
        .array(
          // Each line is judged by quoteItemSchema below, with its line number; this only documents it.
          z.unknown().check(
            z.meta({
              type: "object",
              required: ["productId"],
              properties: {
                productId: { type: "string", format: "uuid" },
                quantity: { type: "integer", minimum: 1, maximum: QUOTE_QUANTITY_MAX, default: 1 },
                note: { type: ["string", "null"], maxLength: QUOTE_NOTE_MAX_LENGTH },
              },
            }),
          ),
          "Items must be a list",
        )
        .check(z.maxLength(PRODUCTS_PER_INQUIRY_MAX, `At most ${PRODUCTS_PER_INQUIRY_MAX} products`)),
      z.transform((items, ctx) => {
        const parsed: QuoteItemInput[] = [];
        const lineOf = new Map<string, number>();
        items.forEach((item, index) => {
          const result = quoteItemSchema(index + 1).safeParse(item);
          if (!result.success) {
            for (const issue of result.error.issues)
              ctx.issues.push({ code: "custom", message: issue.message, path: [index, ...issue.path], input: item });
            return;
          }
          const earlier = lineOf.get(result.data.productId);
          if (earlier !== undefined) {
            ctx.issues.push({
              code: "custom",
              message: `Product (line ${index + 1}) is already on line ${earlier}`,
              path: [index, "productId"],
              input: item,
            });
          }
          lineOf.set(result.data.productId, index + 1);
          parsed.push(result.data);
        });
        return parsed;
      }),
    ),
  )
  .check(
    z.describe(
      "The products with quantity (1-100000, default 1) and note (up to 500 characters), in the visitor's order. Sent instead of productIds (each quantity 1); sent with it, productIds must name the same products in the same order",
    ),
  );

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
    productIds: z.optional(
      z.pipe(
        z
          .array(uuidField("Each product"), "Products must be a list")
          .check(z.maxLength(PRODUCTS_PER_INQUIRY_MAX, `At most ${PRODUCTS_PER_INQUIRY_MAX} products`)),
        z.transform((ids) => [...new Set(ids)]),
      ),
    ),
    items: quoteItemsField,
    language: z
      .optional(z.enum(LOCALES, `Language must be one of ${LOCALES.join(", ")}`))
      .check(z.describe("The page's language: a quote request's confirmation e-mail is written in it (default en)")),
    website: honeypotField,
    formToken: formTokenField,
  })
  .check(
    // Both sent: `productIds` must name the items' products in their order (a client sending both for older servers).
    z.superRefine((inquiry, ctx) => {
      if (!inquiry.productIds || !inquiry.items) return;
      const itemIds = inquiry.items.map((item) => item.productId);
      if (inquiry.productIds.join() !== itemIds.join()) {
        ctx.addIssue({ code: "custom", message: "Product ids must name the items' products, in the same order", path: ["productIds"] });
      }
    }),
  );

export type CustomizationInquiryInput = z.infer<typeof customizationInquirySchema>;
export type ContactInquiryInput = z.infer<typeof contactInquirySchema>;
