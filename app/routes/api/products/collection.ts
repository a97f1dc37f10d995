/** `GET /api/products` (public: published products with their typed values, staff: all; filters, paging, X-Total-Count) and `POST /api/products` (staff). */
import type { Route } from "./+types/collection";
import { apiHandler, listResponse, readJsonBody, readQuery } from "~/lib/server/api-route.server";
import { methodNotAllowed } from "~/lib/server/http-errors.server";
import { createProductSchema, productListQuerySchema } from "~/schemas/product";
import { requireStaff } from "~/services/auth.server";
import { audienceHeaders, audienceOf } from "~/services/audience.server";
import { createProduct, listProducts, withSpecificationValues } from "~/services/product.server";
import { writeAs } from "~/services/activity-log.server";

export const loader = apiHandler(async ({ request, context }: Route.LoaderArgs) => {
  const query = readQuery(request, productListQuerySchema);
  const audience = await audienceOf(context.db, request);
  const { products, total } = await listProducts(context.db, query, audience);
  return listResponse(await withSpecificationValues(context.db, products), total, audienceHeaders(audience));
});

export const action = apiHandler(async ({ request, context }: Route.ActionArgs) => {
  if (request.method !== "POST") throw methodNotAllowed(["GET", "POST"]);
  const user = await requireStaff(context.db, request);
  const input = await readJsonBody(request, createProductSchema);
  return Response.json(await writeAs(context.db, user, (db) => createProduct(db, input)), { status: 201 });
});
