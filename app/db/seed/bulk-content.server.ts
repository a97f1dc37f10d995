/**
 * Generated catalogue content for scale tests (`npm run seed:bulk -- --products N`): N products
 * spread over the existing categories, with values of their categories' typed fields, and news,
 * solutions and resources in proportion, each resource with one to three versions and linked to
 * one or two of the run's products, as the download center keeps them (decision 034). Every run
 * adds new rows (their slugs and codes carry a run tag), inserted in batches.
 */
import { randomBytes, randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Queryable } from "~/db/client.server";
import {
  categories,
  newsArticles,
  products,
  resourceProducts,
  resources,
  resourceVersions,
  solutions,
  specificationFields,
  specificationValues,
} from "~/db/schema";
import { NEWS_CATEGORIES, RESOURCE_TYPES } from "~/lib/domain-values";

const BATCH_SIZE = 1_000;

type Field = typeof specificationFields.$inferSelect;

/**
 * The generated product's value of a typed field (decision 033), spread so that filters and counts
 * are measured on varied data: numbers over two orders of magnitude, every choice, yes and no;
 * text fields are left empty.
 */
function bulkValue(
  field: Field,
  index: number,
): Pick<typeof specificationValues.$inferInsert, "numberValue" | "textValue" | "booleanValue"> | null {
  const spread = (index * 7919 + field.position * 104_729) % 1000;
  switch (field.type) {
    case "number":
      return { numberValue: 100 * (1 + (spread % 100)) };
    case "choice":
      return { textValue: field.choices[spread % field.choices.length]! };
    case "boolean":
      return { booleanValue: spread % 3 !== 0 };
    case "text":
      return null;
  }
}

const SERIES = [
  { technology: "Face Recognition", word: "FaceGate", interface: "Wiegand / RS485 / TCP/IP", image: "/demo/product-face-terminal.webp" },
  { technology: "Fingerprint", word: "FingerScan", interface: "USB / RS485", image: "/demo/product-fingerprint-reader.webp" },
  { technology: "RFID", word: "CardLink", interface: "Wiegand 26/34", image: "/demo/product-card-reader.webp" },
  { technology: "Smart Lock", word: "SecureLock", interface: "Bluetooth / Wi-Fi", image: "/demo/product-smart-lock.webp" },
  { technology: "Access Control", word: "DoorMaster", interface: "TCP/IP / RS485", image: "/demo/product-access-controller.webp" },
] as const;

type BulkVersion = Pick<typeof resourceVersions.$inferInsert, "version" | "releaseNotes" | "releasedOn" | "fileUrl" | "fileSize">;

const DAY_MS = 86_400_000;

/**
 * The generated resource's releases, newest first: one to three, a quarter apart, the newest on a
 * day of 2025 that varies by resource; each with its label, notes and download.
 */
export function bulkVersions(index: number): BulkVersion[] {
  const count = 1 + (index % 3);
  const newest = Date.UTC(2025, 11, 31) - (index % 365) * DAY_MS;
  return Array.from({ length: count }, (_, age) => {
    const version = `v${1 + (index % 5)}.${index % 10}.${count - 1 - age}`;
    return {
      version,
      releaseNotes: age === 0 ? "Faster enrolment.\nFixed: event upload after a network loss." : `Maintenance release ${version}.`,
      releasedOn: new Date(newest - age * 91 * DAY_MS).toISOString().slice(0, 10),
      fileUrl: "/demo/aurion-device-sdk.zip",
      fileSize: `${(12 + (index % 40) - age * 0.4).toFixed(1)} MB`,
    };
  });
}

export type BulkCounts = { products: number; news: number; solutions: number; resources: number };

/** How much of each kind of content accompanies a catalogue of `productCount` products. */
export function bulkCounts(productCount: number): BulkCounts {
  return {
    products: productCount,
    news: Math.max(1, Math.round(productCount / 50)),
    solutions: Math.max(1, Math.round(productCount / 200)),
    resources: Math.max(1, Math.round(productCount / 50)),
  };
}

async function insertInBatches<Row>(count: number, makeRow: (index: number) => Row, insert: (rows: Row[]) => Promise<unknown>) {
  for (let start = 0; start < count; start += BATCH_SIZE) {
    const rows = Array.from({ length: Math.min(BATCH_SIZE, count - start) }, (_, offset) => makeRow(start + offset));
    await insert(rows);
  }
}

export async function seedBulkContent(db: Queryable, productCount: number): Promise<BulkCounts> {
  const categoryIds = (await db.select({ id: categories.id }).from(categories)).map((category) => category.id);
  const fields = await db.select().from(specificationFields);
  if (categoryIds.length === 0) throw new Error("There are no categories to put products in: populate the demo data first.");
  const tag = randomBytes(3).toString("hex");
  const counts = bulkCounts(productCount);
  // Added a minute apart, newest first, as a catalogue grows over the years: rows that share one
  // timestamp would order by name alone and cluster by series, which no real catalogue does.
  const now = Date.now();
  const addedAt = (index: number) => new Date(now - index * 60_000);

  // The run's products, in order, for the resources to link to.
  const productIds: string[] = [];
  // The table's statistics are read again each time the products have doubled: planned for the
  // three demo products, the trigger that counts the new values (app/db/sql/catalogue-counts.sql) joined each
  // batch to the products by scanning them all, and a first run of 10,000 took five times as
  // long as a second one (100,000 on a fresh database: over an hour).
  const existing = (await db.select({ count: sql<number>`count(*)::int` }).from(products))[0]?.count ?? 0;
  let analyzedAt = existing;
  await insertInBatches(
    counts.products,
    (index) => {
      const series = SERIES[index % SERIES.length]!;
      const model = 100 + (index % 900);
      return {
        categoryId: categoryIds[index % categoryIds.length]!,
        name: `${series.word} ${model} ${series.technology} Terminal ${tag.toUpperCase()}-${index}`,
        slug: `${series.word.toLowerCase()}-${model}-${tag}-${index}`,
        productCode: `AB-${tag.toUpperCase()}-${String(index).padStart(6, "0")}`,
        description: `${series.technology} device of the ${series.word} series, model ${model}, for access control and time attendance.`,
        imageUrl: series.image,
        priceRange: `$${120 + (index % 40) * 10} - $${220 + (index % 40) * 10}`,
        technology: series.technology,
        interface: series.interface,
        features: ["Anti-passback", "Event log of 100,000 records", `Rated IP${index % 2 ? "65" : "54"}`],
        certification: ["CE", "FCC"],
        specifications: {
          Model: `${series.word} ${model}`,
          "IP rating": index % 2 ? "IP65" : "IP54",
          Users: String(1_000 * (1 + (index % 50))),
        },
        isFeatured: false,
        createdAt: addedAt(index),
        updatedAt: addedAt(index),
      };
    },
    async (rows) => {
      const inserted = await db.insert(products).values(rows).returning({ id: products.id, categoryId: products.categoryId });
      productIds.push(...inserted.map((product) => product.id));
      const values = inserted.flatMap((product, index) =>
        fields
          .filter((field) => field.categoryId === product.categoryId)
          .flatMap((field) => {
            const value = bulkValue(field, index);
            return value ? [{ productId: product.id, fieldId: field.id, fieldType: field.type, ...value }] : [];
          }),
      );
      if (values.length > 0) await db.insert(specificationValues).values(values);
      const total = existing + productIds.length;
      if (total >= 2 * analyzedAt) {
        await db.execute(sql`analyze products, specification_values`);
        analyzedAt = total;
      }
    },
  );

  await insertInBatches(
    counts.news,
    (index) => ({
      title: `Catalogue update ${tag}-${index}`,
      slug: `catalogue-update-${tag}-${index}`,
      category: NEWS_CATEGORIES[index % NEWS_CATEGORIES.length]!,
      excerpt: "New models and firmware releases across the access-control range.",
      content: "New models and firmware releases across the access-control range.\n\nContact sales for availability.",
      publishedAt: new Date(Date.UTC(2024, 0, 1) + index * 3_600_000),
    }),
    (rows) => db.insert(newsArticles).values(rows),
  );

  await insertInBatches(
    counts.solutions,
    (index) => ({
      name: `Site access package ${tag}-${index}`,
      slug: `site-access-package-${tag}-${index}`,
      description: "Door, turnstile and visitor access for one site, managed from one console.",
      useCase: "A site with several entrances that needs one list of people and one audit trail.",
      industry: [["corporate"], ["education"], ["residential"], ["government"]][index % 4]!,
      benefits: ["One console for every door", "Audit trail of every entry"],
    }),
    (rows) => db.insert(solutions).values(rows),
  );

  // A resource's own release columns are its newest version's (decision 034); it belongs to the
  // product of its place in the catalogue and, one in two, to the next one as well.
  await insertInBatches(
    counts.resources,
    (index) => {
      const versions = bulkVersions(index);
      const { version, fileUrl, fileSize } = versions[0]!;
      const first = (index * 50) % productIds.length;
      const linked = index % 2 === 0 ? [first] : [first, (first + 1) % productIds.length];
      return {
        resource: {
          // Chosen here, so that the resource's versions and links are made with it in the same batch.
          id: randomUUID(),
          title: `Firmware package ${tag}-${index}`,
          type: RESOURCE_TYPES[index % RESOURCE_TYPES.length]!,
          description: "Release for the terminals of this range.",
          version,
          fileUrl,
          fileSize,
          platform: "Linux / Windows",
        },
        versions,
        productIds: [...new Set(linked.map((position) => productIds[position]!))],
      };
    },
    async (rows) => {
      await db.insert(resources).values(rows.map((row) => row.resource));
      await db
        .insert(resourceVersions)
        .values(rows.flatMap(({ resource, versions }) => versions.map((version) => ({ resourceId: resource.id, ...version }))));
      await db
        .insert(resourceProducts)
        .values(rows.flatMap(({ resource, productIds }) => productIds.map((productId) => ({ resourceId: resource.id, productId }))));
    },
  );

  return counts;
}
