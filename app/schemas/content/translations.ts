/**
 * The `translations` field of each kind of content: language -> field -> text, each field judged
 * like its English original but optional. What is blank is dropped, so the stored object holds
 * only real translations and "missing" always means "not there".
 */
import { z } from "zod";
import {
  TRANSLATABLE_FIELDS,
  TRANSLATION_LOCALES,
  hasText,
  type ContentTranslations,
  type TranslatableEntity,
  type TranslatedText,
} from "~/lib/content-translations";

type FieldRule = z.ZodType<TranslatedText | null | undefined, unknown>;

/** Each language's fields without the blank ones, and without the languages left empty. */
function withoutBlanks(translations: Partial<Record<string, Record<string, TranslatedText | null | undefined>>>): ContentTranslations {
  const kept: ContentTranslations = {};
  for (const locale of TRANSLATION_LOCALES) {
    const fields = Object.entries(translations[locale] ?? {}).filter((entry): entry is [string, TranslatedText] => hasText(entry[1]));
    if (fields.length > 0) kept[locale] = Object.fromEntries(fields);
  }
  return kept;
}

/**
 * The translations of an entity, given the rule of each of its translatable fields (the type
 * makes the rules name exactly the fields `TRANSLATABLE_FIELDS` lists for it).
 */
export function translationsField<Entity extends TranslatableEntity>(
  entity: Entity,
  rules: Record<(typeof TRANSLATABLE_FIELDS)[Entity][number], FieldRule>,
) {
  const fieldRules = Object.fromEntries(TRANSLATABLE_FIELDS[entity].map((field: keyof typeof rules) => [field, rules[field]]));
  const language = z.object(fieldRules, "Each language's translations must be an object of fields").partial();
  return z
    .partialRecord(z.enum(TRANSLATION_LOCALES), language, {
      // A language the site does not have arrives as an "unrecognized_keys" issue listing them.
      error: (issue) =>
        "keys" in issue && Array.isArray(issue.keys)
          ? `Translations are for ${TRANSLATION_LOCALES.join(", ")}, not ${issue.keys.join(", ")}`
          : "Translations must be an object of languages",
    })
    .transform(withoutBlanks);
}

/** The `translations` of a row as stored and sent: language -> field -> its text (a list field, its list). */
export const contentTranslations = z.partialRecord(
  z.enum(TRANSLATION_LOCALES),
  z.record(z.string(), z.union([z.string(), z.array(z.string())])),
);
