/**
 * What fits with what, per release (decision 061): the product models a version runs on, and the
 * firmware version a software release needs at least. Written with the version; read for the
 * resource's page (each version's models and minimum firmware) and a product's page (the
 * firmware that runs on it, and the releases that need one of those).
 */
import { and, asc, eq, inArray, ne, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Queryable } from "~/db/client.server";
import { products, resources, resourceVersionProducts, resourceVersions } from "~/db/schema";
import { badRequest } from "~/lib/server/http-errors.server";
import { publicRows } from "../../records/audience.server";
import { recordForNamedActor } from "../../staff/activity-log.server";
import { versionWithResourceColumns } from "./version-with-resource.server";

/** The models a version runs on, as ids in order (the API's `productIds`). */
export const versionProductIds = sql<string[]>`array(select ${resourceVersionProducts.productId}::text from ${resourceVersionProducts}
  where ${resourceVersionProducts.versionId} = ${resourceVersions.id} order by 1)`;

type CompatibilityInput = { productIds?: string[]; minimumFirmwareId?: string | null };

/**
 * Checks what a version write names: existing products, and a minimum firmware that is a version
 * of a firmware resource other than the version's own (400 naming the field otherwise).
 */
export async function checkCompatibility(db: Queryable, resourceId: string, input: CompatibilityInput): Promise<void> {
  const wanted = [...new Set(input.productIds ?? [])];
  if (wanted.length > 0) {
    const found = await db.select({ id: products.id }).from(products).where(inArray(products.id, wanted));
    if (found.length < wanted.length) throw badRequest("Some fields are invalid", { productIds: "Choose existing products" });
  }
  if (input.minimumFirmwareId) {
    const [firmware] = await db
      .select({ id: resourceVersions.id })
      .from(resourceVersions)
      .innerJoin(resources, eq(resources.id, resourceVersions.resourceId))
      .where(
        and(eq(resourceVersions.id, input.minimumFirmwareId), eq(resources.type, "firmware"), ne(resourceVersions.resourceId, resourceId)),
      );
    if (!firmware) throw badRequest("Some fields are invalid", { minimumFirmwareId: "Choose a version of another firmware resource" });
  }
}

const modelNames = async (db: Queryable, versionId: string) =>
  (
    await db
      .select({ name: products.name })
      .from(resourceVersionProducts)
      .innerJoin(products, eq(products.id, resourceVersionProducts.productId))
      .where(eq(resourceVersionProducts.versionId, versionId))
      .orderBy(asc(products.name))
  ).map((row) => row.name);

/**
 * Replaces the models a version runs on, when the write sends them; a change is recorded as a
 * change of the resource (`version <label>: runs on`), as its versions' other changes are.
 */
export async function writeVersionProducts(
  db: Queryable,
  resource: { id: string; title: string },
  version: { id: string; version: string | null; releasedOn: string },
  productIds: string[] | undefined,
): Promise<void> {
  if (productIds === undefined) return;
  const before = await modelNames(db, version.id);
  await db.delete(resourceVersionProducts).where(eq(resourceVersionProducts.versionId, version.id));
  const wanted = [...new Set(productIds)];
  if (wanted.length > 0) await db.insert(resourceVersionProducts).values(wanted.map((productId) => ({ versionId: version.id, productId })));
  const after = await modelNames(db, version.id);
  if (before.join("\n") === after.join("\n")) return;
  await recordForNamedActor(db, {
    action: "update",
    entityKind: "resource",
    itemId: resource.id,
    itemLabel: resource.title,
    changes: { [`version ${version.version ?? version.releasedOn}: runs on`]: { from: before, to: after } },
  });
}

const firmware = alias(resourceVersions, "firmware");
const firmwareResource = alias(resources, "firmware_resource");

/** A version's published models and its minimum firmware, for the resource's page. */
export type VersionFit = {
  models: { id: string; name: string; slug: string; translations: (typeof products.$inferSelect)["translations"] }[];
  minimumFirmware: { id: string; version: string | null; releasedOn: string; resourceId: string; resourceTitle: string } | null;
};

/** Each version's fit, by version id (versions without either have none). */
export async function versionFits(db: Queryable, versionIds: string[]): Promise<Map<string, VersionFit>> {
  const fits = new Map<string, VersionFit>();
  if (versionIds.length === 0) return fits;
  const fitOf = (id: string) => fits.get(id) ?? fits.set(id, { models: [], minimumFirmware: null }).get(id)!;
  const [models, minimums] = await Promise.all([
    db
      .select({
        versionId: resourceVersionProducts.versionId,
        id: products.id,
        name: products.name,
        slug: products.slug,
        translations: products.translations,
      })
      .from(resourceVersionProducts)
      .innerJoin(products, eq(products.id, resourceVersionProducts.productId))
      .where(and(inArray(resourceVersionProducts.versionId, versionIds), publicRows(products)))
      .orderBy(asc(products.name)),
    db
      .select({
        versionId: resourceVersions.id,
        id: firmware.id,
        version: firmware.version,
        releasedOn: firmware.releasedOn,
        resourceId: firmwareResource.id,
        resourceTitle: firmwareResource.title,
      })
      .from(resourceVersions)
      .innerJoin(firmware, eq(firmware.id, resourceVersions.minimumFirmwareId))
      .innerJoin(firmwareResource, eq(firmwareResource.id, firmware.resourceId))
      .where(inArray(resourceVersions.id, versionIds)),
  ]);
  for (const { versionId, ...model } of models) fitOf(versionId).models.push(model);
  for (const { versionId, ...minimum } of minimums) fitOf(versionId).minimumFirmware = minimum;
  return fits;
}

/** The firmware versions that run on a product, newest first (its page's "Firmware for this model"); other releases' models show on their own pages. */
export function productFirmware(db: Queryable, productId: string) {
  return db
    .select(versionWithResourceColumns)
    .from(resourceVersionProducts)
    .innerJoin(resourceVersions, eq(resourceVersions.id, resourceVersionProducts.versionId))
    .innerJoin(resources, eq(resources.id, resourceVersions.resourceId))
    .where(and(eq(resourceVersionProducts.productId, productId), eq(resources.type, "firmware")))
    .orderBy(sql`${resourceVersions.releasedOn} desc`, asc(resources.title));
}
