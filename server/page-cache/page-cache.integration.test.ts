/**
 * The page cache in the built application: what a visitor gets from it (the bytes it rendered,
 * 304s), what never comes from it or enters it (staff, writes, the home page's
 * language redirect), that a change made through the API shows at once, and, on PostgreSQL,
 * that a change made through one instance clears the cache of another.
 */
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import type { NewsArticle } from "~/services/content/news-article.server";
import { ApiClient } from "../../tests/support/kits/api-client";
import { startServerProcess } from "../../tests/support/servers/server-process";
import { createPostgresTestDatabase, createTestDatabase, testDatabaseKind } from "../../tests/support/servers/test-database";
import { startTestServer, type TestServer } from "../../tests/support/servers/test-server";
import { createUser, TEST_PASSWORD } from "../../tests/support/kits/users";

// The PostgreSQL test starts two real server processes: allow for a busy machine.
vi.setConfig({ testTimeout: 180_000 });

let database: DatabaseHandle;
let server: TestServer;
let staff: ApiClient;
let published: NewsArticle;

const DAY = 24 * 60 * 60 * 1000;
const article = (slug: string, title: string, publishedAt: Date) => ({
  slug,
  title,
  excerpt: `About ${title}.`,
  content: `All about ${title}.`,
  publishedAt: publishedAt.toISOString(),
});

beforeAll(async () => {
  database = await createTestDatabase();
  server = await startTestServer(database, { PAGE_CACHE: "on" });
  await createUser(database.db, "editor1", "editor");
  staff = new ApiClient(server.url);
  expect((await staff.post("/api/auth/login", { username: "editor1", password: TEST_PASSWORD })).status).toBe(200);
  const created = await staff.post<NewsArticle>("/api/news", article("trade-fair", "Trade fair in Shenzhen", new Date(Date.now() - DAY)));
  published = created.body;
  await staff.post("/api/news", article("next-launch", "Secret launch of the FR-900", new Date(Date.now() + 30 * DAY)));
});
afterAll(async () => {
  await server?.close();
  await database?.close();
});

/** A visitor without a session, who keeps no cookies. */
const visit = (path: string, headers: Record<string, string> = {}) =>
  fetch(server.url + path, { headers: { "accept-language": "en", ...headers }, redirect: "manual" });

async function cachedVisit(path: string): Promise<Response> {
  let response: Response | undefined;
  await vi.waitFor(async () => {
    response = await visit(path);
    expect(response.headers.get("x-cache")).toBe("HIT");
  });
  return response!;
}

describe(`the page cache on ${testDatabaseKind()}`, () => {
  it("serves a page again from the cache, the very bytes it rendered", async () => {
    const first = await visit("/news");
    expect(first.status).toBe(200);
    const firstHtml = await first.text();
    const second = await cachedVisit("/news");
    const secondHtml = await second.text();

    for (const response of [first, second]) {
      expect(response.headers.get("cache-control")).toBe(
        "public, max-age=0, s-maxage=60, stale-while-revalidate=300, stale-if-error=86400",
      );
    }
    expect(secondHtml).toBe(firstHtml);
    expect(secondHtml).toContain("Trade fair in Shenzhen");
  });

  it("sends a kept page with the very headers it was rendered with, but for its date, framing and X-Cache", async () => {
    for (const path of ["/solutions", "/api/solutions", "/"]) {
      const rendered = await visit(path);
      expect(rendered.headers.get("x-cache")).toBe("MISS");
      const kept = await cachedVisit(path);
      const headers = (response: Response) =>
        [...response.headers].filter(([name]) => !["date", "x-cache", "content-length", "transfer-encoding"].includes(name));
      expect(headers(kept)).toEqual(headers(rendered));
    }
  });

  it("answers 304 to a matching If-None-Match, whether from the cache or freshly rendered, and 200 otherwise", async () => {
    for (const path of ["/news", "/api/news", "/api/products"]) {
      const kept = await cachedVisit(path);
      const etag = kept.headers.get("etag")!;
      expect(etag).toMatch(/^W\/"/);
      const notModified = await visit(path, { "if-none-match": etag });
      expect(notModified.status).toBe(304);
      expect(await notModified.text()).toBe("");
      // The policy of every visitor's copy: the one the browser kept with its body.
      expect(notModified.headers.get("content-security-policy")).toBe(kept.headers.get("content-security-policy"));
      expect((await visit(path, { "if-none-match": 'W/"something-else"' })).status).toBe(200);
    }
    // A change elsewhere clears the cache; the products, unchanged, are rendered again with the same ETag.
    const productsEtag = (await cachedVisit("/api/products")).headers.get("etag")!;
    expect((await staff.put(`/api/news/${published.id}`, { excerpt: "Booth 12." })).status).toBe(200);
    const rendered = await visit("/api/products", { "if-none-match": productsEtag });
    expect(rendered.headers.get("x-cache")).toBe("MISS");
    expect(rendered.status).toBe(304);
  });

  it("shows a change made through the API to the very next anonymous visitor", async () => {
    await cachedVisit("/news");
    await cachedVisit(`/api/news/${published.slug}`);
    expect((await staff.put(`/api/news/${published.id}`, { title: "Trade fair in Hannover" })).status).toBe(200);
    const page = await visit("/news");
    expect(page.headers.get("x-cache")).toBe("MISS");
    expect(await page.text()).toContain("Trade fair in Hannover");
    expect(((await (await visit(`/api/news/${published.slug}`)).json()) as NewsArticle).title).toBe("Trade fair in Hannover");
  });

  it("keeps its pages as stale copies after an edit that leaves the article public, and drops them all when it is unpublished", async () => {
    const { cache } = server.pageCache;
    await cachedVisit("/news");
    await cachedVisit(`/news/${published.slug}`);
    expect((await staff.put(`/api/news/${published.id}`, { excerpt: "Three halls of access control." })).status).toBe(200);
    const keys = [...["/news", `/news/${published.slug}`]].map((path) => `http://|${new URL(server.url).host}${path}`);
    expect(keys.map((key) => cache.stale(key) !== undefined)).toEqual([true, true]);
    expect(await (await visit(`/news/${published.slug}`)).text()).toContain("Three halls of access control.");

    expect((await staff.put(`/api/news/${published.id}`, { status: "draft" })).status).toBe(200);
    expect(cache.size.entries).toBe(0);
    expect((await visit(`/news/${published.slug}`)).status).toBe(404);
    expect((await staff.put(`/api/news/${published.id}`, { status: "published" })).status).toBe(200);
  });

  it("reads the categories kept between changes again after a change, for pages the cache does not hold", async () => {
    const catalogue = (search: string) => visit(`/products?q=${search}`).then((response) => response.text());
    expect(await catalogue("before")).not.toContain("Vein scanners");
    expect((await staff.post("/api/categories", { name: "Vein scanners", slug: "vein-scanners" })).status).toBe(201);
    expect(await catalogue("after")).toContain("Vein scanners");
  });

  it("bypasses signed-in staff, and never gives what they see to a visitor", async () => {
    for (const path of ["/news", "/news/next-launch", "/api/news"]) {
      const staffView = await staff.get(path);
      expect(staffView.status).toBe(200);
      expect(staffView.headers.get("x-cache")).toBe("BYPASS");
      expect(staffView.text).toContain("Secret launch of the FR-900");
      expect(staffView.headers.get("cache-control")).toMatch(/no-store/);
    }
    expect(await (await visit("/news")).text()).not.toContain("Secret launch");
    expect(await (await visit("/api/news")).text()).not.toContain("Secret launch");
    const scheduled = await visit("/news/next-launch");
    expect(scheduled.status).toBe(404);
    expect(scheduled.headers.get("x-cache")).toBe("MISS");
  });

  it("bypasses requests that may change something, and a refused one clears nothing", async () => {
    await cachedVisit("/api/products");
    const refused = await fetch(`${server.url}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ username: "editor1", password: "wrong password" }),
    });
    expect(refused.status).toBe(401);
    expect(refused.headers.get("x-cache")).toBe("BYPASS");
    expect((await visit("/api/products")).headers.get("x-cache")).toBe("HIT");
  });

  it("keeps its pages through a visitor's inquiry: no page shows inquiries", async () => {
    await cachedVisit("/news");
    const inquiry = await fetch(`${server.url}/api/inquiries`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ type: "quote", name: "Lena Fischer", email: "lena@example.com" }),
    });
    expect(inquiry.status).toBe(201);
    expect(inquiry.headers.get("x-cache")).toBe("BYPASS");
    expect((await visit("/news")).headers.get("x-cache")).toBe("HIT");
  });

  it("still sends a first-time visitor whose browser asks for German from / to /de after / was cached", async () => {
    await cachedVisit("/");
    const german = await visit("/", { "accept-language": "de-DE,de;q=0.9,en;q=0.5" });
    expect(german.status).toBe(302);
    expect(german.headers.get("location")).toBe("/de");
    expect(german.headers.get("x-cache")).toBe("BYPASS");
    const remembered = await visit("/", { cookie: "biometrics-locale=de" });
    expect(remembered.status).toBe(302);
    expect(remembered.headers.get("location")).toBe("/de");
    // One who chose English stays, and gets the cached page.
    const english = await visit("/", { cookie: "biometrics-locale=en", "accept-language": "de" });
    expect(english.status).toBe(200);
    expect(english.headers.get("x-cache")).toBe("HIT");
    expect(english.headers.get("vary")).toMatch(/Cookie.*Accept-Language/);
  });
});

describe.runIf(testDatabaseKind() === "postgres")("two instances on one PostgreSQL database", () => {
  it("clear each other's page cache the moment a change is made, and again after a lost connection", async () => {
    const shared = await createPostgresTestDatabase();
    const env = { DATABASE_URL: shared.url, ADMIN_PASSWORD: "two-instances-password" };
    const first = await startServerProcess(env);
    const second = await startServerProcess(env).catch(async (error: unknown) => {
      await first.stop();
      throw error;
    });
    try {
      const admin = new ApiClient(first.url);
      expect((await admin.post("/api/auth/login", { username: "admin", password: env.ADMIN_PASSWORD })).status).toBe(200);
      const [demoArticle] = (await admin.get<NewsArticle[]>("/api/news")).body;
      const visitSecond = (path: string) => fetch(second.url + path, { headers: { "accept-language": "en" } });
      const expectChangeSeenBySecond = async (title: string) => {
        await vi.waitFor(async () => expect((await visitSecond("/news")).headers.get("x-cache")).toBe("HIT"), { timeout: 10_000 });
        expect((await admin.put(`/api/news/${demoArticle!.id}`, { title })).status).toBe(200);
        // The NOTIFY reaches the other instance's listening connection a few milliseconds after
        // the write's answer (its backend is woken on its own), so a request sent at once may
        // still get the kept page on a busy machine; within two seconds the page is rendered anew.
        await vi.waitFor(
          async () => {
            const page = await visitSecond("/news");
            expect(page.headers.get("x-cache")).toBe("MISS");
            expect(await page.text()).toContain(title);
          },
          { timeout: 2_000, interval: 10 },
        );
      };

      await expectChangeSeenBySecond("Changed through the first instance");

      // The listening connections are cut: each instance stops caching until it listens again.
      const client = new pg.Client({ connectionString: shared.url });
      await client.connect();
      await client.query(
        "select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query ilike 'listen%'",
      );
      await client.end();
      await vi.waitFor(() => expect(second.output()).toContain("not listening for changes from other instances"), { timeout: 10_000 });
      await expectChangeSeenBySecond("Changed after the reconnection");
    } finally {
      await Promise.all([first.stop(), second.stop()]);
      await shared.drop();
    }
  });
});
