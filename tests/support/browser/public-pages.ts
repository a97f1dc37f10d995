import type { APIRequestContext } from "@playwright/test";
import { localizedPath, type Locale } from "~/lib/i18n/locales";

async function firstSlug(request: APIRequestContext, path: string): Promise<string> {
  const items = (await (await request.get(path)).json()) as { slug: string }[];
  return items[0]!.slug;
}

async function firstId(request: APIRequestContext, path: string): Promise<string> {
  const items = (await (await request.get(path)).json()) as { id: string }[];
  return items[0]!.id;
}

/** Every public page of the demo content (English addresses), one item page of each kind. */
export async function publicPages(request: APIRequestContext): Promise<string[]> {
  return [
    "/",
    "/products",
    `/products/${await firstSlug(request, "/api/products")}`,
    "/solutions",
    `/solutions/${await firstSlug(request, "/api/solutions")}`,
    "/news",
    `/news/${await firstSlug(request, "/api/news")}`,
    "/customization",
    "/solutions-software",
    "/support",
    "/support?platform=windows&q=aurion",
    `/support/${await firstId(request, "/api/resources")}`,
    "/resources?type=tutorial",
    "/about",
    "/contact",
    "/where-to-buy",
    "/lifecycle",
    "/certifications",
    "/security",
    `/security/${((await (await request.get("/api/advisories")).json()) as { code: string }[])[0]!.code}`,
    "/security/report",
    "/search?q=access",
  ];
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
    "/compare",
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
