import { beforeEach, describe, expect, it } from "vitest";
import { categories, products } from "~/db/schema";
import type { ProductRow as Product } from "~/schemas/catalogue/product";
import { expectFieldErrors, useCatalogueApi } from "../../../../tests/support/kits/catalogue-test-kit";

const api = useCatalogueApi();
let faceId: string;
let locksId: string;

/** Three products, newest first: the terminal, the reader, the lock. */
beforeEach(async () => {
  const [face, locks] = await api.database.db
    .insert(categories)
    .values([
      { name: "Facial Recognition", slug: "facial-recognition" },
      { name: "Smart Locks", slug: "smart-locks" },
    ])
    .returning();
  faceId = face!.id;
  locksId = locks!.id;
  await api.database.db.insert(products).values([
    {
      categoryId: faceId,
      name: "Face Terminal Pro",
      slug: "face-terminal-pro",
      productCode: "FR-100",
      description: "Outdoor gate reader",
      technology: "Face Recognition",
      interface: "Wiegand",
      isFeatured: true,
      createdAt: new Date("2025-03-03T00:00:00Z"),
    },
    {
      categoryId: faceId,
      name: "Fingerprint Reader",
      slug: "fingerprint-reader",
      productCode: "FP_200",
      description: "Reads 100% of dry fingers",
      technology: "Fingerprint",
      interface: "RS485",
      createdAt: new Date("2025-03-02T00:00:00Z"),
    },
    {
      categoryId: locksId,
      name: "Smart Lock",
      slug: "smart-lock",
      productCode: "SL-300",
      description: String.raw`Lever lock, firmware in C:\locks`,
      technology: "RFID",
      interface: "Bluetooth",
      createdAt: new Date("2025-03-01T00:00:00Z"),
    },
  ]);
});

async function listSlugs(query: string): Promise<string[]> {
  const response = await api.visitor.get<Product[]>(`/api/products${query}`);
  expect(response.status).toBe(200);
  expect(Number(response.headers.get("x-total-count"))).toBe(response.body.length);
  return response.body.map((product) => product.slug);
}

describe("GET /api/products", () => {
  it("lists every product for everyone, newest first, with the total in X-Total-Count", async () => {
    expect(await listSlugs("")).toEqual(["face-terminal-pro", "fingerprint-reader", "smart-lock"]);
  });

  it("orders products created at the same moment by name", async () => {
    await api.database.db.update(products).set({ createdAt: new Date("2025-01-01T00:00:00Z") });
    expect(await listSlugs("")).toEqual(["face-terminal-pro", "fingerprint-reader", "smart-lock"]);
  });

  it("searches name, product code and description, ignoring case", async () => {
    expect(await listSlugs("?q=TERMINAL")).toEqual(["face-terminal-pro"]);
    expect(await listSlugs("?q=fp_2")).toEqual(["fingerprint-reader"]);
    expect(await listSlugs("?q=GATE%20reader")).toEqual(["face-terminal-pro"]);
    expect(await listSlugs("?q=reader")).toEqual(["face-terminal-pro", "fingerprint-reader"]);
    expect(await listSlugs("?q=%20%20")).toEqual(["face-terminal-pro", "fingerprint-reader", "smart-lock"]);
  });

  it("matches %, _ and \\ in the search literally, not as wildcards", async () => {
    expect(await listSlugs("?q=%25")).toEqual(["fingerprint-reader"]);
    expect(await listSlugs("?q=_")).toEqual(["fingerprint-reader"]);
    expect(await listSlugs("?q=FP%25")).toEqual([]);
    expect(await listSlugs("?q=%5C")).toEqual(["smart-lock"]);
  });

  it("refuses a NUL character in a filter with 400 naming it (no stored text can hold one)", async () => {
    for (const [query, field] of [
      ["?q=a%00b", "q"],
      ["?technology=%00", "technology"],
    ] as const) {
      const response = await api.visitor.get(`/api/products${query}`);
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ message: "Some fields are invalid", fields: { [field]: "Must not contain NUL characters" } });
    }
  });

  it("filters by category id or category slug", async () => {
    expect(await listSlugs("?category=smart-locks")).toEqual(["smart-lock"]);
    expect(await listSlugs(`?category=${faceId}`)).toEqual(["face-terminal-pro", "fingerprint-reader"]);
    expect(await listSlugs("?category=no-such-category")).toEqual([]);
  });

  it("filters by exact technology and interface", async () => {
    expect(await listSlugs("?technology=Fingerprint")).toEqual(["fingerprint-reader"]);
    expect(await listSlugs("?technology=finger")).toEqual([]);
    expect(await listSlugs("?interface=Bluetooth")).toEqual(["smart-lock"]);
    expect(await listSlugs("?technology=Face%20Recognition&interface=RS485")).toEqual([]);
  });

  it("filters featured and not featured products", async () => {
    expect(await listSlugs("?featured=true")).toEqual(["face-terminal-pro"]);
    expect(await listSlugs("?featured=false")).toEqual(["fingerprint-reader", "smart-lock"]);
  });

  it("pages with limit and offset while X-Total-Count counts every match", async () => {
    const page = await api.visitor.get<Product[]>("/api/products?limit=1&offset=1");
    expect(page.body.map((product) => product.slug)).toEqual(["fingerprint-reader"]);
    expect(page.headers.get("x-total-count")).toBe("3");

    const filtered = await api.visitor.get<Product[]>(`/api/products?category=${faceId}&limit=1`);
    expect(filtered.body.map((product) => product.slug)).toEqual(["face-terminal-pro"]);
    expect(filtered.headers.get("x-total-count")).toBe("2");

    const beyond = await api.visitor.get<Product[]>("/api/products?offset=10");
    expect(beyond.body).toEqual([]);
    expect(beyond.headers.get("x-total-count")).toBe("3");
  });

  it("refuses paging and filters out of range with 400 naming them", async () => {
    expectFieldErrors(await api.visitor.get("/api/products?limit=0&offset=-1&featured=yes"), {
      limit: "Limit must be at least 1",
      offset: "Offset must be at least 0",
      featured: "Featured must be true or false",
    });
    expectFieldErrors(await api.visitor.get("/api/products?limit=1001"), { limit: "Limit must be at most 1000" });
    expectFieldErrors(await api.visitor.get(`/api/products?q=${"a".repeat(201)}`), { q: "Search must be at most 200 characters" });
  });
});
