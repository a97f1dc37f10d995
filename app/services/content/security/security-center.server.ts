/**
 * The public security center (decision 059): the published advisories newest first, one
 * advisory's page with the published products it affects and the download-center versions that
 * fix it, and the advisories that affect a product. An advisory's "updated" day is its newest
 * revision's (its publication day when it has none).
 */
import { and, asc, eq, inArray, max } from "drizzle-orm";
import type { Queryable } from "~/db/client.server";
import { advisoryNotAffected, advisoryProducts, advisoryRevisions, csafDocuments, products, securityAdvisories } from "~/db/schema";
import { notFound } from "~/lib/server/http-errors.server";
import { publicRows } from "../../records/audience.server";
import { isStorableText } from "../../records/entity-rows.server";
import { cweName } from "./cwe-catalogue.server";
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

const productColumns = {
  id: products.id,
  name: products.name,
  slug: products.slug,
  productCode: products.productCode,
  translations: products.translations,
};

const affectedColumns = {
  advisoryId: advisoryProducts.advisoryId,
  affectedVersions: advisoryProducts.affectedVersions,
  ...productColumns,
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

/** A product stated not affected (VEX, decision 079): published products only. */
export type NotAffectedProduct = Omit<AffectedProduct, "affectedVersions"> &
  Pick<typeof advisoryNotAffected.$inferSelect, "justification" | "impactStatement">;

export type AdvisoryPage = AdvisorySummary & {
  cvssVector: string;
  cweId: string | null;
  /** The weakness's name in the CWE catalogue (English), when the catalogue has the id. */
  cweName: string | null;
  workaround: string | null;
  notAffected: NotAffectedProduct[];
  /** Its CSAF document's path under the directory (decision 079), once it is there. */
  csafPath: string | null;
  fixes: AdvisoryFix[];
  revisions: Pick<typeof advisoryRevisions.$inferSelect, "id" | "revisedOn" | "note" | "translations">[];
};

/** A published advisory by its code (any case); 404 otherwise. */
export async function findPublishedAdvisory(db: Queryable, code: string | undefined): Promise<AdvisoryPage> {
  if (code === undefined || !isStorableText(code)) throw notFound(ADVISORY_NOT_FOUND);
  const [row] = await db
    .select({
      ...summaryColumns,
      cvssVector: securityAdvisories.cvssVector,
      cweId: securityAdvisories.cweId,
      workaround: securityAdvisories.workaround,
    })
    .from(securityAdvisories)
    .where(and(published, eq(securityAdvisories.code, code.toUpperCase())));
  if (!row) throw notFound(ADVISORY_NOT_FOUND);
  const [[summary], notAffected, [csaf], fixes, revisions] = await Promise.all([
    summaries(db, [row]),
    db
      .select({
        ...productColumns,
        justification: advisoryNotAffected.justification,
        impactStatement: advisoryNotAffected.impactStatement,
      })
      .from(advisoryNotAffected)
      .innerJoin(products, eq(products.id, advisoryNotAffected.productId))
      .where(and(eq(advisoryNotAffected.advisoryId, row.id), publicRows(products)))
      .orderBy(asc(products.name)),
    db.select({ path: csafDocuments.path }).from(csafDocuments).where(eq(csafDocuments.advisoryId, row.id)),
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
  return {
    ...summary!,
    cvssVector: row.cvssVector,
    cweId: row.cweId,
    cweName: row.cweId === null ? null : (cweName(row.cweId) ?? null),
    workaround: row.workaround,
    notAffected,
    csafPath: csaf?.path ?? null,
    fixes,
    revisions,
  };
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
