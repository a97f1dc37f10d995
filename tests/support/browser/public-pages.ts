import type { APIRequestContext } from "@playwright/test";
import { localizedPath, type Locale } from "~/lib/i18n/locales";

/**
 * Every public page of the route config (English addresses, with the views worth opening on
 * their own): an item page by its route's pattern, opened for the first item of the demo content.
 * public-pages.test.ts fails when a page of app/routes.ts is missing here.
 */
export const PUBLIC_PAGE_PATHS = [
  "/",
  "/products",
  "/products/:slug",
  "/compare",
  "/solutions",
  "/solutions/:slug",
  "/news",
  "/news/:slug",
  "/customization",
  "/solutions-software",
  "/support",
  "/support?platform=windows&q=aurion",
  "/support/:id",
  "/resources?type=tutorial",
  "/about",
  "/contact",
  "/where-to-buy",
  "/lifecycle",
  "/certifications",
  "/security",
  "/security/:code",
  "/security/report",
  "/search?q=access",
];

/** Where the first item of an item page's pattern is read: the API's list and the field that fills the pattern. */
const FIRST_ITEM: Record<string, { list: string; field: "slug" | "id" | "code" }> = {
  "/products/:slug": { list: "/api/products", field: "slug" },
  "/solutions/:slug": { list: "/api/solutions", field: "slug" },
  "/news/:slug": { list: "/api/news", field: "slug" },
  "/support/:id": { list: "/api/resources", field: "id" },
  "/security/:code": { list: "/api/advisories", field: "code" },
};

async function firstSlug(request: APIRequestContext, path: string): Promise<string> {
  const items = (await (await request.get(path)).json()) as { slug: string }[];
  return items[0]!.slug;
}

/** A page's address: its pattern filled with the first item of the demo content. */
async function addressOf(request: APIRequestContext, pattern: string): Promise<string> {
  const item = FIRST_ITEM[pattern];
  if (!item) return pattern;
  const items = (await (await request.get(item.list)).json()) as Record<string, string>[];
  return pattern.replace(/:\w+$/, items[0]![item.field]!);
}

/** Every public page of the demo content (English addresses), one item page of each kind. */
export async function publicPages(request: APIRequestContext): Promise<string[]> {
  return Promise.all(PUBLIC_PAGE_PATHS.map((pattern) => addressOf(request, pattern)));
}

/** A state of a public page: an address to open, or a form posted to it (the form-error states). */
export type PageState = { path: string; form?: Record<string, string> };

/**
 * Every public page in every state a visitor can reach (English addresses): the pages, their
 * filtered and empty lists, the comparison empty and filled, the not-found pages and both inquiry
 * forms answered with their errors (posted as a browser without script posts them).
 */
export async function publicPageStates(request: APIRequestContext): Promise<PageState[]> {
  const products = (await (await request.get("/api/products")).json()) as { slug: string }[];
  const category = await firstSlug(request, "/api/categories");
  const addresses = [
    ...(await publicPages(request)),
    `/products?category=${category}`,
    "/products?q=no-such-product-anywhere",
    // Only a discontinued product matches: the empty state names it.
    "/products?q=f200",
    "/products?lifecycle=all",
    // A discontinued product's page: its replacement offered instead of its own Add to Quote.
    `/products/${await firstSlug(request, "/api/products?lifecycle=discontinued")}`,
    "/products/no-such-product",
    `/compare?products=${products
      .slice(0, 2)
      .map((product) => product.slug)
      .join(",")}`,
    "/news?category=exhibition",
    "/news/no-such-article",
    "/support?q=no-such-download-anywhere",
    "/contact?type=demo",
    "/where-to-buy?region=europe",
    "/certifications?product=ab-l500-smart-lever-lock",
    "/where-to-buy?q=no-such-distributor-anywhere",
    "/search",
    "/search?q=no-such-thing-anywhere",
    "/no-such-page",
  ];
  return [
    ...addresses.map((path) => ({ path })),
    { path: "/contact", form: { type: "general", name: "", email: "not-mail" } },
    { path: "/customization", form: { name: "J", company: "", email: "", projectType: "", message: "Short" } },
  ];
}

/** The page a state shows, in a language: its status and HTML. `origin` is the site's, which a browser sends with a form. */
export async function fetchPageState(request: APIRequestContext, origin: string, state: PageState, locale: Locale) {
  const url = localizedPath(locale, state.path);
  const response = state.form ? await request.post(url, { form: state.form, headers: { Origin: origin } }) : await request.get(url);
  return { url, status: response.status(), html: await response.text() };
}
