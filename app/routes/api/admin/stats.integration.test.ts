import { describe, expect, it } from "vitest";
import { caseStudies, categories, inquiries, newsArticles, products, resources, solutions } from "~/db/schema";
import { useContentApi } from "../../../../tests/support/kits/content-test-kit";

const api = useContentApi();

describe("GET /api/admin/stats", () => {
  it("counts each kind of content, and the inquiries that are not spam", async () => {
    const { db } = api.database;
    const [category] = await db
      .insert(categories)
      .values([
        { name: "Face", slug: "face" },
        { name: "Locks", slug: "locks" },
      ])
      .returning();
    await db
      .insert(products)
      .values({ categoryId: category!.id, name: "FR-500", slug: "fr-500", productCode: "FR500", description: "Face terminal" });
    const [solution] = await db.insert(solutions).values({ name: "Offices", slug: "offices", description: "d", useCase: "u" }).returning();
    await db
      .insert(caseStudies)
      .values({ title: "HQ", slug: "hq", industry: "i", problem: "p", solution: "s", results: "r", solutionId: solution!.id });
    await db.insert(resources).values([
      { title: "SDK", type: "sdk" },
      { title: "App", type: "app" },
      { title: "Guide", type: "tutorial" },
    ]);
    await db.insert(newsArticles).values({ title: "News", slug: "news", excerpt: "e", content: "c" });
    const contact = { type: "quote", name: "Ann", email: "ann@example.com" } as const;
    await db
      .insert(inquiries)
      .values([contact, { ...contact, status: "processing" }, { ...contact, status: "success" }, { ...contact, isSpam: true }]);

    const response = await api.staff.get("/api/admin/stats");
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      products: 1,
      categories: 2,
      solutions: 1,
      resources: 3,
      newsArticles: 1,
      caseStudies: 1,
      inquiries: 3,
      newInquiries: 1,
    });
  });

  it("needs a signed-in staff member", async () => {
    const response = await api.visitor.get("/api/admin/stats");
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ message: "Sign in to continue" });
  });
});
