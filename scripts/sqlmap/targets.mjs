// @ts-check
/**
 * What `npm run security:sqlmap` scans: every public call of the OpenAPI document that takes
 * parameters (query, path or JSON body), so that a new public call cannot be forgotten, and the
 * public pages that read their address (catalogue filters, slugs). Parameter values are real
 * ones of the running site, so that each request reaches the database; a path parameter is
 * marked for sqlmap with `*`.
 */

/**
 * @typedef {{ name: string, method: "GET" | "POST", url: string, body?: string, expect: number }} Target
 * @typedef {{ in: string, name: string, schema?: { enum?: string[], type?: string | string[] } }} Parameter
 */

/** Public calls with parameters that are not scanned, and why. */
export const EXCLUDED_CALLS = {
  "POST /api/auth/login":
    "sign-in throttles failures (5 per username and 20 per address in 15 minutes, fixed in the code): after a few of sqlmap's requests every answer is the same 429, so a scan would measure the throttle, not the query",
};

/** The catalogue page's filters, as the page reads them. */
const CATALOGUE_FILTERS = ["q", "category", "technology", "interface", "page"];

/** @param {string} url */
async function getJson(url) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return /** @type {any} */ (await response.json());
}

/**
 * Real values of the site for the parameters that name something: a search word, a category,
 * a product's technology and interface, a solution's industry and slug.
 * @param {string} siteUrl
 */
export async function siteSamples(siteUrl) {
  const [products, categories, solutions, articles] = await Promise.all(
    ["/api/products?limit=1", "/api/categories", "/api/solutions", "/api/news?limit=1"].map((api) => getJson(`${siteUrl}${api}`)),
  );
  const [product, category, solution, article] = [products[0], categories[0], solutions[0], articles[0]];
  if (!product || !category || !solution || !article) throw new Error(`${siteUrl} has no content to scan: start it with the demo content`);
  return {
    /** @type {Record<string, string>} */
    byName: {
      q: "fingerprint",
      category: category.slug,
      technology: product.technology,
      interface: product.interface,
      industry: solution.industry,
      solution: solution.id,
      limit: "10",
      offset: "0",
      page: "1",
      all: "true",
      type: "quote",
    },
    productId: /** @type {string} */ (product.id),
    slugs: { product: product.slug, solution: solution.slug, article: article.slug },
  };
}

/**
 * A value for a parameter: the first of its enumeration, else a real one by name, else a number or a word.
 * @param {Parameter} parameter
 * @param {Record<string, string>} byName
 */
export function sampleValue(parameter, byName) {
  const first = parameter.schema?.enum?.[0];
  if (first !== undefined) return first;
  const named = byName[parameter.name];
  if (named !== undefined) return named;
  const types = [parameter.schema?.type ?? []].flat();
  return types.includes("number") || types.includes("integer") ? "1" : "test";
}

/**
 * An item's key for `GET /collection/{key}`: its slug, else its section, else its id.
 * @param {string} siteUrl
 * @param {string} collectionPath e.g. /api/products
 */
async function firstKey(siteUrl, collectionPath) {
  const items = await getJson(`${siteUrl}${collectionPath}`);
  const item = items[0];
  const key = item?.slug ?? item?.section ?? item?.id;
  if (typeof key !== "string") throw new Error(`${collectionPath} lists nothing to take a key from`);
  return key;
}

/**
 * JSON bodies of the public calls that take one, by "METHOD path": each form's sample.
 * @param {{ productId: string }} samples
 * @returns {Record<string, { name: string, body: object }[]>}
 */
function sampleBodies({ productId }) {
  return {
    "POST /api/inquiries": [
      {
        name: "contact form",
        body: {
          type: "quote",
          name: "Scan Buyer",
          email: "buyer@example.com",
          phone: "030 1234567",
          company: "Scan Trading Ltd",
          country: "Germany",
          message: "Please quote 20 terminals.",
          productIds: [productId],
        },
      },
      {
        name: "customization form",
        body: {
          type: "customization",
          name: "Scan Engineer",
          company: "Scan OEM GmbH",
          email: "oem@example.com",
          projectType: "OEM face terminal",
          message: "A custom housing and firmware for 5,000 face recognition terminals.",
        },
      },
    ],
  };
}

/**
 * The public calls of the OpenAPI document, as sqlmap targets, and the calls left out.
 * @param {string} siteUrl
 * @param {Awaited<ReturnType<typeof siteSamples>>} samples
 */
export async function apiTargets(siteUrl, samples) {
  const document = await getJson(`${siteUrl}/api/openapi.json`);
  const bodies = sampleBodies(samples);
  /** @type {Target[]} */
  const targets = [];
  /** @type {{ call: string, reason: string }[]} */
  const excluded = [];
  for (const [apiPath, operations] of Object.entries(/** @type {Record<string, any>} */ (document.paths))) {
    for (const [method, operation] of Object.entries(/** @type {Record<string, any>} */ (operations))) {
      const isPublic = Array.isArray(operation?.security) && operation.security.length === 0;
      /** @type {Parameter[]} */
      const parameters = operation?.parameters ?? [];
      if (!isPublic || (parameters.length === 0 && !operation.requestBody)) continue;
      const call = `${method.toUpperCase()} ${apiPath}`;
      const reason = /** @type {Record<string, string>} */ (EXCLUDED_CALLS)[call];
      if (reason) {
        excluded.push({ call, reason });
        continue;
      }
      let url = apiPath;
      for (const parameter of parameters.filter((candidate) => candidate.in === "path")) {
        const collection = apiPath.slice(0, apiPath.indexOf(`/{${parameter.name}}`));
        url = url.replace(`{${parameter.name}}`, `${encodeURIComponent(await firstKey(siteUrl, collection))}*`);
      }
      const query = new URLSearchParams(
        parameters
          .filter((parameter) => parameter.in === "query")
          .map((parameter) => [parameter.name, sampleValue(parameter, samples.byName)]),
      );
      if (query.size > 0) url += `?${query}`;
      if (!operation.requestBody) {
        targets.push({ name: call, method: "GET", url: `${siteUrl}${url}`, expect: 200 });
        continue;
      }
      const forms = bodies[call];
      if (!forms) throw new Error(`${call} is public and takes a body: give it a sample body in scripts/sqlmap/targets.mjs`);
      for (const form of forms)
        targets.push({
          name: `${call} (${form.name})`,
          method: "POST",
          url: `${siteUrl}${url}`,
          body: JSON.stringify(form.body),
          expect: 201,
        });
    }
  }
  return { targets, excluded };
}

/**
 * The public pages that read their address: the catalogue's filters and paging, the pages of a
 * product, solution and article, and the pages with a tab or filter in their query.
 * @param {string} siteUrl
 * @param {Awaited<ReturnType<typeof siteSamples>>} samples
 * @returns {Target[]}
 */
export function pageTargets(siteUrl, { byName, slugs }) {
  const catalogue = new URLSearchParams(CATALOGUE_FILTERS.map((name) => [name, byName[name] ?? ""]));
  const pages = [
    { name: "GET /products?q&category&technology&interface&page", path: `/products?${catalogue}` },
    { name: "GET /products/{slug}", path: `/products/${slugs.product}*` },
    { name: "GET /solutions?industry", path: `/solutions?industry=${encodeURIComponent(byName.industry ?? "")}` },
    { name: "GET /solutions/{slug}", path: `/solutions/${slugs.solution}*` },
    { name: "GET /news?category", path: "/news?category=news" },
    { name: "GET /news/{slug}", path: `/news/${slugs.article}*` },
    { name: "GET /contact?type", path: "/contact?type=quote" },
    { name: "GET /support?type", path: "/support?type=sdk" },
  ];
  return pages.map(({ name, path }) => ({
    name: `page ${name}`,
    method: /** @type {const} */ ("GET"),
    url: `${siteUrl}${path}`,
    expect: 200,
  }));
}
