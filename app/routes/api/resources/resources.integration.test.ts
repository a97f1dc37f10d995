import { describe, expect, it } from "vitest";
import { categories } from "~/db/schema";
import type { Resource } from "~/services/content/downloads/resource.server";
import { expectFieldErrors, expectUnknownIdsNotFound, expectWritesNeedSession } from "../../../../tests/support/kits/catalogue-test-kit";
import { useContentApi } from "../../../../tests/support/kits/content-test-kit";

const api = useContentApi();

const sdk = {
  title: "Face SDK",
  type: "sdk",
  description: "C and Java bindings",
  fileUrl: "/uploads/face-sdk.zip",
  version: "3.2.0",
  fileSize: "24 MB",
  platform: "Windows, Linux",
};

async function createResource(body: object = sdk): Promise<Resource> {
  const response = await api.staff.post<Resource>("/api/resources", body);
  expect(response.status).toBe(201);
  return response.body;
}

async function createCategory(): Promise<string> {
  const [category] = await api.database.db.insert(categories).values({ name: "Face", slug: "face" }).returning();
  return category!.id;
}

describe("GET /api/resources", () => {
  it("lists resources for everyone, newest first, optionally of one type", async () => {
    await createResource({ title: "Installer app", type: "app" });
    await createResource();
    await createResource({ title: "Firmware 2", type: "firmware" });
    const all = await api.visitor.get<Resource[]>("/api/resources");
    expect(all.status).toBe(200);
    expect(all.body.map((resource) => resource.title)).toEqual(["Firmware 2", "Face SDK", "Installer app"]);
    const sdks = await api.visitor.get<Resource[]>("/api/resources?type=sdk");
    expect(sdks.body.map((resource) => resource.title)).toEqual(["Face SDK"]);
    expect((await api.visitor.get("/api/resources?type=movie")).status).toBe(400);
  });
});

describe("POST /api/resources", () => {
  it("creates a resource, in a category or in none", async () => {
    const categoryId = await createCategory();
    const created = await createResource({ ...sdk, categoryId, duration: "", externalUrl: "https://example.com/sdk" });
    expect(created).toMatchObject({ ...sdk, categoryId, duration: null, externalUrl: "https://example.com/sdk", thumbnailUrl: null });
    expect((await createResource({ title: "Guide", type: "tutorial", categoryId: "" })).categoryId).toBeNull();
  });

  it("names every invalid field", async () => {
    const response = await api.staff.post("/api/resources", { type: "movie", fileUrl: "ftp://example.com/x", version: "v".repeat(51) });
    expectFieldErrors(response, {
      title: "Title is required",
      type: "Choose one of app, firmware, sdk, tutorial, documentation",
      fileUrl: "File URL must be an http(s) address or a path starting with /",
      version: "Version must be at most 50 characters",
    });
  });

  it("refuses a category that does not exist", async () => {
    expectFieldErrors(await api.staff.post("/api/resources", { ...sdk, categoryId: "00000000-0000-4000-8000-000000000000" }), {
      categoryId: "Choose an existing category",
    });
    expectFieldErrors(await api.staff.post("/api/resources", { ...sdk, categoryId: "face" }), {
      categoryId: "Category must be a valid id",
    });
  });
});

describe("PUT and DELETE /api/resources/{id}", () => {
  it("changes only the fields sent", async () => {
    const resource = await createResource();
    const response = await api.staff.put<Resource>(`/api/resources/${resource.id}`, { version: "3.3.0" });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ ...sdk, version: "3.3.0" });
  });

  it("refuses to move a resource to a category that does not exist", async () => {
    const resource = await createResource();
    const response = await api.staff.put(`/api/resources/${resource.id}`, { categoryId: "00000000-0000-4000-8000-000000000000" });
    expectFieldErrors(response, { categoryId: "Choose an existing category" });
  });

  it("deletes a resource", async () => {
    const resource = await createResource();
    expect((await api.staff.delete(`/api/resources/${resource.id}`)).status).toBe(204);
    expect((await api.visitor.get("/api/resources")).body).toEqual([]);
  });

  it("answers 404 for an id that names no resource", async () => {
    await expectUnknownIdsNotFound(api, "/api/resources", { title: "x" }, "Resource not found");
  });

  it("needs a signed-in staff member to write", async () => {
    const resource = await createResource();
    await expectWritesNeedSession(api, "/api/resources", resource.id, sdk);
    expect((await api.visitor.get<Resource[]>("/api/resources")).body).toEqual([resource]);
  });

  it("has no read by id", async () => {
    const resource = await createResource();
    const response = await api.visitor.get(`/api/resources/${resource.id}`);
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("PUT, DELETE");
  });
});
