/**
 * Where each field of a product shows in the comparison (decision 033): a row of the overview,
 * named by its label's key in the catalogs; the head of the product's column; the specifications'
 * rows; or nowhere. Keyed by the product's row, so a field added to the product without a place
 * here fails the type check.
 */
import type { TextKey } from "~/lib/i18n/translator";
import type { ProductWithValuesRow } from "~/schemas/catalogue/product";

type Place = { overview: TextKey } | "columnHead" | "specificationRows" | "notCompared";

const COMPARISON_PLACE_OF_FIELD = {
  // The overview's rows, in the table's order; the category is shown by its name.
  categoryId: { overview: "catalogue.category" },
  priceRange: { overview: "compare.priceRange" },
  technology: { overview: "catalogue.technology" },
  interface: { overview: "catalogue.interface" },
  name: "columnHead",
  productCode: "columnHead",
  slug: "columnHead",
  imageUrl: "columnHead",
  specificationValues: "specificationRows",
  specifications: "specificationRows",
  // Long texts, lists and the catalogue's own bookkeeping are read on the product's page.
  description: "notCompared",
  imageGallery: "notCompared",
  features: "notCompared",
  datasheetUrl: "notCompared",
  sdkUrl: "notCompared",
  certification: "notCompared",
  application: "notCompared",
  rating: "notCompared",
  isFeatured: "notCompared",
  lifecycle: "notCompared",
  discontinuedOn: "notCompared",
  supportEndsOn: "notCompared",
  relations: "notCompared",
  status: "notCompared",
  publishAt: "notCompared",
  translations: "notCompared",
  id: "notCompared",
  createdAt: "notCompared",
  updatedAt: "notCompared",
} as const satisfies Record<keyof ProductWithValuesRow, Place>;

type Fields = typeof COMPARISON_PLACE_OF_FIELD;
export type OverviewField = { [Field in keyof Fields]: Fields[Field] extends { overview: TextKey } ? Field : never }[keyof Fields];

/** The overview's rows: each field with its label's key, in order. */
export const OVERVIEW_ROWS = Object.entries(COMPARISON_PLACE_OF_FIELD).flatMap(([field, place]) =>
  typeof place === "object" ? [{ field: field as OverviewField, label: place.overview }] : [],
);
