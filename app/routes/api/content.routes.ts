/** News, resources and their versions, security advisories, hero slides, distributors, certificates and company info: public reads and staff writes. */
import { route, type RouteConfigEntry } from "@react-router/dev/routes";

export const contentApiRoutes: RouteConfigEntry[] = [
  route("api/news", "routes/api/news/collection.ts"),
  route("api/news/:key", "routes/api/news/item.ts"),
  route("api/resources", "routes/api/resources/collection.ts"),
  route("api/resources/:id", "routes/api/resources/item.ts"),
  route("api/resources/:id/versions", "routes/api/resources/versions.ts"),
  route("api/resources/:id/versions/:versionId", "routes/api/resources/version-item.ts"),
  route("api/advisories", "routes/api/advisories/collection.ts"),
  route("api/advisories/:key", "routes/api/advisories/item.ts"),
  route("api/hero-slides", "routes/api/hero-slides/collection.ts"),
  route("api/hero-slides/:id", "routes/api/hero-slides/item.ts"),
  route("api/distributors", "routes/api/distributors/collection.ts"),
  route("api/distributors/:id", "routes/api/distributors/item.ts"),
  route("api/certificates", "routes/api/certificates/collection.ts"),
  route("api/certificates/:id", "routes/api/certificates/item.ts"),
  route("api/company-info", "routes/api/company-info/collection.ts"),
  route("api/company-info/:key", "routes/api/company-info/item.ts"),
];
