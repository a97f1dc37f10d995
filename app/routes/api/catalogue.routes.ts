/** Categories, products, solutions and case studies: public reads and staff writes. */
import { route, type RouteConfigEntry } from "@react-router/dev/routes";

export const catalogueApiRoutes: RouteConfigEntry[] = [route("api/products", "routes/api/products.ts")];
