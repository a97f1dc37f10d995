/**
 * How far each kind of content is translated: per kind, how many items there are and, per
 * language, how many miss it, with a few of the items that miss some language. An item misses a
 * language when a translatable field that has English text has no translation in it (the rule of
 * `missingTranslationLocales`). Counted in the database: a catalogue of any size is never read
 * into memory.
 */
import { getTableColumns, sql, type Column, type SQL } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Queryable } from "~/db/client.server";
import {
  advisoryRevisions,
  caseStudies,
  categories,
  certificates,
  companyInfo,
  heroSlides,
  media,
  newsArticles,
  products,
  resources,
  securityAdvisories,
  solutions,
} from "~/db/schema";
import { TRANSLATABLE_FIELDS, TRANSLATION_LOCALES, type TranslatableEntity } from "~/lib/content-translations";
import type { ContentTranslationStatus, TranslationStatus } from "~/schemas/content/translation-status";

/** An item that misses at least one language. */
type UntranslatedItem = ContentTranslationStatus["examples"][number];

export const UNTRANSLATED_EXAMPLES = 5;

type TranslatableTable = PgTable & { id: Column; translations: Column };

/** Each kind of content, in the order the dashboard lists them, with the column that names an item. */
const CONTENT: { kind: TranslatableEntity; table: TranslatableTable; label: Column }[] = [
  { kind: "product", table: products, label: products.name },
  { kind: "category", table: categories, label: categories.name },
  { kind: "solution", table: solutions, label: solutions.name },
  { kind: "newsArticle", table: newsArticles, label: newsArticles.title },
  { kind: "resource", table: resources, label: resources.title },
  { kind: "heroSlide", table: heroSlides, label: heroSlides.title },
  { kind: "caseStudy", table: caseStudies, label: caseStudies.title },
  { kind: "companySection", table: companyInfo, label: companyInfo.section },
  { kind: "securityAdvisory", table: securityAdvisories, label: securityAdvisories.code },
  { kind: "advisoryRevision", table: advisoryRevisions, label: advisoryRevisions.note },
  { kind: "certificate", table: certificates, label: certificates.number },
  { kind: "media", table: media, label: media.filename },
];

/** The languages content is translated into, as the items of a SQL text[]. */
const LANGUAGES = sql.join(
  TRANSLATION_LOCALES.map((locale) => sql`${locale}::text`),
  sql`, `,
);

/** The names of the item's translatable fields that have English text (`hasText`), as a text[]. */
function writtenFields(kind: TranslatableEntity, table: TranslatableTable): SQL {
  const columns: Record<string, Column> = getTableColumns(table);
  const checks = TRANSLATABLE_FIELDS[kind].map((field) => {
    const column = columns[field]!;
    const text = column.dataType === "array" ? sql`array_to_string(${column}, ' ')` : sql`${column}`;
    // The first characters settle it for nearly every text, without reading a long one through.
    return sql`case when substr(${text}, 1, 100) ~ '[^[:space:]]' or ${text} ~ '[^[:space:]]' then ${field}::text end`;
  });
  return sql`array_remove(array[${sql.join(checks, sql`, `)}], null)`;
}

type StatusRow = { items: number; untranslated: number; missing_by_locale: number[]; examples: UntranslatedItem[] };

/**
 * One query per kind. `written` is materialized so that each English text is looked at once per
 * item; an item with written fields misses the languages under which not every one of them has a
 * translation (stored translations never hold blank text, so a field that is there is translated).
 */
async function kindStatus(db: Queryable, { kind, table, label }: (typeof CONTENT)[number]): Promise<ContentTranslationStatus> {
  const query = sql`
    with written as materialized (
      select ${table.id} as id, ${label}::text as label, ${table.translations} as translations,
        ${writtenFields(kind, table)} as fields
      from ${table}
    ), status as (
      select id, label, array(
        select unnest(array[${LANGUAGES}]) where cardinality(fields) > 0
        except
        select key from jsonb_each(translations) where value ?& fields
      ) as missing
      from written
    )
    select count(*)::int as items,
      (count(*) filter (where cardinality(missing) > 0))::int as untranslated,
      array[${sql.join(
        TRANSLATION_LOCALES.map((locale) => sql`(count(*) filter (where ${locale}::text = any(missing)))::int`),
        sql`, `,
      )}] as missing_by_locale,
      (select coalesce(json_agg(example), '[]'::json) from (
        select id, label, missing from status where cardinality(missing) > 0 order by label, id limit ${UNTRANSLATED_EXAMPLES}
      ) as example) as examples
    from status`;
  const { rows } = (await db.execute(query)) as unknown as { rows: StatusRow[] };
  const row = rows[0]!;
  return {
    kind,
    items: row.items,
    untranslated: row.untranslated,
    missing: Object.fromEntries(
      TRANSLATION_LOCALES.map((locale, index) => [locale, row.missing_by_locale[index]!]),
    ) as ContentTranslationStatus["missing"],
    // `except` leaves the languages in no order: give them the site's.
    examples: row.examples.map((item) => ({ ...item, missing: TRANSLATION_LOCALES.filter((locale) => item.missing.includes(locale)) })),
  };
}

export async function translationStatus(db: Queryable): Promise<TranslationStatus> {
  const kinds: ContentTranslationStatus[] = [];
  for (const content of CONTENT) kinds.push(await kindStatus(db, content));
  return { kinds };
}
