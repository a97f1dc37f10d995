/**
 * The paged lists of the news, support and solutions pages (decision 024): windows that never
 * overlap, totals counted by the database, the filters applied before paging, and the news page's
 * top story kept out of its grid.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { newsArticles, resources, solutions } from "~/db/schema";
import { createTestDatabase } from "../../../tests/support/servers/test-database";
import { listNewsPage } from "./news-article.server";
import { listResourcePage } from "./downloads/download-center.server";
import { listSolutionPage } from "./solution.server";

let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});
beforeEach(async () => {
  await Promise.all([database.db.delete(newsArticles), database.db.delete(resources), database.db.delete(solutions)]);
});

const DAY = 24 * 60 * 60 * 1000;
/** A date `days` days after 1 January 2025; the larger, the newer. */
const day = (days: number) => new Date(Date.UTC(2025, 0, 1) + days * DAY);
const PUBLIC = { includeUnpublished: false };

describe("the news page", () => {
  /** Article n is published on day n: the highest number is the newest. */
  const article = (n: number, fields: Partial<typeof newsArticles.$inferInsert> = {}) => ({
    title: `Article ${n}`,
    slug: `article-${n}`,
    excerpt: `Excerpt ${n}`,
    content: `Body of article ${n}`,
    category: "news" as const,
    publishedAt: day(n),
    ...fields,
  });

  it("pages the articles newest first with the total, the top story first and outside the grid", async () => {
    await database.db
      .insert(newsArticles)
      .values([
        ...Array.from({ length: 12 }, (_, index) => article(index + 1)),
        article(13, { isFeatured: true }),
        article(14, { isFeatured: true }),
      ]);
    const first = await listNewsPage(database.db, { limit: 5, offset: 0 }, PUBLIC);
    expect(first.featured?.title, "the newest featured article is the top story").toBe("Article 14");
    expect(first.rows.map((row) => row.title)).toEqual(["Article 13", "Article 12", "Article 11", "Article 10", "Article 9"]);
    expect(first.total, "every article but the top story").toBe(13);
    expect(first.rows[0], "cards only: no article body").not.toHaveProperty("content");

    const last = await listNewsPage(database.db, { limit: 5, offset: 10 }, PUBLIC);
    expect(last.rows.map((row) => row.title)).toEqual(["Article 3", "Article 2", "Article 1"]);
    expect(last.featured, "the top story heads the first page only").toBeNull();
    expect(last.total).toBe(13);
  });

  it("filters by category before paging; the top story shows under its own category only, and never in a grid", async () => {
    await database.db
      .insert(newsArticles)
      .values([
        article(1, { category: "exhibition" }),
        article(2, { category: "exhibition" }),
        article(3, { category: "product_launch" }),
        article(4, { category: "exhibition", isFeatured: true }),
        article(5, { category: "exhibition" }),
      ]);
    const exhibitions = await listNewsPage(database.db, { category: "exhibition", limit: 2, offset: 0 }, PUBLIC);
    expect(exhibitions.featured?.title).toBe("Article 4");
    expect(exhibitions.rows.map((row) => row.title)).toEqual(["Article 5", "Article 2"]);
    expect(exhibitions.total).toBe(3);

    const launches = await listNewsPage(database.db, { category: "product_launch", limit: 2, offset: 0 }, PUBLIC);
    expect(launches.featured).toBeNull();
    expect(launches.rows.map((row) => row.title)).toEqual(["Article 3"]);
    expect(launches.total).toBe(1);

    const insights = await listNewsPage(database.db, { category: "industry_insight", limit: 2, offset: 0 }, PUBLIC);
    expect(insights).toEqual({ featured: null, rows: [], total: 0 });
  });

  it("leaves articles dated ahead out for the public, featured or not, and lists them for staff", async () => {
    const future = new Date(Date.now() + 10 * DAY);
    await database.db
      .insert(newsArticles)
      .values([article(1), article(2, { isFeatured: true }), article(3, { publishedAt: future, isFeatured: true })]);
    const visitor = await listNewsPage(database.db, { limit: 12, offset: 0 }, PUBLIC);
    expect(visitor.featured?.title).toBe("Article 2");
    expect(visitor.rows.map((row) => row.title)).toEqual(["Article 1"]);
    expect(visitor.total).toBe(1);

    const staff = await listNewsPage(database.db, { limit: 12, offset: 0 }, { includeUnpublished: true });
    expect(staff.featured?.title).toBe("Article 3");
    expect(staff.rows.map((row) => row.title)).toEqual(["Article 2", "Article 1"]);
  });
});

describe("the support page", () => {
  it("pages the resources newest first, all types or one, with the total", async () => {
    const types = ["sdk", "app", "sdk", "firmware", "sdk", "sdk"] as const;
    await database.db
      .insert(resources)
      .values(types.map((type, index) => ({ title: `Resource ${index + 1}`, type, createdAt: day(index + 1) })));
    const all = await listResourcePage(database.db, { limit: 4, offset: 4 });
    expect(all.rows.map((row) => row.title)).toEqual(["Resource 2", "Resource 1"]);
    expect(all.total).toBe(6);

    const sdks = await listResourcePage(database.db, { type: "sdk", limit: 3, offset: 0 });
    expect(sdks.rows.map((row) => row.title)).toEqual(["Resource 6", "Resource 5", "Resource 3"]);
    expect(sdks.total).toBe(4);
    const more = await listResourcePage(database.db, { type: "sdk", limit: 3, offset: 3 });
    expect(more.rows.map((row) => row.title)).toEqual(["Resource 1"]);

    expect(await listResourcePage(database.db, { type: "tutorial", limit: 3, offset: 0 })).toEqual({ rows: [], total: 0 });
  });
});

describe("the solutions page", () => {
  it("pages the solutions newest first, then by name, of one industry or all, with the total", async () => {
    const industries = [["education"], ["corporate"], ["education", "government"], ["residential"], ["education"]];
    await database.db.insert(solutions).values([
      ...industries.map((industry, index) => ({
        name: `Solution ${index + 1}`,
        slug: `solution-${index + 1}`,
        description: "A solution",
        useCase: "A use case",
        industry,
        createdAt: day(index + 1),
      })),
      // Created together with Solution 5: the name orders them.
      {
        name: "A solution 5",
        slug: "a-solution-5",
        description: "A solution",
        useCase: "A use case",
        industry: ["corporate"],
        createdAt: day(5),
      },
    ]);
    const first = await listSolutionPage(database.db, { industry: null, limit: 4, offset: 0 });
    expect(first.rows.map((row) => row.name)).toEqual(["A solution 5", "Solution 5", "Solution 4", "Solution 3"]);
    expect(first.total).toBe(6);
    expect(first.rows[0], "cards only").not.toHaveProperty("useCase");

    const education = await listSolutionPage(database.db, { industry: "education", limit: 2, offset: 2 });
    expect(education.rows.map((row) => row.name)).toEqual(["Solution 1"]);
    expect(education.total).toBe(3);

    expect(await listSolutionPage(database.db, { industry: "hospitality", limit: 2, offset: 0 })).toEqual({ rows: [], total: 0 });
    expect(await listSolutionPage(database.db, { industry: "bad\0text", limit: 2, offset: 0 })).toEqual({ rows: [], total: 0 });
  });
});
