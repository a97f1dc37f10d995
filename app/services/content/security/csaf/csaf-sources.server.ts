/**
 * What the CSAF documents are made from (decision 079): every advisory with its parts, the
 * products they name with their model numbers and categories, the products each fixing version
 * runs on (its models, else its resource's products) and the weakness's name from the CWE
 * catalogue, read in a few queries for all advisories.
 */
import { asc, eq, inArray } from "drizzle-orm";
import type { Queryable } from "~/db/client.server";
import { categories, products, resourceProducts, resourceVersionProducts } from "~/db/schema";
import { downloadPath, versionAnchor } from "~/lib/catalogue/download-addresses";
import { CsafRefusal, csafContent, type CsafProduct, type CsafSource } from "~/lib/security/csaf/csaf-document";
import { advisoryPath } from "~/lib/security/security-addresses";
import { cweName } from "../cwe-catalogue.server";
import type { Advisory } from "../security-advisory.server";

async function catalogueProducts(db: Queryable, ids: string[]): Promise<Map<string, CsafProduct>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ productId: products.id, name: products.name, productCode: products.productCode, family: categories.name })
    .from(products)
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .where(inArray(products.id, ids));
  return new Map(rows.map((row) => [row.productId, row]));
}

/** The products each version runs on: its models (decision 061), else its resource's products. */
async function productsOfFixes(db: Queryable, fixes: Advisory["fixedVersions"]): Promise<Map<string, string[]>> {
  const versionIds = fixes.map((fix) => fix.id);
  const resourceIds = [...new Set(fixes.map((fix) => fix.resourceId))];
  if (versionIds.length === 0) return new Map();
  const [models, resourceRows] = await Promise.all([
    db
      .select()
      .from(resourceVersionProducts)
      .where(inArray(resourceVersionProducts.versionId, versionIds))
      .orderBy(asc(resourceVersionProducts.productId)),
    db.select().from(resourceProducts).where(inArray(resourceProducts.resourceId, resourceIds)).orderBy(asc(resourceProducts.productId)),
  ]);
  return new Map(
    fixes.map((fix) => {
      const own = models.filter((row) => row.versionId === fix.id).map((row) => row.productId);
      return [fix.id, own.length > 0 ? own : resourceRows.filter((row) => row.resourceId === fix.resourceId).map((row) => row.productId)];
    }),
  );
}

/** The CWE's id and catalogue name; a CsafRefusal naming `cweId` for an id the catalogue lacks. */
function weaknessOf(cweId: string | null) {
  if (cweId === null) return null;
  const name = cweName(cweId);
  if (name === undefined) throw new CsafRefusal({ cweId: `${cweId} is not in the CWE catalogue` });
  return { id: cweId, name };
}

/**
 * Each advisory's source, by advisory id; an advisory no valid document can be made from (the
 * document built to find out) maps to its CsafRefusal instead.
 */
export async function csafSources(
  db: Queryable,
  advisories: Advisory[],
  site: { origin: string; publisherName: string },
): Promise<Map<string, CsafSource | CsafRefusal>> {
  const productIds = advisories.flatMap((advisory) => [...advisory.products, ...advisory.notAffected].map((part) => part.productId));
  const fixes = advisories.flatMap((advisory) => advisory.fixedVersions);
  const [catalogue, fixProducts] = await Promise.all([catalogueProducts(db, [...new Set(productIds)]), productsOfFixes(db, fixes)]);
  const named = <Part extends { productId: string }>(parts: Part[]) =>
    parts
      .map((part) => ({ ...catalogue.get(part.productId)!, ...part }))
      .sort((a, b) => a.name.localeCompare(b.name) || a.productId.localeCompare(b.productId));
  return new Map(
    advisories.map((advisory): [string, CsafSource | CsafRefusal] => {
      try {
        const source: CsafSource = {
          origin: site.origin,
          publisherName: site.publisherName,
          advisory: { ...advisory, cwe: weaknessOf(advisory.cweId) },
          pageUrl: `${site.origin}${advisoryPath(advisory.code)}`,
          affected: named(advisory.products),
          notAffected: named(advisory.notAffected),
          fixes: advisory.fixedVersions.map((fix) => ({
            versionId: fix.id,
            resourceTitle: fix.resourceTitle,
            version: fix.version,
            downloadUrl: `${site.origin}${downloadPath(fix.resourceId)}#${versionAnchor(fix.id)}`,
            productIds: fixProducts.get(fix.id) ?? [],
          })),
        };
        csafContent(source);
        return [advisory.id, source];
      } catch (error) {
        if (error instanceof CsafRefusal) return [advisory.id, error];
        throw error;
      }
    }),
  );
}
