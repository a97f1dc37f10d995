/**
 * The download center's staff API (decision 034): a resource's product links (`productIds`) and
 * its versions under /api/resources/{id}/versions, the newest by release date being the
 * resource's current version, with field-named errors and the activity log's records.
 */
import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { activityLog } from "~/db/schema";
import type { Resource } from "~/services/content/downloads/resource.server";
import type { ResourceVersion } from "~/services/content/downloads/resource-versions.server";
import { expectFieldErrors } from "../../../../tests/support/kits/catalogue-test-kit";
import { useContentApi } from "../../../../tests/support/kits/content-test-kit";
import { createSampleProducts } from "../../../../tests/support/kits/sample-products";

const api = useContentApi();

const firmware = { title: "Reader firmware", type: "firmware", version: "2.0.0", fileUrl: "/uploads/fw-2.0.0.bin", fileSize: "4 MB" };

async function createResource(body: object = firmware): Promise<Resource> {
  const response = await api.staff.post<Resource>("/api/resources", body);
  expect(response.status).toBe(201);
  return response.body;
}

const versionsOf = async (resource: Resource) => (await api.visitor.get<ResourceVersion[]>(`/api/resources/${resource.id}/versions`)).body;

async function addVersion(resource: Resource, body: object): Promise<ResourceVersion> {
  const response = await api.staff.post<ResourceVersion>(`/api/resources/${resource.id}/versions`, body);
  expect(response.status).toBe(201);
  return response.body;
}

const current = async (resource: Resource) =>
  (await api.visitor.get<Resource[]>("/api/resources")).body.find((row) => row.id === resource.id)!;

describe("a resource's products", () => {
  it("links the products sent, lists them with the resource and replaces them on update", async () => {
    const [reader, lock] = await createSampleProducts(api.database.db, ["R1", "L1"]);
    const resource = await createResource({ ...firmware, productIds: [reader!.id, reader!.id] });
    expect(resource.productIds).toEqual([reader!.id]);
    const updated = await api.staff.put<Resource>(`/api/resources/${resource.id}`, { productIds: [lock!.id, reader!.id] });
    expect(updated.body.productIds).toEqual([lock!.id, reader!.id].sort());
    expect((await current(resource)).productIds).toEqual([lock!.id, reader!.id].sort());
    // An update without the list keeps the links.
    await api.staff.put(`/api/resources/${resource.id}`, { title: "Reader firmware (all models)" });
    expect((await current(resource)).productIds).toHaveLength(2);
  });

  it("refuses products that do not exist or ids that are none, by field", async () => {
    expectFieldErrors(await api.staff.post("/api/resources", { ...firmware, productIds: ["00000000-0000-4000-8000-000000000000"] }), {
      productIds: "Choose existing products",
    });
    expectFieldErrors(await api.staff.post("/api/resources", { ...firmware, productIds: ["r1"] }), {
      "productIds.0": "Product must be a valid id",
    });
    expectFieldErrors(await api.staff.post("/api/resources", { ...firmware, productIds: "r1" }), { productIds: "Products must be a list" });
    expect((await api.visitor.get<Resource[]>("/api/resources")).body).toEqual([]);
  });

  it("loses a link when its product is deleted", async () => {
    const [reader] = await createSampleProducts(api.database.db, ["R2"]);
    const resource = await createResource({ ...firmware, productIds: [reader!.id] });
    expect((await api.admin.delete(`/api/products/${reader!.id}`)).status).toBe(204);
    expect((await current(resource)).productIds).toEqual([]);
  });
});

describe("a resource's versions", () => {
  it("starts with the resource's release as its first version, dated today", async () => {
    const resource = await createResource();
    const [first, ...others] = await versionsOf(resource);
    expect(others).toEqual([]);
    expect(first).toMatchObject({ version: "2.0.0", fileUrl: "/uploads/fw-2.0.0.bin", fileSize: "4 MB", releaseNotes: null });
    expect(first!.releasedOn).toBe(new Date().toISOString().slice(0, 10));
  });

  it("makes the newest by release date current, whatever the order they were added in", async () => {
    const resource = await createResource();
    await addVersion(resource, {
      version: "2.1.0",
      releasedOn: "2099-01-10",
      releaseNotes: "Faster matching",
      fileUrl: "/uploads/fw-2.1.0.bin",
    });
    expect(await current(resource)).toMatchObject({ version: "2.1.0", fileUrl: "/uploads/fw-2.1.0.bin", fileSize: null });
    await addVersion(resource, { version: "1.9.0", releasedOn: "2020-05-01", externalUrl: "https://example.com/fw-1.9" });
    expect((await current(resource)).version).toBe("2.1.0");
    expect((await versionsOf(resource)).map((version) => version.version)).toEqual(["2.1.0", "2.0.0", "1.9.0"]);
  });

  it("edits a version, and an edit of the current one shows on the resource", async () => {
    const resource = await createResource();
    const newer = await addVersion(resource, { version: "2.1.0", releasedOn: "2099-01-10" });
    const response = await api.staff.put<ResourceVersion>(`/api/resources/${resource.id}/versions/${newer.id}`, {
      releaseNotes: "Adds PIN entry",
      fileSize: "5 MB",
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ version: "2.1.0", releaseNotes: "Adds PIN entry", fileSize: "5 MB" });
    expect((await current(resource)).fileSize).toBe("5 MB");
    // Dated back, it is no longer the newest: 2.0.0 (today) is current again.
    await api.staff.put(`/api/resources/${resource.id}/versions/${newer.id}`, { releasedOn: "2001-01-01" });
    expect(await current(resource)).toMatchObject({ version: "2.0.0", fileSize: "4 MB" });
  });

  it("edits the current version when the resource's release fields change", async () => {
    const resource = await createResource();
    await api.staff.put(`/api/resources/${resource.id}`, { version: "2.0.1", fileSize: "4.1 MB" });
    expect(await versionsOf(resource)).toEqual([expect.objectContaining({ version: "2.0.1", fileSize: "4.1 MB" })]);
  });

  it("deletes a version, the resource taking the next newest, but never the last one", async () => {
    const resource = await createResource();
    const newer = await addVersion(resource, { version: "2.1.0", releasedOn: "2099-01-10" });
    expect((await api.staff.delete(`/api/resources/${resource.id}/versions/${newer.id}`)).status).toBe(204);
    expect((await current(resource)).version).toBe("2.0.0");
    const [last] = await versionsOf(resource);
    const refused = await api.staff.delete(`/api/resources/${resource.id}/versions/${last!.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ message: "A resource keeps at least one version; delete the resource instead" });
  });

  it("names every invalid field, and a label the resource already has", async () => {
    const resource = await createResource();
    const path = `/api/resources/${resource.id}/versions`;
    expectFieldErrors(await api.staff.post(path, { version: "v".repeat(51), releasedOn: "2026-02-30", fileUrl: "ftp://example.com/x" }), {
      version: "Version must be at most 50 characters",
      releasedOn: "Release date must be a date such as 2026-11-23",
      fileUrl: "File URL must be an http(s) address or a path starting with /",
    });
    expectFieldErrors(await api.staff.post(path, { version: "3.0.0" }), { releasedOn: "Release date is required" });
    const taken = await api.staff.post(path, { version: "2.0.0", releasedOn: "2026-01-01" });
    expect(taken.status).toBe(409);
    expect(taken.body).toEqual({ message: "This version is already in use", fields: { version: "This version is already in use" } });
  });

  it("answers 404 for a resource or a version that does not exist, or of another resource", async () => {
    const resource = await createResource();
    const other = await createResource({ ...firmware, title: "Other firmware" });
    const [otherVersion] = await versionsOf(other);
    const missing = "00000000-0000-4000-8000-000000000000";
    expect((await api.visitor.get(`/api/resources/${missing}/versions`)).body).toEqual({ message: "Resource not found" });
    expect((await api.staff.post(`/api/resources/nope/versions`, { releasedOn: "2026-01-01" })).status).toBe(404);
    const wrongOwner = await api.staff.put(`/api/resources/${resource.id}/versions/${otherVersion!.id}`, { version: "9" });
    expect(wrongOwner).toMatchObject({ status: 404, body: { message: "Version not found" } });
    expect((await api.staff.delete(`/api/resources/${resource.id}/versions/${missing}`)).status).toBe(404);
  });

  it("needs a signed-in staff member to write", async () => {
    const resource = await createResource();
    const [version] = await versionsOf(resource);
    const path = `/api/resources/${resource.id}/versions`;
    expect((await api.visitor.post(path, { releasedOn: "2026-01-01" })).status).toBe(401);
    expect((await api.visitor.put(`${path}/${version!.id}`, { version: "9" })).status).toBe(401);
    expect((await api.visitor.delete(`${path}/${version!.id}`)).status).toBe(401);
    expect(await versionsOf(resource)).toEqual([version]);
  });
});

describe("the activity log", () => {
  it("records links and versions as changes of their resource, and the copies between resource and current version not at all", async () => {
    const [reader] = await createSampleProducts(api.database.db, ["R3"]);
    const resource = await createResource();
    await api.staff.put(`/api/resources/${resource.id}`, { productIds: [reader!.id] });
    const newer = await addVersion(resource, { version: "2.1.0", releasedOn: "2099-01-10" });
    await api.staff.put(`/api/resources/${resource.id}/versions/${newer.id}`, { releaseNotes: "Adds PIN entry" });
    await api.staff.delete(`/api/resources/${resource.id}/versions/${newer.id}`);
    const entries = await api.database.db
      .select()
      .from(activityLog)
      .where(eq(activityLog.itemId, resource.id))
      .orderBy(asc(activityLog.createdAt));
    expect(entries.map(({ action, entityKind, itemLabel, actorName }) => ({ action, entityKind, itemLabel, actorName }))).toEqual([
      { action: "create", entityKind: "resource", itemLabel: "Reader firmware", actorName: "editor1" },
      ...Array(4).fill({ action: "update", entityKind: "resource", itemLabel: "Reader firmware", actorName: "editor1" }),
    ]);
    expect(entries.map((entry) => entry.changes)).toEqual([
      null,
      { products: { to: "Terminal R3" } },
      { versions: { to: "2.1.0" } },
      { "version 2.1.0: releaseNotes": { from: null, to: "Adds PIN entry" } },
      { versions: { from: "2.1.0" } },
    ]);
  });
});
