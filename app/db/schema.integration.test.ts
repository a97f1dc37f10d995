import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { adminUsers, caseStudies, categories, companyInfo, inquiries, newsArticles, products, resources, solutions } from "~/db/schema";
import { createTestDatabase } from "../../tests/support/servers/test-database";

/** PostgreSQL's SQLSTATE codes for the constraint violations the schema must raise. */
const UNIQUE_VIOLATION = { cause: { code: "23505" } };
const FOREIGN_KEY_VIOLATION = { cause: { code: "23503" } };
const CHECK_VIOLATION = { cause: { code: "23514" } };
const NOT_NULL_VIOLATION = { cause: { code: "23502" } };

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());
beforeEach(async () => {
  await database.db.execute(
    sql`truncate ${categories}, ${products}, ${solutions}, ${caseStudies}, ${resources}, ${inquiries}, ${newsArticles}, ${companyInfo}, ${adminUsers} cascade`,
  );
});

async function aCategory(slug = "facial-recognition") {
  const [category] = await database.db.insert(categories).values({ name: "Facial Recognition", slug }).returning();
  return category!;
}

function aProduct(categoryId: string, suffix = "1") {
  return {
    categoryId,
    name: `Terminal ${suffix}`,
    slug: `terminal-${suffix}`,
    productCode: `FR-${suffix}`,
    description: "A face recognition terminal.",
  };
}

describe("the database itself refuses", () => {
  it("a duplicate slug", async () => {
    await aCategory("locks");
    await expect(database.db.insert(categories).values({ name: "Again", slug: "locks" })).rejects.toMatchObject(UNIQUE_VIOLATION);
  });

  it("a duplicate product code", async () => {
    const category = await aCategory();
    await database.db.insert(products).values(aProduct(category.id, "1"));
    await expect(database.db.insert(products).values({ ...aProduct(category.id, "2"), productCode: "FR-1" })).rejects.toMatchObject(
      UNIQUE_VIOLATION,
    );
  });

  it("a product whose category does not exist", async () => {
    await expect(database.db.insert(products).values(aProduct("00000000-0000-4000-8000-000000000000"))).rejects.toMatchObject(
      FOREIGN_KEY_VIOLATION,
    );
  });

  it("an unknown inquiry status", async () => {
    await expect(
      database.db.execute(sql`insert into inquiries (type, name, email, status) values ('quote', 'Ana', 'ana@example.com', 'new')`),
    ).rejects.toMatchObject(CHECK_VIOLATION);
  });

  it.each([
    ["inquiry type", sql`insert into inquiries (type, name, email) values ('spam', 'Ana', 'ana@example.com')`],
    ["news category", sql`insert into news_articles (title, slug, category, excerpt, content) values ('T', 't', 'gossip', 'E', 'C')`],
    ["resource type", sql`insert into resources (title, type) values ('R', 'video')`],
    ["company section", sql`insert into company_info (section) values ('history')`],
    ["user role", sql`insert into admin_users (username, password_hash, email, role) values ('u', 'h', 'u@example.com', 'owner')`],
    [
      "product rating",
      sql`insert into products (category_id, name, slug, product_code, description, rating) select id, 'N', 'n', 'C', 'D', 6 from categories`,
    ],
  ])("an unknown %s", async (_name, statement) => {
    await aCategory();
    await expect(database.db.execute(statement)).rejects.toMatchObject(CHECK_VIOLATION);
  });

  it("a missing required field", async () => {
    await expect(database.db.execute(sql`insert into categories (slug) values ('no-name')`)).rejects.toMatchObject(NOT_NULL_VIOLATION);
  });

  it("a duplicate username, e-mail or company section", async () => {
    const user = { username: "ana", email: "ana@example.com", passwordHash: "x" };
    await database.db.insert(adminUsers).values(user);
    await expect(database.db.insert(adminUsers).values({ ...user, email: "other@example.com" })).rejects.toMatchObject(UNIQUE_VIOLATION);
    await expect(database.db.insert(adminUsers).values({ ...user, username: "other" })).rejects.toMatchObject(UNIQUE_VIOLATION);
    await database.db.insert(companyInfo).values({ section: "about" });
    await expect(database.db.insert(companyInfo).values({ section: "about" })).rejects.toMatchObject(UNIQUE_VIOLATION);
  });
});

describe("deleting follows the specification's rules", () => {
  it("deletes a category's products with it", async () => {
    const category = await aCategory();
    await database.db.insert(products).values(aProduct(category.id));
    await database.db.delete(categories).where(eq(categories.id, category.id));
    expect(await database.db.select().from(products)).toEqual([]);
  });

  it("clears a resource's category and a case study's solution instead of deleting them", async () => {
    const category = await aCategory();
    const [resource] = await database.db.insert(resources).values({ title: "SDK", categoryId: category.id }).returning();
    const [solution] = await database.db
      .insert(solutions)
      .values({ name: "Campus", slug: "campus", description: "D", useCase: "U" })
      .returning();
    const [caseStudy] = await database.db
      .insert(caseStudies)
      .values({ title: "T", slug: "t", industry: "I", problem: "P", solution: "S", results: "R", solutionId: solution!.id })
      .returning();

    await database.db.delete(categories);
    await database.db.delete(solutions);

    const [keptResource] = await database.db.select().from(resources).where(eq(resources.id, resource!.id));
    const [keptCaseStudy] = await database.db.select().from(caseStudies).where(eq(caseStudies.id, caseStudy!.id));
    expect(keptResource?.categoryId).toBeNull();
    expect(keptCaseStudy?.solutionId).toBeNull();
  });
});

describe("specifications", () => {
  it("keep their rows in the order they were entered", async () => {
    const category = await aCategory();
    const specifications = { "Face capacity": "50,000", Display: '8" IPS', "IP rating": "IP65", Camera: "2 MP" };
    await database.db.insert(products).values({ ...aProduct(category.id), specifications });
    const [product] = await database.db.select().from(products);
    expect(Object.keys(product!.specifications)).toEqual(["Face capacity", "Display", "IP rating", "Camera"]);
  });
});

describe("defaults", () => {
  it("stores a new inquiry as pending, a new user as editor and empty lists as empty", async () => {
    const [inquiry] = await database.db.insert(inquiries).values({ type: "quote", name: "Ana", email: "ana@example.com" }).returning();
    const [user] = await database.db.insert(adminUsers).values({ username: "ed", email: "ed@example.com", passwordHash: "x" }).returning();
    const category = await aCategory();
    const [product] = await database.db.insert(products).values(aProduct(category.id)).returning();

    expect(inquiry).toMatchObject({ status: "pending", productIds: [] });
    expect(user?.role).toBe("editor");
    expect(product).toMatchObject({
      rating: 5,
      isFeatured: false,
      features: [],
      imageGallery: [],
      specifications: {},
      certification: [],
    });
  });
});
