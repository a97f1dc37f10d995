/**
 * Each area's OpenAPI operations (`<area>.openapi.ts`) describe exactly the API routes of its
 * `<area>.routes.ts`, so that a route and its description stay side by side.
 */
import { expect, it } from "vitest";
import { apiRoutePaths } from "../../../../tests/support/checks/route-config";
import { authOperations } from "../auth.openapi";
import { authApiRoutes } from "../auth.routes";
import { catalogueOperations } from "../catalogue.openapi";
import { catalogueApiRoutes } from "../catalogue.routes";
import { contentOperations } from "../content.openapi";
import { contentApiRoutes } from "../content.routes";
import { inquiriesOperations } from "../inquiries.openapi";
import { inquiriesApiRoutes } from "../inquiries.routes";
import { mediaOperations } from "../media.openapi";
import { mediaApiRoutes } from "../media.routes";
import { siteOperations } from "../site.openapi";
import { siteApiRoutes } from "../site.routes";
import { staffOperations } from "../staff.openapi";
import { staffApiRoutes } from "../staff.routes";
import { webhooksOperations } from "../webhooks.openapi";
import { webhooksApiRoutes } from "../webhooks.routes";

it.each([
  { area: "auth", routes: authApiRoutes, operations: authOperations },
  { area: "catalogue", routes: catalogueApiRoutes, operations: catalogueOperations },
  { area: "content", routes: contentApiRoutes, operations: contentOperations },
  { area: "inquiries", routes: inquiriesApiRoutes, operations: inquiriesOperations },
  { area: "media", routes: mediaApiRoutes, operations: mediaOperations },
  { area: "site", routes: siteApiRoutes, operations: siteOperations },
  { area: "staff", routes: staffApiRoutes, operations: staffOperations },
  { area: "webhooks", routes: webhooksApiRoutes, operations: webhooksOperations },
])("$area.openapi.ts describes exactly the API routes of $area.routes.ts", ({ routes, operations }) => {
  const described = [...new Set(operations.map((operation) => operation.path))];
  expect(described.sort()).toEqual(apiRoutePaths(routes).sort());
});
