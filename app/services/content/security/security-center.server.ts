/**
 * The public security center (decision 059): the published advisories newest first, one
 * advisory's page with the published products it affects and the download-center versions that
 * fix it, and the advisories that affect a product. An advisory's "updated" day is its newest
 * revision's (its publication day when it has none).
 */
import { and, asc, eq, inArray, max } from "drizzle-orm";
import type { Queryable } from "~/db/client.server";
import { advisoryProducts, advisoryRevisions, products, securityAdvisories } from "~/db/schema";
import { notFound } from "~/lib/server/http-errors.server";
import { publicRows } from "../../records/audience.server";
import { isStorableText } from "../../records/entity-rows.server";
import { ADVISORY_NOT_FOUND, fixingVersions, newestAdvisoryFirst } from "./security-advisory.server";

const published = eq(securityAdvisories.status, "published");

const summaryColumns = {
  id: securityAdvisories.id,
  code: securityAdvisories.code,
  title: securityAdvisories.title,
  summary: securityAdvisories.summary,
  severity: securityAdvisories.severity,
  cvssScore: securityAdvisories.cvssScore,
  cveIds: securityAdvisories.cveIds,
  publishedOn: securityAdvisories.publishedOn,
  updatedAt: securityAdvisories.updatedAt,
  translations: securityAdvisories.translations,
};

const affectedColumns = {
  advisoryId: advisoryProducts.advisoryId,
  affectedVersions: advisoryProducts.affectedVersions,
  id: products.id,
  name: products.name,
  slug: products.slug,
  productCode: products.productCode,
  translations: products.translations,
};

type AdvisorySummaryRow = { [Key in keyof typeof summaryColumns]: (typeof securityAdvisories.$inferSelect)[Key] };
export type AffectedProduct = { id: string; name: string; slug: string; productCode: string; affectedVersions: string } & Pick<
  typeof products.$inferSelect,
  "translations"
>;
export type AdvisorySummary = AdvisorySummaryRow & { updatedOn: string; products: AffectedProduct[] };

async function latestRevisions(db: Queryable, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ advisoryId: advisoryRevisions.advisoryId, revisedOn: max(advisoryRevisions.revisedOn) })
    .from(advisoryRevisions)
    .where(inArray(advisoryRevisions.advisoryId, ids))
    .groupBy(advisoryRevisions.advisoryId);
  return new Map(rows.map((row) => [row.advisoryId, row.revisedOn!]));
}

async function affectedProducts(db: Queryable, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select(affectedColumns)
    .from(advisoryProducts)
    .innerJoin(products, eq(products.id, advisoryProducts.productId))
    .where(and(inArray(advisoryProducts.advisoryId, ids), publicRows(products)))
    .orderBy(asc(products.name));
}

async function summaries(db: Queryable, rows: AdvisorySummaryRow[]): Promise<AdvisorySummary[]> {
  const ids = rows.map((row) => row.id);
  const [revised, affected] = await Promise.all([latestRevisions(db, ids), affectedProducts(db, ids)]);
  return rows.map((row) => {
    const latest = revised.get(row.id);
    return {
      ...row,
      updatedOn: latest && latest > row.publishedOn ? latest : row.publishedOn,
      products: affected.filter((product) => product.advisoryId === row.id).map(({ advisoryId: _advisory, ...product }) => product),
    };
  });
}

/** The published advisories, newest first (the /security page and its feed). */
export async function publishedAdvisories(db: Queryable): Promise<AdvisorySummary[]> {
  const rows = await db
    .select(summaryColumns)
    .from(securityAdvisories)
    .where(published)
    .orderBy(...newestAdvisoryFirst);
  return summaries(db, rows);
}

export type AdvisoryFix = Awaited<ReturnType<typeof fixingVersions>>[number];

export type AdvisoryPage = AdvisorySummary & {
  cvssVector: string;
  workaround: string | null;
  fixes: AdvisoryFix[];
  revisions: Pick<typeof advisoryRevisions.$inferSelect, "id" | "revisedOn" | "note" | "translations">[];
};

/** A published advisory by its code (any case); 404 otherwise. */
export async function findPublishedAdvisory(db: Queryable, code: string | undefined): Promise<AdvisoryPage> {
  if (code === undefined || !isStorableText(code)) throw notFound(ADVISORY_NOT_FOUND);
  const [row] = await db
    .select({ ...summaryColumns, cvssVector: securityAdvisories.cvssVector, workaround: securityAdvisories.workaround })
    .from(securityAdvisories)
    .where(and(published, eq(securityAdvisories.code, code.toUpperCase())));
  if (!row) throw notFound(ADVISORY_NOT_FOUND);
  const [[summary], fixes, revisions] = await Promise.all([
    summaries(db, [row]),
    fixingVersions(db, [row.id]),
    db
      .select({
        id: advisoryRevisions.id,
        revisedOn: advisoryRevisions.revisedOn,
        note: advisoryRevisions.note,
        translations: advisoryRevisions.translations,
      })
      .from(advisoryRevisions)
      .where(eq(advisoryRevisions.advisoryId, row.id))
      .orderBy(asc(advisoryRevisions.revisedOn), asc(advisoryRevisions.createdAt), asc(advisoryRevisions.id)),
  ]);
  return { ...summary!, cvssVector: row.cvssVector, workaround: row.workaround, fixes, revisions };
}

export type ProductAdvisory = Pick<AdvisorySummaryRow, "code" | "title" | "severity" | "cvssScore" | "publishedOn" | "translations"> & {
  affectedVersions: string;
};

/** The published advisories that affect a product, newest first (its page's security section). */
export function productAdvisories(db: Queryable, productId: string): Promise<ProductAdvisory[]> {
  return db
    .select({
      code: securityAdvisories.code,
      title: securityAdvisories.title,
      severity: securityAdvisories.severity,
      cvssScore: securityAdvisories.cvssScore,
      publishedOn: securityAdvisories.publishedOn,
      translations: securityAdvisories.translations,
      affectedVersions: advisoryProducts.affectedVersions,
    })
    .from(advisoryProducts)
    .innerJoin(securityAdvisories, eq(securityAdvisories.id, advisoryProducts.advisoryId))
    .where(and(eq(advisoryProducts.productId, productId), published))
    .orderBy(...newestAdvisoryFirst);
}
