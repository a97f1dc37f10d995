/**
 * A page never shows a certificate as valid after its expiry, whatever the page cache kept: a
 * page showing a valid certificate is kept no longer than until it expires (the start of the day
 * after its expiry day, in UTC), and a shared cache is told no more either. The clock is the
 * test's: it stands one second before the expiry while the pages are rendered and kept, and one
 * second after it when they are asked for again.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { certificateProducts, certificates } from "~/db/schema";
import { createSampleProducts } from "../../../../tests/support/kits/sample-products";
import { createTestDatabase } from "../../../../tests/support/servers/test-database";
import { startTestServer, type TestServer } from "../../../../tests/support/servers/test-server";

const EXPIRES_ON = "2027-03-10";
const BEFORE_EXPIRY = new Date("2027-03-10T23:59:59Z");
const AFTER_EXPIRY = new Date("2027-03-11T00:00:01Z");

let database: DatabaseHandle;
let server: TestServer;
let certificateId: string;

beforeAll(async () => {
  // Before the server starts, so that its page cache reads the test's clock too.
  vi.useFakeTimers({ toFake: ["Date"], now: BEFORE_EXPIRY });
  database = await createTestDatabase();
  const [product] = await createSampleProducts(database.db, ["FT-100"]);
  const [certificate] = await database.db
    .insert(certificates)
    .values({ standard: "EN 55032", issuer: "Test Lab", number: "EMC-0001", issuedOn: "2024-03-11", expiresOn: EXPIRES_ON })
    .returning();
  certificateId = certificate!.id;
  await database.db.insert(certificateProducts).values({ certificateId, productId: product!.id });
  server = await startTestServer(database, { PAGE_CACHE: "on" });
});
afterAll(async () => {
  vi.useRealTimers();
  await server?.close();
  await database?.close();
});

const textOf = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ");

/** The page once the cache holds it (it is kept once compressed, just after the first answer). */
async function keptPage(path: string): Promise<Response> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const response = await fetch(server.url + path);
    if (response.headers.get("x-cache") === "HIT") return response;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`${path} was never kept`);
}

describe("a page showing a certificate that expires", () => {
  const pages = () => [
    { path: "/certifications", valid: "Valid certificates EN 55032", expired: "Expired certificates EN 55032 Expired" },
    { path: "/products/ft-100", valid: "EN 55032", expired: "EN 55032 Expired" },
    { path: "/products", valid: "EN 55032 · EMC-0001", expired: "EN 55032 · EMC-0001 (expired)" },
  ];

  it("is kept while the certificate is valid, no longer than that, and tells shared caches the same", async () => {
    for (const { path, valid, expired } of pages()) {
      const first = await fetch(server.url + path);
      expect(first.status, path).toBe(200);
      expect(first.headers.get("cache-control"), path).toBe("public, max-age=0, s-maxage=1, stale-while-revalidate=0, stale-if-error=0");
      const text = textOf(await first.text());
      expect(text, path).toContain(valid);
      expect(text, path).not.toContain(expired);
      await keptPage(path);
    }
  });

  it("shows it expired once the expiry has passed", async () => {
    vi.setSystemTime(AFTER_EXPIRY);
    for (const { path, expired } of pages()) {
      const after = await fetch(server.url + path);
      expect(textOf(await after.text()), path).toContain(expired);
      expect(after.headers.get("x-cache"), path).toBe("MISS");
    }
    // Nothing valid left to expire: kept for the cache's own minute again.
    const again = await fetch(server.url + "/certifications");
    expect(again.headers.get("cache-control")).toBe("public, max-age=0, s-maxage=60, stale-while-revalidate=300, stale-if-error=86400");
  });
});
