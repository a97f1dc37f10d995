/**
 * The REST API as an OpenAPI 3.1 document, served by openapi.ts (`GET /api/openapi.json`): the
 * operations of each area, listed in `<area>.openapi.ts` beside its `<area>.routes.ts`, built from
 * the zod schemas the routes validate with and from the tables the rows come from; and the
 * webhooks the site sends, with their payloads' schemas.
 */
import { buildOpenApiDocument } from "~/lib/server/openapi-document.server";
import { authOperations } from "./auth.openapi";
import { catalogueOperations } from "./catalogue.openapi";
import { contentOperations } from "./content.openapi";
import { inquiriesOperations } from "./inquiries.openapi";
import { mediaOperations } from "./media.openapi";
import { siteOperations } from "./site.openapi";
import { staffOperations } from "./staff.openapi";
import { webhookEvents, webhooksOperations } from "./webhooks.openapi";

let document: ReturnType<typeof buildOpenApiDocument> | undefined;

export function apiDescription() {
  document ??= buildOpenApiDocument(
    [
      ...authOperations,
      ...catalogueOperations,
      ...contentOperations,
      ...siteOperations,
      ...inquiriesOperations,
      ...mediaOperations,
      ...staffOperations,
      ...webhooksOperations,
    ],
    {
      title: "Website and catalogue API",
      version: "1.0.0",
      description:
        "Public reads, inquiries and the admin area's calls. Staff calls need the session cookie set by POST /api/auth/login. Under `webhooks`, what the site sends to the endpoints admins register.",
    },
    webhookEvents,
  );
  return document;
}
