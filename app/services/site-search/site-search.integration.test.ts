/**
 * The site search on both databases: ranking, typing mistakes, the visitor's language, the kinds
 * and their limits, bad input of `GET /api/search`, and the indexes its queries go through.
 */
import { sql, TransactionRollbackError } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { caseStudies, categories, newsArticles, products, resources, solutions } from "~/db/schema";
import type { SiteSearchAnswer } from "~/schemas/site-search/site-search";
import { expectFieldErrors, useCatalogueApi } from "../../../tests/support/kits/catalogue-test-kit";
import { searchQuery, searchSite, suggest } from "./site-search.server";
import { analyzeTables, measurePlan, type MeasuredPlan } from "../../../tests/support/checks/query-plan";

const api = useCatalogueApi();

beforeEach(async () => {
  const db = api.database.db;
  await db.delete(newsArticles);
  await db.delete(resources);
  const [category] = await db.insert(categories).values({ name: "Readers", slug: "readers" }).returning();
  const product = (name: string, productCode: string, description: string, extra: object = {}) => ({
    categoryId: category!.id,
    name,
    slug: productCode.toLowerCase(),
    productCode,
    description,
    ...extra,
  });
  await db.insert(products).values([
    product("Reader Mount Kit", "MK-10", "Bracket for a fingerprint reader on a gate."),
    product("Fingerprint Reader", "FP-200", "Optical sensor, 500 DPI.", {
      translations: { de: { name: "Fingerabdruckleser", description: "Optischer Sensor." } },
    }),
    product("Fingerprint Reader Outdoor", "FP-300", "IP65 housing."),
    product("Smart Lever Lock", "SL-500", "Bluetooth lock for offices.", {
      translations: { "zh-CN": { name: "智能把手锁", description: "适用于办公室的蓝牙门锁。" } },
    }),
  ]);
  const [solution] = await db
    .insert(solutions)
    .values({ name: "Smart Campus", slug: "smart-campus", description: "Gates and dormitories.", useCase: "Universities." })
    .returning();
  await db.insert(caseStudies).values([
    {
      title: "Campus gates",
      slug: "campus-gates",
      industry: "education",
      problem: "Queues",
      solution: "Face gates",
      results: "No queues",
      solutionId: solution!.id,
    },
    { title: "Campus vault", slug: "campus-vault", industry: "education", problem: "Keys", solution: "Locks", results: "Fewer keys" },
  ]);
  await db.insert(newsArticles).values([
    { title: "Fingerprint range renewed", slug: "fingerprint-range", excerpt: "New readers.", content: "Three readers." },
    {
      title: "Fingerprint preview",
      slug: "fingerprint-preview",
      excerpt: "Not yet.",
      content: "Coming.",
      publishedAt: new Date(Date.now() + 86_400_000),
    },
  ]);
  await db.insert(resources).values([
    { title: "Fingerprint SDK", type: "sdk", fileUrl: "/uploads/sdk.zip" },
    { title: "Fingerprint wiring guide", type: "documentation" },
  ]);
});

const titles = (hits: { title: string }[]) => hits.map((hit) => hit.title);
/** The download center's page of each resource by its title, under `prefix` ("/de"). */
const resourcePages = async (prefix = "") =>
  Object.fromEntries((await api.database.db.select().from(resources)).map(({ id, title }) => [title, `${prefix}/support/${id}`]));
const groupOf = async (q: string, kind: string, locale: "en" | "de" | "zh-CN" = "en") =>
  (await searchSite(api.database.db, q, { locale, limit: 10 })).find((group) => group.kind === kind)!;

describe("site search", () => {
  it("ranks the exact title first, then titles starting with the text, then titles holding it, then the body", async () => {
    const group = await groupOf("fingerprint reader", "product");
    expect(titles(group.hits)).toEqual(["Fingerprint Reader", "Fingerprint Reader Outdoor", "Reader Mount Kit"]);
    expect(group.total).toBe(3);
    expect(titles((await groupOf("FP-300", "product")).hits)[0]).toBe("Fingerprint Reader Outdoor");
  });

  it("reads a text's dashes and angle brackets as spaces: the words after a <script> are found, and a dashed id by its parts", async () => {
    await api.database.db.insert(products).values({
      categoryId: (await api.database.db.select({ id: categories.id }).from(categories).limit(1))[0]!.id,
      name: "Web Relay",
      slug: "wr-1",
      productCode: "WR-1",
      description: "Filters <script> tags from its web page; tamperproof housing, approval ETL-2026-4417.",
    });
    for (const text of ["tamperproof", "ETL-2026-4417"]) {
      expect(titles(await suggest(api.database.db, text, { locale: "en", limit: 5 })), text).toEqual(["Web Relay"]);
    }
  });

  it("reads a translation that lacks the title: the row is stored and found by the fields it has", async () => {
    await api.database.db.insert(products).values({
      categoryId: (await api.database.db.select({ id: categories.id }).from(categories).limit(1))[0]!.id,
      name: "Gate Reader",
      slug: "gate-reader",
      productCode: "GR-1",
      description: "A reader for turnstile lanes.",
      translations: { fr: { description: "Boîtier étanche pour les portillons." } },
    });
    expect(titles((await groupOf("portillons", "product")).hits)).toEqual(["Gate Reader"]);
  });

  it("finds titles despite a typing mistake", async () => {
    expect(titles((await groupOf("fingerprnt", "product")).hits)).toEqual(
      expect.arrayContaining(["Fingerprint Reader", "Fingerprint Reader Outdoor"]),
    );
    expect(titles((await groupOf("fingerprnt", "news")).hits)).toEqual(["Fingerprint range renewed"]);
  });

  it("matches and shows the visitor's language where translated, English elsewhere", async () => {
    const german = await groupOf("Fingerabdruck", "product", "de");
    expect(titles(german.hits)).toEqual(["Fingerabdruckleser"]);
    expect(german.hits[0]!.summary).toBe("Optischer Sensor.");
    expect(titles((await groupOf("Fingerabdruck", "product", "en")).hits)).toEqual(["Fingerprint Reader"]);
    expect(titles((await groupOf("fingerprint reader", "product", "de")).hits)).toContain("Fingerprint Reader Outdoor");
    expect(titles((await groupOf("智能把手锁", "product", "zh-CN")).hits)).toEqual(["智能把手锁"]);
  });

  it("finds only what the public site shows: published articles, case studies of a solution, with their links", async () => {
    const groups = await searchSite(api.database.db, "fingerprint", { locale: "de", limit: 10 });
    const byKind = Object.fromEntries(groups.map((group) => [group.kind, group]));
    expect(titles(byKind.news!.hits)).toEqual(["Fingerprint range renewed"]);
    // A download opens its page in the download center (decision 034), not its file.
    expect(byKind.resource!.hits.map((hit) => hit.href).sort()).toEqual(Object.values(await resourcePages()).sort());
    const campus = await groupOf("campus", "caseStudy");
    expect(campus.hits.map((hit) => [hit.title, hit.href])).toEqual([["Campus gates", "/solutions/smart-campus"]]);
  });

  it("pages and limits: one kind only, a window of it, suggestions across kinds", async () => {
    const groups = await searchSite(api.database.db, "fingerprint", { locale: "en", limit: 1, offset: 1, hitsFor: "product" });
    expect(groups.filter((group) => group.hits.length > 0).map((group) => group.kind)).toEqual(["product"]);
    expect(groups.find((group) => group.kind === "product")!.hits).toHaveLength(1);
    const suggestions = await suggest(api.database.db, "fingerprint reader", { locale: "en", limit: 2 });
    expect(titles(suggestions)).toEqual(["Fingerprint Reader", "Fingerprint Reader Outdoor"]);
  });

  it("finds nothing for an empty text, one without letters or digits, or one with a NUL character", async () => {
    for (const text of ["", "   ", "%_\\'", "fing\0erprint"]) {
      const groups = await searchSite(api.database.db, text, { locale: "en", limit: 10 });
      expect(groups.every((group) => group.total === 0 && group.hits.length === 0)).toBe(true);
    }
    expect(await suggest(api.database.db, "' or 1=1 --", { locale: "en", limit: 5 })).toEqual([]);
  });

  it("reads products through the search indexes, never by a sequential scan", async () => {
    // 500 more products that the search does not match, so that reading every product shows.
    const db = api.database.db;
    const [category] = await db.select().from(categories).limit(1);
    await db.execute(sql`insert into ${products} (category_id, name, slug, product_code, description)
      select ${category!.id}, 'Spare part ' || i, 'spare-part-' || i, 'SP-' || i, 'Spare part.' from generate_series(1, 500) as i`);
    await analyzeTables(db, ["products"]);
    // The published products' order indexes (decision 031) would serve a whole read of these few
    // rows as cheaply: they are dropped for the plan only (the transaction is rolled back).
    let plan: MeasuredPlan | undefined;
    await db
      .transaction(async (tx) => {
        await tx.execute(sql`set local enable_seqscan = off`);
        await tx.execute(sql`drop index products_published_newest_first_idx, products_published_category_newest_first_idx`);
        // The whole search as it runs: every kind's count and hits in one statement.
        plan = await measurePlan(
          tx,
          searchQuery(tx, "fingerprnt", () => ({ locale: "de", limit: 5, offset: 0 }))!,
        );
        tx.rollback();
      })
      .catch((error: unknown) => {
        if (!(error instanceof TransactionRollbackError)) throw error;
      });
    // The two products that match, found in the indexes and read for their hits: a few rows of the 504.
    expect(plan!.rowsRead("products"), plan!.text).toBeLessThanOrEqual(10);
  });
});

describe("GET /api/search", () => {
  it("answers suggestions in the visitor's language with links under its prefix", async () => {
    const response = await api.visitor.get<SiteSearchAnswer>("/api/search?q=fingerabdruck&lang=de&limit=3");
    expect(response.status).toBe(200);
    expect(response.body.results[0]).toMatchObject({ kind: "product", title: "Fingerabdruckleser", href: "/de/products/fp-200" });
    expect(response.body.results.length).toBeLessThanOrEqual(3);
  });

  it("suggests a download as its page in the download center, in the visitor's language", async () => {
    const response = await api.visitor.get<SiteSearchAnswer>("/api/search?q=wiring&lang=de");
    expect(response.status).toBe(200);
    const href = (await resourcePages("/de"))["Fingerprint wiring guide"];
    expect(response.body.results).toEqual([expect.objectContaining({ kind: "resource", title: "Fingerprint wiring guide", href })]);
  });

  it("answers an empty list for an empty or missing text", async () => {
    for (const path of ["/api/search", "/api/search?q=", "/api/search?q=%20%20"]) {
      const response = await api.visitor.get<SiteSearchAnswer>(path);
      expect(response.status).toBe(200);
      expect(response.body.results).toEqual([]);
    }
  });

  it("refuses bad input naming the field", async () => {
    expectFieldErrors(await api.visitor.get(`/api/search?q=${"x".repeat(101)}`), { q: "Search text must be at most 100 characters" });
    expectFieldErrors(await api.visitor.get("/api/search?q=lock&limit=11"), { limit: "Limit must be at most 10" });
    expectFieldErrors(await api.visitor.get("/api/search?q=lock&limit=two"), { limit: "Limit must be a number" });
    expectFieldErrors(await api.visitor.get("/api/search?q=lock&lang=xx"), {
      lang: "Language must be one of en, zh-CN, zh-TW, ar, es, fr, de, ja, ko, ru, pt",
    });
  });
});
