/**
 * Field rules shared by the entity schemas, so every form and API call judges text, slugs,
 * addresses and lists the same way. No `.default()` here: the database holds the defaults, and
 * an update that leaves a field out keeps its stored value.
 */
import "./zod-in-the-browser";
import { z } from "zod";
import { controlCharactersMessage, holdsNoControlCharacters } from "./control-characters";

/** Text as every text field takes it: trimmed, at most `max` characters, no control characters but tab and line breaks. */
const text = (label: string, max: number, typeMessage: string) =>
  z
    .string(typeMessage)
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .refine(holdsNoControlCharacters, controlCharactersMessage(label));

/** A required line of text, trimmed, with the user-facing messages of the field's label. */
export const requiredText = (label: string, max: number) => text(label, max, `${label} is required`).min(1, `${label} is required`);

/** Optional text: empty and missing both store null. */
export const optionalText = (label: string, max: number) =>
  text(label, max, `${label} must be text`)
    .nullish()
    .transform((value) => (value ? value : null));

/** A choice that may be left empty: one of `values`, or empty or missing for none (stored as null). */
export const optionalChoice = <const Values extends readonly [string, ...string[]]>(label: string, values: Values) =>
  z
    .union([z.literal(""), z.enum(values)], `${label} must be one of ${values.join(", ")}`)
    .nullish()
    .transform((value) => value || null);

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const slugField = z
  .string("Slug is required")
  .trim()
  .min(1, "Slug is required")
  .max(200, "Slug must be at most 200 characters")
  .regex(SLUG_PATTERN, "Use lower-case letters, digits and single hyphens");

/**
 * Browsers drop tabs and line breaks from an address and read "\" as "/": "/\evil.example" and
 * "/<tab>/evil.example" would lead to another site.
 */
const hasCharactersBrowsersRewrite = (value: string) => /[\p{Cc}\\]/u.test(value);

const isWebAddress = (value: string) => {
  if (hasCharactersBrowsersRewrite(value)) return false;
  try {
    return ["http:", "https:"].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

const isWebAddressOrSitePath = (value: string) => (/^\/(?!\/)/.test(value) && !hasCharactersBrowsersRewrite(value)) || isWebAddress(value);

/** An optional address judged by `isValid`; empty stores null. */
const optionalAddress = (label: string, isValid: (value: string) => boolean, message: string) =>
  z
    .string(`${label} must be text`)
    .trim()
    .max(2000, `${label} must be at most 2000 characters`)
    .refine((value) => value === "" || isValid(value), message)
    .nullish()
    .transform((value) => (value ? value : null));

/** An http(s) address or a path on this site ("/uploads/..."); empty stores null. */
export const optionalUrl = (label: string) =>
  optionalAddress(label, isWebAddressOrSitePath, `${label} must be an http(s) address or a path starting with /`);

/** An address on the web outside this site (a partner's website): http(s) only; empty stores null. */
export const optionalWebAddress = (label: string) => optionalAddress(label, isWebAddress, `${label} must start with http:// or https://`);

/** A required e-mail address, trimmed. */
export const requiredEmail = (label: string) => requiredText(label, 254).pipe(z.email(`${label} must be a valid e-mail address`));

export const requiredUrl = (label: string) =>
  requiredText(label, 2000).refine(isWebAddressOrSitePath, `${label} must be an http(s) address or a path starting with /`);

/** A list of short texts: each trimmed, empties dropped, bounded in count and length. */
export const textList = (label: string, maxItems: number, maxLength: number) =>
  z
    .array(text(`Each ${label}`, maxLength, `Each ${label} must be text`), `${label} must be a list`)
    .max(maxItems, `At most ${maxItems} ${label} entries`)
    .transform((items) => items.filter((item) => item.length > 0));

export const urlList = (label: string, maxItems: number) =>
  z.array(requiredUrl(label), `${label} must be a list`).max(maxItems, `At most ${maxItems} ${label} entries`);

export const uuidField = (label: string) => z.uuid(`${label} must be a valid id`);

/** A whole day of a date-range filter (UTC), e.g. 2025-03-04; optional. */
export const dayField = (label: string) => z.iso.date(`${label} must be a date (YYYY-MM-DD)`).optional();

/** An optional calendar day (YYYY-MM-DD): empty and missing both store null. */
export const optionalDay = (label: string) =>
  z
    .string(`${label} must be a date such as 2026-01-31`)
    .trim()
    .nullish()
    .transform((value) => value || null)
    .pipe(z.iso.date(`${label} must be a date such as 2026-01-31`).nullable());

/** A date range's "To" must not come before its "From" (both optional, both inclusive). */
export const dayRangeInOrder = (range: { from?: string; to?: string }) => !range.from || !range.to || range.from <= range.to;
export const DAY_RANGE_ORDER = { path: ["to"], message: "To must not be before From" };

/** `limit` and `offset` of every list call: at most 1000 rows a page (the default when absent). */
export const pagingFields = () => ({
  limit: integerField("Limit", 1, 1000).optional(),
  offset: integerField("Offset", 0, 1_000_000_000).optional(),
});

/**
 * An integer from a form field or JSON: "3" and 3 are both 3. Only a number or a text is read
 * as one: null, true or [[]] are refused, not quietly taken as 0 or 1 as Number() would.
 */
export const integerField = (label: string, min: number, max: number) =>
  z
    .union([z.number(), z.string().transform(Number)], { error: `${label} must be a number` })
    .pipe(
      z
        .number(`${label} must be a number`)
        .int(`${label} must be a whole number`)
        .min(min, `${label} must be at least ${min}`)
        .max(max, `${label} must be at most ${max}`),
    );

/**
 * An order field as an admin form holds it (docs/behaviour/admin-area.md §5: "parsed as integers, 0 if not a
 * number"), then judged like the API's integer field.
 */
export const formOrderField = (label: string) =>
  z
    .union([z.string(), z.number()])
    .transform((value) => Number.parseInt(String(value), 10) || 0)
    .pipe(z.number().min(0, `${label} must be at least 0`).max(1_000_000, `${label} must be at most 1000000`));

/**
 * A union of schemas for different JSON shapes (documented as anyOf) whose input is judged first by
 * the one schema its shape calls for (`judge`): a union alone answers only that no member fits, where
 * the judge names what is wrong inside the member meant (docs/decisions/045-one-shape-per-field.md).
 */
export function unionJudgedByShape<Union extends z.ZodType>(union: Union, judge: (input: unknown) => z.ZodSafeParseResult<unknown>) {
  return z.preprocess((input: z.input<Union>, context) => {
    for (const { path, message } of judge(input).error?.issues ?? []) context.addIssue({ code: "custom", path, message });
    return input;
  }, union);
}

/**
 * A stored row's columns as the API sends them (the rows' schemas, e.g. `productRow`): an id; a time,
 * which `Response.json` writes as ISO text in UTC (2025-01-31T09:00:00.000Z); a `text[]` column,
 * always a list (empty when there is nothing).
 */
export const stored = { id: z.uuid(), time: z.iso.datetime(), textList: z.array(z.string()) };
