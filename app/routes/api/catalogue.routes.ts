/** Categories, products, solutions and case studies: public reads and staff writes. */
import { route, type RouteConfigEntry } from "@react-router/dev/routes";

export const catalogueApiRoutes: RouteConfigEntry[] = [
  route("api/categories", "routes/api/categories/collection.ts"),
  route("api/categories/:key", "routes/api/categories/item.ts"),
  route("api/categories/:key/specification-fields", "routes/api/categories/specification-fields.ts"),
  route("api/products", "routes/api/products/collection.ts"),
  route("api/products/featured", "routes/api/products/featured.ts"),
  // Not slugs (a slug has no dot): never mistaken for a product's address.
  route("api/products/export.csv", "routes/api/products/export-csv.ts"),
  route("api/products/import.csv", "routes/api/products/import-csv.ts"),
  route("api/products/:key", "routes/api/products/item.ts"),
  route("api/solutions", "routes/api/solutions/collection.ts"),
  route("api/solutions/featured", "routes/api/solutions/featured.ts"),
  route("api/solutions/:key", "routes/api/solutions/item.ts"),
  route("api/case-studies", "routes/api/case-studies/collection.ts"),
  route("api/case-studies/:key", "routes/api/case-studies/item.ts"),
];
