import type { Route } from "./+types/products";
import { listProducts } from "~/services/product.server";

export async function loader({ context }: Route.LoaderArgs) {
  return Response.json(await listProducts(context.db));
}
