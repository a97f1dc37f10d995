/**
 * Where each kind of content is searched: its table, the indexed search functions of
 * app/db/sql/site-search.sql called with the very columns their indexes were built on (that is how the planner matches
 * a condition to an index), what a hit shows in the visitor's language and where it leads.
 */
import { and, eq, isNotNull, sql, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { caseStudies, certificates, newsArticles, products, resources, securityAdvisories, solutions } from "~/db/schema";
import { DEFAULT_LOCALE, type Locale } from "~/lib/i18n/locales";
import type { SearchKind } from "~/lib/catalogue/site-search";
import { publicRows } from "../records/audience.server";

type Searchable = PgTable & { id: PgColumn; translations: PgColumn };

export type SearchSource = {
  table: Searchable;
  /** `<kind>_search_title(...)`: the title words in every language (trigram index). */
  titleWords: SQL;
  /** `<kind>_search_vector(...)`: every searchable word in every language (full-text index). */
  words: SQL;
  /**
   * The table's text columns the search leaves out on purpose (addresses, choices, figures, names
   * of people, a product's certifications); every other one is an argument of `words`, which
   * searched-texts.integration.test.ts checks against the function in the database.
   */
  notSearched: readonly string[];
  /** The English title and the translated field holding it. */
  title: { column: PgColumn; field: string };
  /** Other texts that, typed exactly, make a best match (a product's code). */
  exactAlso: PgColumn[];
  summary: { column: PgColumn; field: string };
  href: SQL<string>;
  /** Only what the public site shows. */
  visible?: () => SQL | undefined;
  /** A product's lifecycle, shown on its hit (decision 058). */
  lifecycle?: PgColumn;
  /** A table joined for the link (a case study's solution). */
  join?: { table: PgTable; on: SQL };
};

/** A translatable text as the visitor reads it: their language's version where there is one. */
export function inLanguage(table: Searchable, column: PgColumn, field: string, locale: Locale): SQL<string> {
  if (locale === DEFAULT_LOCALE) return sql<string>`${column}`;
  return sql<string>`coalesce(nullif(${table.translations} -> ${locale} ->> ${field}, ''), ${column})`;
}

export const SEARCH_SOURCES: Record<SearchKind, SearchSource> = {
  product: {
    table: products,
    titleWords: sql`product_search_title(${products.name}, ${products.productCode}, ${products.translations})`,
    words: sql`product_search_vector(${products.name}, ${products.productCode}, ${products.description}, ${products.technology},
      ${products.interface}, ${products.features}, ${products.application}, ${products.translations})`,
    notSearched: ["slug", "imageUrl", "imageGallery", "datasheetUrl", "sdkUrl", "status", "lifecycle", "priceRange", "certification"],
    title: { column: products.name, field: "name" },
    exactAlso: [products.productCode],
    summary: { column: products.description, field: "description" },
    href: sql<string>`'/products/' || ${products.slug}`,
    // Published products only: no draft, nothing scheduled (decision 031); retired ones too, marked (decision 058).
    visible: () => publicRows(products),
    lifecycle: products.lifecycle,
  },
  solution: {
    table: solutions,
    titleWords: sql`solution_search_title(${solutions.name}, ${solutions.translations})`,
    words: sql`solution_search_vector(${solutions.name}, ${solutions.tagline}, ${solutions.description}, ${solutions.useCase},
      ${solutions.benefits}, ${solutions.industry}, ${solutions.translations})`,
    notSearched: ["slug", "heroImageUrl", "wiringDiagramUrl", "videoUrl", "status"],
    title: { column: solutions.name, field: "name" },
    exactAlso: [],
    summary: { column: solutions.description, field: "description" },
    href: sql<string>`'/solutions/' || ${solutions.slug}`,
    visible: () => publicRows(solutions),
  },
  news: {
    table: newsArticles,
    titleWords: sql`news_search_title(${newsArticles.title}, ${newsArticles.translations})`,
    words: sql`news_search_vector(${newsArticles.title}, ${newsArticles.excerpt}, ${newsArticles.content}, ${newsArticles.tags},
      ${newsArticles.translations})`,
    notSearched: ["slug", "heroImageUrl", "imageGallery", "status", "category", "author"],
    title: { column: newsArticles.title, field: "title" },
    exactAlso: [],
    summary: { column: newsArticles.excerpt, field: "excerpt" },
    href: sql<string>`'/news/' || ${newsArticles.slug}`,
    // Published articles only: no draft, nothing scheduled, none dated in the future.
    visible: () => publicRows(newsArticles),
  },
  caseStudy: {
    table: caseStudies,
    titleWords: sql`case_study_search_title(${caseStudies.title}, ${caseStudies.client}, ${caseStudies.translations})`,
    words: sql`case_study_search_vector(${caseStudies.title}, ${caseStudies.client}, ${caseStudies.industry}, ${caseStudies.problem},
      ${caseStudies.solution}, ${caseStudies.results}, ${caseStudies.location}, ${caseStudies.testimonial}, ${caseStudies.translations})`,
    notSearched: ["slug", "heroImageUrl", "imageGallery", "testimonialAuthor"],
    title: { column: caseStudies.title, field: "title" },
    exactAlso: [],
    summary: { column: caseStudies.results, field: "results" },
    // The public site shows a case study on no page of its own: it leads to the solution it
    // illustrates, and one that illustrates none (or an unpublished one) is not found.
    href: sql<string>`'/solutions/' || ${solutions.slug}`,
    // (A subquery, not the joined row: some reads of a source do not join.)
    visible: () =>
      and(
        isNotNull(caseStudies.solutionId),
        sql`${caseStudies.solutionId} in (select ${solutions.id} from ${solutions} where ${solutions.status} = 'published')`,
      ),
    join: { table: solutions, on: sql`${solutions.id} = ${caseStudies.solutionId}` },
  },
  resource: {
    table: resources,
    titleWords: sql`resource_search_title(${resources.title}, ${resources.translations})`,
    words: sql`resource_search_vector(${resources.title}, ${resources.type}, ${resources.description}, ${resources.platform},
      ${resources.version}, ${resources.translations})`,
    notSearched: ["fileUrl", "externalUrl", "thumbnailUrl", "fileSize", "duration"],
    title: { column: resources.title, field: "title" },
    exactAlso: [],
    summary: { column: resources.description, field: "description" },
    // The resource's page in the download center (decision 034): its versions and products, each
    // version with its own download.
    href: sql<string>`'/support/' || ${resources.id}`,
  },
  // Security advisories (decision 059): found by their id and CVE ids too; published ones only.
  advisory: {
    table: securityAdvisories,
    titleWords: sql`advisory_search_title(${securityAdvisories.code}, ${securityAdvisories.title}, ${securityAdvisories.translations})`,
    words: sql`advisory_search_vector(${securityAdvisories.code}, ${securityAdvisories.title}, ${securityAdvisories.summary},
      ${securityAdvisories.workaround}, ${securityAdvisories.cveIds}, ${securityAdvisories.translations})`,
    // A weakness class (CWE) names many advisories alike: a visitor finds them by CVE, code or words.
    notSearched: ["status", "severity", "cvssVector", "cweId"],
    title: { column: securityAdvisories.title, field: "title" },
    exactAlso: [securityAdvisories.code],
    summary: { column: securityAdvisories.summary, field: "summary" },
    href: sql<string>`'/security/' || ${securityAdvisories.code}`,
    visible: () => eq(securityAdvisories.status, "published"),
  },
  // The certifications register (decision 060): a certificate is a card of /certifications, found
  // by its standard, number, issuer, scope or firmware; every certificate is public.
  certificate: {
    table: certificates,
    titleWords: sql`certificate_search_title(${certificates.standard}, ${certificates.number})`,
    words: sql`certificate_search_vector(${certificates.standard}, ${certificates.issuer}, ${certificates.number}, ${certificates.scope},
      ${certificates.firmwareVersion}, ${certificates.translations})`,
    notSearched: ["documentUrl"],
    title: { column: certificates.standard, field: "standard" },
    exactAlso: [certificates.number],
    summary: { column: certificates.scope, field: "scope" },
    href: sql<string>`'/certifications#certificate-' || ${certificates.id}`,
  },
};

/** The condition of a source's public rows together with `condition`. */
export const visibleAnd = (source: SearchSource, condition: SQL) => and(source.visible?.(), condition);
