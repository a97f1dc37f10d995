/** The OpenAPI operations of catalogue.routes.ts: categories and their typed fields, products (CSV too), solutions, case studies. */
import { z } from "zod";
import type { Operation } from "~/lib/server/openapi-document.server";
import { caseStudyListQuerySchema, caseStudyRow, createCaseStudySchema, updateCaseStudySchema } from "~/schemas/content/case-study";
import { categoryRow, createCategorySchema, updateCategorySchema } from "~/schemas/catalogue/category";
import { createProductSchema, productListQuerySchema, productWithValuesRow, updateProductSchema } from "~/schemas/catalogue/product";
import { productImportQuerySchema, productImportReportSchema } from "~/schemas/catalogue/product-import";
import { createSolutionSchema, solutionListQuerySchema, solutionRow, updateSolutionSchema } from "~/schemas/content/solution";
import { specificationFieldRow, specificationFieldsBodySchema } from "~/schemas/catalogue/specification-field";
import { entityOperations, withReadOnly } from "./entity-operations";

const category = withReadOnly(categoryRow);
/** A category's fields as GET answers them, which its PUT also takes: the place in the list is the position. */
const specificationFieldList = z.array(withReadOnly(specificationFieldRow, ["categoryId", "position"]));
/**
 * A product with its typed specification values (decision 033), as every product call answers it:
 * the list that its POST and PUT also take, name, unit and type read-only there (decision 045).
 */
const product = withReadOnly(productWithValuesRow);
const solution = withReadOnly(solutionRow);
const caseStudy = withReadOnly(caseStudyRow);

/**
 * The catalogue page's typed filters (decision 033), which `GET /api/products` reads the same way:
 * their keys come from the chosen category's fields, so they are described in words, not as parameters.
 */
const PRODUCT_SPECIFICATION_FILTERS =
  "Typed filters: with `category` set, that category's typed fields (GET /api/categories/{key}/specification-fields; text fields excepted) " +
  "filter the list as on the catalogue page, each under a key made from its name as a slug (numbered -2, -3 when two names make the same): " +
  "a number field is a range, `<key>-min` and `<key>-max`, both inclusive; a choice field takes one of its choices and a yes/no field `yes` or `no`, " +
  "repeated for several values, any of which matches. Example: `?category=facial-recognition&face-capacity-min=2000&face-capacity-max=6000" +
  "&ip-rating=IP65&ip-rating=IP67&wi-fi=yes`. X-Total-Count counts the matches. An empty value is no filter; a value that is none of its field's " +
  "(a number that is not one, an unknown choice, a yes/no that is neither) is refused with a 400 naming its key. Without a category, " +
  "and for keys that name no field, the keys are ignored like any other unknown query key.";

export const catalogueOperations: Operation[] = [
  ...entityOperations({
    tag: "Categories",
    path: "/api/categories",
    row: category,
    create: createCategorySchema,
    update: updateCategorySchema,
    bySlug: true,
  }),
  {
    method: "get",
    path: "/api/categories/{key}/specification-fields",
    tag: "Categories",
    access: "public",
    summary: "The category's typed specification fields, in order (by slug or id)",
    response: { status: 200, description: "The fields", schema: specificationFieldList },
    errors: [301, 404],
  },
  {
    method: "put",
    path: "/api/categories/{key}/specification-fields",
    tag: "Categories",
    access: "staff",
    summary:
      "Replace the category's typed specification fields (by id): a field keeps its values while it keeps its id; a field left out is deleted with its values. " +
      "Takes `{ fields: [...] }` or the bare list GET answers; errors name `fields.N` either way",
    body: specificationFieldsBodySchema,
    response: { status: 200, description: "The fields as stored", schema: specificationFieldList },
    errors: [404, 409],
  },
  ...entityOperations({
    tag: "Products",
    path: "/api/products",
    row: product,
    create: createProductSchema,
    update: updateProductSchema,
    listQuery: productListQuerySchema,
    listDescription: PRODUCT_SPECIFICATION_FILTERS,
    bySlug: true,
  }),
  {
    method: "get",
    path: "/api/products/featured",
    tag: "Products",
    access: "public",
    summary: "Featured products",
    response: { status: 200, description: "The list", schema: z.array(product) },
  },
  {
    method: "get",
    path: "/api/products/export.csv",
    tag: "Products",
    access: "staff",
    summary: "Every product (drafts included) as CSV, in product-code order: the columns an import reads",
    response: { status: 200, description: "The CSV file", contentType: "text/csv" },
  },
  {
    method: "post",
    path: "/api/products/import.csv",
    tag: "Products",
    access: "staff",
    summary:
      "Create or update products from a CSV file (field `file`, UTF-8, at most 10,000 rows), matched by productCode. " +
      "A file with any error is refused whole (400 with the report); with dryRun=true nothing is written",
    query: productImportQuerySchema,
    body: "multipart",
    response: { status: 200, description: "The report of what was (or would be) imported", schema: productImportReportSchema },
    errors: [400, 409, 413, 415],
  },
  ...entityOperations({
    tag: "Solutions",
    path: "/api/solutions",
    row: solution,
    create: createSolutionSchema,
    update: updateSolutionSchema,
    listQuery: solutionListQuerySchema,
    bySlug: true,
  }),
  {
    method: "get",
    path: "/api/solutions/featured",
    tag: "Solutions",
    access: "public",
    summary: "Featured solutions",
    response: { status: 200, description: "The list", schema: z.array(solution) },
  },
  ...entityOperations({
    tag: "Case studies",
    path: "/api/case-studies",
    row: caseStudy,
    create: createCaseStudySchema,
    update: updateCaseStudySchema,
    listQuery: caseStudyListQuerySchema,
    bySlug: true,
  }),
];
