/**
 * A product's lifecycle and its typed relations to other products
 * (docs/decisions/058-product-lifecycle-and-relations.md): the fields of the product calls, the
 * rule tying the dates to the lifecycle, and the list filter by lifecycle.
 */
import { z } from "zod";
import { PRODUCT_LIFECYCLES, PRODUCT_RELATION_TYPES, type ProductLifecycle } from "~/lib/domain-values";
import { optionalDay, stored, uuidField } from "../fields";

const MAX_RELATIONS = 100;

/** One relation as the product calls take and answer it: "this product <type> the product `productId`". */
export const productRelationRow = z
  .strictObject({
    type: z.enum(PRODUCT_RELATION_TYPES, `Relation type must be one of ${PRODUCT_RELATION_TYPES.join(", ")}`),
    productId: stored.id,
  })
  .describe("Read: this product <type> the product `productId` (is an accessory of it, works with it, replaces it)");

export const productRelationsField = z
  .array(productRelationRow.extend({ productId: uuidField("Related product") }), "Relations must be a list")
  .max(MAX_RELATIONS, `At most ${MAX_RELATIONS} relations`)
  .describe(
    "The relations this product has to others; sent, they replace the stored ones. The other direction is the other product's " +
      "(a product's replacement is the product that `replaces` it). The public reads only those to published products",
  );

export const productLifecycleFields = {
  lifecycle: z
    .enum(PRODUCT_LIFECYCLES, `Lifecycle must be one of ${PRODUCT_LIFECYCLES.join(", ")}`)
    .optional()
    .describe(
      "active, not_recommended (for new designs), discontinued (needs discontinuedOn) or out_of_support (needs supportEndsOn); default active",
    ),
  discontinuedOn: optionalDay("Discontinued on").describe("The day the product was discontinued (YYYY-MM-DD)"),
  supportEndsOn: optionalDay("Support ends on").describe("The day its support ends or ended (YYYY-MM-DD), not before discontinuedOn"),
  /** The relations this product has to others; sent, they replace the stored ones. */
  relations: productRelationsField.optional(),
};

export type ProductLifecycleValues = {
  lifecycle?: ProductLifecycle;
  discontinuedOn?: string | null;
  supportEndsOn?: string | null;
};

const isDay = (value: string | null | undefined): value is string => /^\d{4}-\d{2}-\d{2}$/.test(value ?? "");

/** What is wrong with a product's lifecycle and dates, by field (none when they fit); a missing value counts as none. */
export function lifecycleProblems({ lifecycle, discontinuedOn, supportEndsOn }: ProductLifecycleValues): Record<string, string> {
  const problems: Record<string, string> = {};
  if (lifecycle === "discontinued" && !discontinuedOn) {
    problems.discontinuedOn = "Discontinued on is required when the product is discontinued";
  }
  if (lifecycle === "out_of_support" && !supportEndsOn) {
    problems.supportEndsOn = "Support ends on is required when the product is out of support";
  }
  // Compared as days only (a form's refinement also sees a value its own field refused).
  if (isDay(discontinuedOn) && isDay(supportEndsOn) && supportEndsOn < discontinuedOn) {
    problems.supportEndsOn = "Support ends on must not be before Discontinued on";
  }
  return problems;
}

/** The problems of an update's lifecycle and days together with the stored ones it leaves as they are. */
export function updatedLifecycleProblems(stored: Required<ProductLifecycleValues>, update: ProductLifecycleValues): Record<string, string> {
  return lifecycleProblems({
    lifecycle: update.lifecycle ?? stored.lifecycle,
    discontinuedOn: update.discontinuedOn === undefined ? stored.discontinuedOn : update.discontinuedOn,
    supportEndsOn: update.supportEndsOn === undefined ? stored.supportEndsOn : update.supportEndsOn,
  });
}

/** The lifecycle rule as a refinement of a whole product (a create, the admin form). */
export function checkLifecycle(product: ProductLifecycleValues, ctx: z.RefinementCtx): void {
  for (const [field, message] of Object.entries(lifecycleProblems(product))) ctx.addIssue({ code: "custom", message, path: [field] });
}

/**
 * The list filter by lifecycle: `all`, `current` (what is offered: active and not recommended for
 * new designs, the public catalogue's default) or one lifecycle.
 */
export const PRODUCT_LIFECYCLE_FILTERS = ["all", "current", ...PRODUCT_LIFECYCLES] as const;
export type ProductLifecycleFilter = (typeof PRODUCT_LIFECYCLE_FILTERS)[number];

/** The lifecycles no longer offered: the public catalogue leaves them out, the lifecycle page lists them. */
export const RETIRED_LIFECYCLES = ["discontinued", "out_of_support"] as const satisfies readonly ProductLifecycle[];

/** Discontinued or out of support: no longer quoted, its replacement offered instead. */
export const isRetired = (lifecycle: ProductLifecycle): boolean => (RETIRED_LIFECYCLES as readonly ProductLifecycle[]).includes(lifecycle);

/** What the public catalogue shows: the products still offered, or with `?lifecycle=all` every one. */
export type CatalogueLifecycle = Extract<ProductLifecycleFilter, "current" | "all">;

/** The public catalogue's lifecycle from its address: anything but `all` is the default. */
export const catalogueLifecycle = (asked: string | null): CatalogueLifecycle => (asked === "all" ? "all" : "current");

/** The lifecycles a filter keeps; null for all of them. */
export function lifecyclesKept(filter: ProductLifecycleFilter | null | undefined): readonly ProductLifecycle[] | null {
  if (!filter || filter === "all") return null;
  if (filter === "current") return PRODUCT_LIFECYCLES.filter((lifecycle) => !(RETIRED_LIFECYCLES as readonly string[]).includes(lifecycle));
  return [filter];
}

export const lifecycleFilterField = z
  .enum(PRODUCT_LIFECYCLE_FILTERS, `Lifecycle must be one of ${PRODUCT_LIFECYCLE_FILTERS.join(", ")}`)
  .optional()
  .describe(
    "Products in this lifecycle; `current` is active and not recommended (what the public catalogue shows), `all` or left out every lifecycle",
  );

export type ProductRelationRow = z.output<typeof productRelationRow>;
