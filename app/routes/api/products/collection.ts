/**
 * `GET /api/products` (public: published products with their typed values, staff: all; filters,
 * the chosen category's typed filters as the catalogue page reads them, paging, X-Total-Count) and
 * `POST /api/products` (staff).
 */
import type { Route } from "./+types/collection";
import { apiHandler, listResponse, readJsonBody, readQuery } from "~/lib/server/api-route.server";
import { badRequest, methodNotAllowed } from "~/lib/server/http-errors.server";
import { parseSpecificationFilters } from "~/lib/catalogue/specification-filters";
import { createProductSchema, productListQuerySchema } from "~/schemas/catalogue/product";
import { requireStaff } from "~/services/staff/auth.server";
import { audienceHeaders, audienceOf } from "~/services/records/audience.server";
import { createProduct, filterableFieldsOf, listProducts, withValuesAndRelations } from "~/services/catalogue/product.server";
import { writeAs } from "~/services/staff/activity-log.server";
import { versioned } from "~/services/history/item-versions.server";

export const loader = apiHandler(async ({ request, context }: Route.LoaderArgs) => {
  const query = readQuery(request, productListQuerySchema);
  // The catalogue page's typed filters (decision 033), refused here when they hold no value of their field.
  const fields = await filterableFieldsOf(context.db, query.category);
  const { filters, problems } = parseSpecificationFilters(new URL(request.url).searchParams, fields);
  if (Object.keys(problems).length > 0) throw badRequest("Some fields are invalid", problems);
  const audience = await audienceOf(context.db, request);
  const { products, total } = await listProducts(context.db, { ...query, specifications: filters }, audience);
  return listResponse(await withValuesAndRelations(context.db, products, audience), total, audienceHeaders(audience));
});

export const action = apiHandler(async ({ request, context }: Route.ActionArgs) => {
  if (request.method !== "POST") throw methodNotAllowed(["GET", "POST"]);
  const user = await requireStaff(context.db, request);
  const input = await readJsonBody(request, createProductSchema);
  return Response.json(await writeAs(context.db, user, (db) => versioned(db, "product", undefined, () => createProduct(db, input))), {
    status: 201,
  });
});
