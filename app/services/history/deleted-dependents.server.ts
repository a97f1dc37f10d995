/**
 * What a delete takes along, kept with the deleted item and made again after it (decision 062):
 * a category's typed fields and products, a resource's versions with the models they run on.
 * The foreign keys cascade the delete; these put the rows back as they were, with their ids,
 * which the rows around them name (a product's values name its fields, a release its minimum
 * firmware).
 */
import { eq, inArray } from "drizzle-orm";
import type { Queryable } from "~/db/client.server";
import { products, resourceVersionProducts, resourceVersions, specificationFields } from "~/db/schema";
import type { DeletedDependent, VersionedKind } from "~/lib/history-values";
import { listVersions as listResourceVersions } from "../content/downloads/resource-versions.server";
import { recordVersion } from "./item-versions.server";
import { VERSIONED_KIND_RULES, type ItemJson } from "./versioned-kinds.server";

const asJson = (value: unknown): ItemJson => JSON.parse(JSON.stringify(value)) as ItemJson;
const asDate = (value: unknown) => new Date(String(value));
const itemsOf = (dependents: DeletedDependent[], kind: DeletedDependent["kind"]) =>
  dependents.filter((dependent) => dependent.kind === kind).map((dependent) => dependent.item);

async function categoryDependents(db: Queryable, categoryId: string): Promise<DeletedDependent[]> {
  const fields = await db.select().from(specificationFields).where(eq(specificationFields.categoryId, categoryId));
  const productIds = await db.select({ id: products.id }).from(products).where(eq(products.categoryId, categoryId));
  const productItems = await Promise.all(productIds.map(({ id }) => VERSIONED_KIND_RULES.product.read(db, id)));
  return [
    ...fields.map((field) => ({ kind: "specification_field" as const, item: asJson(field) })),
    ...productItems.flatMap((item) => (item ? [{ kind: "product" as const, item }] : [])),
  ];
}

async function resourceDependents(db: Queryable, resourceId: string): Promise<DeletedDependent[]> {
  const versions = await listResourceVersions(db, resourceId);
  return versions.map((version) => ({ kind: "resource_version" as const, item: asJson(version) }));
}

/** What deleting the item will take along; read before the delete. */
export function dependentsOf(db: Queryable, kind: VersionedKind, itemId: string): Promise<DeletedDependent[]> {
  if (kind === "category") return categoryDependents(db, itemId);
  if (kind === "resource") return resourceDependents(db, itemId);
  return Promise.resolve([]);
}

/** The ids of the versioned items among them (a category's products), whose versions a purge removes. */
export const dependentProductIds = (dependents: DeletedDependent[]) => itemsOf(dependents, "product").map((item) => String(item.id));

/** Which of `ids` still name a row of `table`. */
async function existing(db: Queryable, table: typeof products | typeof resourceVersions, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  return (await db.select({ id: table.id }).from(table).where(inArray(table.id, ids))).map((row) => row.id);
}

async function restoreSpecificationFields(db: Queryable, fields: ItemJson[]): Promise<void> {
  if (fields.length === 0) return;
  await db
    .insert(specificationFields)
    .values(fields.map((field) => ({ ...(field as typeof specificationFields.$inferInsert), createdAt: asDate(field.createdAt) })));
}

/** Products come back without their relations first: one may relate to another not back yet. */
async function restoreProducts(db: Queryable, items: ItemJson[]): Promise<void> {
  for (const product of items) await VERSIONED_KIND_RULES.product.recreate(db, { ...product, relations: [] });
  for (const product of items) {
    await VERSIONED_KIND_RULES.product.writeBack(db, String(product.id), { relations: product.relations }, "keep");
    await recordVersion(db, "product", String(product.id));
  }
}

/**
 * A resource's versions replace the one its create made from its release fields (the newest's).
 * A model or minimum firmware deleted meanwhile is left out, as its delete would have left it.
 */
async function restoreResourceVersions(db: Queryable, resourceId: string, versions: ItemJson[]): Promise<void> {
  if (versions.length === 0) return;
  await db.delete(resourceVersions).where(eq(resourceVersions.resourceId, resourceId));
  type Version = typeof resourceVersions.$inferInsert & { productIds: string[]; createdAt: string; updatedAt: string };
  const rows = versions as unknown as Version[];
  // A minimum firmware among these versions, or still stored, is kept; one deleted since is not.
  const restoredIds = new Set(rows.map((row) => row.id!));
  const wantedFirmware = rows.flatMap((row) =>
    row.minimumFirmwareId && !restoredIds.has(row.minimumFirmwareId) ? [row.minimumFirmwareId] : [],
  );
  const firmware = new Set([...restoredIds, ...(await existing(db, resourceVersions, wantedFirmware))]);
  await db.insert(resourceVersions).values(
    rows.map(({ productIds: _productIds, minimumFirmwareId, createdAt, updatedAt, ...row }) => ({
      ...row,
      minimumFirmwareId: minimumFirmwareId && firmware.has(minimumFirmwareId) ? minimumFirmwareId : null,
      createdAt: asDate(createdAt),
      updatedAt: asDate(updatedAt),
    })),
  );
  const models = new Set(await existing(db, products, [...new Set(rows.flatMap((row) => row.productIds))]));
  const links = rows.flatMap((row) =>
    row.productIds.filter((id) => models.has(id)).map((productId) => ({ versionId: row.id!, productId })),
  );
  if (links.length > 0) await db.insert(resourceVersionProducts).values(links);
}

/** Makes again what the delete of `itemId` took along; the item itself is back already. */
export async function restoreDependents(db: Queryable, itemId: string, dependents: DeletedDependent[]): Promise<void> {
  await restoreSpecificationFields(db, itemsOf(dependents, "specification_field"));
  await restoreProducts(db, itemsOf(dependents, "product"));
  await restoreResourceVersions(db, itemId, itemsOf(dependents, "resource_version"));
}
