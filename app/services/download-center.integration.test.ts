/**
 * The public download center (decision 034): the support page's filters (type, product by slug,
 * platform family, words and typing mistakes) applied before paging, the products it offers as
 * choices (published ones with downloads), a resource's page with its version history, and a
 * product page's downloads.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { categories, products, resourceProducts, resources, resourceVersions } from "~/db/schema";
import { createSampleProducts } from "../../tests/support/sample-products";
import { createTestDatabase } from "../../tests/support/test-database";
import { findDownload, listResourcePage, productDownloads, productsWithDownloads, type DownloadFilters } from "./download-center.server";
import { prepareSearchText } from "./site-search/site-search.server";

let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});
beforeEach(async () => {
  await Promise.all([database.db.delete(resources), database.db.delete(categories)]);
});

const DAY = 24 * 60 * 60 * 1000;
const day = (days: number) => new Date(Date.UTC(2025, 0, 1) + days * DAY);

/** Three products (the last a draft) and four resources linked to them, newest last. */
async function seedCenter() {
  const { db } = database;
  const [reader, lock, prototype] = await createSampleProducts(db, ["FR700", "L500", "X900"]);
  await db.update(products).set({ status: "draft" }).where(eq(products.id, prototype!.id));
  const rows = await db
    .insert(resources)
    .values([
      {
        title: "AccessPro management suite",
        type: "app",
        platform: "Windows 10/11",
        description: "Door schedules and visitors",
        createdAt: day(1),
      },
      {
        title: "Device SDK",
        type: "sdk",
        platform: "Windows x64, Linux ARM64",
        description: "Enrolment and events API",
        createdAt: day(2),
      },
      { title: "Mobile enrolment app", type: "app", platform: "Android, iOS", createdAt: day(3) },
      { title: "Prototype firmware", type: "firmware", platform: "Embedded Linux", createdAt: day(4) },
    ])
    .returning();
  const [suite, sdk, mobile, prototypeFirmware] = rows;
  await db.insert(resourceProducts).values([
    { resourceId: suite!.id, productId: reader!.id },
    { resourceId: suite!.id, productId: lock!.id },
    { resourceId: sdk!.id, productId: reader!.id },
    { resourceId: mobile!.id, productId: lock!.id },
    { resourceId: prototypeFirmware!.id, productId: prototype!.id },
  ]);
  return { reader: reader!, lock: lock!, suite: suite!, sdk: sdk! };
}

const titles = async (filters: DownloadFilters, window = { limit: 12, offset: 0 }) => {
  const page = await listResourcePage(database.db, { ...window, ...filters });
  return { titles: page.rows.map((row) => row.title), total: page.total };
};

const search = async (text: string) => (await prepareSearchText(database.db, text))!;

describe("the support page's filters", () => {
  it("filters by a published product's slug, and a draft's finds nothing", async () => {
    await seedCenter();
    expect(await titles({ product: "l500" })).toEqual({ titles: ["Mobile enrolment app", "AccessPro management suite"], total: 2 });
    expect(await titles({ product: "l500", type: "app" }, { limit: 1, offset: 1 })).toEqual({
      titles: ["AccessPro management suite"],
      total: 2,
    });
    expect(await titles({ product: "x900" })).toEqual({ titles: [], total: 0 });
    expect(await titles({ product: "no-such-product" })).toEqual({ titles: [], total: 0 });
  });

  it("filters by a platform family's word, whatever the case, not inside another word", async () => {
    await seedCenter();
    expect((await titles({ platform: "windows" })).titles).toEqual(["Device SDK", "AccessPro management suite"]);
    expect((await titles({ platform: "linux" })).titles).toEqual(["Prototype firmware", "Device SDK"]);
    expect((await titles({ platform: "ios" })).titles).toEqual(["Mobile enrolment app"]);
    expect((await titles({ platform: "macos" })).titles).toEqual([]);
    expect((await titles({ platform: "linux", product: "fr700" })).titles).toEqual(["Device SDK"]);
  });

  it("searches words in titles and descriptions, word beginnings and typing mistakes", async () => {
    await seedCenter();
    expect((await titles({ search: await search("enrolment") })).titles).toEqual(["Mobile enrolment app", "Device SDK"]);
    expect((await titles({ search: await search("sched") })).titles).toEqual(["AccessPro management suite"]);
    expect((await titles({ search: await search("managment") })).titles).toEqual(["AccessPro management suite"]);
    expect(await titles({ search: await search("enrolment"), platform: "android" })).toEqual({
      titles: ["Mobile enrolment app"],
      total: 1,
    });
    expect((await titles({ search: await search("zebra") })).titles).toEqual([]);
  });
});

describe("the product choices", () => {
  it("are the published products that have downloads, by name", async () => {
    await seedCenter();
    await createSampleProducts(database.db, ["NODOWNLOADS"]);
    expect((await productsWithDownloads(database.db)).map((product) => product.slug)).toEqual(["fr700", "l500"]);
  });
});

describe("a resource's page", () => {
  it("has its published products and its versions, newest release first", async () => {
    const { suite } = await seedCenter();
    await database.db.insert(resourceVersions).values([
      { resourceId: suite.id, version: "4.1.0", releasedOn: "2026-05-20", releaseNotes: "Holiday calendars", fileUrl: "/demo/4.1.0.zip" },
      { resourceId: suite.id, version: "4.2.1", releasedOn: "2026-09-15", fileUrl: "/demo/4.2.1.zip" },
      { resourceId: suite.id, version: "4.0.2", releasedOn: "2026-01-12" },
    ]);
    const page = await findDownload(database.db, suite.id);
    expect(page.resource.title).toBe("AccessPro management suite");
    expect(page.products.map((product) => product.productCode)).toEqual(["FR700", "L500"]);
    expect(page.versions.map(({ version, releasedOn }) => `${version} ${releasedOn}`)).toEqual([
      "4.2.1 2026-09-15",
      "4.1.0 2026-05-20",
      "4.0.2 2026-01-12",
    ]);
    expect(page.versions[1]).toMatchObject({ releaseNotes: "Holiday calendars", fileUrl: "/demo/4.1.0.zip" });
  });

  it("is missing for an unknown id or one that is no id", async () => {
    await expect(findDownload(database.db, "00000000-0000-4000-8000-000000000000")).rejects.toMatchObject({ status: 404 });
    await expect(findDownload(database.db, "accesspro")).rejects.toMatchObject({ status: 404 });
  });
});

describe("a product page's downloads", () => {
  it("are the resources linked to the product, newest first", async () => {
    const { reader, lock } = await seedCenter();
    expect((await productDownloads(database.db, reader.id)).map((row) => row.title)).toEqual(["Device SDK", "AccessPro management suite"]);
    expect((await productDownloads(database.db, lock.id)).map((row) => row.title)).toEqual([
      "Mobile enrolment app",
      "AccessPro management suite",
    ]);
  });
});
