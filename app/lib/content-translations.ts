/**
 * Content in the site's other languages. Each content row keeps, beside its English fields, a
 * `translations` object: language -> field -> translated text (a list field holds a translated
 * list). A page in a language shows each field's translation where there is one and the English
 * text where there is none, field by field.
 */
import { DEFAULT_LOCALE, LOCALES, type Locale } from "./i18n/locales";

export type TranslationLocale = Exclude<Locale, "en">;

/** Every language but English, the language the content is written in. */
export const TRANSLATION_LOCALES = LOCALES.filter((locale): locale is TranslationLocale => locale !== DEFAULT_LOCALE);

export type TranslatedText = string | string[];

/** As the `translations` column holds it: only languages and fields with text in them. */
export type ContentTranslations = Partial<Record<TranslationLocale, Record<string, TranslatedText>>>;

/**
 * The fields of each kind of content that carry translations: the words a visitor reads. Names
 * used as filter values (a product's technology and interface, a solution's industries) stay in
 * English, so that a filter link means the same thing in every language.
 */
export const TRANSLATABLE_FIELDS = {
  category: ["name", "description"],
  specificationField: ["name", "unit"],
  product: ["name", "description", "features", "application"],
  solution: ["name", "tagline", "description", "useCase", "benefits"],
  newsArticle: ["title", "excerpt", "content"],
  resource: ["title", "description"],
  heroSlide: ["title", "subtitle", "description", "ctaText", "cta2Text"],
  caseStudy: ["title", "industry", "problem", "solution", "results", "testimonial"],
  companySection: ["title", "content"],
  securityAdvisory: ["title", "summary", "workaround"],
  advisoryRevision: ["note"],
  certificate: ["scope"],
  media: ["altText", "caption"],
} as const satisfies Record<string, readonly string[]>;

export type TranslatableEntity = keyof typeof TRANSLATABLE_FIELDS;

/** Whether a field holds something to read: text that is not blank, or a list with such an item. */
export function hasText(value: unknown): value is TranslatedText {
  if (typeof value === "string") return value.trim().length > 0;
  return Array.isArray(value) && value.some((item) => typeof item === "string" && item.trim().length > 0);
}

type Translatable = { translations: ContentTranslations };

/**
 * The row as a page in `locale` shows it: each translatable field in that language where it has
 * been translated, in English where not. The translations themselves are left out, so a page
 * never sends every language to the browser.
 */
export function localizedContent<Row extends Translatable>(
  row: Row,
  locale: Locale,
  entity: TranslatableEntity,
): Omit<Row, "translations"> {
  const { translations, ...content } = row;
  const translated = locale === DEFAULT_LOCALE ? undefined : translations[locale as TranslationLocale];
  if (!translated) return content;
  const localized: Record<string, unknown> = { ...content };
  for (const field of TRANSLATABLE_FIELDS[entity]) {
    if (field in localized && hasText(translated[field])) localized[field] = translated[field];
  }
  return localized as Omit<Row, "translations">;
}

/** `localizedContent` for `rows.map(...)`. */
export const inLocale =
  (locale: Locale, entity: TranslatableEntity) =>
  <Row extends Translatable>(row: Row) =>
    localizedContent(row, locale, entity);

/**
 * The languages a row still misses: those in which some field that has English text has no
 * translation. A row with no English text to translate misses none.
 */
export function missingTranslationLocales(row: Translatable & Record<string, unknown>, entity: TranslatableEntity): TranslationLocale[] {
  const written = TRANSLATABLE_FIELDS[entity].filter((field) => hasText(row[field]));
  return TRANSLATION_LOCALES.filter((locale) => written.some((field) => !hasText(row.translations[locale]?.[field])));
}
