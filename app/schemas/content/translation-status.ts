/** `GET /api/admin/translation-status`: per kind of content, how many items miss each language, and a few of them. */
import { z } from "zod";
import { TRANSLATABLE_FIELDS, TRANSLATION_LOCALES, type TranslatableEntity } from "~/lib/content-translations";
import { stored } from "../fields";

const TRANSLATABLE_ENTITIES = Object.keys(TRANSLATABLE_FIELDS).filter((key): key is TranslatableEntity => key in TRANSLATABLE_FIELDS);
const translationLocale = z.enum(TRANSLATION_LOCALES);

export const contentTranslationStatusRow = z.strictObject({
  kind: z.enum(TRANSLATABLE_ENTITIES),
  items: z.int(),
  untranslated: z.int().describe("How many items miss at least one language"),
  missing: z.record(translationLocale, z.int()).describe("Per language, how many items miss it"),
  examples: z
    .array(z.strictObject({ id: stored.id, label: z.string(), missing: z.array(translationLocale) }))
    .describe("The first few items, by label, that miss some language"),
});

export const translationStatusRow = z.strictObject({ kinds: z.array(contentTranslationStatusRow) });

export type ContentTranslationStatus = z.output<typeof contentTranslationStatusRow>;
export type TranslationStatus = z.output<typeof translationStatusRow>;
