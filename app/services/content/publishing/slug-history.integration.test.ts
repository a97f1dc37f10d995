/**
 * Former slugs (decision 028), through the built application: an old address answers one 301 to
 * the item's current address (pages keep the language prefix and the query string, the API its
 * query string), whatever the number of renames; the live slug always wins, whether the item
 * came back to it or another item took it; deleting an item leaves a 404; a failed write
 * remembers nothing; the sitemap names current slugs only; and a page kept by the page cache is
 * not served for an address that has become a redirect.
 */
import { describe, expect, it, vi } from "vitest";
import { slugHistory } from "~/db/schema";
import { ApiClient } from "../../../../tests/support/kits/api-client";
import { useContentApi } from "../../../../tests/support/kits/content-test-kit";
import { testDatabaseKind } from "../../../../tests/support/servers/test-database";
import { startTestServer } from "../../../../tests/support/servers/test-server";

const api = useContentApi();

type Item = { id: string; slug: string };
type Kind = { name: string; path: string; page?: string; body(slug: string): Promise<object> };

let productCodes = 0;
const categoryId = async () => {
  const created = await api.staff.post<Item>("/api/categories", { name: `Readers ${productCodes}`, slug: `readers-${productCodes}` });
  return created.body.id;
};

const KINDS: Kind[] = [
  { name: "category", path: "/api/categories", body: async (slug) => ({ name: `Category ${slug}`, slug }) },
  {
    name: "product",
    path: "/api/products",
    page: "/products",
    body: async (slug) => ({
      categoryId: await categoryId(),
      name: `Terminal ${slug}`,
      slug,
      productCode: `AB-${(productCodes += 1)}`,
      description: "A face recognition terminal.",
    }),
  },
  {
    name: "solution",
    path: "/api/solutions",
    page: "/solutions",
    body: async (slug) => ({ name: `Solution ${slug}`, slug, description: "Access for a campus.", useCase: "Gates and doors." }),
  },
  {
    name: "news article",
    path: "/api/news",
    page: "/news",
    body: async (slug) => ({ title: `News ${slug}`, slug, excerpt: "In short.", content: "At length.", publishedAt: "2024-03-05" }),
  },
  {
    name: "case study",
    path: "/api/case-studies",
    body: async (slug) => ({
      title: `Case ${slug}`,
      slug,
      industry: "education",
      problem: "Queues.",
      solution: "Faces.",
      results: "None.",
    }),
  },
];
const PAGE_KINDS = KINDS.filter((kind) => kind.page !== undefined);
const [, PRODUCTS] = KINDS as [Kind, Kind];

async function create(kind: Kind, slug: string, client: ApiClient = api.staff): Promise<Item> {
  const created = await client.post<Item>(kind.path, await kind.body(slug));
  expect(created.status).toBe(201);
  return created.body;
}

async function rename(kind: Kind, item: Item, slug: string, client: ApiClient = api.staff): Promise<void> {
  const renamed = await client.put<Item>(`${kind.path}/${item.id}`, { slug });
  expect(renamed.status).toBe(200);
  expect(renamed.body.slug).toBe(slug);
}

/** The redirect a visitor gets at `path`: its status and Location. */
async function redirectOf(path: string, client: ApiClient = api.visitor) {
  const answer = await client.get(path);
  return { status: answer.status, location: answer.headers.get("location") };
}

const storedHistory = async () =>
  (await api.database.db.select({ kind: slugHistory.kind, slug: slugHistory.slug }).from(slugHistory)).sort((a, b) =>
    a.slug.localeCompare(b.slug),
  );

describe(`former slugs on ${testDatabaseKind()}`, () => {
  describe.each(PAGE_KINDS)("the $name page", (kind) => {
    it("answers 301 from each former slug straight to the current address, with the language prefix and the query string", async () => {
      const item = await create(kind, "first-name");
      await rename(kind, item, "second-name");
      await rename(kind, item, "third-name");

      for (const former of ["first-name", "second-name"]) {
        expect(await redirectOf(`${kind.page}/${former}`)).toEqual({ status: 301, location: `${kind.page}/third-name` });
        expect(await redirectOf(`/de${kind.page}/${former}?tab=downloads&ref=mail`)).toEqual({
          status: 301,
          location: `/de${kind.page}/third-name?tab=downloads&ref=mail`,
        });
      }
      expect((await api.visitor.get(`/zh-CN${kind.page}/third-name`)).status).toBe(200);
      expect((await api.visitor.get(`${kind.page}/never-was`)).status).toBe(404);
    });
  });

  describe.each(KINDS)("GET $path/{slug}", (kind) => {
    it("answers 301 with Location from a former slug, 200 at the current one and 404 for an unknown one", async () => {
      const item = await create(kind, "old-address");
      await rename(kind, item, "new-address");

      const moved = await api.visitor.get(`${kind.path}/old-address?lang=de`);
      expect(moved.status).toBe(301);
      expect(moved.headers.get("location")).toBe(`${kind.path}/new-address?lang=de`);
      expect(moved.body).toEqual({ message: 'Moved to "new-address"' });
      expect((await api.visitor.get<Item>(`${kind.path}/new-address`)).body.id).toBe(item.id);
      expect((await api.visitor.get(`${kind.path}/never-was`)).status).toBe(404);
    });
  });

  it("sends a catalogue link filtering by a category's former slug to the current one, keeping the other filters", async () => {
    const [categories] = KINDS as [Kind];
    const category = await create(categories, "face-readers");
    await rename(categories, category, "face-terminals");

    expect(await redirectOf("/de/products?q=fr&category=face-readers&page=2")).toEqual({
      status: 301,
      location: "/de/products?q=fr&category=face-terminals&page=2",
    });
    expect((await api.visitor.get("/products?category=face-terminals")).status).toBe(200);
    expect((await api.visitor.get("/products?category=never-was")).status).toBe(200);
  });

  it("lets a page's client-side navigation follow the redirect too", async () => {
    const item = await create(PRODUCTS, "fr-700");
    await rename(PRODUCTS, item, "fr-700-pro");
    const navigation = await api.visitor.get("/fr/products/fr-700.data");
    expect(navigation.text).toContain("/fr/products/fr-700-pro");
  });

  it("serves a slug the item has come back to, and the slug it left redirects to it", async () => {
    const item = await create(PRODUCTS, "alpha");
    await rename(PRODUCTS, item, "beta");
    await rename(PRODUCTS, item, "alpha");

    const page = await api.visitor.get("/products/alpha");
    expect(page.status).toBe(200);
    expect(page.text).toContain("Terminal alpha");
    expect(await redirectOf("/products/beta")).toEqual({ status: 301, location: "/products/alpha" });
    expect(await storedHistory()).toEqual([{ kind: "product", slug: "beta" }]);
  });

  it("gives a former slug to a new item that takes it: the live slug wins and the old redirect is dropped", async () => {
    const renamed = await create(PRODUCTS, "door-reader");
    await rename(PRODUCTS, renamed, "door-reader-v2");
    const newcomer = await create(PRODUCTS, "door-reader");

    expect((await api.visitor.get<Item>("/api/products/door-reader")).body.id).toBe(newcomer.id);
    expect((await api.visitor.get("/products/door-reader")).status).toBe(200);
    expect(await storedHistory()).toEqual([]);
    // Another item renamed onto a former slug takes it the same way.
    const other = await create(PRODUCTS, "gate-reader");
    await rename(PRODUCTS, renamed, "door-reader-v3");
    await rename(PRODUCTS, other, "door-reader-v2");
    expect((await api.visitor.get<Item>("/api/products/door-reader-v2")).body.id).toBe(other.id);
    expect(await redirectOf("/products/gate-reader")).toEqual({ status: 301, location: "/products/door-reader-v2" });
    expect(await storedHistory()).toEqual([{ kind: "product", slug: "gate-reader" }]);
  });

  it("keeps the same slug apart between kinds", async () => {
    const [product, solution] = [await create(PRODUCTS, "campus"), await create(KINDS[2]!, "campus")];
    await rename(PRODUCTS, product, "campus-terminal");
    expect(await redirectOf("/products/campus")).toEqual({ status: 301, location: "/products/campus-terminal" });
    expect((await api.visitor.get<Item>("/api/solutions/campus")).body.id).toBe(solution.id);
  });

  it.each(KINDS)("forgets the former slugs of a deleted $name: its old addresses answer 404", async (kind) => {
    const item = await create(kind, "short-lived");
    await rename(kind, item, "shorter-lived");
    expect((await api.staff.delete(`${kind.path}/${item.id}`)).status).toBe(204);

    expect((await api.visitor.get(`${kind.path}/short-lived`)).status).toBe(404);
    if (kind.page) expect((await api.visitor.get(`${kind.page}/short-lived`)).status).toBe(404);
    expect(await storedHistory()).toEqual([]);
  });

  it("remembers nothing when a rename is refused or the slug does not change", async () => {
    const first = await create(PRODUCTS, "first-terminal");
    await create(PRODUCTS, "second-terminal");
    expect((await api.staff.put(`/api/products/${first.id}`, { slug: "second-terminal" })).status).toBe(409);
    expect((await api.staff.put(`/api/products/${first.id}`, { slug: "first-terminal", name: "Renamed terminal" })).status).toBe(200);
    expect((await api.staff.put(`/api/products/${first.id}`, { priceRange: "$100" })).status).toBe(200);

    expect((await api.visitor.get("/products/first-terminal")).status).toBe(200);
    expect(await storedHistory()).toEqual([]);
  });

  it("does not give away the new slug of an article that is not published yet", async () => {
    const [news] = PAGE_KINDS.filter((kind) => kind.path === "/api/news") as [Kind];
    const article = await create(news, "launch-teaser");
    expect((await api.staff.put(`/api/news/${article.id}`, { slug: "fr-900-launch", publishedAt: "2999-01-01" })).status).toBe(200);

    expect((await api.visitor.get("/news/launch-teaser")).status).toBe(404);
    expect((await api.visitor.get("/api/news/launch-teaser")).status).toBe(404);
    expect(await redirectOf("/api/news/launch-teaser", api.staff)).toEqual({ status: 301, location: "/api/news/fr-900-launch" });
  });

  it("lists only current slugs in the sitemap", async () => {
    const item = await create(PRODUCTS, "old-sitemap-entry");
    await rename(PRODUCTS, item, "new-sitemap-entry");
    const sitemap = await api.visitor.get("/sitemap.xml");
    expect(sitemap.text).toContain("/products/new-sitemap-entry</loc>");
    expect(sitemap.text).not.toContain("old-sitemap-entry");
  });

  it("stops serving a cached page at the old address once the slug changes (the page cache is on)", async () => {
    const cachedServer = await startTestServer(api.database, { PAGE_CACHE: "on" });
    try {
      const [staff, visitor] = [new ApiClient(cachedServer.url), new ApiClient(cachedServer.url)];
      staff.sessionCookie = api.staff.sessionCookie;
      const item = await create(PRODUCTS, "cached-terminal", staff);
      // On PostgreSQL the cache keeps nothing until the server's LISTEN connection is up.
      await vi.waitFor(async () => expect((await visitor.get("/products/cached-terminal")).headers.get("x-cache")).toBe("HIT"), {
        timeout: 20_000,
        interval: 200,
      });

      await rename(PRODUCTS, item, "renamed-terminal", staff);
      expect(await redirectOf("/products/cached-terminal", visitor)).toEqual({ status: 301, location: "/products/renamed-terminal" });
      expect((await visitor.get("/products/renamed-terminal")).status).toBe(200);
    } finally {
      await cachedServer.close();
    }
  });
});
