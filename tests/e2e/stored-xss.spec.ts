/**
 * Stored XSS (issue 8, "Injection"): payloads saved through every text field of every kind of
 * content (and an English and a German value of each), an inquiry of each form, the site
 * settings and an uploaded file's name appear as text on every public page and admin screen
 * that shows them, in the browser: no script runs, no element is injected, no alert opens, no
 * script address is linked, and the payload's exact text is on the page.
 *
 * The bodies are built from the OpenAPI document's schemas (tests/support/checks/stored-xss.ts), so a
 * new text field gets a payload without a change here; the last test asks that every payload
 * was seen somewhere. The content changes every shared row (site settings, company sections,
 * hero slides), so the test runs its own server on a database of its own.
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import { expect, test as base } from "../support/browser/site-test";
import sharp from "sharp";
import { LOCALE_DISPLAY } from "~/lib/i18n/locales";
import { fieldParamKeys, isFilterable, YES, type FilterableField } from "~/lib/catalogue/specification-filters";
import { E2E_ADMIN_PASSWORD, FRESH_DATA_DIRECTORY } from "../../playwright.config";
import { ApiClient } from "../support/kits/api-client";
import { copyDataFolder } from "../support/servers/fresh-data-folder";
import { startServerProcess } from "../support/servers/server-process";
import {
  PAYLOAD_HOST,
  PAYLOAD_LANGUAGE,
  PayloadFactory,
  payloadBody,
  readPage,
  recordBlockedScripts,
  type FieldSchema,
  type StoredPayload,
} from "../support/checks/stored-xss";
import { signInThroughApi } from "./admin/admin-session";

type Site = {
  url: string;
  payloads: StoredPayload[];
  slugs: { product: string; solution: string; news: string; category: string };
  resourceType: string;
  /** The payload category's typed filters in a catalogue address, which the payload product matches. */
  filters: string;
  /** The fields whose payload some page showed as text, gathered over the tests. */
  seen: Set<string>;
};

type OpenApi = { paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema: FieldSchema }> } }>> };

const FIELDS_ROUTE = "/api/categories/{key}/specification-fields";

/**
 * A typed specification field of each type on the payload category (decision 033): payloads in
 * its name, unit, translations and choices; the type is the one thing given.
 */
async function storeSpecificationFields(api: ApiClient, factory: PayloadFactory, categoryId: string, schema: FieldSchema) {
  // The body is `{ fields }` or the bare list (decision 045): payloads go in the first shape.
  const fieldSchema = [schema, ...(schema.anyOf ?? [])].find((shape) => shape.properties?.fields)!.properties!.fields!.items!;
  const types = fieldSchema.properties!.type!.enum as string[];
  const fields = types.map((type) =>
    payloadBody(factory, `specificationField.${type}`, fieldSchema, { type, ...(type === "choice" ? {} : { choices: [] }) }),
  );
  const answer = await api.put<FilterableField[]>(FIELDS_ROUTE.replace("{key}", categoryId), { fields });
  if (answer.status !== 200) throw new Error(`PUT ${FIELDS_ROUTE} answered ${answer.status}: ${answer.text}`);
  return answer.body;
}

/** The payload product's number, which the catalogue's range filter asks for as both bounds. */
const PAYLOAD_NUMBER = 42;

/** A value for each field, by its (payload) name: a payload for the text field, the first choice, the number, yes. */
function specificationValuesOf(factory: PayloadFactory, fields: FilterableField[]): Record<string, unknown> {
  const valueOf = (field: FilterableField) => {
    switch (field.type) {
      case "number":
        return PAYLOAD_NUMBER;
      case "boolean":
        return true;
      case "choice":
        return field.choices[0];
      default:
        return factory.text("product.specificationValues.<text>", 1000);
    }
  };
  return Object.fromEntries(fields.map((field) => [field.name, valueOf(field)]));
}

/** The catalogue address's typed filters that the payload product matches: its choice, yes, and a range around its number. */
function specificationFilterQuery(fields: FilterableField[]): string {
  const filterable = fields.filter(isFilterable);
  const keys = fieldParamKeys(filterable);
  const params = new URLSearchParams();
  for (const field of filterable) {
    const key = keys.get(field.id)!;
    if (field.type === "number") ["min", "max"].forEach((bound) => params.append(`${key}-${bound}`, String(PAYLOAD_NUMBER)));
    if (field.type === "choice") params.append(key, field.choices[0]!);
    if (field.type === "boolean") params.append(key, YES);
  }
  return params.toString();
}

/** Saves the payloads through the API as the first-start admin; answers what was stored. */
async function storePayloads(url: string): Promise<Omit<Site, "url" | "seen">> {
  const api = new ApiClient(url);
  expect((await api.post("/api/auth/login", { username: "admin", password: E2E_ADMIN_PASSWORD })).status).toBe(200);
  const { paths } = (await (await fetch(`${url}/api/openapi.json`)).json()) as OpenApi;
  const factory = new PayloadFactory();
  const bodySchema = (route: string, method: string) => paths[route]![method]!.requestBody!.content["application/json"]!.schema;
  const write = async <Row>(method: string, route: string, entity: string, given: Record<string, unknown> = {}, schemaRoute = route) => {
    const body = payloadBody(factory, entity, bodySchema(schemaRoute, method.toLowerCase()), given);
    const answer = await api.request<Row>(method, route, { json: body });
    if (answer.status >= 300) throw new Error(`${method} ${route} answered ${answer.status}: ${answer.text}`);
    return answer.body;
  };
  type Row = { id: string; slug: string };

  const category = await write<Row>("POST", "/api/categories", "category", { slug: "xss-category", order: 0 });
  const fields = await storeSpecificationFields(api, factory, category.id, bodySchema(FIELDS_ROUTE, "put"));
  // A discontinued product that the payload product replaces: the payloads in the notice, the related products and /lifecycle (decision 058).
  const retired = await write<Row>("POST", "/api/products", "product", {
    slug: "xss-retired-product",
    categoryId: category.id,
    rating: 5,
    status: "published",
    lifecycle: "discontinued",
    discontinuedOn: "2026-01-31",
    supportEndsOn: "2027-01-31",
    relations: [],
    specificationValues: {},
  });
  const product = await write<Row>("POST", "/api/products", "product", {
    slug: "xss-product",
    categoryId: category.id,
    rating: 5,
    status: "published",
    lifecycle: "not_recommended",
    discontinuedOn: null,
    supportEndsOn: null,
    relations: [{ type: "replaces", productId: retired.id }],
    specificationValues: specificationValuesOf(factory, fields),
  });
  const solution = await write<Row>("POST", "/api/solutions", "solution", { slug: "xss-solution", status: "published" });
  await write("POST", "/api/case-studies", "caseStudy", { slug: "xss-case-study", solutionId: solution.id });
  const news = await write<Row>("POST", "/api/news", "news", { slug: "xss-news", relatedProductIds: [product.id], status: "published" });
  const resourceType = (bodySchema("/api/resources", "post").properties!.type!.enum as string[])[0]!;
  await write("POST", "/api/resources", "resource", { categoryId: category.id });
  await write("POST", "/api/distributors", "distributor", { country: "DE", email: "partner@xss.example" });
  // An advisory on the payload product: its texts on /security, its page and the product's page
  // (decision 059), and a demo product it does not affect, with the payload as the impact statement (079).
  const unaffected = (await api.get<Row[]>("/api/products")).body.find((other) => other.id !== product.id)!;
  await write("POST", "/api/advisories", "advisory", {
    code: "XSS-SA-1",
    cvssVector: "CVSS:3.1/AV:N/AC:L/PR:N/UI:N/S:U/C:H/I:H/A:H",
    cveIds: ["CVE-2026-0001"],
    publishedOn: "2026-11-01",
    status: "published",
    // Published, it must make a CSAF document: its affected versions are versions, not free text.
    products: [{ productId: product.id, affectedVersions: "1.0.0 and earlier" }],
    fixedVersionIds: [],
    notAffected: [
      {
        productId: unaffected.id,
        justification: "vulnerable_code_not_present",
        impactStatement: factory.text("advisory.notAffected.impactStatement", 2000),
      },
    ],
    revisions: [{ revisedOn: "2026-11-02", note: factory.text("advisory.revisions.note", 1000) }],
  });
  await write("POST", "/api/certificates", "certificate", { issuedOn: "2025-01-01", expiresOn: "2030-01-01", productIds: [product.id] });

  // The payload slide is the only one the carousel shows.
  for (const slide of (await api.get<Row[]>("/api/hero-slides?all=true")).body) {
    expect((await api.put(`/api/hero-slides/${slide.id}`, { isActive: false })).status).toBe(200);
  }
  await write("POST", "/api/hero-slides", "heroSlide", { order: 0 });
  for (const section of (await api.get<(Row & { section: string })[]>("/api/company-info")).body) {
    await write(
      "PUT",
      `/api/company-info/${section.id}`,
      `company.${section.section}`,
      { section: section.section },
      "/api/company-info/{key}",
    );
  }
  await write("PUT", "/api/site-settings", "settings", {
    salesEmail: "sales@xss.example",
    supportEmail: "support@xss.example",
    chatPhone: "+15550100",
    securityEmail: "psirt@xss.example",
    securityAcknowledgeDays: 3,
    securityTxtExpiresOn: null,
    securityLanguages: ["en"],
  });

  // Each public form, through the public call, anonymously.
  const visitor = new ApiClient(url);
  const forms = bodySchema("/api/inquiries", "post").oneOf!;
  for (const [index, form] of forms.entries()) {
    const body = payloadBody(factory, `inquiry${index}`, form, {
      email: "visitor@xss.example",
      productIds: [product.id],
      // The quote list's lines, on the forms that carry them.
      ...(form.properties?.items && {
        items: [{ productId: product.id, quantity: 2, note: factory.text(`inquiry${index}.items.note`, 500) }],
      }),
    });
    const answer = await visitor.post("/api/inquiries", body);
    if (answer.status !== 201) throw new Error(`POST /api/inquiries answered ${answer.status}: ${answer.text}`);
  }

  // An uploaded file's name, shown by the media library.
  const image = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#808080" } })
    .png()
    .toBuffer();
  const form = new FormData();
  // A payload short enough to have no slash: a file name keeps only what follows the last one.
  form.append("file", new File([new Uint8Array(image)], `${factory.text("media.filename", 60)}.png`));
  const upload = await api.request<{ filename: string }>("POST", "/api/objects/upload", { body: form });
  if (upload.status !== 201) throw new Error(`upload answered ${upload.status}: ${upload.text}`);
  // The form sends the name's quote as %22 (multipart's rule); the name as stored is what must show.
  expect(upload.body.filename).toMatch(/<img src=x data-xss onerror=window.__xss=1>'\.png$/);
  factory.stored.at(-1)!.text = upload.body.filename;

  return {
    payloads: factory.stored,
    slugs: { product: product.slug, solution: solution.slug, news: news.slug, category: "xss-category" },
    resourceType,
    filters: specificationFilterQuery(fields),
  };
}

const test = base.extend<{ watch: { alerts: string[]; errors: string[] } }, { site: Site }>({
  site: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a fixture needs from its first parameter
    async ({}, use) => {
      const dataDir = mkdtempSync(path.join(os.tmpdir(), "stored-xss-"));
      copyDataFolder(FRESH_DATA_DIRECTORY, dataDir);
      const server = await startServerProcess({ DATA_DIR: dataDir, INQUIRIES_PER_HOUR_PER_ADDRESS: "10000" });
      try {
        await use({ url: server.url, seen: new Set(), ...(await storePayloads(server.url)) });
      } finally {
        await server.stop();
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
    { scope: "worker", timeout: 180_000 },
  ],
  baseURL: async ({ site }, use) => use(site.url),
  // Every test's page: no alert may open and no script may fail.
  watch: [
    async ({ page }, use) => {
      const watch = { alerts: [] as string[], errors: [] as string[] };
      await page.addInitScript(recordBlockedScripts);
      page.on("dialog", (dialog) => {
        watch.alerts.push(`${dialog.type()}: ${dialog.message()}`);
        void dialog.dismiss();
      });
      page.on("pageerror", (error) => watch.errors.push(error.message));
      page.on("console", (message) => {
        // The payload addresses name a host that the CSP refuses images from, and that does not resolve.
        const aboutPayloadHost = message.text().includes(PAYLOAD_HOST) || message.text().startsWith("Failed to load resource");
        if (message.type() === "error" && !aboutPayloadHost) watch.errors.push(message.text());
      });
      await use(watch);
      expect(watch.alerts, "no alert, confirm or prompt opened").toEqual([]);
      expect(watch.errors, "no script error").toEqual([]);
    },
    { auto: true },
  ],
});

test.describe.configure({ mode: "serial", timeout: 240_000 });

/** Checks the page as it stands and notes which payloads it shows as text. */
async function inspect(page: Page, site: Site, where: string) {
  const reading = await page.evaluate(readPage);
  expect.soft(reading.xssFlag, `${where}: no payload script ran`).toBeUndefined();
  expect.soft(reading.markedElements, `${where}: no payload element`).toEqual([]);
  expect.soft(reading.scriptAddresses, `${where}: no script address`).toEqual([]);
  expect.soft(reading.blockedScripts, `${where}: no injected script for the CSP to block`).toEqual([]);
  const shown = site.payloads.filter((payload) => reading.texts.some((text) => text.includes(payload.text)));
  for (const payload of shown) site.seen.add(payload.field);
  return shown;
}

/** Opens a page and inspects it once it is quiet, or once `ready` shows (a list that arrives by a call after the page). */
async function visit(page: Page, site: Site, address: string, ready?: RegExp) {
  const response = await page.goto(address);
  expect(response?.status(), address).toBe(200);
  await page.waitForLoadState("networkidle");
  if (ready) await expect(page.getByText(ready).first(), `${address} shows its list`).toBeVisible();
  return inspect(page, site, address);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

test("public pages in English and in the payload language show every payload as text", async ({ page, site }) => {
  const pages = [
    "/",
    "/products",
    `/products/${site.slugs.product}`,
    `/products?category=${site.slugs.category}`,
    `/products?category=${site.slugs.category}&${site.filters}`,
    `/compare?products=${site.slugs.product}`,
    "/solutions",
    `/solutions/${site.slugs.solution}`,
    "/news",
    `/news/${site.slugs.news}`,
    "/support",
    `/resources?type=${site.resourceType}`,
    "/about",
    "/contact",
    "/customization",
    "/solutions-software",
    "/where-to-buy",
    "/products/xss-retired-product",
    "/lifecycle",
    "/security",
    "/security/XSS-SA-1",
    "/security/report",
    "/certifications",
  ];
  for (const address of pages) {
    const shown = await visit(page, site, address);
    expect(shown.length, `${address} shows payloads`).toBeGreaterThan(0);
  }
  for (const address of pages) await visit(page, site, `/${PAYLOAD_LANGUAGE}${address === "/" ? "" : address}`);

  // What a visitor types comes back in the search box, as text too.
  const typed = site.payloads[0]!.text;
  await visit(page, site, `/products?q=${encodeURIComponent(typed)}`);
  await expect(page.getByRole("searchbox").first()).toHaveValue(typed);
  // The site search reads its first 100 characters.
  await visit(page, site, `/search?q=${encodeURIComponent(typed)}`);
  await expect(page.getByRole("main").getByRole("combobox")).toHaveValue(typed.slice(0, 100));
});

/** Admin screens, with the dialog each opens on the payload rows (edit forms, the inquiry detail). */
const ADMIN_SCREENS: { path: string; opens?: RegExp; ready?: RegExp }[] = [
  { path: "/admin" },
  { path: "/admin/categories", opens: /^Edit x\d+x/ },
  { path: "/admin/products", opens: /^Edit x\d+x/ },
  { path: "/admin/solutions", opens: /^Edit x\d+x/ },
  { path: "/admin/resources", opens: /^Edit x\d+x/ },
  { path: "/admin/news", opens: /^Edit x\d+x/ },
  { path: "/admin/advisories", opens: /^Edit XSS-SA-1$/ },
  { path: "/admin/case-studies", opens: /^Edit x\d+x/ },
  { path: "/admin/hero-slides", opens: /^Edit x\d+x/ },
  { path: "/admin/distributors", opens: /^Edit x\d+x/ },
  { path: "/admin/certificates", opens: /^Edit x\d+x/ },
  { path: "/admin/company-info", opens: /^Edit / },
  { path: "/admin/inquiries", opens: /^View inquiry from x\d+x/ },
  { path: "/admin/media", ready: /x\d+x/ },
];

test("admin screens and their dialogs show every payload as text", async ({ page, site }) => {
  await signInThroughApi(page);
  for (const { path: screen, opens, ready } of ADMIN_SCREENS) {
    await visit(page, site, screen, ready);
    if (!opens) continue;
    const buttons = page.getByRole("button", { name: opens });
    await expect(buttons.first(), `${screen} lists the payload rows`).toBeVisible();
    for (const name of await buttons.evaluateAll((elements) => elements.map((element) => element.getAttribute("aria-label")!))) {
      await page.getByRole("button", { name: new RegExp(`^${escapeRegExp(name)}$`) }).click();
      const dialog = page.getByRole("dialog");
      await expect(dialog).toBeVisible();
      // The translations show once their language is chosen.
      const language = dialog.getByRole("radio", { name: LOCALE_DISPLAY[PAYLOAD_LANGUAGE].name, exact: true });
      if ((await language.count()) > 0) await language.click();
      await page.waitForLoadState("networkidle");
      // An inquiry's dialog reads its requested products (and their notes) once it opens.
      await expect(dialog.getByText("Loading products...")).toHaveCount(0);
      await inspect(page, site, `${screen}, ${name}`);
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
    }
  }
});

/**
 * Stored, but shown on no page and no admin screen: a company section's dialog and the About
 * page use only that section's own fields (the about section's text, the factory's figures, the
 * certifications' list), though the API takes every field for each.
 */
const NOT_SHOWN = [
  ...["about", "certifications"].flatMap((section) => [`company.${section}.stats.<name>`, `company.${section}.stats.<value>`]),
  ...["about", "factory"].flatMap((section) =>
    ["name", "imageUrl", "description"].map((field) => `company.${section}.certifications.0.${field}`),
  ),
].sort();

test("every payload was shown as text somewhere", async ({ site }) => {
  const unseen = site.payloads.map((payload) => payload.field).filter((field) => !site.seen.has(field));
  expect(unseen.sort()).toEqual(NOT_SHOWN);
  console.info(`stored-xss: ${site.payloads.length} payloads, ${site.seen.size} seen as text`);
});
