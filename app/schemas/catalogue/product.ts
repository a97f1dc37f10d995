/** The product rules shared by the API, the admin form and the OpenAPI document: create, update and list query. */
import { z } from "zod";
import { controlCharactersMessage, holdsNoControlCharacters } from "../control-characters";
import { PRODUCT_LIFECYCLES } from "~/lib/domain-values";
import {
  integerField,
  optionalText,
  optionalUrl,
  pagingFields,
  requiredText,
  slugField,
  stored,
  textList,
  urlList,
  uuidField,
} from "../fields";
import { checkSchedule, publicationFields, publicationRowFields } from "../content/publication";
import { specificationValueRow, specificationValuesByName, specificationValuesField } from "./specification-field";
import { contentTranslations, translationsField } from "../content/translations";
import { checkLifecycle, lifecycleFilterField, productLifecycleFields, productRelationRow } from "./product-lifecycle";

const MAX_SPECIFICATIONS = 100;

const categoryId = z.string("Category is required").trim().min(1, "Category is required").pipe(uuidField("Category"));

/** Technical specifications: name -> value, both text, bounded so that a row stays small (the `specifications` column). */
export const specificationMap = z
  .record(
    z.string().refine(holdsNoControlCharacters, controlCharactersMessage("Specification names")),
    z
      .string("Each specification value must be text")
      .trim()
      .max(1000, "Specification values must be at most 1000 characters")
      .refine(holdsNoControlCharacters, controlCharactersMessage("Specification values")),
    "Specifications must be an object of names and values",
  )
  .refine((map) => Object.keys(map).length <= MAX_SPECIFICATIONS, `At most ${MAX_SPECIFICATIONS} specifications`)
  .refine(
    (map) => Object.keys(map).every((name) => name.trim().length > 0 && name.length <= 100),
    "Each specification name must be 1 to 100 characters",
  );

/** A catalogue product: every field of docs/behaviour/admin-area.md §3, as the admin form holds it. */
export const productFields = z.object({
  categoryId,
  name: requiredText("Name", 200),
  slug: slugField,
  productCode: requiredText("Product code", 64),
  description: requiredText("Description", 20_000),
  imageUrl: optionalUrl("Image"),
  imageGallery: urlList("Gallery image", 50).optional(),
  priceRange: optionalText("Price range", 100),
  specifications: specificationMap.optional(),
  /** The category's typed fields by name (decision 033); checked against the category by the service. */
  specificationValues: specificationValuesByName.optional(),
  features: textList("feature", 50, 500).optional(),
  datasheetUrl: optionalUrl("Datasheet URL"),
  sdkUrl: optionalUrl("SDK URL"),
  technology: optionalText("Technology", 100),
  interface: optionalText("Interface", 100),
  certification: textList("certification", 50, 100).optional(),
  application: textList("application", 50, 200).optional(),
  rating: integerField("Rating", 1, 5).optional(),
  isFeatured: z.boolean("Featured must be true or false").optional(),
  translations: translationsField("product", {
    name: optionalText("Name", 200),
    description: optionalText("Description", 20_000),
    features: textList("feature", 50, 500),
    application: textList("application", 50, 200),
  }).optional(),
  ...productLifecycleFields,
  ...publicationFields,
});

/** The product calls' fields: the typed values also as the list the product's GET answers (decision 045). */
const productCallFields = productFields.extend({ specificationValues: specificationValuesField.optional() });

/**
 * `POST /api/products`: a scheduled item needs a publish time ahead (decision 031), a discontinued
 * or out-of-support product its date (decision 058).
 */
export const createProductSchema = productCallFields.superRefine(checkSchedule).superRefine(checkLifecycle);

/** `PUT /api/products/{id}`: a field left out keeps its stored value (the lifecycle rule is checked against the stored row). */
export const updateProductSchema = productCallFields.partial().superRefine(checkSchedule);

/**
 * The orders `GET /api/products?sort=` offers: `newest` is the catalogue's own order (the default);
 * the others sort by name or product code, a leading `-` meaning descending.
 */
export const PRODUCT_SORTS = ["newest", "name", "-name", "code", "-code"] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

/** The catalogue's filters, order and paging for `GET /api/products`; an empty filter is no filter. */
export const productListQuerySchema = z.object({
  q: optionalText("Search", 200),
  category: optionalText("Category", 200),
  technology: optionalText("Technology", 100),
  interface: optionalText("Interface", 100),
  // The products a certificate of the register covers (decision 060); empty is no filter.
  certificate: z
    .union([z.literal(""), uuidField("Certificate")], "Certificate must be a valid id")
    .optional()
    .transform((value) => value || undefined),
  featured: z
    .enum(["true", "false"], "Featured must be true or false")
    .transform((value) => value === "true")
    .optional(),
  sort: z.enum(PRODUCT_SORTS, `Sort must be one of ${PRODUCT_SORTS.join(", ")}`).optional(),
  /** Left out, every lifecycle: the API's clients and the admin list see every product (decision 058). */
  lifecycle: lifecycleFilterField,
  ...pagingFields(),
});

export type CreateProductInput = z.output<typeof createProductSchema>;
export type UpdateProductInput = z.output<typeof updateProductSchema>;
export type ProductListQuery = z.output<typeof productListQuerySchema>;

/** A product's row as the API sends it: every column, dates as ISO text. */
export const productRow = z.strictObject({
  id: stored.id,
  categoryId: stored.id,
  name: z.string(),
  slug: z.string(),
  productCode: z.string(),
  description: z.string(),
  imageUrl: z.string().nullable(),
  imageGallery: stored.textList,
  priceRange: z.string().nullable(),
  specifications: specificationMap,
  features: stored.textList,
  datasheetUrl: z.string().nullable(),
  sdkUrl: z.string().nullable(),
  technology: z.string().nullable(),
  interface: z.string().nullable(),
  certification: stored.textList,
  application: stored.textList,
  rating: z.int(),
  isFeatured: z.boolean(),
  lifecycle: z.enum(PRODUCT_LIFECYCLES),
  discontinuedOn: z.iso.date().nullable(),
  supportEndsOn: z.iso.date().nullable(),
  ...publicationRowFields,
  translations: contentTranslations,
  createdAt: stored.time,
  updatedAt: stored.time,
});

/**
 * A product as every product call answers it (`GET /api/products`, its item, POST, PUT): with its
 * typed values (decision 033) and the relations it has to other products (decision 058).
 */
export const productWithValuesRow = productRow.extend({
  specificationValues: z.array(specificationValueRow),
  relations: z.array(productRelationRow),
});

export type SpecificationMap = z.output<typeof specificationMap>;
export type ProductRow = z.output<typeof productRow>;
export type ProductWithValuesRow = z.output<typeof productWithValuesRow>;
