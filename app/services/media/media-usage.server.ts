/**
 * Where content uses the media library's files: each table and field that holds a file's url,
 * single or in a list, written either as the path or as an absolute address of any host (an
 * editor may paste the full URL). One query answers for any number of files.
 */
import { inArray, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Queryable } from "~/db/client.server";
import {
  caseStudies,
  categories,
  certificates,
  companyInfo,
  heroSlides,
  newsArticles,
  products,
  resources,
  resourceVersions,
  solutions,
} from "~/db/schema";
import type { MediaUsage } from "~/schemas/media/media";

/** A field that may hold urls: a single url column, or an expression giving a text[]. */
type UrlField = { name: string; single: AnyPgColumn } | { name: string; list: AnyPgColumn | SQL };

/** A table that refers to files: the kind of content (as the admin area names it), its row's id and name, and its url fields. */
type UsageSource = { kind: string; table: PgTable; id: AnyPgColumn; label: AnyPgColumn | SQL; fields: UrlField[] };

const single = (name: string, column: AnyPgColumn): UrlField => ({ name, single: column });
const list = (name: string, expression: AnyPgColumn | SQL): UrlField => ({ name, list: expression });

const USAGE_SOURCES: UsageSource[] = [
  {
    kind: "product",
    table: products,
    id: products.id,
    label: products.name,
    fields: [
      single("imageUrl", products.imageUrl),
      list("imageGallery", products.imageGallery),
      single("datasheetUrl", products.datasheetUrl),
      single("sdkUrl", products.sdkUrl),
    ],
  },
  { kind: "category", table: categories, id: categories.id, label: categories.name, fields: [single("imageUrl", categories.imageUrl)] },
  {
    kind: "solution",
    table: solutions,
    id: solutions.id,
    label: solutions.name,
    fields: [single("heroImageUrl", solutions.heroImageUrl), single("wiringDiagramUrl", solutions.wiringDiagramUrl)],
  },
  {
    kind: "news article",
    table: newsArticles,
    id: newsArticles.id,
    label: newsArticles.title,
    fields: [single("heroImageUrl", newsArticles.heroImageUrl), list("imageGallery", newsArticles.imageGallery)],
  },
  {
    kind: "hero slide",
    table: heroSlides,
    id: heroSlides.id,
    label: heroSlides.title,
    fields: [single("backgroundImageUrl", heroSlides.backgroundImageUrl)],
  },
  {
    kind: "case study",
    table: caseStudies,
    id: caseStudies.id,
    label: caseStudies.title,
    fields: [single("heroImageUrl", caseStudies.heroImageUrl), list("imageGallery", caseStudies.imageGallery)],
  },
  {
    kind: "resource",
    table: resources,
    id: resources.id,
    label: resources.title,
    fields: [single("fileUrl", resources.fileUrl), single("thumbnailUrl", resources.thumbnailUrl)],
  },
  {
    kind: "resource version",
    table: resourceVersions,
    id: resourceVersions.resourceId,
    label: sql`(select ${resources.title} from ${resources} where ${resources.id} = ${resourceVersions.resourceId}) || ' ' || coalesce(${resourceVersions.version}, '')`,
    fields: [single("fileUrl", resourceVersions.fileUrl)],
  },
  {
    kind: "certificate",
    table: certificates,
    id: certificates.id,
    label: sql`${certificates.standard} || ' ' || ${certificates.number}`,
    fields: [single("documentUrl", certificates.documentUrl)],
  },
  {
    kind: "company info section",
    table: companyInfo,
    id: companyInfo.id,
    label: companyInfo.section,
    fields: [
      list("imageGallery", companyInfo.imageGallery),
      list("clientLogos", companyInfo.clientLogos),
      list("certifications", sql`array(select jsonb_path_query(${companyInfo.certifications}, '$[*].imageUrl') #>> '{}')`),
    ],
  },
];

const urlsOf = (field: UrlField): SQL => ("single" in field ? sql`array[${field.single}]::text[]` : sql`${field.list}`);

export type FileUsage = MediaUsage & { url: string };

/**
 * Every use of the given urls, by kind and name: one pass over each table, whose url fields are
 * unnested into (kind, id, label, field, value) rows, matched on the value's path.
 */
export async function findUsages(db: Queryable, urls: string[]): Promise<FileUsage[]> {
  if (urls.length === 0) return [];
  const references = sql.join(
    USAGE_SOURCES.flatMap((source) =>
      source.fields.map(
        (field) =>
          sql`select ${source.kind}::text as kind, ${source.id}::text as id, ${source.label}::text as label, ${field.name}::text as field, unnest(${urlsOf(field)}) as value from ${source.table}`,
      ),
    ),
    sql` union all `,
  );
  const path = sql<string>`regexp_replace(refs.value, '^https?://[^/]+', '')`;
  return db
    .selectDistinct({
      url: path,
      kind: sql<string>`refs.kind`,
      id: sql<string>`refs.id`,
      label: sql<string>`coalesce(refs.label, '')`,
      field: sql<string>`refs.field`,
    })
    .from(sql`(${references}) as refs`)
    .where(inArray(path, urls))
    .orderBy(sql`refs.kind`, sql`coalesce(refs.label, '')`, sql`refs.field`);
}

const MAX_NAMED_USAGES = 3;

/** The uses in a sentence: `product "FR700" (imageGallery), category "Locks" (imageUrl) and 2 more`. */
export function describeUsages(usages: MediaUsage[]): string {
  const named = usages.slice(0, MAX_NAMED_USAGES).map((usage) => `${usage.kind} "${usage.label}" (${usage.field})`);
  const more = usages.length - named.length;
  return more > 0 ? `${named.join(", ")} and ${more} more` : named.join(", ");
}
