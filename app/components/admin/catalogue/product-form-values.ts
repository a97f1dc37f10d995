/**
 * The product dialog's form as it holds its values (the specifications as ordered rows) and the
 * schema that turns them into the body of `POST`/`PUT /api/products`: the API's product fields
 * with that form shape, and the same schedule rule.
 */
import type { z } from "zod";
import { productFields, type ProductWithValuesRow } from "~/schemas/catalogue/product";
import { checkSchedule } from "~/schemas/content/publication";
import { checkLifecycle } from "~/schemas/catalogue/product-lifecycle";
import { publicationFormFields, publicationFormValues } from "../forms/publication-form";
import { specificationRows, specificationRowsSchema } from "./product-specifications";
import { translationFieldNames } from "../forms/translations-editor-values";

const DEFAULT_PRODUCT_RATING = 5;

export const productFormSchema = productFields
  .extend({
    specifications: specificationRowsSchema,
    ...publicationFormFields,
  })
  .superRefine(checkSchedule)
  .superRefine(checkLifecycle);

export type ProductFormValues = z.input<typeof productFormSchema>;
export type ProductBody = z.output<typeof productFormSchema>;

/** Every field of the form, where the API's field reasons (400, 409) are shown. */
export const PRODUCT_FORM_FIELDS = [...Object.keys(productFormSchema.shape), ...translationFieldNames("product")];

/** The form for a product, or for a new one: no category chosen, rating 5, not featured, active, empty lists. */
export const productFormValues = (product: ProductWithValuesRow | null): Required<ProductFormValues> => ({
  categoryId: product?.categoryId ?? "",
  name: product?.name ?? "",
  productCode: product?.productCode ?? "",
  slug: product?.slug ?? "",
  description: product?.description ?? "",
  priceRange: product?.priceRange ?? "",
  technology: product?.technology ?? "",
  interface: product?.interface ?? "",
  datasheetUrl: product?.datasheetUrl ?? "",
  sdkUrl: product?.sdkUrl ?? "",
  rating: product?.rating ?? DEFAULT_PRODUCT_RATING,
  imageUrl: product?.imageUrl ?? "",
  imageGallery: product?.imageGallery ?? [],
  isFeatured: product?.isFeatured ?? false,
  features: product?.features ?? [],
  certification: product?.certification ?? [],
  application: product?.application ?? [],
  specifications: specificationRows(product?.specifications ?? {}),
  specificationValues: Object.fromEntries((product?.specificationValues ?? []).map((typed) => [typed.name, typed.value])),
  translations: product?.translations ?? {},
  lifecycle: product?.lifecycle ?? "active",
  discontinuedOn: product?.discontinuedOn ?? "",
  supportEndsOn: product?.supportEndsOn ?? "",
  relations: product?.relations ?? [],
  ...publicationFormValues(product),
});
