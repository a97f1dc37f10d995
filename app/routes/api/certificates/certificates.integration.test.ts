/**
 * The certifications register (docs/decisions/060-certifications-register.md) through the built
 * application: the API's reads and staff writes with their refusals, the public register page, a
 * product page's certificates and the catalogue's filter by certificate, on the page and in the API.
 */
import { describe, expect, it } from "vitest";
import { categories, products } from "~/db/schema";
import type { CertificateRow as Certificate } from "~/schemas/content/certificate";
import type { ProductRow } from "~/schemas/catalogue/product";
import {
  expectFieldErrors,
  expectUnknownIdsNotFound,
  expectWritesNeedSession,
  staffCreator,
} from "../../../../tests/support/kits/catalogue-test-kit";
import { useContentApi } from "../../../../tests/support/kits/content-test-kit";

const api = useContentApi();

/** Every field of a certificate but its products. */
const emc = () => ({
  standard: "EN 55032 (CE EMC)",
  issuer: "Nordtest EMC Laboratory",
  number: "NT-EMC-2025-04417",
  scope: "Emissions and immunity of the terminal",
  issuedOn: "2025-03-14",
  expiresOn: "2099-03-13",
  firmwareVersion: "3.2.0",
  documentUrl: "/uploads/nt-emc.pdf",
  translations: { de: { scope: "Störaussendung und Störfestigkeit des Terminals" } },
});

const create = staffCreator<Certificate>(api, "/api/certificates", emc);
/** `emc` with these fields changed. */
const createCertificate = (fields: object = {}) => create({ ...emc(), ...fields });

/** Two published products in one category, and a draft: their ids by name. */
async function createProducts(): Promise<Record<"terminal" | "lock" | "draft", string>> {
  const { db } = api.database;
  const [category] = await db.insert(categories).values({ name: "Access", slug: "access" }).returning();
  const product = (name: string, status: "published" | "draft") => ({
    categoryId: category!.id,
    name,
    slug: name.toLowerCase().replaceAll(" ", "-"),
    productCode: name.toUpperCase().replaceAll(" ", "-"),
    description: `The ${name}`,
    status,
  });
  const rows = await db
    .insert(products)
    .values([product("Face Terminal", "published"), product("Lever Lock", "published"), product("Secret Prototype", "draft")])
    .returning();
  return { terminal: rows[0]!.id, lock: rows[1]!.id, draft: rows[2]!.id };
}

const numbers = (rows: Certificate[]) => rows.map((row) => row.number);

describe("GET /api/certificates", () => {
  it("lists every certificate for everyone by standard, the newest issue first; productIds narrows to those covering any of them", async () => {
    const ids = await createProducts();
    await createCertificate({ standard: "FCC Part 15B", number: "F-1", issuedOn: "2021-06-02", expiresOn: null, productIds: [ids.lock] });
    await createCertificate({ number: "OLD", issuedOn: "2020-01-01", expiresOn: null, productIds: [ids.terminal] });
    const newest = await createCertificate({ productIds: [ids.terminal, ids.lock] });

    const listed = await api.visitor.get<Certificate[]>("/api/certificates");
    expect(listed.status).toBe(200);
    expect(numbers(listed.body)).toEqual(["NT-EMC-2025-04417", "OLD", "F-1"]);
    expect(numbers((await api.visitor.get<Certificate[]>(`/api/certificates?productIds=${ids.lock}`)).body)).toEqual([
      "NT-EMC-2025-04417",
      "F-1",
    ]);
    expect(numbers((await api.visitor.get<Certificate[]>(`/api/certificates?productIds=${ids.draft},${ids.terminal}`)).body)).toEqual([
      "NT-EMC-2025-04417",
      "OLD",
    ]);
    expect((await api.visitor.get<Certificate>(`/api/certificates/${newest.id}`)).body).toEqual(newest);
    expectFieldErrors(await api.visitor.get("/api/certificates?productIds=nope"), {
      productIds: "Product ids must be valid ids, separated by commas",
    });
    expect((await api.visitor.get(`/api/certificates/not-an-id`)).status).toBe(404);
  });
});

describe("POST /api/certificates", () => {
  it("creates a certificate with every field and its products, and answers 201 with the stored row", async () => {
    const ids = await createProducts();
    expect(await createCertificate({ ...emc(), productIds: [ids.lock, ids.terminal, ids.lock] })).toEqual({
      id: expect.any(String),
      ...emc(),
      productIds: [ids.terminal, ids.lock].sort(),
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
  });

  it("stores empty optional fields as null: no expiry, no firmware, no PDF", async () => {
    expect(await createCertificate({ expiresOn: "", firmwareVersion: " ", documentUrl: "", scope: "" })).toMatchObject({
      expiresOn: null,
      firmwareVersion: null,
      documentUrl: null,
      scope: null,
      productIds: [],
    });
  });

  it("names each missing required field", async () => {
    expectFieldErrors(await api.staff.post("/api/certificates", {}), {
      standard: "Standard is required",
      issuer: "Issuing body is required",
      number: "Certificate number is required",
      issuedOn: "Issued on is required",
    });
  });

  it("names each invalid field: dates that are no days, an expiry before the issue, a PDF address, unknown products", async () => {
    expectFieldErrors(
      await api.staff.post("/api/certificates", {
        ...emc(),
        issuedOn: "2025-02-30",
        expiresOn: "soon",
        documentUrl: "javascript:alert(1)",
      }),
      {
        issuedOn: "Issued on must be a date such as 2026-11-23",
        expiresOn: "Expires on must be a date such as 2026-11-23",
        documentUrl: "PDF must be an http(s) address or a path starting with /",
      },
    );
    expectFieldErrors(await api.staff.post("/api/certificates", { ...emc(), expiresOn: "2025-03-13" }), {
      expiresOn: "Expires on must not be before Issued on",
    });
    expectFieldErrors(await api.staff.post("/api/certificates", { ...emc(), productIds: ["00000000-0000-4000-8000-000000000000"] }), {
      productIds: "Choose existing products",
    });
    expect((await api.visitor.get<Certificate[]>("/api/certificates")).body).toEqual([]);
  });

  it("refuses the same issuer and number twice with 409 naming the number; another issuer may use it", async () => {
    await createCertificate();
    const again = await api.staff.post("/api/certificates", { ...emc(), standard: "Another" });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ fields: { number: "This issuer already has a certificate with this number" } });
    expect((await createCertificate({ issuer: "Another lab" })).number).toBe(emc().number);
  });
});

describe("PUT and DELETE /api/certificates/{id}", () => {
  it("keeps the fields left out, replaces the products when sent, and judges a lone expiry against the stored issue day", async () => {
    const ids = await createProducts();
    const certificate = await createCertificate({ productIds: [ids.terminal] });
    const response = await api.staff.put<Certificate>(`/api/certificates/${certificate.id}`, {
      firmwareVersion: "3.4.1",
      productIds: [ids.lock],
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ ...certificate, firmwareVersion: "3.4.1", productIds: [ids.lock], updatedAt: expect.any(String) });
    expectFieldErrors(await api.staff.put(`/api/certificates/${certificate.id}`, { expiresOn: "2024-01-01" }), {
      expiresOn: "Expires on must not be before Issued on",
    });
    expectFieldErrors(
      await api.staff.put(`/api/certificates/${certificate.id}`, { productIds: [ids.lock, "00000000-0000-4000-8000-000000000000"] }),
      {
        productIds: "Choose existing products",
      },
    );
    expect((await api.visitor.get<Certificate>(`/api/certificates/${certificate.id}`)).body.productIds).toEqual([ids.lock]);
  });

  it("deletes: 204, then gone, its product links with it; 404 for unknown ids", async () => {
    const ids = await createProducts();
    const certificate = await createCertificate({ productIds: [ids.terminal] });
    expect((await api.staff.delete(`/api/certificates/${certificate.id}`)).status).toBe(204);
    expect((await api.visitor.get("/api/certificates")).body).toEqual([]);
    expect((await api.visitor.get(`/api/certificates/${certificate.id}`)).status).toBe(404);
    await expectUnknownIdsNotFound(api, "/api/certificates", { firmwareVersion: "1" }, "Certificate not found");
  });

  it("lets editors and admins write, and refuses every write without a session with 401", async () => {
    const certificate = await createCertificate();
    expect((await api.admin.put(`/api/certificates/${certificate.id}`, { scope: "Admin's words" })).status).toBe(200);
    await expectWritesNeedSession(api, "/api/certificates", certificate.id, emc());
    expect((await api.visitor.get<Certificate[]>("/api/certificates")).body).toMatchObject([{ scope: "Admin's words" }]);
  });
});

describe("the public pages", () => {
  it("the register lists valid certificates, then expired ones marked, with public products, PDF and firmware; ?product= narrows it", async () => {
    const ids = await createProducts();
    await createCertificate({ productIds: [ids.terminal, ids.draft] });
    await createCertificate({
      standard: "FCC Part 15B",
      number: "F-1",
      issuedOn: "2021-06-02",
      expiresOn: "2024-06-01",
      productIds: [ids.lock],
    });

    const page = await api.visitor.get("/certifications");
    expect(page.status).toBe(200);
    const valid = page.text.indexOf("EN 55032 (CE EMC)");
    const expired = page.text.indexOf("FCC Part 15B");
    expect(valid).toBeGreaterThan(0);
    expect(expired).toBeGreaterThan(valid);
    expect(page.text.slice(expired)).toContain("Expired");
    expect(page.text.slice(valid, expired)).not.toContain(">Expired<");
    expect(page.text).toContain('href="/uploads/nt-emc.pdf?v=1"');
    expect(page.text).toContain("3.2.0");
    expect(page.text).toContain('href="/products/face-terminal"');
    expect(page.text).not.toContain("Secret Prototype");

    const narrowed = await api.visitor.get("/certifications?product=lever-lock");
    expect(narrowed.text).toContain("FCC Part 15B");
    expect(narrowed.text).not.toContain("NT-EMC-2025-04417");
    // The scope in the page's language, the English where there is none.
    expect((await api.visitor.get("/de/certifications")).text).toContain("Störaussendung und Störfestigkeit des Terminals");
  });

  it("a product page shows the certificates covering it, and nothing of them where there are none", async () => {
    const ids = await createProducts();
    await createCertificate({ productIds: [ids.terminal] });
    const terminal = await api.visitor.get("/products/face-terminal");
    expect(terminal.text).toContain('id="product-certificates"');
    expect(terminal.text).toContain("NT-EMC-2025-04417");
    expect((await api.visitor.get("/products/lever-lock")).text).not.toContain('id="product-certificates"');
  });

  it("the catalogue filters by certificate, on the page and in GET /api/products; a malformed one is no filter on the page and 400 in the API", async () => {
    const ids = await createProducts();
    const certificate = await createCertificate({ productIds: [ids.lock] });
    const page = await api.visitor.get(`/products?certificate=${certificate.id}`);
    expect(page.text).toContain("Lever Lock");
    expect(page.text).not.toContain("Face Terminal");
    expect(page.text).toContain(`<option value="${certificate.id}" selected="">`);
    expect((await api.visitor.get("/products?certificate=nonsense")).text).toContain("Face Terminal");

    const listed = await api.visitor.get<ProductRow[]>(`/api/products?certificate=${certificate.id}`);
    expect(listed.body.map((product) => product.name)).toEqual(["Lever Lock"]);
    expect(listed.headers.get("x-total-count")).toBe("1");
    expectFieldErrors(await api.visitor.get("/api/products?certificate=nonsense"), { certificate: "Certificate must be a valid id" });
  });
});

describe("the site search", () => {
  it("finds a certificate by its number, standard, issuer or translated scope, leading to its card on the register", async () => {
    const certificate = await createCertificate();
    const found = async (q: string) => {
      const answer = await api.visitor.get<{ results: { kind: string; href: string; title: string }[] }>(
        `/api/search?q=${encodeURIComponent(q)}&limit=10`,
      );
      return answer.body.results.filter((hit) => hit.kind === "certificate").map((hit) => [hit.title, hit.href]);
    };
    for (const q of ["NT-EMC-2025-04417", "EN 55032", "Nordtest", "Störfestigkeit"]) {
      expect(await found(q), q).toEqual([["EN 55032 (CE EMC)", `/certifications#certificate-${certificate.id}`]]);
    }
    expect(await (await fetch(`${api.visitor.baseUrl}/de/search?q=Nordtest`)).text()).toContain("Zertifikate");
  });
});
