/**
 * Downloads and tutorials of the support page: apps, firmware, SDKs, tutorials, documentation.
 * Staff writes keep a resource's product links and its current version (decision 034): a new
 * resource's release fields become its first version, and editing them edits the current one.
 */
import { desc, eq, getTableColumns, inArray, sql, type SQL } from "drizzle-orm";
import type { Queryable } from "~/db/client.server";
import { products, resourceProducts, resources } from "~/db/schema";
import type { ResourceType } from "~/lib/domain-values";
import type { ResourceInput, ResourceUpdate } from "~/schemas/content/resource";
import { withExistingReferences } from "~/lib/server/database-errors.server";
import { badRequest } from "~/lib/server/http-errors.server";
import { deleteRowById, foundRow, updateRowById } from "../../records/row-by-id.server";
import { addFirstVersion, RELEASE_FIELDS, RESOURCE_NOT_FOUND, updateCurrentVersion } from "./resource-versions.server";

const REFERENCES = { categoryId: "Choose an existing category" };

/** A resource as the API answers it: its row and the ids of the products it belongs to. */
export type Resource = typeof resources.$inferSelect & { productIds: string[] };

/** Newest first; the id makes the order total, so pages never overlap. */
export const newestFirst = [desc(resources.createdAt), desc(resources.id)];

export const ofType = (type: ResourceType | undefined): SQL | undefined => (type ? eq(resources.type, type) : undefined);

const withProductIds = {
  ...getTableColumns(resources),
  productIds: sql<string[]>`array(select ${resourceProducts.productId}::text from ${resourceProducts}
    where ${resourceProducts.resourceId} = ${resources.id} order by 1)`,
};

/** Newest first, optionally of one type. */
export function listResources(db: Queryable, type?: ResourceType): Promise<Resource[]> {
  return db
    .select(withProductIds)
    .from(resources)
    .where(ofType(type))
    .orderBy(...newestFirst);
}

/** A resource by id, as the API answers it. */
export async function findResource(db: Queryable, id: string): Promise<Resource> {
  return foundRow(await db.select(withProductIds).from(resources).where(eq(resources.id, id)), RESOURCE_NOT_FOUND);
}

/** Replaces a resource's product links; every id must name a product (400 `productIds` otherwise). */
async function linkProducts(db: Queryable, resourceId: string, productIds: string[]): Promise<void> {
  const wanted = [...new Set(productIds)];
  if (wanted.length > 0) {
    const found = await db.select({ id: products.id }).from(products).where(inArray(products.id, wanted));
    if (found.length < wanted.length) throw badRequest("Some fields are invalid", { productIds: "Choose existing products" });
  }
  await db.delete(resourceProducts).where(eq(resourceProducts.resourceId, resourceId));
  if (wanted.length > 0) await db.insert(resourceProducts).values(wanted.map((productId) => ({ resourceId, productId })));
}

export async function createResource(db: Queryable, { productIds, ...input }: ResourceInput): Promise<Resource> {
  const [row] = await withExistingReferences(REFERENCES, () => db.insert(resources).values(input).returning());
  await addFirstVersion(db, row!);
  await linkProducts(db, row!.id, productIds ?? []);
  return findResource(db, row!.id);
}

export async function updateResource(db: Queryable, id: string | undefined, { productIds, ...input }: ResourceUpdate): Promise<Resource> {
  const row = await withExistingReferences(REFERENCES, () => updateRowById(db, resources, id, input, RESOURCE_NOT_FOUND));
  if (RELEASE_FIELDS.some((field) => input[field] !== undefined)) await updateCurrentVersion(db, row);
  if (productIds !== undefined) await linkProducts(db, row.id, productIds);
  return findResource(db, row.id);
}

export function deleteResource(db: Queryable, id: string | undefined): Promise<void> {
  return deleteRowById(db, resources, id, RESOURCE_NOT_FOUND);
}
