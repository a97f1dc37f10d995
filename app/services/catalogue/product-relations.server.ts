/**
 * Typed relations between products (docs/decisions/058-product-lifecycle-and-relations.md), read
 * "product <type> related product". A product's calls take and answer the relations it has
 * (`relations: [{ type, productId }]`); its public page shows both directions, and a product's
 * replacement is the product that `replaces` it.
 */
import { and, asc, eq, inArray, or, sql } from "drizzle-orm";
import type { Queryable } from "~/db/client.server";
import { productRelations, products } from "~/db/schema";
import type { ProductRelationType } from "~/lib/domain-values";
import { badRequest } from "~/lib/server/http-errors.server";
import type { ProductRelationRow } from "~/schemas/catalogue/product-lifecycle";
import { PUBLIC, visibleTo, type Audience } from "../records/audience.server";
import { recordForNamedActor } from "../staff/activity-log.server";

/** A relation as the product calls answer it: "this product <type> the product `productId`". */
export type ProductRelationView = { type: ProductRelationType; productId: string };

/** The relations each product has to others (those this audience may see), by product id; every id has a list. */
export async function relationsOf(db: Queryable, productIds: string[], audience: Audience): Promise<Map<string, ProductRelationView[]>> {
  const byProduct = new Map<string, ProductRelationView[]>(productIds.map((id) => [id, []]));
  if (productIds.length === 0) return byProduct;
  const rows = await db
    .select({ productId: productRelations.productId, type: productRelations.type, relatedId: productRelations.relatedProductId })
    .from(productRelations)
    .innerJoin(products, eq(products.id, productRelations.relatedProductId))
    .where(and(inArray(productRelations.productId, productIds), visibleTo(products, audience)))
    .orderBy(asc(productRelations.type), asc(products.name), asc(products.id));
  for (const row of rows) byProduct.get(row.productId)!.push({ type: row.type, productId: row.relatedId });
  return byProduct;
}

/** How the activity log names a relation: "replaces AB-FR500". */
const relationLabel = (type: ProductRelationType, productCode: string) => `${type.replace(/_/g, " ")} ${productCode}`;

async function relationLabels(db: Queryable, productId: string): Promise<string[]> {
  const rows = await db
    .select({ type: productRelations.type, productCode: products.productCode })
    .from(productRelations)
    .innerJoin(products, eq(products.id, productRelations.relatedProductId))
    .where(eq(productRelations.productId, productId))
    .orderBy(asc(productRelations.type), asc(products.productCode));
  return rows.map((row) => relationLabel(row.type, row.productCode));
}

/** Each relation once; a relation to the product itself or to no product is a 400 naming `relations`. */
async function checkedRelations(db: Queryable, productId: string, relations: ProductRelationRow[]): Promise<ProductRelationRow[]> {
  const unique = [...new Map(relations.map((relation) => [`${relation.type}:${relation.productId}`, relation])).values()];
  if (unique.some((relation) => relation.productId === productId)) {
    throw badRequest("Some fields are invalid", { relations: "A product cannot be related to itself" });
  }
  const wanted = [...new Set(unique.map((relation) => relation.productId))];
  if (wanted.length > 0) {
    const found = await db.select({ id: products.id }).from(products).where(inArray(products.id, wanted));
    if (found.length < wanted.length) throw badRequest("Some fields are invalid", { relations: "Choose existing products" });
  }
  return unique;
}

/**
 * Replaces the relations a product has to others. A change is recorded in the activity log as a
 * change of the product (`relations` from and to), in the write's transaction (decision 032).
 */
export async function writeRelations(db: Queryable, product: { id: string; name: string }, relations: ProductRelationRow[]) {
  const wanted = await checkedRelations(db, product.id, relations);
  const before = await relationLabels(db, product.id);
  await db.delete(productRelations).where(eq(productRelations.productId, product.id));
  if (wanted.length > 0) {
    await db
      .insert(productRelations)
      .values(wanted.map((relation) => ({ productId: product.id, type: relation.type, relatedProductId: relation.productId })));
  }
  const after = await relationLabels(db, product.id);
  if (before.join("\n") === after.join("\n")) return;
  await recordForNamedActor(db, {
    action: "update",
    entityKind: "product",
    itemId: product.id,
    itemLabel: product.name,
    changes: { relations: { from: before, to: after } },
  });
}

/** A related product as a product page links it. */
export type RelatedProduct = Pick<
  typeof products.$inferSelect,
  "id" | "slug" | "name" | "productCode" | "imageUrl" | "lifecycle" | "translations"
>;

/** What a product page shows of its relations, each list by name. */
export type ProductNeighbours = {
  /** Products that are accessories of this one. */
  accessories: RelatedProduct[];
  /** Products this one is an accessory of. */
  accessoryFor: RelatedProduct[];
  /** Works with, in either direction. */
  worksWith: RelatedProduct[];
  replaces: RelatedProduct[];
  replacedBy: RelatedProduct[];
};

const relatedColumns = {
  id: products.id,
  slug: products.slug,
  name: products.name,
  productCode: products.productCode,
  imageUrl: products.imageUrl,
  lifecycle: products.lifecycle,
  translations: products.translations,
};

/** A product's relations in both directions, to products this audience may see. */
export async function productNeighbours(db: Queryable, productId: string, audience: Audience = PUBLIC): Promise<ProductNeighbours> {
  const outgoing = eq(productRelations.productId, productId);
  const rows = await db
    .select({ ...relatedColumns, type: productRelations.type, outgoing: sql<boolean>`${outgoing}` })
    .from(productRelations)
    .innerJoin(
      products,
      sql`${products.id} = case when ${outgoing} then ${productRelations.relatedProductId} else ${productRelations.productId} end`,
    )
    .where(and(or(outgoing, eq(productRelations.relatedProductId, productId)), visibleTo(products, audience)))
    .orderBy(asc(products.name), asc(products.id));
  const neighbours: ProductNeighbours = { accessories: [], accessoryFor: [], worksWith: [], replaces: [], replacedBy: [] };
  const listOf: Record<ProductRelationType, [outgoing: keyof ProductNeighbours, incoming: keyof ProductNeighbours]> = {
    accessory_of: ["accessoryFor", "accessories"],
    works_with: ["worksWith", "worksWith"],
    replaces: ["replaces", "replacedBy"],
  };
  for (const { type, outgoing: isOutgoing, ...product } of rows) {
    const list = neighbours[listOf[type][isOutgoing ? 0 : 1]];
    if (!list.some((known) => known.id === product.id)) list.push(product);
  }
  return neighbours;
}
