/**
 * The public download center (decision 034): the support page's filters (type, product, platform
 * family, words and typing mistakes) applied before paging, the product a typed text names (slug,
 * code or exact name) and the products suggested as it is typed (published ones with downloads,
 * a few, never the whole list), a resource's page with its version history, and a product page's
 * downloads.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { categories, products, resourceProducts, resources, resourceVersions } from "~/db/schema";
import { createSampleProducts } from "../../../../tests/support/kits/sample-products";
import { createTestDatabase } from "../../../../tests/support/servers/test-database";
import {
  findDownload,
  findDownloadProduct,
  listResourcePage,
  PRODUCT_SUGGESTIONS,
  productDownloads,
  suggestDownloadProducts,
  type DownloadFilters,
} from "./download-center.server";
import { readSearchText } from "../../site-search/site-search.server";
import type { Locale } from "~/lib/i18n/locales";

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

const nameInGerman = (productId: string, name: string) =>
  database.db
    .update(products)
    .set({ translations: { de: { name } } })
    .where(eq(products.id, productId));

const search = (text: string) => readSearchText(text)!;

describe("the support page's filters", () => {
  it("filters by a product", async () => {
    const { lock } = await seedCenter();
    expect(await titles({ productId: lock.id })).toEqual({ titles: ["Mobile enrolment app", "AccessPro management suite"], total: 2 });
    expect(await titles({ productId: lock.id, type: "app" }, { limit: 1, offset: 1 })).toEqual({
      titles: ["AccessPro management suite"],
      total: 2,
    });
  });

  it("filters by a platform family's word, whatever the case, not inside another word", async () => {
    const { reader } = await seedCenter();
    expect((await titles({ platform: "windows" })).titles).toEqual(["Device SDK", "AccessPro management suite"]);
    expect((await titles({ platform: "linux" })).titles).toEqual(["Prototype firmware", "Device SDK"]);
    expect((await titles({ platform: "ios" })).titles).toEqual(["Mobile enrolment app"]);
    expect((await titles({ platform: "macos" })).titles).toEqual([]);
    expect((await titles({ platform: "linux", productId: reader.id })).titles).toEqual(["Device SDK"]);
  });

  it("searches words in titles and descriptions, word beginnings and typing mistakes", async () => {
    await seedCenter();
    expect((await titles({ search: search("enrolment") })).titles).toEqual(["Mobile enrolment app", "Device SDK"]);
    expect((await titles({ search: search("sched") })).titles).toEqual(["AccessPro management suite"]);
    expect((await titles({ search: search("managment") })).titles).toEqual(["AccessPro management suite"]);
    expect(await titles({ search: search("enrolment"), platform: "android" })).toEqual({
      titles: ["Mobile enrolment app"],
      total: 1,
    });
    expect((await titles({ search: search("zebra") })).titles).toEqual([]);
  });
});

describe("the product a typed text names", () => {
  const named = async (text: string, locale: Locale = "en") => (await findDownloadProduct(database.db, text, locale))?.productCode ?? null;

  it("is found by slug, by code or by exact name, whatever the case", async () => {
    await seedCenter();
    expect(await named("l500")).toBe("L500");
    expect(await named("fr700")).toBe("FR700");
    expect(await named(" FR700 ")).toBe("FR700");
    expect(await named("terminal l500")).toBe("L500");
    expect(await named("Terminal FR700")).toBe("FR700");
  });

  it("is found by its name in the visitor's language", async () => {
    const { lock } = await seedCenter();
    await nameInGerman(lock.id, "Hebelschloss");
    expect(await named("hebelschloss", "de")).toBe("L500");
    expect(await named("hebelschloss", "fr")).toBeNull();
  });

  it("is none for a draft, a part of a name, an unknown text or a name of a product without downloads", async () => {
    await seedCenter();
    await createSampleProducts(database.db, ["NODOWNLOADS"]);
    expect(await named("x900")).toBeNull();
    expect(await named("Terminal X900")).toBeNull();
    expect(await named("Terminal")).toBeNull();
    expect(await named("FR7")).toBeNull();
    expect(await named("no-such-product")).toBeNull();
    expect(await named("Terminal NODOWNLOADS")).toBeNull();
    // Its slug and code still name it: shared addresses and older links carry /support?product=<slug>.
    expect(await named("nodownloads")).toBe("NODOWNLOADS");
  });

  it("is matched by slug only when shorter than three characters", async () => {
    await seedCenter();
    await createSampleProducts(database.db, ["Q1"]);
    await database.db.update(products).set({ slug: "q-one" }).where(eq(products.productCode, "Q1"));
    expect(await named("q-one")).toBe("Q1");
    expect(await named("q1")).toBeNull();
  });
});

describe("the products suggested as a product is typed", () => {
  const suggested = async (text: string, locale: Locale = "en") => await suggestDownloadProducts(database.db, text, locale);

  it("are published products with downloads whose code or name holds the text, those starting with it first", async () => {
    const { lock } = await seedCenter();
    await createSampleProducts(database.db, ["NODOWNLOADS"]);
    await database.db.update(products).set({ name: "Lever lock L500" }).where(eq(products.id, lock.id));
    expect(await suggested("terminal")).toEqual([{ value: "FR700", label: "Terminal FR700" }]);
    expect(await suggested("00")).toEqual([]);
    expect(await suggested("500")).toEqual([{ value: "L500", label: "Lever lock L500" }]);
    expect((await suggested("l50")).map((product) => product.value)).toEqual(["L500"]);
    expect((await suggested("x900")).map((product) => product.value)).toEqual([]);
    expect((await suggested("lock")).map((product) => product.value)).toEqual(["L500"]);
    const [reader] = await createSampleProducts(database.db, ["LOCKSMITH"]);
    const [suite] = await database.db.select().from(resources).where(eq(resources.title, "AccessPro management suite"));
    await database.db.insert(resourceProducts).values({ resourceId: suite!.id, productId: reader!.id });
    expect((await suggested("lock")).map((product) => product.value)).toEqual(["LOCKSMITH", "L500"]);
  });

  it("are named in the visitor's language and found by that name", async () => {
    const { lock } = await seedCenter();
    await nameInGerman(lock.id, "Hebelschloss");
    expect(await suggested("schloss", "de")).toEqual([{ value: "L500", label: "Hebelschloss" }]);
    expect(await suggested("schloss")).toEqual([]);
  });

  it("are a few, however many products match", async () => {
    const { suite } = await seedCenter();
    const many = await createSampleProducts(
      database.db,
      Array.from({ length: PRODUCT_SUGGESTIONS + 4 }, (_, index) => `MANY${index}`),
    );
    await database.db.insert(resourceProducts).values(many.map((product) => ({ resourceId: suite.id, productId: product.id })));
    expect(await suggested("many")).toHaveLength(PRODUCT_SUGGESTIONS);
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
