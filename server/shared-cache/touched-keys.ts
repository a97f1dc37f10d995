/**
 * Which surrogate keys a staff write purges from the shared caches in front, read from its
 * address as the page cache reads which writes change pages at all (page-cache-policy.ts): a
 * product's own calls (`/api/products/<id>/…`) purge that product and the pages showing product
 * lists, a news article's its article and the pages showing news; anything else (categories,
 * settings, media, restores, imports…) may show on any page and purges everything.
 */
import { SURROGATE_KEYS } from "~/lib/server/pages/page-keys.server";

const UUID = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";
const PRODUCT_WRITE = new RegExp(`^/api/products(?:/(${UUID}))?(?:/|$)`, "i");
const NEWS_WRITE = new RegExp(`^/api/news(?:/(${UUID}))?(?:/|$)`, "i");

/** The keys a successful write to `pathname` purges. */
export function keysTouchedBy(pathname: string): string[] {
  const product = PRODUCT_WRITE.exec(pathname);
  if (product && (product[1] || pathname.replace(/\/$/, "") === "/api/products")) {
    return product[1] ? [SURROGATE_KEYS.product(product[1].toLowerCase()), SURROGATE_KEYS.products] : [SURROGATE_KEYS.products];
  }
  const news = NEWS_WRITE.exec(pathname);
  if (news && (news[1] || pathname.replace(/\/$/, "") === "/api/news")) {
    return news[1] ? [SURROGATE_KEYS.newsArticle(news[1].toLowerCase()), SURROGATE_KEYS.news] : [SURROGATE_KEYS.news];
  }
  return [SURROGATE_KEYS.all];
}
