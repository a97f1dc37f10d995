/** The OpenAPI operations of site.routes.ts: the site search and the site settings. */
import type { Operation } from "~/lib/server/openapi-document.server";
import { siteSearchAnswerSchema, siteSearchQuerySchema } from "~/schemas/site-search/site-search";
import { siteSettingsRow, siteSettingsSchema, VULNERABILITY_REPORTING_FIELDS } from "~/schemas/content/site-settings";

export const siteOperations: Operation[] = [
  {
    method: "get",
    path: "/api/search",
    tag: "Search",
    access: "public",
    summary: "Site search suggestions: the best products, solutions, news, case studies and downloads for a text, typos tolerated",
    query: siteSearchQuerySchema,
    response: { status: 200, description: "The suggestions, best first", schema: siteSearchAnswerSchema },
    errors: [400],
  },
  {
    method: "get",
    path: "/api/site-settings",
    tag: "Site settings",
    access: "public",
    summary: "Company name and contact details, and how vulnerabilities are reported",
    response: { status: 200, description: "The settings", schema: siteSettingsRow },
  },
  {
    method: "put",
    path: "/api/site-settings",
    tag: "Site settings",
    access: "staff",
    summary: "Save the company name and contact details, and how vulnerabilities are reported",
    adminOnlyFields: VULNERABILITY_REPORTING_FIELDS,
    body: siteSettingsSchema,
    response: { status: 200, description: "Saved", schema: siteSettingsSchema },
  },
];
