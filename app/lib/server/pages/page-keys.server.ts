/**
 * What a public page or API read shows, for the shared caches in front of the site: the surrogate
 * keys its response carries (`Surrogate-Key`, and `xkey` for Varnish), which a change purges
 * (server/shared-cache/). Every response shows `all` and its language; a page that shows lists
 * of products and news (most pages: the home page's featured products, the catalogue, search)
 * also `products` and `news`. An item page says instead which items it shows (`showsOnly`): a
 * product page is then purged by a change of its product or of a product it links, not by every
 * product's; a news article by its own.
 */
export const SURROGATE_KEYS = {
  /** Every kept response: purged by a change whose reach is not known more narrowly. */
  all: "all",
  products: "products",
  product: (id: string) => `product:${id}`,
  news: "news",
  newsArticle: (id: string) => `news:${id}`,
  category: (id: string) => `category:${id}`,
  language: (locale: string) => `lang:${locale}`,
};

export class PageKeys {
  private items: Set<string> | undefined;

  /** The page shows these items and no list of products or news (an item page). */
  showsOnly(...keys: string[]): void {
    this.items ??= new Set();
    for (const key of keys) this.items.add(key);
  }

  /** The keys of what the response shows, besides `all` and its language. */
  get keys(): string[] {
    return this.items ? [...this.items] : [SURROGATE_KEYS.products, SURROGATE_KEYS.news];
  }
}
