import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import type { NewsArticle } from "~/services/content/news-article.server";
import { expectFieldErrors, expectUnknownIdsNotFound, expectWritesNeedSession } from "../../../../tests/support/kits/catalogue-test-kit";
import { useContentApi } from "../../../../tests/support/kits/content-test-kit";

const api = useContentApi();

const DAY = 24 * 60 * 60 * 1000;
const isoDate = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY).toISOString().slice(0, 10);

const launch = {
  title: "FR-500 launch",
  slug: "fr-500-launch",
  category: "product_launch",
  excerpt: "Our new face terminal.",
  content: "The FR-500 recognises 50,000 faces.",
  publishedAt: isoDate(-10),
};

async function createArticle(body: object = launch): Promise<NewsArticle> {
  const response = await api.staff.post<NewsArticle>("/api/news", body);
  expect(response.status).toBe(201);
  return response.body;
}

describe("GET /api/news", () => {
  it("lists published articles newest first, with the total in X-Total-Count", async () => {
    await createArticle({ ...launch, slug: "oldest", publishedAt: isoDate(-30) });
    await createArticle({ ...launch, slug: "newest", publishedAt: isoDate(-1) });
    await createArticle({ ...launch, slug: "middle", publishedAt: isoDate(-7) });
    const response = await api.visitor.get<NewsArticle[]>("/api/news");
    expect(response.status).toBe(200);
    expect(response.body.map((article) => article.slug)).toEqual(["newest", "middle", "oldest"]);
    expect(response.headers.get("x-total-count")).toBe("3");
  });

  it("pages with limit and offset and filters by category", async () => {
    for (const [slug, category, days] of [
      ["a", "news", -1],
      ["b", "exhibition", -2],
      ["c", "news", -3],
      ["d", "news", -4],
    ] as const) {
      await createArticle({ ...launch, slug, category, publishedAt: isoDate(days) });
    }
    const page = await api.visitor.get<NewsArticle[]>("/api/news?category=news&limit=2&offset=1");
    expect(page.body.map((article) => article.slug)).toEqual(["c", "d"]);
    expect(page.headers.get("x-total-count")).toBe("3");
    const wrong = await api.visitor.get("/api/news?category=gossip&limit=0");
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ fields: { category: expect.any(String), limit: "Limit must be at least 1" } });
  });

  it("hides an article dated in the future from the public, but shows it to staff", async () => {
    await createArticle({ ...launch, slug: "published" });
    await createArticle({ ...launch, slug: "scheduled", publishedAt: new Date(Date.now() + 60_000).toISOString() });

    const publicList = await api.visitor.get<NewsArticle[]>("/api/news");
    expect(publicList.body.map((article) => article.slug)).toEqual(["published"]);
    expect(publicList.headers.get("x-total-count")).toBe("1");
    expect((await api.visitor.get("/api/news/scheduled")).status).toBe(404);

    const staffList = await api.staff.get<NewsArticle[]>("/api/news");
    expect(staffList.body.map((article) => article.slug)).toEqual(["scheduled", "published"]);
    expect(staffList.headers.get("cache-control")).toBe("no-store");
    expect((await api.staff.get("/api/news/scheduled")).status).toBe(200);
  });
});

describe("GET /api/news/{slug}", () => {
  it("answers one article by its slug, and 404 JSON for an unknown slug", async () => {
    const created = await createArticle();
    const response = await api.visitor.get<NewsArticle>("/api/news/fr-500-launch");
    expect(response.status).toBe(200);
    expect(response.body).toEqual(created);
    for (const slug of ["no-such-article", "%00", "Not%20a%20slug"]) {
      const missing = await api.visitor.get(`/api/news/${slug}`);
      expect(missing.status).toBe(404);
      expect(missing.body).toEqual({ message: "News article not found" });
    }
  });
});

describe("POST /api/news", () => {
  it("creates an article with every field, and the database's defaults for those left out", async () => {
    const productId = randomUUID();
    const full = await createArticle({
      ...launch,
      heroImageUrl: "/uploads/fr500.webp",
      imageGallery: ["https://cdn.example.com/1.webp"],
      author: "Product Team",
      tags: [" face ", "", "launch"],
      relatedProductIds: [productId],
      isFeatured: true,
      publishedAt: "2025-03-01T09:30:00+02:00",
      id: randomUUID(),
      createdAt: "2000-01-01",
    });
    expect(full).toMatchObject({
      heroImageUrl: "/uploads/fr500.webp",
      imageGallery: ["https://cdn.example.com/1.webp"],
      author: "Product Team",
      tags: ["face", "launch"],
      relatedProductIds: [productId],
      isFeatured: true,
      publishedAt: "2025-03-01T07:30:00.000Z",
    });
    expect(full.createdAt).not.toContain("2000");

    const minimal = await createArticle({ title: "Minimal", slug: "minimal", excerpt: "Short.", content: "Body.", author: "" });
    expect(minimal).toMatchObject({
      category: "news",
      author: "Editorial Team",
      tags: [],
      imageGallery: [],
      isFeatured: false,
      heroImageUrl: null,
    });
    expect(Date.now() - new Date(minimal.publishedAt).getTime()).toBeLessThan(60_000);
  });

  it("stores a date as midnight UTC of that day", async () => {
    expect((await createArticle({ ...launch, publishedAt: "2025-01-31" })).publishedAt).toBe("2025-01-31T00:00:00.000Z");
  });

  it("names every invalid field", async () => {
    const response = await api.staff.post("/api/news", {
      slug: "Not A Slug",
      category: "gossip",
      excerpt: 5,
      content: "x".repeat(50_001),
      heroImageUrl: "javascript:alert(1)",
      tags: "one,two",
      relatedProductIds: ["1"],
      isFeatured: "yes",
      publishedAt: "31/01/2025",
    });
    expectFieldErrors(response, {
      title: "Title is required",
      slug: "Use lower-case letters, digits and single hyphens",
      category: "Choose one of news, product_launch, exhibition, industry_insight",
      excerpt: "Excerpt is required",
      content: "Content must be at most 50000 characters",
      heroImageUrl: "Hero image URL must be an http(s) address or a path starting with /",
      tags: "tag must be a list",
      "relatedProductIds.0": "Related product must be a valid id",
      isFeatured: "Featured must be true or false",
      publishedAt: "Published date must be a date such as 2025-01-31",
    });
  });

  it("refuses an impossible date", async () => {
    expectFieldErrors(await api.staff.post("/api/news", { ...launch, publishedAt: "2025-02-30" }), {
      publishedAt: "Published date must be a date such as 2025-01-31",
    });
  });

  it("answers 409 naming the slug when it is taken", async () => {
    await createArticle();
    const response = await api.staff.post("/api/news", launch);
    expect(response.status).toBe(409);
    expect(response.body).toEqual({ message: "This slug is already in use", fields: { slug: "This slug is already in use" } });
  });
});

describe("PUT and DELETE /api/news/{id}", () => {
  it("changes only the fields sent", async () => {
    const article = await createArticle({ ...launch, tags: ["face"] });
    const response = await api.staff.put<NewsArticle>(`/api/news/${article.id}`, { title: "FR-500 is here", isFeatured: true });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      title: "FR-500 is here",
      isFeatured: true,
      slug: launch.slug,
      tags: ["face"],
      content: launch.content,
    });
    expect(new Date(response.body.updatedAt).getTime()).toBeGreaterThanOrEqual(new Date(article.updatedAt).getTime());
    expect((await api.staff.put(`/api/news/${article.id}`, {})).body).toEqual(response.body);
  });

  it("answers 409 when the new slug belongs to another article", async () => {
    await createArticle();
    const other = await createArticle({ ...launch, slug: "other" });
    expect((await api.staff.put(`/api/news/${other.id}`, { slug: launch.slug })).status).toBe(409);
  });

  it("deletes an article", async () => {
    const article = await createArticle();
    const deleted = await api.staff.delete(`/api/news/${article.id}`);
    expect(deleted.status).toBe(204);
    expect(deleted.text).toBe("");
    expect((await api.visitor.get(`/api/news/${article.slug}`)).status).toBe(404);
  });

  it("answers 404 for an id that names no article", async () => {
    await expectUnknownIdsNotFound(api, "/api/news", { title: "x" }, "News article not found");
  });

  it("needs a signed-in staff member to write", async () => {
    const article = await createArticle();
    await expectWritesNeedSession(api, "/api/news", article.id, launch);
    expect((await api.visitor.get<NewsArticle>(`/api/news/${article.slug}`)).body.title).toBe(launch.title);
  });
});
