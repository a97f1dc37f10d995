/**
 * `GET /api/products` filters by the chosen category's typed specification fields the way the
 * catalogue page does (decision 033): ranges inclusive, several values of a field matching any,
 * X-Total-Count counting the matches, drafts kept from the public; a value that is none of its
 * field's is refused naming its key, and without a category the keys are ignored.
 */
import { beforeEach, describe, expect, it } from "vitest";
import type { ProductWithValuesRow as Product } from "~/schemas/catalogue/product";
import { expectFieldErrors, useCatalogueApi } from "../../../../tests/support/kits/catalogue-test-kit";
import type { ApiClient } from "../../../../tests/support/kits/api-client";

const api = useCatalogueApi();
let faceId: string;

async function putFields(categoryId: string, fields: object[]) {
  expect((await api.staff.put(`/api/categories/${categoryId}/specification-fields`, { fields })).status).toBe(200);
}

async function addProduct(categoryId: string, name: string, specificationValues: object, status = "published") {
  const slug = name.toLowerCase();
  const body = { categoryId, name, slug, productCode: name, description: "A terminal", status, specificationValues };
  expect((await api.staff.post("/api/products", body)).status).toBe(201);
}

async function addCategory(name: string, slug: string): Promise<string> {
  const response = await api.staff.post<{ id: string }>("/api/categories", { name, slug });
  expect(response.status).toBe(201);
  return response.body.id;
}

/** Terminals A-E published (E without values), F a draft that matches most filters; a lock with its own "IP rating". */
beforeEach(async () => {
  faceId = await addCategory("Facial Recognition", "facial-recognition");
  const locksId = await addCategory("Smart Locks", "smart-locks");
  await putFields(faceId, [
    { name: "Face capacity", unit: "faces", type: "number" },
    { name: "IP rating", type: "choice", choices: ["IP54", "IP65", "IP67"] },
    { name: "Wi-Fi", type: "boolean" },
    { name: "Screen", type: "text" },
  ]);
  await putFields(locksId, [{ name: "IP rating", type: "choice", choices: ["IP65"] }]);
  await addProduct(faceId, "A", { "Face capacity": 1000, "IP rating": "IP54", "Wi-Fi": false });
  await addProduct(faceId, "B", { "Face capacity": 3000, "IP rating": "IP65", "Wi-Fi": true, Screen: "5 inch" });
  await addProduct(faceId, "C", { "Face capacity": 5000, "IP rating": "IP65", "Wi-Fi": true });
  await addProduct(faceId, "D", { "Face capacity": 10000, "IP rating": "IP67" });
  await addProduct(faceId, "E", {});
  await addProduct(faceId, "F", { "Face capacity": 3000, "IP rating": "IP65", "Wi-Fi": true }, "draft");
  await addProduct(locksId, "Lock", { "IP rating": "IP65" });
});

/** The names listed (sorted) and X-Total-Count for a query string. */
async function listed(query: string, client: ApiClient = api.visitor): Promise<{ names: string[]; total: number }> {
  const response = await client.get<Product[]>(`/api/products?${query}`);
  expect(response.status, response.text).toBe(200);
  return { names: response.body.map((product) => product.name).sort(), total: Number(response.headers.get("x-total-count")) };
}

const inFace = (filters: string) => `category=facial-recognition&${filters}`;

describe("GET /api/products with typed filters", () => {
  it("narrows the list and X-Total-Count to the products matching every filter, by category slug or id", async () => {
    expect(await listed("category=facial-recognition")).toEqual({ names: ["A", "B", "C", "D", "E"], total: 5 });
    expect(await listed(inFace("ip-rating=IP65"))).toEqual({ names: ["B", "C"], total: 2 });
    expect(await listed(inFace("ip-rating=IP65&face-capacity-max=4000&wi-fi=yes"))).toEqual({ names: ["B"], total: 1 });
    expect(await listed(`category=${faceId}&wi-fi=no`)).toEqual({ names: ["A"], total: 1 });
    expect(await listed("category=smart-locks&ip-rating=IP65")).toEqual({ names: ["Lock"], total: 1 });
  });

  it("counts every match in X-Total-Count while a page shows some of them", async () => {
    const response = await api.visitor.get<Product[]>(`/api/products?${inFace("ip-rating=IP65&sort=name&limit=1&offset=1")}`);
    expect(response.body.map((product) => product.name)).toEqual(["C"]);
    expect(response.headers.get("x-total-count")).toBe("2");
  });

  it("includes both bounds of a range, and takes a range open at either end", async () => {
    expect(await listed(inFace("face-capacity-min=3000&face-capacity-max=5000"))).toEqual({ names: ["B", "C"], total: 2 });
    expect(await listed(inFace("face-capacity-min=3000"))).toEqual({ names: ["B", "C", "D"], total: 3 });
    expect(await listed(inFace("face-capacity-max=1000"))).toEqual({ names: ["A"], total: 1 });
    expect(await listed(inFace("face-capacity-min=5000.5&face-capacity-max=9999"))).toEqual({ names: [], total: 0 });
  });

  it("matches any of several values of one field", async () => {
    expect(await listed(inFace("ip-rating=IP54&ip-rating=IP67"))).toEqual({ names: ["A", "D"], total: 2 });
    expect(await listed(inFace("wi-fi=yes&wi-fi=no"))).toEqual({ names: ["A", "B", "C"], total: 3 });
  });

  it("never returns a draft to the public, while staff filter drafts too", async () => {
    expect(await listed(inFace("face-capacity-min=3000&face-capacity-max=3000"))).toEqual({ names: ["B"], total: 1 });
    expect(await listed(inFace("face-capacity-min=3000&face-capacity-max=3000"), api.staff)).toEqual({ names: ["B", "F"], total: 2 });
  });

  it("ignores the keys without a category, like any other unknown query key, even with values that are no field's", async () => {
    expect(await listed("ip-rating=IP65&face-capacity-min=abc")).toEqual({ names: ["A", "B", "C", "D", "E", "Lock"], total: 6 });
    expect(await listed("category=smart-locks&face-capacity-min=abc&wi-fi=maybe")).toEqual({ names: ["Lock"], total: 1 });
    expect(await listed("category=no-such-category&ip-rating=IP99")).toEqual({ names: [], total: 0 });
  });

  it("takes an empty value as no filter, and ignores a text field's key", async () => {
    expect(await listed(inFace("face-capacity-min=&ip-rating=&screen=none"))).toEqual({ names: ["A", "B", "C", "D", "E"], total: 5 });
  });

  it("refuses a malformed number, an unknown choice and a yes/no that is neither, naming each key", async () => {
    expectFieldErrors(await api.visitor.get(`/api/products?${inFace("face-capacity-min=3000&face-capacity-max=lots")}`), {
      "face-capacity-max": "Face capacity (max) must be a number",
    });
    expectFieldErrors(
      await api.visitor.get(`/api/products?${inFace("face-capacity-min=1e999&ip-rating=IP65&ip-rating=IP99&wi-fi=maybe")}`),
      {
        "face-capacity-min": "Face capacity (min) must be a number",
        "ip-rating": "IP rating must be one of IP54, IP65, IP67",
        "wi-fi": "Wi-Fi must be yes or no",
      },
    );
  });
});
