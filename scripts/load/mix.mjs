// @ts-check
/**
 * What `npm run load` asks of the site: the content it finds through the public API, and the
 * weighted kinds of request it mixes (page views, catalogue searches, API reads, inquiries and
 * admin edits), each planning its next request and naming the status that counts as success.
 */
import { randomBytes } from "node:crypto";
import { keyPages, OTHER_PUBLIC_PATHS } from "../perf/site-pages.mjs";

/**
 * @typedef {{ method: "GET" | "POST" | "PUT", path: string, headers?: Record<string, string>, body?: string,
 *   expect: number, onBody?: (text: string) => void }} PlannedRequest
 * @typedef {{ name: string, weight: number, what: string, clearsPageCache?: boolean, next: () => PlannedRequest }} RequestKind
 * @typedef {{ id: string, slug: string, description: string, technology: string | null, interface: string | null }} Product
 * @typedef {Awaited<ReturnType<typeof discoverSite>>} Site
 */

/** A few of the site's languages besides English (the prefixes of app/lib/i18n/locales.ts). */
const OTHER_LANGUAGES = ["zh-CN", "de", "ar", "ja"];
const SEARCH_WORDS = ["fingerprint", "face", "rfid", "lock", "terminal", "reader", "controller", "wiegand", "outdoor", "card"];
const PRODUCT_SORTS = ["newest", "name", "-name", "code", "-code"];
const INQUIRY_STATUSES = ["pending", "processing", "success", "failed"];
/** Inquiries sent from one visitor address, below the default limit of 10 per address and hour. */
const INQUIRIES_PER_VISITOR = 5;
/** Inquiry ids kept for the admin's status edits. */
const RECENT_INQUIRIES = 200;

/** @template T @param {readonly T[]} items @returns {T} */
const pick = (items) => /** @type {T} */ (items[Math.floor(Math.random() * items.length)]);

/** @param {string} url */
async function getJson(url) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return /** @type {any} */ (await response.json());
}

/**
 * The site's content, through its public API: every product, category, solution, article and case study.
 * @param {string} baseUrl
 */
export async function discoverSite(baseUrl) {
  const [products, categories, solutions, articles, caseStudies] = await Promise.all(
    ["/api/products?limit=1000", "/api/categories", "/api/solutions", "/api/news?limit=1000", "/api/case-studies"].map((api) =>
      getJson(`${baseUrl}${api}`),
    ),
  );
  const slugs = (/** @type {{ slug: string }[]} */ items) => items.map((item) => item.slug);
  if (products.length === 0 || categories.length === 0 || solutions.length === 0 || articles.length === 0) {
    throw new Error(`${baseUrl} has no content to load: start it with the demo content`);
  }
  return {
    /** @type {Product[]} */
    products: products.map((/** @type {any} */ product) => ({
      id: product.id,
      slug: product.slug,
      description: product.description,
      technology: product.technology,
      interface: product.interface,
    })),
    categories: slugs(categories),
    solutions: slugs(solutions),
    articles: slugs(articles),
    caseStudies: slugs(caseStudies),
  };
}

/**
 * Signs in through the API; returns the `Cookie` header that carries the session.
 * @param {string} baseUrl
 * @param {{ username: string, password: string }} credentials
 */
export async function signIn(baseUrl, credentials) {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: baseUrl },
    body: JSON.stringify(credentials),
  });
  if (!response.ok) throw new Error(`signing in as ${credentials.username} answered ${response.status}: ${await response.text()}`);
  const session = response.headers.getSetCookie().find((cookie) => cookie.startsWith("session="));
  if (!session) throw new Error("signing in set no session cookie");
  return /** @type {string} */ (session.split(";")[0]);
}

/**
 * The n-th visitor's address in 198.18.0.0/15, the range set aside for benchmarks (RFC 2544).
 * @param {number} visitor
 */
export function visitorAddress(visitor) {
  const n = visitor % 2 ** 17;
  return `198.${18 + (n >> 16)}.${(n >> 8) & 255}.${n & 255}`;
}

/**
 * The public pages of the site, English and in a few other languages.
 * @param {Site} site
 */
function pagePaths(site) {
  const first = {
    product: site.products[0]?.slug ?? "",
    category: site.categories[0] ?? "",
    solution: site.solutions[0] ?? "",
    article: site.articles[0] ?? "",
  };
  const english = [
    ...new Set([
      ...keyPages(first).map((page) => page.path),
      ...OTHER_PUBLIC_PATHS,
      ...site.products.map((product) => `/products/${product.slug}`),
      ...site.solutions.map((slug) => `/solutions/${slug}`),
      ...site.articles.map((slug) => `/news/${slug}`),
    ]),
  ];
  return { english, translated: OTHER_LANGUAGES.flatMap((language) => english.map((path) => `/${language}${path === "/" ? "" : path}`)) };
}

/** A search word, or now and then one nobody searched before (a new cache entry). */
const searchTerm = () => (Math.random() < 0.2 ? `${pick(SEARCH_WORDS)} ${randomBytes(3).toString("hex")}` : pick(SEARCH_WORDS));

/**
 * A catalogue query: some of search, category, technology and interface, and a page.
 * @param {Site} site
 */
function catalogueFilters(site) {
  const product = pick(site.products);
  const filters = new URLSearchParams();
  if (Math.random() < 0.6) filters.set("q", searchTerm());
  if (Math.random() < 0.4) filters.set("category", pick(site.categories));
  if (Math.random() < 0.2 && product.technology) filters.set("technology", product.technology);
  if (Math.random() < 0.2 && product.interface) filters.set("interface", product.interface);
  return filters;
}

/**
 * The weighted kinds of request of the mix.
 * @param {Site} site
 * @param {{ baseUrl: string, sessionCookie: string }} options
 * @returns {RequestKind[]}
 */
export function requestMix(site, { baseUrl, sessionCookie }) {
  const pages = pagePaths(site);
  const product = () => pick(site.products);
  const apiReads = () => [
    "/api/products",
    `/api/products?limit=12&offset=0&sort=${pick(PRODUCT_SORTS)}`,
    "/api/products/featured",
    `/api/products/${product().slug}`,
    "/api/categories",
    `/api/categories/${pick(site.categories)}`,
    "/api/solutions",
    "/api/solutions/featured",
    `/api/solutions/${pick(site.solutions)}`,
    "/api/case-studies",
    ...site.caseStudies.slice(0, 1).map((slug) => `/api/case-studies/${slug}`),
    "/api/news",
    `/api/news/${pick(site.articles)}`,
    "/api/resources",
    "/api/hero-slides",
    "/api/company-info",
    "/api/site-settings",
  ];
  let inquiriesSent = 0;
  /** @type {string[]} */
  const recentInquiries = [];
  const json = { "Content-Type": "application/json", Origin: baseUrl };
  const admin = { ...json, Cookie: sessionCookie };

  /** @returns {PlannedRequest} */
  const inquiry = () => {
    const n = inquiriesSent++;
    const contact = n % 4 !== 3;
    const body = contact
      ? {
          type: pick(["quote", "demo", "distributor"]),
          name: `Load Visitor ${n}`,
          email: `visitor${n}@example.com`,
          company: "Load Test Trading Ltd",
          country: "Germany",
          message: "Please send prices and lead times for 20 units.",
          productIds: [product().id],
        }
      : {
          type: "customization",
          name: `Load Visitor ${n}`,
          company: "Load Test OEM GmbH",
          email: `visitor${n}@example.com`,
          projectType: "OEM face terminal",
          message: "We need a custom housing and firmware for 5,000 face recognition terminals.",
        };
    return {
      method: "POST",
      path: "/api/inquiries",
      headers: { ...json, "X-Forwarded-For": visitorAddress(Math.floor(n / INQUIRIES_PER_VISITOR)) },
      body: JSON.stringify(body),
      expect: 201,
      onBody: (text) => {
        recentInquiries.push(JSON.parse(text).id);
        if (recentInquiries.length > RECENT_INQUIRIES) recentInquiries.shift();
      },
    };
  };

  /** @returns {PlannedRequest} */
  const adminEdit = () => {
    if (recentInquiries.length > 0 && Math.random() < 0.5) {
      const body = JSON.stringify({ status: pick(INQUIRY_STATUSES) });
      return { method: "PUT", path: `/api/inquiries/${pick(recentInquiries)}`, headers: admin, body, expect: 200 };
    }
    // The product's own description, written back: a real update (and cache clear) that changes nothing.
    const edited = product();
    const body = JSON.stringify({ description: edited.description });
    return { method: "PUT", path: `/api/products/${edited.id}`, headers: admin, body, expect: 200 };
  };

  return [
    {
      name: "page view",
      weight: 45,
      what: "a public page (home, catalogue, every product, solution and article, support, about, contact...), a quarter of them in another language",
      next: () => ({ method: "GET", path: Math.random() < 0.25 ? pick(pages.translated) : pick(pages.english), expect: 200 }),
    },
    {
      name: "catalogue search",
      weight: 20,
      what: "the catalogue page or `GET /api/products` with some of search (one in five a term never seen before), category, technology, interface, page or sort",
      next: () => {
        const filters = catalogueFilters(site);
        if (Math.random() < 0.5) {
          if (Math.random() < 0.3) filters.set("page", "2");
          return { method: "GET", path: `/products?${filters}`, expect: 200 };
        }
        filters.set("sort", pick(PRODUCT_SORTS));
        filters.set("limit", "24");
        return { method: "GET", path: `/api/products?${filters}`, expect: 200 };
      },
    },
    {
      name: "API read",
      weight: 32,
      what: "a public API list or item (products, categories, solutions, case studies, news, resources, hero slides, company info, site settings)",
      next: () => ({ method: "GET", path: pick(apiReads()), expect: 200 }),
    },
    {
      name: "inquiry",
      weight: 2,
      what: `\`POST /api/inquiries\`, three contact-form inquiries to one customization inquiry, each visitor address (\`X-Forwarded-For\`) sending ${INQUIRIES_PER_VISITOR}`,
      next: inquiry,
    },
    {
      name: "admin edit",
      weight: 1,
      what: "signed in as admin: `PUT /api/products/{id}` writing a product's description back, or `PUT /api/inquiries/{id}` setting the status of an inquiry of the run",
      clearsPageCache: true,
      next: adminEdit,
    },
  ];
}
