/**
 * The bulk seed (`npm run seed:bulk`) on both databases: the content in proportion to the
 * products, and resources kept as the download center keeps them (decision 034): one to three
 * versions, the newest one's release on the resource itself, linked to the run's products.
 */
import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { categories, products, resourceProducts, resources, resourceVersions } from "~/db/schema";
import { createTestDatabase } from "../../../tests/support/servers/test-database";
import { bulkCounts, seedBulkContent } from "./bulk-content.server";

let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.insert(categories).values({ name: "Readers", slug: "readers" });
});
afterAll(async () => {
  await database.close();
});

/** A resource's versions, newest release first: the first is its current version. */
const versionsOf = (resourceId: string) =>
  database.db.select().from(resourceVersions).where(eq(resourceVersions.resourceId, resourceId)).orderBy(desc(resourceVersions.releasedOn));
const release = ({ version, fileUrl, externalUrl, fileSize }: typeof resources.$inferSelect | typeof resourceVersions.$inferSelect) => ({
  version,
  fileUrl,
  externalUrl,
  fileSize,
});

describe("seedBulkContent", () => {
  it("adds products with resources that carry their versions and product links", async () => {
    const db = database.db;
    expect(await seedBulkContent(db, 150)).toEqual(bulkCounts(150));
    const productIds = new Set((await db.select({ id: products.id }).from(products)).map((product) => product.id));
    expect(productIds.size).toBe(150);

    const seeded = await db.select().from(resources);
    expect(seeded).toHaveLength(3);
    const versionCounts: number[] = [];
    for (const resource of seeded) {
      const versions = await versionsOf(resource.id);
      versionCounts.push(versions.length);
      expect(versions.map((version) => version.version)).toEqual([...new Set(versions.map((version) => version.version))]);
      expect(release(resource)).toEqual(release(versions[0]!));
      expect(resource.fileUrl).not.toBeNull();

      const links = await db.select().from(resourceProducts).where(eq(resourceProducts.resourceId, resource.id));
      expect(links.length).toBeGreaterThanOrEqual(1);
      expect(links.length).toBeLessThanOrEqual(2);
      for (const link of links) expect(productIds.has(link.productId)).toBe(true);
    }
    expect(versionCounts.sort()).toEqual([1, 2, 3]);
  });

  it("adds new rows on every run, with versions of their own", async () => {
    await seedBulkContent(database.db, 150);
    const seeded = await database.db.select().from(resources);
    expect(seeded).toHaveLength(6);
    for (const resource of seeded) expect((await versionsOf(resource.id)).length).toBeGreaterThan(0);
  });
});
