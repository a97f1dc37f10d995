/** `GET /api/products/featured` (public): the home page's featured products, with their typed values. */
import type { Route } from "./+types/featured";
import { apiHandler, refuseMethod } from "~/lib/server/api-route.server";
import { listFeaturedProducts, withValuesAndRelations } from "~/services/catalogue/product.server";

export const loader = apiHandler(async ({ context }: Route.LoaderArgs) =>
  Response.json(await withValuesAndRelations(context.db, await listFeaturedProducts(context.db))),
);

export const action = refuseMethod(["GET"]);
