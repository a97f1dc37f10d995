/**
 * Drafts and scheduled publishing (decision 031) through the built application: an unpublished
 * product, solution or article appears nowhere public (API reads, pages, counts and choices, the
 * home page, the sitemap, the site search) while staff read and preview it; the publisher makes a scheduled item
 * public by a write that keeps the catalogue's counts exact and clears the page cache; and the
 * API refuses a schedule without a future time, naming the field.
 */
import { count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { categories, newsArticles, productCounts, products, solutions } from "~/db/schema";
import { createLogger } from "~/lib/server/logger.server";
import { PUBLISH_AT_IN_FUTURE, PUBLISH_AT_REQUIRED } from "~/schemas/content/publication";
import { listProductFacets, listProducts, type Product } from "~/services/catalogue/product.server";
import { publishDueItems, ScheduledPublishingLoop } from "~/services/content/publishing/scheduled-publishing.server";
import { clearEverywhere } from "../../../../server/page-cache/shared-page-cache";
import { ApiClient } from "../../../../tests/support/kits/api-client";
import { createTestDatabase, testDatabaseKind } from "../../../../tests/support/servers/test-database";
import { startTestServer, type TestServer } from "../../../../tests/support/servers/test-server";
import { createUser, TEST_PASSWORD } from "../../../../tests/support/kits/users";

const HOUR = 60 * 60 * 1000;
const inAnHour = () => new Date(Date.now() + HOUR).toISOString();
/** A clock two hours ahead: every item scheduled "in an hour" is due. */
const later = () => new Date(Date.now() + 2 * HOUR);

let database: DatabaseHandle;
let server: TestServer;
let staff: ApiClient;
let categoryId: string;

/** A visitor without a session, who keeps no cookies. */
const visit = (path: string) => fetch(server.url + path, { headers: { "accept-language": "en" }, redirect: "manual" });
const pageText = async (path: string) => (await visit(path)).text();

const product = (slug: string, technology: string, publication: object) => ({
  categoryId,
  name: `Terminal ${slug}`,
  slug,
  productCode: slug.toUpperCase(),
  description: `The ${slug} terminal.`,
  technology,
  isFeatured: true,
  ...publication,
});
const solution = (slug: string, publication: object) => ({
  name: `Solution ${slug}`,
  slug,
  description: `The ${slug} solution.`,
  useCase: "Offices",
  isFeatured: true,
  ...publication,
});
const article = (slug: string, publication: object) => ({
  title: `Article ${slug}`,
  slug,
  excerpt: `About ${slug}.`,
  content: `All about ${slug}.`,
  isFeatured: true,
  ...publication,
});

async function created<Row>(path: string, body: object): Promise<Row> {
  const response = await staff.post<Row>(path, body);
  expect(response.status, response.text).toBe(201);
  return response.body;
}

const inOneOrder = (rows: object[]) => rows.map((row) => JSON.stringify(row)).sort();

/** product_counts, and the same figures counted from products: the triggers keep them equal. */
async function countsAgreeWithProducts() {
  const stored = await database.db.select().from(productCounts);
  const recounted = await database.db
    .select({
      categoryId: products.categoryId,
      technology: sql<string>`coalesce(${products.technology}, '')`,
      interface: sql<string>`coalesce(${products.interface}, '')`,
      isFeatured: products.isFeatured,
      isPublished: sql<boolean>`${products.status} = 'published'`,
      products: count(),
    })
    .from(products)
    .groupBy(sql`1, 2, 3, 4, 5`);
  expect(inOneOrder(stored)).toEqual(inOneOrder(recounted));
}

beforeAll(async () => {
  database = await createTestDatabase();
  server = await startTestServer(database, { PAGE_CACHE: "on" });
  await createUser(database.db, "editor1", "editor");
  staff = new ApiClient(server.url);
  const login = await staff.post("/api/auth/login", { username: "editor1", password: TEST_PASSWORD });
  expect(login.status, login.text).toBe(200);
  const [category] = await database.db.insert(categories).values({ name: "Readers", slug: "readers" }).returning();
  categoryId = category!.id;
  await created("/api/products", product("live-one", "Fingerprint", {}));
  await created("/api/products", product("draft-one", "Irisdraft", { status: "draft" }));
  await created("/api/products", product("soon-one", "Facesoon", { status: "scheduled", publishAt: inAnHour() }));
  await created("/api/solutions", solution("draft-solution", { status: "draft" }));
  await created("/api/solutions", solution("soon-solution", { status: "scheduled", publishAt: inAnHour() }));
  await created("/api/news", article("draft-article", { status: "draft" }));
  await created("/api/news", article("soon-article", { status: "scheduled", publishAt: inAnHour() }));
});
afterAll(async () => {
  await server?.close();
  await database?.close();
});

const UNPUBLISHED = {
  products: ["draft-one", "soon-one"],
  solutions: ["draft-solution", "soon-solution"],
  news: ["draft-article", "soon-article"],
};

describe("unpublished items are nowhere public", () => {
  it("the public API lists and reads published items only", async () => {
    const visitor = new ApiClient(server.url);
    const listed = await visitor.get<Product[]>("/api/products");
    expect(listed.body.map((row) => row.slug)).toEqual(["live-one"]);
    expect(listed.headers.get("x-total-count")).toBe("1");
    expect((await visitor.get<Product[]>("/api/products?technology=Irisdraft")).headers.get("x-total-count")).toBe("0");
    expect((await visitor.get<Product[]>("/api/products/featured")).body.map((row) => row.slug)).toEqual(["live-one"]);
    expect((await visitor.get<unknown[]>("/api/solutions")).body).toEqual([]);
    expect((await visitor.get<unknown[]>("/api/solutions/featured")).body).toEqual([]);
    expect((await visitor.get<unknown[]>("/api/news")).body).toEqual([]);
    for (const [kind, slugs] of Object.entries(UNPUBLISHED)) {
      for (const slug of slugs) expect((await visitor.get(`/api/${kind}/${slug}`)).status, `${kind}/${slug}`).toBe(404);
    }
  });

  it("their pages answer 404 and no list, choice, home section or sitemap names them", async () => {
    for (const [kind, slugs] of Object.entries(UNPUBLISHED)) {
      for (const slug of slugs) {
        expect((await visit(`/${kind}/${slug}`)).status, `${kind}/${slug}`).toBe(404);
        expect((await visit(`/de/${kind}/${slug}`)).status, `de/${kind}/${slug}`).toBe(404);
      }
    }
    const catalogue = await pageText("/products");
    expect(catalogue).toContain("Terminal live-one");
    // The site search, as suggestions and as its results page; it does find the published product.
    const suggestions = await pageText("/api/search?q=terminal&limit=10");
    expect(suggestions).toContain("Terminal live-one");
    const searches = [
      "/api/search?q=solution&limit=10",
      "/api/search?q=article&limit=10",
      "/search?q=terminal",
      "/search?q=solution",
      "/search?q=article",
    ];
    const everywhere = [
      catalogue,
      suggestions,
      ...(await Promise.all(searches.map(pageText))),
      await pageText("/"),
      await pageText("/solutions"),
      await pageText("/news"),
      await pageText("/sitemap.xml"),
    ];
    for (const text of everywhere) {
      for (const hidden of [
        "draft-one",
        "soon-one",
        "Irisdraft",
        "Facesoon",
        "draft-solution",
        "soon-solution",
        "draft-article",
        "soon-article",
      ]) {
        expect(text).not.toContain(hidden);
      }
    }
  });

  it("the catalogue's totals and choices count published products only", async () => {
    expect((await listProducts(database.db, { limit: 1 })).total).toBe(1);
    expect(await listProductFacets(database.db)).toEqual({ technologies: ["Fingerprint"], interfaces: [] });
    await countsAgreeWithProducts();
  });
});

describe("staff", () => {
  it("read every item through the API, with its status, never cached", async () => {
    const listed = await staff.get<Product[]>("/api/products?sort=name");
    expect(listed.body.map((row) => [row.slug, row.status])).toEqual([
      ["draft-one", "draft"],
      ["live-one", "published"],
      ["soon-one", "scheduled"],
    ]);
    expect(listed.headers.get("x-total-count")).toBe("3");
    expect(listed.headers.get("cache-control")).toBe("no-store");
    const soon = await staff.get<Product>("/api/products/soon-one");
    expect(soon.body.publishAt).not.toBeNull();
    expect((await staff.get("/api/solutions/draft-solution")).status).toBe(200);
    expect((await staff.get("/api/news/soon-article")).status).toBe(200);
  });

  it("preview a draft page with its banner, which never enters the page cache", async () => {
    for (const path of ["/products/draft-one", "/solutions/draft-solution", "/news/draft-article"]) {
      const preview = await staff.get(path);
      expect(preview.status, path).toBe(200);
      expect(preview.text).toContain("Draft — not public");
      expect(preview.headers.get("x-cache")).toBe("BYPASS");
      expect(preview.headers.get("cache-control")).toBe("private, no-store");
      expect((await visit(path)).status).toBe(404);
    }
    expect((await staff.get("/products/soon-one")).text).toContain("Scheduled — not public yet");
    expect((await staff.get("/products/live-one")).text).not.toContain("not public");
  });

  it("cannot schedule without a time ahead: the field is named", async () => {
    const past = new Date(Date.now() - HOUR).toISOString();
    const cases: [object, Record<string, string>][] = [
      [{ status: "scheduled" }, { publishAt: PUBLISH_AT_REQUIRED }],
      [{ status: "scheduled", publishAt: past }, { publishAt: PUBLISH_AT_IN_FUTURE }],
      [{ status: "hidden" }, { status: "Status must be one of draft, scheduled, published" }],
      [{ status: "scheduled", publishAt: "tomorrow" }, { publishAt: "Publish time must be a date-time such as 2026-01-31T09:00:00Z" }],
    ];
    for (const [publication, fields] of cases) {
      const answer = await staff.post("/api/products", product("refused", "Fingerprint", publication));
      expect(answer.status, answer.text).toBe(400);
      expect(answer.body).toEqual({ message: "Some fields are invalid", fields });
      const update = await staff.put<{ fields: object }>("/api/news/draft-article", publication);
      expect(update.body.fields).toEqual(fields);
    }
  });
});

describe("going live", () => {
  it("publishing a draft counts it at once", async () => {
    const draft = (await staff.get<Product>("/api/products/draft-one")).body;
    const published = await staff.put<Product>(`/api/products/${draft.id}`, { status: "published", publishAt: inAnHour() });
    expect([published.body.status, published.body.publishAt]).toEqual(["published", null]);
    expect((await listProducts(database.db, { limit: 1 })).total).toBe(2);
    expect((await listProductFacets(database.db)).technologies).toEqual(["Fingerprint", "Irisdraft"]);
    expect((await visit("/products/draft-one")).status).toBe(200);
    await countsAgreeWithProducts();
  });

  it("the publisher makes scheduled items public when due, counts them and clears the page cache", async () => {
    await vi.waitFor(async () => expect((await visit("/products")).headers.get("x-cache")).toBe("HIT"), { timeout: 15_000 });
    const loop = new ScheduledPublishingLoop({
      db: database.db,
      logger: createLogger({ level: "silent", pretty: false }),
      onPublished: () => clearEverywhere(server.pageCache),
    });

    expect(await loop.publishDue(new Date())).toEqual({ products: 0, solutions: 0, newsArticles: 0, securityAdvisories: 0 });
    expect((await visit("/products")).headers.get("x-cache")).toBe("HIT");

    // Two hours pass: the times set "in an hour" are behind us (an article is dated by its publish time).
    for (const table of [products, solutions, newsArticles]) {
      await database.db
        .update(table)
        .set({ publishAt: sql`${table.publishAt} - interval '2 hours'` })
        .where(eq(table.status, "scheduled"));
    }
    await database.db
      .update(newsArticles)
      .set({ publishedAt: sql`${newsArticles.publishAt}` })
      .where(eq(newsArticles.status, "scheduled"));
    expect(await loop.publishDue(new Date())).toEqual({ products: 1, solutions: 1, newsArticles: 1, securityAdvisories: 0 });
    const catalogue = await visit("/products");
    expect(catalogue.headers.get("x-cache")).toBe("MISS");
    expect(await catalogue.text()).toContain("Terminal soon-one");
    expect((await listProducts(database.db, { limit: 1 })).total).toBe(3);
    await countsAgreeWithProducts();
    for (const path of ["/products/soon-one", "/solutions/soon-solution", "/news/soon-article"])
      expect((await visit(path)).status, path).toBe(200);
    expect(await pageText("/sitemap.xml")).toContain("/news/soon-article");

    expect(await loop.publishDue(new Date())).toEqual({ products: 0, solutions: 0, newsArticles: 0, securityAdvisories: 0 });
  });

  it.runIf(testDatabaseKind() === "postgres")("several instances publishing at once publish each item once", async () => {
    await created("/api/products", product("race-one", "Palm", { status: "scheduled", publishAt: inAnHour() }));
    await created("/api/products", product("race-two", "Palm", { status: "scheduled", publishAt: inAnHour() }));
    const passes = await Promise.all([1, 2, 3].map(() => publishDueItems(database.db, later())));
    expect(passes.reduce((sum, pass) => sum + pass.products, 0)).toBe(2);
    expect((await listProducts(database.db, { limit: 1 })).total).toBe(5);
    await countsAgreeWithProducts();
  });
});
