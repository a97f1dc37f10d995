/**
 * Item history and the recently deleted list through the API (decision 062): the versions that
 * creates, updates and restores make, the changed fields between them, an old slug restored
 * behind its redirect, a category deleted and restored with its typed fields and products, who
 * may purge, the 30-day purge, and the answers to addresses that name nothing.
 */
import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import {
  activityLog,
  categories,
  caseStudies,
  deletedItems,
  itemVersions,
  products,
  solutions,
  webhookDeliveries,
  webhookEndpoints,
} from "~/db/schema";
import type { ProductWithValuesRow } from "~/schemas/catalogue/product";
import type { DeletedItemRow, ItemVersionRow } from "~/schemas/staff/history";
import { ApiClient } from "../../../../tests/support/kits/api-client";
import { createTestDatabase } from "../../../../tests/support/servers/test-database";
import { startTestServer, type TestServer } from "../../../../tests/support/servers/test-server";
import { createUser, signedInClient } from "../../../../tests/support/kits/users";

let database: DatabaseHandle;
let server: TestServer;
let editor: ApiClient;
let admin: ApiClient;
let visitor: ApiClient;

beforeAll(async () => {
  database = await createTestDatabase();
  server = await startTestServer(database);
  editor = await signedInClient(database.db, server.url, (await createUser(database.db, "casey", "editor")).id);
  admin = await signedInClient(database.db, server.url, (await createUser(database.db, "alex", "admin")).id);
  visitor = new ApiClient(server.url);
});
afterAll(async () => {
  await server?.close();
  await database?.close();
});
beforeEach(async () => {
  for (const table of [caseStudies, solutions, categories, deletedItems, itemVersions, activityLog, webhookEndpoints]) {
    await database.db.delete(table);
  }
});

async function created<Row>(path: string, body: object): Promise<Row> {
  const response = await editor.post<Row>(path, body);
  expect(response.status, response.text).toBe(201);
  return response.body;
}

const readers = () => created<{ id: string }>("/api/categories", { name: "Readers", slug: "readers" });

const f18Reader = (categoryId: string, fields: object = {}) =>
  created<ProductWithValuesRow>("/api/products", {
    categoryId,
    name: "F18 Reader",
    slug: "f18-reader",
    productCode: "F18",
    description: "A fingerprint reader",
    ...fields,
  });

const CAMPUS = { name: "Campus", slug: "campus", description: "Doors", useCase: "Offices" };

async function history(kind: string, id: string): Promise<ItemVersionRow[]> {
  const response = await editor.get<ItemVersionRow[]>(`/api/history/${kind}/${id}`);
  expect(response.status, response.text).toBe(200);
  return response.body;
}

describe("the versions of an item", () => {
  it("are made by its create, each update that changes something and each restore, newest first, with who, when and what changed", async () => {
    const category = await readers();
    const product = await f18Reader(category.id, { translations: { de: { name: "F18 Leser" } } });
    expect(
      (await editor.put(`/api/products/${product.id}`, { name: "F18 Reader Pro", translations: { de: { name: "F18 Leser Pro" } } })).status,
    ).toBe(200);
    expect((await admin.put(`/api/products/${product.id}`, { name: "F18 Reader Pro" })).status).toBe(200);

    const versions = await history("product", product.id);
    expect(versions.map((version) => [version.number, version.actorName])).toEqual([
      [2, "casey"],
      [1, "casey"],
    ]);
    expect(versions[0]!.changes).toEqual([
      { field: "name", from: "F18 Reader", to: "F18 Reader Pro" },
      { field: "translations.de.name", from: "F18 Leser", to: "F18 Leser Pro" },
    ]);
    expect(versions[1]!.item).toMatchObject({ id: product.id, name: "F18 Reader", specificationValues: [], relations: [] });

    const restore = await admin.post<ItemVersionRow>(`/api/history/product/${product.id}/restore`, { versionId: versions[1]!.id });
    expect(restore.status, restore.text).toBe(201);
    expect(restore.body).toMatchObject({ number: 3, restoredFrom: 1, actorName: "alex" });
    expect(restore.body.changes).toEqual([
      { field: "name", from: "F18 Reader Pro", to: "F18 Reader" },
      { field: "translations.de.name", from: "F18 Leser Pro", to: "F18 Leser" },
    ]);
    expect((await visitor.get<ProductWithValuesRow>("/api/products/f18-reader")).body).toMatchObject({ name: "F18 Reader" });
    expect((await history("product", product.id)).map((version) => version.number)).toEqual([3, 2, 1]);

    const logged = await database.db
      .select()
      .from(activityLog)
      .where(sql`${activityLog.action} = 'restore'`);
    expect(logged).toEqual([
      expect.objectContaining({ actorName: "alex", entityKind: "product", itemId: product.id, changes: { version: { from: 1, to: 3 } } }),
    ]);
  });

  it("begin, for an item older than its history, with its state before its first write, by no one", async () => {
    const [solution] = await database.db.insert(solutions).values(CAMPUS).returning();
    expect(await history("solution", solution!.id)).toEqual([]);
    expect((await editor.put(`/api/solutions/${solution!.id}`, { name: "Campus Access" })).status).toBe(200);
    const versions = await history("solution", solution!.id);
    expect(versions.map((version) => [version.number, version.actorName])).toEqual([
      [2, "casey"],
      [1, null],
    ]);
    expect(versions[0]!.changes).toEqual([{ field: "name", from: "Campus", to: "Campus Access" }]);
  });

  it("bring an old slug back; the slug left answers a redirect to it", async () => {
    const solution = await created<{ id: string }>("/api/solutions", CAMPUS);
    expect((await editor.put(`/api/solutions/${solution.id}`, { slug: "campus-access" })).status).toBe(200);
    const [, first] = await history("solution", solution.id);
    expect((await editor.post(`/api/history/solution/${solution.id}/restore`, { versionId: first!.id })).status).toBe(201);
    expect((await visitor.get("/api/solutions/campus")).status).toBe(200);
    const moved = await visitor.get("/api/solutions/campus-access");
    expect(moved.status).toBe(301);
    expect(moved.headers.get("location")).toBe("/api/solutions/campus");
  });

  it("refuse to bring back a value that can no longer be stored, naming the field, and change nothing", async () => {
    const solution = await created<{ id: string }>("/api/solutions", CAMPUS);
    const study = await created<{ id: string }>("/api/case-studies", {
      title: "City Hall",
      slug: "city-hall",
      industry: "Government",
      problem: "Queues at the doors",
      solution: "Face terminals",
      results: "Queues halved",
      solutionId: solution.id,
    });
    expect((await editor.put(`/api/case-studies/${study.id}`, { title: "City Hall Doors" })).status).toBe(200);
    expect((await editor.delete(`/api/solutions/${solution.id}`)).status).toBe(204);
    const [, first] = await history("case_study", study.id);
    const refused = await editor.post(`/api/history/case_study/${study.id}/restore`, { versionId: first!.id });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ fields: { solutionId: "Choose an existing solution" } });
    expect((await history("case_study", study.id)).length).toBe(2);
  });

  it("keep the item's publication as it is now unless the restore asks for the version's, and announce nothing it did not change", async () => {
    await database.db.insert(webhookEndpoints).values({
      name: "CRM",
      url: "http://127.0.0.1:9/hook",
      events: ["content.published", "content.unpublished"],
      allowPrivateNetwork: true,
    });
    const published = () => database.db.$count(webhookDeliveries, eq(webhookDeliveries.event, "content.published"));
    const product = await f18Reader((await readers()).id, { description: "A reader" });
    const article = await created<{ id: string }>("/api/news", {
      title: "Doors at dawn",
      slug: `doors-at-dawn-${randomUUID()}`,
      excerpt: "Short",
      content: "Long",
      publishedAt: "2026-03-01",
    });
    const slide = await created<{ id: string }>("/api/hero-slides", { title: "Lanes", backgroundImageUrl: "/demo/hero.webp" });
    // The category, product, article and slide were announced as created. Each item is then
    // edited while public, and withdrawn on purpose.
    expect((await editor.put(`/api/products/${product.id}`, { description: "A fingerprint reader" })).status).toBe(200);
    expect((await editor.put(`/api/products/${product.id}`, { status: "draft" })).status).toBe(200);
    expect((await editor.put(`/api/news/${article.id}`, { excerpt: "Shorter", publishedAt: "2026-04-01", status: "draft" })).status).toBe(
      200,
    );
    expect((await editor.put(`/api/hero-slides/${slide.id}`, { title: "Lanes at dawn", isActive: false })).status).toBe(200);
    expect(await published()).toBe(4);

    const restoreFirst = async (kind: string, id: string, body: object = {}) => {
      const first = (await history(kind, id)).at(-1)!;
      const restored = await editor.post<ItemVersionRow>(`/api/history/${kind}/${id}/restore`, { versionId: first.id, ...body });
      expect(restored.status, restored.text).toBe(201);
      return restored.body.item;
    };
    expect(await restoreFirst("product", product.id)).toMatchObject({ description: "A reader", status: "draft", publishAt: null });
    expect(await restoreFirst("news_article", article.id)).toMatchObject({
      excerpt: "Short",
      status: "draft",
      publishedAt: "2026-04-01T00:00:00.000Z",
    });
    expect(await restoreFirst("hero_slide", slide.id)).toMatchObject({ title: "Lanes", isActive: false });
    expect(await published()).toBe(4);
    expect((await visitor.get(`/api/products/f18-reader`)).status).toBe(404);

    // Chosen explicitly, the version's publication comes back with the rest, and is announced.
    expect(await restoreFirst("product", product.id, { publication: "restore" })).toMatchObject({ status: "published" });
    expect(await published()).toBe(5);
    expect((await visitor.get(`/api/products/f18-reader`)).status).toBe(200);

    const refused = await editor.post(`/api/history/product/${product.id}/restore`, {
      versionId: (await history("product", product.id)).at(-1)!.id,
      publication: "yes",
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({
      message: "Some fields are invalid",
      fields: { publication: "Publication must be one of keep, restore" },
    });
  });

  it("answer addresses that name nothing with a 404 that says why, and a bad version with a 400 naming it", async () => {
    const category = await readers();
    expect((await editor.get(`/api/history/widget/${category.id}`)).body).toEqual({
      message: expect.stringContaining("kind must be one of product, solution"),
    });
    expect((await editor.get("/api/history/category/not-an-id")).status).toBe(404);
    expect((await editor.get(`/api/history/category/${randomUUID()}`)).body).toEqual({ message: "Category not found" });
    const badVersion = await editor.post(`/api/history/category/${category.id}/restore`, { versionId: "latest" });
    expect(badVersion.status).toBe(400);
    expect(badVersion.body).toEqual({ message: "Some fields are invalid", fields: { versionId: "Version must be a valid id" } });
    const unknownVersion = await editor.post(`/api/history/category/${category.id}/restore`, { versionId: randomUUID() });
    expect(unknownVersion.status).toBe(404);
    expect(unknownVersion.body).toEqual({ message: "Version not found" });
    expect((await visitor.get(`/api/history/category/${category.id}`)).status).toBe(401);
  });
});

describe("recently deleted", () => {
  async function listed(): Promise<DeletedItemRow[]> {
    const response = await editor.get<DeletedItemRow[]>("/api/recently-deleted");
    expect(response.status, response.text).toBe(200);
    return response.body;
  }

  it("keeps a deleted category with its typed fields and products, and brings them all back with their ids, values and relations", async () => {
    const category = await readers();
    const fields = await editor.put<{ id: string }[]>(`/api/categories/${category.id}/specification-fields`, {
      fields: [{ name: "Range", unit: "cm", type: "number" }],
    });
    expect(fields.status, fields.text).toBe(200);
    const reader = await f18Reader(category.id, { specificationValues: { Range: 5 } });
    const cable = await created<ProductWithValuesRow>("/api/products", {
      categoryId: category.id,
      name: "F18 Cable",
      slug: "f18-cable",
      productCode: "F18-C",
      description: "Its cable",
      relations: [{ type: "accessory_of", productId: reader.id }],
    });

    expect((await editor.delete(`/api/categories/${category.id}`)).status).toBe(204);
    expect((await visitor.get("/api/products/f18-reader")).status).toBe(404);
    const [entry] = await listed();
    expect(entry).toMatchObject({ kind: "category", itemId: category.id, label: "Readers", deletedByName: "casey" });
    expect(entry!.dependents).toEqual([
      { kind: "specification_field", label: "Range" },
      { kind: "product", label: expect.stringMatching(/^F18 (Reader|Cable)$/) },
      { kind: "product", label: expect.stringMatching(/^F18 (Reader|Cable)$/) },
    ]);
    expect(Date.parse(entry!.purgeAt) - Date.parse(entry!.deletedAt)).toBe(30 * 24 * 60 * 60 * 1000);

    const restored = await editor.post(`/api/recently-deleted/${entry!.id}/restore`);
    expect(restored.status, restored.text).toBe(200);
    expect(restored.body).toEqual({ kind: "category", itemId: category.id, label: "Readers" });
    expect(await listed()).toEqual([]);
    const back = await visitor.get<ProductWithValuesRow>("/api/products/f18-reader");
    expect(back.status).toBe(200);
    expect(back.body).toMatchObject({ id: reader.id, categoryId: category.id, specificationValues: [{ name: "Range", value: 5 }] });
    expect((await visitor.get<ProductWithValuesRow>("/api/products/f18-cable")).body.relations).toEqual([
      expect.objectContaining({ type: "accessory_of", productId: reader.id }),
    ]);
    // Back as it was, so no new version: its history goes on from where it stopped.
    expect((await history("category", category.id)).map((version) => version.number)).toEqual([1]);
    expect((await history("product", cable.id)).map((version) => version.number)).toEqual([1]);
  });

  it("brings a deleted resource back with every version, its models and the firmware it needs", async () => {
    const category = await readers();
    const reader = await f18Reader(category.id);
    const firmware = await created<{ id: string }>("/api/resources", { title: "F18 Firmware", type: "firmware", version: "1.0" });
    const app = await created<{ id: string }>("/api/resources", { title: "F18 App", type: "app", version: "2.0", productIds: [reader.id] });
    const [firmwareRelease] = (await editor.get<{ id: string }[]>(`/api/resources/${firmware.id}/versions`)).body;
    const newer = await editor.post(`/api/resources/${app.id}/versions`, {
      version: "2.1",
      releasedOn: "2099-01-01",
      productIds: [reader.id],
      minimumFirmwareId: firmwareRelease!.id,
    });
    expect(newer.status, newer.text).toBe(201);
    const before = (await editor.get(`/api/resources/${app.id}/versions`)).body;

    expect((await editor.delete(`/api/resources/${app.id}`)).status).toBe(204);
    const [entry] = await listed();
    expect(entry).toMatchObject({ kind: "resource", label: "F18 App" });
    expect(entry!.dependents).toEqual([
      { kind: "resource_version", label: "2.1" },
      { kind: "resource_version", label: "2.0" },
    ]);
    expect((await editor.post(`/api/recently-deleted/${entry!.id}/restore`)).status).toBe(200);
    expect((await editor.get(`/api/resources/${app.id}/versions`)).body).toEqual(before);
    expect((await visitor.get<{ id: string; version: string; productIds: string[] }[]>("/api/resources")).body).toContainEqual(
      expect.objectContaining({ id: app.id, version: "2.1", productIds: [reader.id] }),
    );
  });

  it("gives a restored item, and the products a category takes along, their former slugs: the old addresses redirect again", async () => {
    const solution = await created<{ id: string }>("/api/solutions", CAMPUS);
    expect((await editor.put(`/api/solutions/${solution.id}`, { slug: "campus-access" })).status).toBe(200);
    const category = await readers();
    const reader = await f18Reader(category.id);
    expect((await editor.put(`/api/products/${reader.id}`, { slug: "f18-reader-2" })).status).toBe(200);
    expect((await editor.delete(`/api/solutions/${solution.id}`)).status).toBe(204);
    expect((await editor.delete(`/api/categories/${category.id}`)).status).toBe(204);
    expect((await visitor.get("/api/solutions/campus")).status).toBe(404);

    for (const entry of await listed()) expect((await editor.post(`/api/recently-deleted/${entry.id}/restore`)).status).toBe(200);
    const solutionMoved = await visitor.get("/api/solutions/campus");
    expect(solutionMoved.status).toBe(301);
    expect(solutionMoved.headers.get("location")).toBe("/api/solutions/campus-access");
    const productMoved = await visitor.get("/api/products/f18-reader");
    expect(productMoved.status).toBe(301);
    expect(productMoved.headers.get("location")).toBe("/api/products/f18-reader-2");
  });

  it("refuses a restore whose slug was taken meanwhile with a 409 naming the slug, and keeps the entry", async () => {
    const solution = await created<{ id: string }>("/api/solutions", CAMPUS);
    expect((await editor.delete(`/api/solutions/${solution.id}`)).status).toBe(204);
    await created("/api/solutions", { name: "Campus II", slug: "campus", description: "Gates", useCase: "Offices" });
    const [entry] = await listed();
    const refused = await editor.post(`/api/recently-deleted/${entry!.id}/restore`);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ fields: { slug: expect.any(String) } });
    expect(await listed()).toHaveLength(1);
  });

  it("lets only an admin purge an entry, which takes its versions with it", async () => {
    const slide = await created<{ id: string }>("/api/hero-slides", { title: "Welcome", backgroundImageUrl: "/uploads/a.webp" });
    expect((await editor.delete(`/api/hero-slides/${slide.id}`)).status).toBe(204);
    const [entry] = await listed();
    expect(entry).toMatchObject({ kind: "hero_slide", label: "Welcome" });
    const refused = await editor.delete(`/api/recently-deleted/${entry!.id}`);
    expect(refused.status).toBe(403);
    expect(await listed()).toHaveLength(1);
    expect((await admin.delete(`/api/recently-deleted/${entry!.id}`)).status).toBe(204);
    expect(await listed()).toEqual([]);
    expect((await editor.get(`/api/history/hero_slide/${slide.id}`)).status).toBe(404);
    expect((await admin.delete(`/api/recently-deleted/${entry!.id}`)).body).toEqual({ message: "Deleted item not found" });
  });

  it("purges what was deleted more than 30 days ago, with its versions", async () => {
    const old = await created<{ id: string }>("/api/distributors", {
      companyName: "Nordic Gates",
      country: "NO",
      city: "Oslo",
      email: "sales@nordic.example",
      region: "europe",
    });
    const recent = await created<{ id: string }>("/api/distributors", {
      companyName: "Alpine Locks",
      country: "AT",
      city: "Wien",
      email: "sales@alpine.example",
      region: "europe",
    });
    expect((await editor.delete(`/api/distributors/${old.id}`)).status).toBe(204);
    expect((await editor.delete(`/api/distributors/${recent.id}`)).status).toBe(204);
    await database.db.execute(
      sql`update ${deletedItems} set deleted_at = now() - interval '30 days 1 minute' where ${deletedItems.itemId} = ${old.id}`,
    );
    expect((await listed()).map((entry) => entry.label)).toEqual(["Alpine Locks"]);
    expect((await editor.get(`/api/history/distributor/${old.id}`)).status).toBe(404);
    expect(await history("distributor", recent.id)).toHaveLength(1);
  });

  it("answers an id that names no entry with a 404", async () => {
    for (const id of [randomUUID(), "not-an-id"]) {
      expect((await editor.post(`/api/recently-deleted/${id}/restore`)).body).toEqual({ message: "Deleted item not found" });
    }
    expect((await visitor.get("/api/recently-deleted")).status).toBe(401);
  });
});

describe("products deleted alone", () => {
  it("come back with their category and values", async () => {
    const category = await readers();
    const product = await f18Reader(category.id);
    expect((await editor.delete(`/api/products/${product.id}`)).status).toBe(204);
    expect(await database.db.select().from(products)).toEqual([]);
    const [entry] = (await editor.get<DeletedItemRow[]>("/api/recently-deleted")).body;
    expect((await editor.post(`/api/recently-deleted/${entry!.id}/restore`)).status).toBe(200);
    expect((await visitor.get<ProductWithValuesRow>("/api/products/f18-reader")).body).toMatchObject({
      id: product.id,
      name: "F18 Reader",
    });
  });
});
