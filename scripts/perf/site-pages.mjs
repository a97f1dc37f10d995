// @ts-check
/** The public pages that `npm run bench` and `npm run lighthouse` measure, found through the public API. */

/**
 * The slug of the first item of a public API list.
 * @param {string} url
 */
async function firstSlug(url) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  /** @type {unknown} */
  const body = await response.json();
  const first = Array.isArray(body) ? body[0] : undefined;
  if (typeof first?.slug !== "string") throw new Error(`${url} returned no item with a slug`);
  return /** @type {string} */ (first.slug);
}

/**
 * A product, a category, a solution and a news article of the running site.
 * @param {string} siteUrl e.g. http://127.0.0.1:3000
 */
export async function findSiteSlugs(siteUrl) {
  const [product, category, solution, article] = await Promise.all(
    ["/api/products?limit=1", "/api/categories", "/api/solutions", "/api/news"].map((api) => firstSlug(`${siteUrl}${api}`)),
  );
  return {
    product: /** @type {string} */ (product),
    category: /** @type {string} */ (category),
    solution: /** @type {string} */ (solution),
    article: /** @type {string} */ (article),
  };
}

/**
 * Issue 7's ten pages: home, catalogue, a product, solutions, a solution, news, an article,
 * support, about and contact.
 * @param {Awaited<ReturnType<typeof findSiteSlugs>>} slugs
 */
export function keyPages({ product, solution, article }) {
  return [
    { name: "home", path: "/" },
    { name: "catalogue", path: "/products" },
    { name: "a product", path: `/products/${product}` },
    { name: "solutions", path: "/solutions" },
    { name: "a solution", path: `/solutions/${solution}` },
    { name: "news", path: "/news" },
    { name: "an article", path: `/news/${article}` },
    { name: "support", path: "/support" },
    { name: "about", path: "/about" },
    { name: "contact", path: "/contact" },
  ];
}

/** The public pages beyond the ten key ones. */
export const OTHER_PUBLIC_PATHS = ["/resources", "/customization", "/solutions-software"];
