import type { APIRequestContext } from "@playwright/test";

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
    "/search?q=access",
  ];
}
