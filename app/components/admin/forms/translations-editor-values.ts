/**
 * The translations section of the admin dialogs as data: which input each translatable field
 * gets, how a list is typed (one item per line), how a typed value enters the form's
 * `translations` object, which languages are complete, and where the errors are.
 */
import {
  TRANSLATABLE_FIELDS,
  TRANSLATION_LOCALES,
  hasText,
  missingTranslationLocales,
  type TranslatableEntity,
  type TranslatedText,
  type TranslationLocale,
} from "~/lib/content-translations";

export type TranslatableField = (typeof TRANSLATABLE_FIELDS)[TranslatableEntity][number];

/** The form's `translations` as it is being typed: blank texts and lines are kept until the schema drops them. */
export type FormTranslations = Partial<Record<TranslationLocale, Partial<Record<string, unknown>>>>;

/** A line of text (Input), a longer text (Textarea) or a list typed one item per line (Textarea). */
export type TranslationInputKind = "line" | "text" | "list";

/** Each field as the dialogs name it, and the input it is typed in. */
export const TRANSLATION_INPUTS: Record<TranslatableField, { label: string; kind: TranslationInputKind }> = {
  name: { label: "Name", kind: "line" },
  unit: { label: "Unit", kind: "line" },
  title: { label: "Title", kind: "line" },
  tagline: { label: "Tagline", kind: "line" },
  subtitle: { label: "Subtitle", kind: "line" },
  ctaText: { label: "Button text", kind: "line" },
  cta2Text: { label: "Second button text", kind: "line" },
  industry: { label: "Industry", kind: "line" },
  description: { label: "Description", kind: "text" },
  excerpt: { label: "Excerpt", kind: "text" },
  content: { label: "Content", kind: "text" },
  useCase: { label: "Use Case", kind: "text" },
  problem: { label: "Problem", kind: "text" },
  solution: { label: "Solution", kind: "text" },
  results: { label: "Results", kind: "text" },
  testimonial: { label: "Testimonial", kind: "text" },
  summary: { label: "Summary", kind: "text" },
  workaround: { label: "Workaround", kind: "text" },
  note: { label: "Note", kind: "text" },
  scope: { label: "Scope", kind: "text" },
  altText: { label: "Alt text", kind: "line" },
  caption: { label: "Caption", kind: "line" },
  features: { label: "Features", kind: "list" },
  application: { label: "Applications", kind: "list" },
  benefits: { label: "Benefits", kind: "list" },
};

/**
 * The form names where the API's reasons about translations are shown: each field of each
 * language (a list item's reason shows under its list), and `translations` for the rest.
 */
export const translationFieldNames = (entity: TranslatableEntity): string[] => [
  "translations",
  ...TRANSLATION_LOCALES.flatMap((locale) => TRANSLATABLE_FIELDS[entity].map((field) => `translations.${locale}.${field}`)),
];

/** A list as its text area shows it, one item per line. */
export const linesOf = (value: unknown): string => (Array.isArray(value) ? value.join("\n") : typeof value === "string" ? value : "");

/** The text area's lines as the list, empty lines kept while typing (an empty text area is an empty list). */
export const listOf = (text: string): string[] => (text === "" ? [] : text.split("\n"));

/**
 * The translations with one field set to what was typed. An emptied field leaves the object, and
 * so does a language with no field left, so that clearing what was typed leaves the form as it was.
 */
export function withTranslatedField(
  translations: FormTranslations | undefined,
  locale: TranslationLocale,
  field: string,
  value: TranslatedText,
): FormTranslations {
  const { [field]: _previous, ...otherFields } = translations?.[locale] ?? {};
  const fields = (Array.isArray(value) ? value.length > 0 : value !== "") ? { ...otherFields, [field]: value } : otherFields;
  const { [locale]: _language, ...otherLanguages } = translations ?? {};
  return Object.keys(fields).length > 0 ? { ...otherLanguages, [locale]: fields } : otherLanguages;
}

/** "complete": every field with English text is translated; "incomplete": some is not; "empty": there is no English text yet. */
export type TranslationStatus = "complete" | "incomplete" | "empty";

/** Each language's status, from the form's current values. */
export function translationStatuses(
  values: Record<string, unknown>,
  entity: TranslatableEntity,
): Record<TranslationLocale, TranslationStatus> {
  const translations = (values.translations ?? {}) as Parameters<typeof missingTranslationLocales>[0]["translations"];
  const missing = missingTranslationLocales({ ...values, translations }, entity);
  const written = TRANSLATABLE_FIELDS[entity].some((field) => hasText(values[field]));
  return Object.fromEntries(
    TRANSLATION_LOCALES.map((locale) => [locale, written ? (missing.includes(locale) ? "incomplete" : "complete") : "empty"]),
  ) as Record<TranslationLocale, TranslationStatus>;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null;

/** A field's error message: its own, or for a list whose items were judged, the first item's. */
export function errorMessage(error: unknown): string | undefined {
  if (!isRecord(error)) return undefined;
  if (typeof error.message === "string" && error.message !== "") return error.message;
  if (Array.isArray(error)) return error.map(errorMessage).find((message) => message !== undefined);
  return undefined;
}

/** The languages in which some field has an error, given the form's `errors.translations`. */
export const localesWithErrors = (errors: unknown): TranslationLocale[] =>
  isRecord(errors)
    ? TRANSLATION_LOCALES.filter((locale) => {
        const fields = errors[locale];
        return isRecord(fields) && Object.values(fields).some((error) => errorMessage(error) !== undefined);
      })
    : [];
