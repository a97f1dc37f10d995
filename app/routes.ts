/**
 * The whole URL map. API routes are listed per area in routes/api/*.routes.ts, their OpenAPI
 * operations beside them in routes/api/*.openapi.ts; here only the API's own description and the
 * two fallbacks, which come last: unknown /api paths answer JSON, anything else the 404 page.
 */
import { index, layout, route, type RouteConfig, type RouteConfigEntry } from "@react-router/dev/routes";
import { authApiRoutes } from "./routes/api/auth.routes";
import { catalogueApiRoutes } from "./routes/api/catalogue.routes";
import { contentApiRoutes } from "./routes/api/content.routes";
import { inquiriesApiRoutes } from "./routes/api/inquiries.routes";
import { mediaApiRoutes } from "./routes/api/media.routes";
import { siteApiRoutes } from "./routes/api/site.routes";
import { staffApiRoutes } from "./routes/api/staff.routes";
import { webhooksApiRoutes } from "./routes/api/webhooks.routes";

/** The admin area's screens, under its layout (which sends a visitor without a session to sign in). */
const adminScreens = [
  route("admin", "routes/admin/dashboard.tsx"),
  route("admin/categories", "routes/admin/categories.tsx"),
  route("admin/products", "routes/admin/products.tsx"),
  route("admin/solutions", "routes/admin/solutions.tsx"),
  route("admin/resources", "routes/admin/resources.tsx"),
  route("admin/news", "routes/admin/news.tsx"),
  route("admin/advisories", "routes/admin/advisories.tsx"),
  route("admin/case-studies", "routes/admin/case-studies.tsx"),
  route("admin/distributors", "routes/admin/distributors.tsx"),
  route("admin/hero-slides", "routes/admin/hero-slides.tsx"),
  route("admin/certificates", "routes/admin/certificates.tsx"),
  route("admin/company-info", "routes/admin/company-info.tsx"),
  route("admin/inquiries", "routes/admin/inquiries.tsx"),
  route("admin/media", "routes/admin/media.tsx"),
  route("admin/recently-deleted", "routes/admin/recently-deleted.tsx"),
  route("admin/database", "routes/admin/database.tsx"),
  route("admin/users", "routes/admin/users.tsx"),
  route("admin/activity", "routes/admin/activity.tsx"),
  route("admin/webhooks", "routes/admin/webhooks.tsx"),
  route("admin/account", "routes/admin/account.tsx"),
];

/** The public pages, under the `:lang?` layout. */
const sitePages = [
  index("routes/site/home.tsx"),
  route("products", "routes/site/catalogue/products.tsx"),
  route("products/:slug", "routes/site/catalogue/product.tsx"),
  route("compare", "routes/site/catalogue/compare.tsx"),
  route("news", "routes/site/content/news.tsx"),
  route("news/:slug", "routes/site/content/news-article.tsx"),
  route("support", "routes/site/support/support.tsx", { id: "routes/site/support" }),
  route("support/product-suggestions", "routes/site/support/support-product-suggestions.ts"),
  route("support/firmware/feed.atom", "routes/site/support/firmware-feed.ts"),
  route("support/:id", "routes/site/support/download.tsx"),
  route("support/:id/feed.atom", "routes/site/support/download-feed.ts"),
  route("resources", "routes/site/support/support.tsx", { id: "routes/site/resources" }),
  route("about", "routes/site/content/about.tsx"),
  route("solutions", "routes/site/content/solutions.tsx"),
  route("solutions/:slug", "routes/site/content/solution.tsx"),
  route("contact", "routes/site/inquiries/contact.tsx"),
  route("customization", "routes/site/inquiries/customization.tsx"),
  route("solutions-software", "routes/site/content/solutions-software.tsx"),
  route("where-to-buy", "routes/site/content/where-to-buy.tsx"),
  route("security", "routes/site/security/security.tsx"),
  route("security/report", "routes/site/security/security-report.tsx"),
  route("security/feed.atom", "routes/site/security/security-feed.ts"),
  route("security/:code", "routes/site/security/security-advisory.tsx"),
  route("lifecycle", "routes/site/catalogue/lifecycle.tsx"),
  route("certifications", "routes/site/content/certifications.tsx"),
  route("search", "routes/site/search.tsx"),
  route("*", "routes/site/not-found.tsx"),
];

/**
 * The public pages' addresses under /admin, as admin addresses without a screen. The optional
 * language segment matches any word, "admin" too, and React Router ranks `:lang/certifications`
 * above `admin/*`: without these, /admin/certifications would be the public page in a language
 * "admin", rendered where the admin shell is expected (a 500). A static "admin" outranks `:lang`
 * everywhere, so the admin area (its sign-in, then its not-found screen) answers all of /admin.
 */
const adminAddressesOfSitePages = sitePages.flatMap((page: RouteConfigEntry) => {
  const path = page.path;
  if (path === undefined || path === "*" || adminScreens.some((screen) => screen.path === `admin/${path}`)) return [];
  return [route(`admin/${path}`, "routes/admin/not-found.tsx", { id: `routes/admin/not-found/${path}` })];
});

export default [
  ...authApiRoutes,
  ...catalogueApiRoutes,
  ...contentApiRoutes,
  ...mediaApiRoutes,
  ...inquiriesApiRoutes,
  ...staffApiRoutes,
  ...webhooksApiRoutes,
  ...siteApiRoutes,
  route("api/openapi.json", "routes/api/openapi.ts"),
  route("api/*", "routes/api/not-found.ts"),
  route("admin/login", "routes/admin/login.tsx"),
  layout("routes/admin/layout.tsx", [...adminScreens, ...adminAddressesOfSitePages, route("admin/*", "routes/admin/not-found.tsx")]),
  route("robots.txt", "routes/seo/robots.ts"),
  route("sitemap.xml", "routes/seo/sitemap.ts"),
  route("sitemaps/:part", "routes/seo/sitemap-part.ts"),
  route(".well-known/security.txt", "routes/seo/security-txt.ts"),
  route(".well-known/csaf/provider-metadata.json", "routes/seo/csaf-provider-metadata.ts"),
  route(".well-known/csaf/openpgp/:file", "routes/seo/csaf-openpgp-key.ts"),
  route(".well-known/csaf/white/*", "routes/seo/csaf-directory-file.ts"),
  // English at /..., every other language under its prefix (/de/products); the layout answers
  // 404 for a prefix that is no language of the site.
  route(":lang?", "routes/site/layout.tsx", sitePages),
] satisfies RouteConfig;
