/**
 * The products a contact inquiry asks about, as stored lines (`inquiry_items`): each with its
 * quantity and note, and the product's name and code copied at request time, so the summary and
 * the mails still name a product deleted since (docs/decisions/030-quote-requests.md).
 */
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Queryable } from "~/db/client.server";
import { inquiryItems, productRelations, products } from "~/db/schema";
import type { ProductLifecycle } from "~/lib/domain-values";
import { isRetired } from "~/schemas/catalogue/product-lifecycle";
import { badRequest } from "~/lib/server/http-errors.server";
import type { ContactInquiryInput, QuoteItemInput } from "~/schemas/inquiries/inquiry-forms";
import { publicRows } from "../records/audience.server";

/** One line of an inquiry as staff and the mails see it; `productId` is null once the product is deleted. */
export type InquiryItem = Pick<typeof inquiryItems.$inferSelect, "productId" | "productName" | "productCode" | "quantity" | "note">;

/** The lines a submission asks for: its `items`, or else each of its `productIds` once (quantity 1). */
export function requestedItems(input: Pick<ContactInquiryInput, "items" | "productIds">): QuoteItemInput[] {
  return input.items ?? (input.productIds ?? []).map((productId) => ({ productId, quantity: 1, note: null }));
}

type NamedProduct = { name: string; productCode: string };
const named = (product: NamedProduct) => `${product.name} (${product.productCode})`;

/** The published products that replace `productId` (decision 058). */
function replacementsOf(db: Queryable, productId: string): Promise<NamedProduct[]> {
  return db
    .select({ name: products.name, productCode: products.productCode })
    .from(productRelations)
    .innerJoin(products, eq(products.id, productRelations.productId))
    .where(and(eq(productRelations.type, "replaces"), eq(productRelations.relatedProductId, productId), publicRows(products)))
    .orderBy(asc(products.name));
}

/** Why a retired product cannot be quoted, and what to ask for instead. */
async function notQuotedMessage(db: Queryable, product: NamedProduct & { id: string; lifecycle: ProductLifecycle }): Promise<string> {
  const state = product.lifecycle === "discontinued" ? "is discontinued" : "is out of support";
  const replacements = await replacementsOf(db, product.id);
  const instead = replacements.length > 0 ? `; ask for its replacement, ${replacements.map(named).join(" or ")}, instead` : "";
  return `${named(product)} ${state} and can no longer be quoted${instead}`;
}

/**
 * The requested lines with their products' names and codes, in the visitor's order; a product
 * that does not exist, or that the public cannot see (a draft, decision 031), is the client's
 * mistake (400, named by the field the client sent), and so is, in a quote request (`quote`), a
 * product no longer offered (discontinued or out of support), whose message names its replacement.
 */
export async function resolveItems(
  db: Queryable,
  requested: QuoteItemInput[],
  { sentAsItems, quote }: { sentAsItems: boolean; quote: boolean },
): Promise<InquiryItem[]> {
  if (requested.length === 0) return [];
  const ids = requested.map((item) => item.productId);
  const found = await db
    .select({ id: products.id, name: products.name, productCode: products.productCode, lifecycle: products.lifecycle })
    .from(products)
    .where(and(inArray(products.id, ids), publicRows(products)));
  const byId = new Map(found.map((product) => [product.id, product]));
  const lineField = (line: number, message: string) => (sentAsItems ? { [`items.${line}.productId`]: message } : { productIds: message });
  const missingLine = requested.findIndex((item) => !byId.has(item.productId));
  if (missingLine >= 0) {
    const message = sentAsItems ? `Product (line ${missingLine + 1}): choose an existing product` : "Choose existing products";
    throw badRequest("Some fields are invalid", lineField(missingLine, message));
  }
  const retiredLine = quote ? requested.findIndex((item) => isRetired(byId.get(item.productId)!.lifecycle)) : -1;
  if (retiredLine >= 0) {
    const message = await notQuotedMessage(db, byId.get(requested[retiredLine]!.productId)!);
    throw badRequest(message, lineField(retiredLine, message));
  }
  return requested.map((item) => {
    const product = byId.get(item.productId)!;
    return {
      productId: product.id,
      productName: product.name,
      productCode: product.productCode,
      quantity: item.quantity ?? 1,
      note: item.note,
    };
  });
}

export async function insertItems(db: Queryable, inquiryId: string, items: InquiryItem[]): Promise<void> {
  if (items.length === 0) return;
  await db.insert(inquiryItems).values(items.map((item, position) => ({ ...item, inquiryId, position })));
}

/** An inquiry's lines in the visitor's order. */
export function findItems(db: Queryable, inquiryId: string): Promise<InquiryItem[]> {
  return db
    .select({
      productId: inquiryItems.productId,
      productName: inquiryItems.productName,
      productCode: inquiryItems.productCode,
      quantity: inquiryItems.quantity,
      note: inquiryItems.note,
    })
    .from(inquiryItems)
    .where(eq(inquiryItems.inquiryId, inquiryId))
    .orderBy(asc(inquiryItems.position));
}

/** "  - 2 × FaceStation (FT-100): wall mount", one line of a plain-text mail. */
export function itemLine(item: InquiryItem): string {
  const line = `  - ${item.quantity} × ${item.productName} (${item.productCode})`;
  return item.note ? `${line}: ${item.note}` : line;
}
