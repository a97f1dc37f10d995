/**
 * HEAD answers exactly what GET would, without the body (RFC 9110 §9.3.2, decision 044): the same
 * status and header fields on pages, the admin area, API reads, uploaded files, the build's files,
 * 404s, redirects and 304s; whether the page cache holds the page, has not kept it yet or is off;
 * for clients that take gzip, brotli or neither. Crawlers and link checkers read pages by HEAD.
 */
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { slugHistory } from "~/db/schema";
import { seedDemoContent } from "~/db/seed/seed-demo-content.server";
import { rawExchange, type RawResponse } from "../../tests/support/servers/raw-http";
import { createTestDatabase } from "../../tests/support/servers/test-database";
import { startTestServer, type TestServer } from "../../tests/support/servers/test-server";
import { makeImage, uploadFile } from "../../tests/support/kits/upload-test-kit";
import { createUser, signedInClient } from "../../tests/support/kits/users";

// Several hundred requests, a page rendered for most: allow for a busy machine.
vi.setConfig({ testTimeout: 180_000 });

const CLIENT_BUILD = path.resolve(process.env.BUILD_DIR ?? "build", "client");
const PDF = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");
const FORMER_SLUG = "a-former-slug";

/** An English visitor, so that the home page answers rather than redirects. */
const VISITOR = { "accept-language": "en" };
/** A page is kept once its render has finished, which on two busy cores can take over a second. */
const UNTIL_KEPT = { timeout: 10_000, interval: 50 };
/** What clients take: nothing named (the plain body), gzip alone, and what browsers send. */
const ENCODINGS: Record<string, string>[] = [{}, { "accept-encoding": "gzip" }, { "accept-encoding": "gzip, deflate, br" }];

/** An address to ask for; `kept`: the page cache keeps its answer. */
type Address = { path: string; headers?: Record<string, string>; kept?: boolean };

let database: DatabaseHandle;
/** PAGE_CACHE=on, and PAGE_CACHE=off, over the same demo content. */
let cached: TestServer;
let uncached: TestServer;
let addresses: Address[];
/** Both servers keep uploads in one folder: a file uploaded through one is served by both. */
const dataDir = mkdtempSync(path.join(os.tmpdir(), "head-requests-"));

const getJson = async <Body>(url: string): Promise<Body> => {
  const response = await fetch(url, { headers: VISITOR });
  const text = await response.text();
  if (!response.headers.get("content-type")?.startsWith("application/json"))
    throw new Error(`${url} answered ${response.status}: ${text.slice(0, 2000)}`);
  return JSON.parse(text) as Body;
};
const fileIn = (folder: string, extension: string) =>
  readdirSync(path.join(CLIENT_BUILD, folder)).find((name) => name.endsWith(extension))!;

beforeAll(async () => {
  database = await createTestDatabase();
  cached = await startTestServer(database, { PAGE_CACHE: "on", DATA_DIR: dataDir });
  await database.db.transaction((tx) => seedDemoContent(tx, cached.storage));
  uncached = await startTestServer(database, { DATA_DIR: dataDir });

  const [product] = await getJson<{ slug: string }[]>(`${uncached.url}/api/products`);
  const [article] = await getJson<{ id: string; slug: string }[]>(`${uncached.url}/api/news`);
  await database.db.insert(slugHistory).values({ kind: "news_article", slug: FORMER_SLUG, newsArticleId: article!.id });
  const staff = await signedInClient(database.db, uncached.url, (await createUser(database.db, "editor1", "editor")).id);
  const upload = async (bytes: Buffer, options: Parameters<typeof uploadFile>[2]) => (await uploadFile(staff, bytes, options)).body.url;
  const image = await upload(await makeImage("png"), { filename: "reader.png" });
  const datasheet = await upload(PDF, { filename: "datasheet.pdf", query: "?kind=document" });
  const signedIn = { cookie: staff.sessionCookie! };

  addresses = [
    // Public pages, in English and another language, with a query.
    ...["/", "/products", `/products/${product!.slug}`, `/news/${article!.slug}`, "/de/about", "/search?q=fingerprint"].map((page) => ({
      path: page,
      kept: true,
    })),
    // API reads, and the files for crawlers.
    ...["/api/products", `/api/products/${product!.slug}`, "/api/news", "/api/openapi.json", "/api/site-settings"].map((read) => ({
      path: read,
      kept: true,
    })),
    ...["/robots.txt", "/sitemap.xml", "/sitemaps/pages.xml"].map((file) => ({ path: file, kept: true })),
    // Redirects: a former slug (page and API), the home page to the visitor's language, the admin area to its sign-in.
    { path: `/news/${FORMER_SLUG}` },
    { path: `/api/news/${FORMER_SLUG}` },
    { path: "/", headers: { "accept-language": "de" } },
    { path: "/admin" },
    // Not found: a page, a language that is none, an API address, an uploaded file, a build file.
    ...["/no-such-page", "/xx/products", "/api/no-such-thing", "/uploads/no-such-file.webp", "/demo/no-such-picture.webp"].map(
      (missing) => ({ path: missing }),
    ),
    // The admin area and staff reads, signed in or not.
    { path: "/admin/login" },
    { path: "/admin/products", headers: signedIn },
    { path: "/api/inquiries", headers: signedIn },
    { path: "/api/inquiries" },
    // A method the address does not take (405).
    { path: "/api/objects/upload" },
    // Uploaded files; the build's hashed assets and its other files; the health check.
    { path: image },
    { path: datasheet },
    ...[".js", ".css", ".woff2"].map((extension) => ({ path: `/assets/${fileIn("assets", extension)}` })),
    { path: "/favicon.svg" },
    { path: `/demo/${fileIn("demo", ".pdf")}` },
    { path: `/demo/${fileIn("demo", ".webp")}` },
    { path: "/healthz" },
  ];
});
afterAll(async () => {
  await cached?.close();
  await uncached?.close();
  await database?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const header = (response: RawResponse, name: string) => response.headers.find(([field]) => field === name)?.[1];

/**
 * The status and header fields, in order, but for what may differ between two answers to the
 * same request: Date; an admin page's CSP nonce, new on every response (decision 080), masked; and
 * Transfer-Encoding. A body compressed as it is sent has no length known in advance, so Node
 * sends a GET's in chunks; a HEAD has no body to frame, and Node leaves the field out, as
 * RFC 9112 §6.1 allows. Content-Length is compared: neither has one then.
 */
const comparable = (response: RawResponse) => ({
  status: response.status,
  headers: response.headers
    .filter(([name]) => name !== "date" && name !== "transfer-encoding")
    .map(([name, value]) => [name, name === "content-security-policy" ? value.replace(/'nonce-[^']+'/, "'nonce-masked'") : value]),
});

function expectSameAnswer(head: RawResponse, get: RawResponse, label: string): void {
  expect.soft(comparable(head), label).toEqual(comparable(get));
  expect.soft(head.body.length, `${label}: the body of HEAD`).toBe(0);
}

/** Runs `check` for every address with every encoding, one after the other. */
async function forEveryRequest(check: (address: Address, headers: Record<string, string>, label: string) => Promise<void>) {
  for (const address of addresses) {
    for (const encoding of ENCODINGS) {
      const headers = { ...VISITOR, ...encoding, ...address.headers };
      await check(address, headers, `${address.path} ${JSON.stringify(headers)}`);
    }
  }
}

describe("HEAD", () => {
  it("answers as GET with the page cache off, HEAD asked first", async () => {
    await forEveryRequest(async (address, headers, label) => {
      const head = await rawExchange(uncached.url, "HEAD", address.path, headers);
      expectSameAnswer(head, await rawExchange(uncached.url, "GET", address.path, headers), label);
    });
  });

  it("answers as GET for what the page cache does not hold yet", async () => {
    await forEveryRequest(async (address, headers, label) => {
      const rendered = (method: string) => {
        cached.pageCache.cache.clear();
        return rawExchange(cached.url, method, address.path, headers);
      };
      const head = await rendered("HEAD");
      const get = await rendered("GET");
      if (address.kept) expect.soft(header(get, "x-cache"), label).toBe("MISS");
      expectSameAnswer(head, get, label);
    });
  });

  it("answers as GET for what the page cache holds", async () => {
    await forEveryRequest(async (address, headers, label) => {
      const get = () => rawExchange(cached.url, "GET", address.path, headers);
      if (address.kept) await vi.waitFor(async () => expect(header(await get(), "x-cache"), label).toBe("HIT"), UNTIL_KEPT);
      const head = await rawExchange(cached.url, "HEAD", address.path, headers);
      expectSameAnswer(head, await get(), label);
    });
  });

  it("answers 304 as GET does to an If-None-Match naming the ETag, kept or rendered", async () => {
    for (const server of [cached, uncached]) {
      await forEveryRequest(async (address, headers, label) => {
        const etag = header(await rawExchange(server.url, "GET", address.path, headers), "etag");
        // Kept answers always have one (decision 020); static files too; redirects, errors and staff's answers none.
        if (address.kept) expect.soft(etag, label).toBeDefined();
        if (etag === undefined) return;
        const conditional = { ...headers, "if-none-match": etag };
        const head = await rawExchange(server.url, "HEAD", address.path, conditional);
        const get = await rawExchange(server.url, "GET", address.path, conditional);
        expect.soft(get.status, label).toBe(304);
        expectSameAnswer(head, get, label);
      });
    }
  });

  it("keeps the whole page for the GETs after it, not an empty one", async () => {
    cached.pageCache.cache.clear();
    const head = () => rawExchange(cached.url, "HEAD", "/products", VISITOR);
    expect(header(await head(), "x-cache")).toBe("MISS");
    await vi.waitFor(async () => expect(header(await head(), "x-cache")).toBe("HIT"), UNTIL_KEPT);
    const get = await rawExchange(cached.url, "GET", "/products", VISITOR);
    expect(header(get, "x-cache")).toBe("HIT");
    expect(get.body.length).toBe(Number(header(get, "content-length")));
    expect(get.body.toString()).toMatch(/<\/html>$/);
  });
});
