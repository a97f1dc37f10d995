/**
 * The certifications register (docs/decisions/060-certifications-register.md): certificates with
 * the products they cover. Staff write them; the public reads them all (a certificate has no
 * draft), and the products named beside them only where the product is public.
 */
import { and, asc, desc, eq, exists, getTableColumns, inArray, notInArray, sql } from "drizzle-orm";
import type { Queryable } from "~/db/client.server";
import { certificateProducts, certificates, products } from "~/db/schema";
import { badRequest, conflict } from "~/lib/server/http-errors.server";
import { uniqueViolationField } from "~/lib/server/database-errors.server";
import type { CertificateInput, CertificateUpdate } from "~/schemas/content/certificate";
import { deleteRowById, foundRow, rowId, updateRowById } from "../records/row-by-id.server";
import { publicRows } from "../records/audience.server";
import { isExpired, utcDay, type CertificateView } from "~/lib/certificate-register";
import { localizedContent } from "~/lib/content-translations";
import type { Locale } from "~/lib/i18n/locales";

const NOT_FOUND = "Certificate not found";

/** A certificate as the API answers it: its row and the ids of the products it covers. */
export type Certificate = typeof certificates.$inferSelect & { productIds: string[] };

/** A public product a certificate covers, as the register links it. */
export type CertifiedProduct = {
  certificateId: string;
  name: string;
  slug: string;
  translations: (typeof products.$inferSelect)["translations"];
};

const withProductIds = {
  ...getTableColumns(certificates),
  productIds: sql<string[]>`array(select ${certificateProducts.productId}::text from ${certificateProducts}
    where ${certificateProducts.certificateId} = ${certificates.id} order by 1)`,
};

/** By standard, then the newest issue first; the id makes the order total. */
const registerOrder = [asc(sql`lower(${certificates.standard})`), desc(certificates.issuedOn), asc(certificates.id)];

/** Every certificate, or those covering any of `productIds`, in register order. */
export function listCertificates(db: Queryable, filters: { productIds?: string[] } = {}): Promise<Certificate[]> {
  const covers = filters.productIds?.length
    ? exists(
        db
          .select({ one: sql`1` })
          .from(certificateProducts)
          .where(and(eq(certificateProducts.certificateId, certificates.id), inArray(certificateProducts.productId, filters.productIds))),
      )
    : undefined;
  return db
    .select(withProductIds)
    .from(certificates)
    .where(covers)
    .orderBy(...registerOrder);
}

export async function findCertificate(db: Queryable, id: string | undefined): Promise<Certificate> {
  return foundRow(
    await db
      .select(withProductIds)
      .from(certificates)
      .where(eq(certificates.id, rowId(id, NOT_FOUND))),
    NOT_FOUND,
  );
}

/** The public products the given certificates cover, by product name. */
export function listCertifiedProducts(db: Queryable, certificateIds: string[]): Promise<CertifiedProduct[]> {
  if (certificateIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      certificateId: certificateProducts.certificateId,
      name: products.name,
      slug: products.slug,
      translations: products.translations,
    })
    .from(certificateProducts)
    .innerJoin(products, eq(products.id, certificateProducts.productId))
    .where(and(inArray(certificateProducts.certificateId, certificateIds), publicRows(products)))
    .orderBy(asc(products.name));
}

/** Replaces a certificate's product links; every id must name a product (400 `productIds` otherwise). */
async function linkProducts(db: Queryable, certificateId: string, productIds: string[]): Promise<void> {
  const wanted = [...new Set(productIds)];
  if (wanted.length > 0) {
    const found = await db.select({ id: products.id }).from(products).where(inArray(products.id, wanted));
    if (found.length < wanted.length) throw badRequest("Some fields are invalid", { productIds: "Choose existing products" });
  }
  // Only what changes is written, so the activity log records only the links added and removed.
  await db
    .delete(certificateProducts)
    .where(
      and(
        eq(certificateProducts.certificateId, certificateId),
        wanted.length > 0 ? notInArray(certificateProducts.productId, wanted) : undefined,
      ),
    );
  if (wanted.length > 0) {
    await db
      .insert(certificateProducts)
      .values(wanted.map((productId) => ({ certificateId, productId })))
      .onConflictDoNothing();
  }
}

const DUPLICATE = "This issuer already has a certificate with this number";
const EXPIRY_BEFORE_ISSUE = "Expires on must not be before Issued on";

/**
 * Runs a write; the same issuer and number twice becomes 409 on `number`, and an expiry before the
 * stored issue date (an update that sends one date only) 400 on `expiresOn`.
 */
async function judgedWrite<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (uniqueViolationField(error, "certificates") !== null) throw conflict(DUPLICATE, { number: DUPLICATE });
    const cause = (error as { cause?: { code?: string } }).cause ?? (error as { code?: string });
    if (cause.code === "23514") throw badRequest("Some fields are invalid", { expiresOn: EXPIRY_BEFORE_ISSUE });
    throw error;
  }
}

export async function createCertificate(db: Queryable, { productIds, ...input }: CertificateInput): Promise<Certificate> {
  const [row] = await judgedWrite(() => db.insert(certificates).values(input).returning());
  await linkProducts(db, row!.id, productIds ?? []);
  return findCertificate(db, row!.id);
}

export async function updateCertificate(
  db: Queryable,
  id: string | undefined,
  { productIds, ...input }: CertificateUpdate,
): Promise<Certificate> {
  const row = await judgedWrite(() => updateRowById(db, certificates, id, input, NOT_FOUND));
  if (productIds !== undefined) await linkProducts(db, row.id, productIds);
  return findCertificate(db, row.id);
}

export function deleteCertificate(db: Queryable, id: string | undefined): Promise<void> {
  return deleteRowById(db, certificates, id, NOT_FOUND);
}

/**
 * The register as a page shows it: every certificate, or those covering the product `productId`,
 * with the public products each covers, in `locale`. Whether one has expired is judged by today's
 * day in UTC.
 */
export async function certificateViews(db: Queryable, locale: Locale, productId?: string): Promise<CertificateView[]> {
  const rows = await listCertificates(db, productId ? { productIds: [productId] } : {});
  const covered = await listCertifiedProducts(
    db,
    rows.map((row) => row.id),
  );
  const today = utcDay();
  return rows.map((row) => {
    const { id, standard, issuer, number, scope, issuedOn, expiresOn, firmwareVersion, documentUrl } = localizedContent(
      row,
      locale,
      "certificate",
    );
    return {
      ...{ id, standard, issuer, number, scope, issuedOn, expiresOn, firmwareVersion, documentUrl },
      expired: isExpired(row, today),
      products: covered
        .filter((product) => product.certificateId === row.id)
        .map((product) => ({ name: localizedContent(product, locale, "product").name, slug: product.slug })),
    };
  });
}
