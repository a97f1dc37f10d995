import { count, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import {
  adminUsers,
  categories,
  companyInfo,
  heroSlides,
  newsArticles,
  productRelations,
  products,
  resources,
  solutions,
} from "~/db/schema";
import { seedDemoContent } from "~/db/seed/seed-demo-content.server";
import { verifyPassword } from "~/lib/server/password.server";
import { createTestDatabase } from "../../tests/support/servers/test-database";
import { temporaryFileStorage } from "../../tests/support/servers/temporary-storage";
import { bootstrapDatabase } from "./bootstrap.server";

let database: DatabaseHandle;
const { storage, remove } = temporaryFileStorage();
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
  remove();
});
beforeEach(async () => {
  await database.db.execute(
    sql`truncate ${adminUsers}, ${categories}, ${solutions}, ${heroSlides}, ${resources}, ${newsArticles}, ${companyInfo} cascade`,
  );
});

const admin = { username: "admin", email: "admin@example.com" };

async function rowCounts() {
  const tables = { categories, products, solutions, news: newsArticles, resources, heroSlides, companyInfo };
  const entries = await Promise.all(
    Object.entries(tables).map(async ([name, table]) => {
      const [row] = await database.db.select({ total: count() }).from(table);
      return [name, row!.total] as const;
    }),
  );
  return Object.fromEntries(entries);
}

describe("bootstrapDatabase", () => {
  it("creates an admin with a generated argon2id-hashed password and the demo content on first start", async () => {
    const result = await bootstrapDatabase(database.db, { admin: { ...admin, password: undefined }, seedDemoContent: true, storage });
    if (!result.firstStart) throw new Error("expected a first start");
    expect(result.passwordWasGenerated).toBe(true);
    expect(result.password).toMatch(/^[\w-]{24}$/);

    const [user] = await database.db.select().from(adminUsers);
    expect(user).toMatchObject({ username: "admin", email: "admin@example.com", role: "admin" });
    expect(user!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(user!.passwordHash, result.password)).toBe(true);

    expect(await rowCounts()).toEqual({
      categories: 5,
      products: 4,
      solutions: 2,
      news: 3,
      resources: 4,
      heroSlides: 4,
      companyInfo: 3,
    });
  });

  it("uses ADMIN_PASSWORD when given and does nothing once an admin exists", async () => {
    const options = { admin: { ...admin, password: "chosen-password-123" }, seedDemoContent: false, storage };
    const first = await bootstrapDatabase(database.db, options);
    expect(first).toMatchObject({ firstStart: true, passwordWasGenerated: false, seeded: false });
    expect(await bootstrapDatabase(database.db, options)).toEqual({ firstStart: false });
    const [user] = await database.db.select().from(adminUsers);
    expect(await verifyPassword(user!.passwordHash, "chosen-password-123")).toBe(true);
    expect((await rowCounts()).products).toBe(0);
  });

  it("bootstraps once when two instances start at the same moment", async () => {
    const options = { admin: { ...admin, password: undefined }, seedDemoContent: true, storage };
    const results = await Promise.all([bootstrapDatabase(database.db, options), bootstrapDatabase(database.db, options)]);
    expect(results.filter((result) => result.firstStart)).toHaveLength(1);
    expect(await database.db.select().from(adminUsers)).toHaveLength(1);
    expect((await rowCounts()).products).toBe(4);
  });
});

describe("seedDemoContent", () => {
  it("replaces the demo content when run again, without duplicates, and leaves staff content alone", async () => {
    const counts = await database.db.transaction((tx) => seedDemoContent(tx, storage));
    expect(counts).toEqual({ categories: 5, products: 4, solutions: 2, news: 3, resources: 4 });
    const [category] = await database.db.select().from(categories).limit(1);
    await database.db.insert(products).values({
      categoryId: category!.id,
      name: "Staff product",
      slug: "staff-product",
      productCode: "STAFF-1",
      description: "Added by staff.",
    });

    await database.db.transaction((tx) => seedDemoContent(tx, storage));
    expect(await rowCounts()).toMatchObject({ categories: 5, products: 5, solutions: 2, news: 3, resources: 4, heroSlides: 4 });
    // The demo relations (decision 058) once each.
    expect(await database.db.select({ type: productRelations.type }).from(productRelations)).toHaveLength(3);
  });
});
