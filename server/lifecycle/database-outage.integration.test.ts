/**
 * PostgreSQL stopped for 10 s under load, as a restart or a failover does (decision 050): kept
 * pages and API reads are served as they were, marked stale; everything else answers 503 with
 * Retry-After, never 500; the health check says so; once the database is back the instance
 * recovers by itself and trusts no copy from before.
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Product } from "~/services/catalogue/product.server";
import { ApiClient } from "../../tests/support/kits/api-client";
import { startPostgresCluster, type PostgresCluster } from "../../tests/support/servers/postgres-cluster";
import { CUSTOMIZATION_FIELDS } from "../../tests/support/kits/inquiry-attachment-kit";
import { startServerProcess, type ServerProcess } from "../../tests/support/servers/server-process";
import { testDatabaseKind } from "../../tests/support/servers/test-database";

const ADMIN_PASSWORD = "database-outage-password";
const OUTAGE_MS = 10_000;
/** Kept before the outage: the home page and a public API read. */
const KEPT = ["/", "/api/products"];
/** Never asked for before the outage, so not kept. */
const NOT_KEPT = "/about";

type Answer = { path: string; status: number; xCache: string | null; retryAfter: string | null; text: string };

describe.runIf(testDatabaseKind() === "postgres")("the database stopped for 10 s under load", () => {
  let cluster: PostgresCluster;
  let dataDir: string;
  let server: ServerProcess;
  let admin: ApiClient;

  beforeAll(async () => {
    cluster = await startPostgresCluster();
    dataDir = mkdtempSync(path.join(os.tmpdir(), "outage-"));
    server = await startServerProcess({
      DATABASE_URL: cluster.url,
      DATA_DIR: dataDir,
      ADMIN_PASSWORD,
      PAGE_CACHE: "on",
      INQUIRIES_PER_HOUR_PER_ADDRESS: "100000",
      INQUIRY_MIN_FILL_SECONDS: "0",
    });
    admin = new ApiClient(server.url);
    expect((await admin.post("/api/auth/login", { username: "admin", password: ADMIN_PASSWORD })).status).toBe(200);
  }, 120_000);
  afterAll(async () => {
    await server?.stop("SIGKILL");
    cluster?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  const visit = async (target: string, init?: RequestInit): Promise<Answer> => {
    const response = await fetch(`${server.url}${target}`, init);
    const text = await response.text();
    const { status, headers } = response;
    return { path: target, status, xCache: headers.get("x-cache"), retryAfter: headers.get("retry-after"), text };
  };
  const inquiry = (n: number): RequestInit => ({
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: server.url },
    body: JSON.stringify({ ...CUSTOMIZATION_FIELDS, email: `outage${n}@example.com` }),
  });

  it("serves kept pages stale and answers the rest 503, never 500, then recovers and renders anew", async () => {
    for (const target of KEPT) {
      await visit(target);
      expect((await visit(target)).xCache, target).toBe("HIT");
    }

    cluster.halt();
    const stoppedAt = Date.now();
    await expect.poll(async () => (await visit("/healthz")).status).toBe(503);

    const answers: Answer[] = [];
    let sent = 0;
    const worker = async () => {
      while (Date.now() - stoppedAt < OUTAGE_MS) {
        const n = sent++;
        const [target, init] = [
          [KEPT[0]!],
          [KEPT[1]!],
          [NOT_KEPT],
          ["/api/inquiries", inquiry(n)],
          ["/api/inquiries?limit=5", { headers: { cookie: admin.sessionCookie! } }],
        ][n % 5] as [string, RequestInit?];
        answers.push(await visit(target, init));
      }
    };
    await Promise.all(Array.from({ length: 4 }, worker));
    // The contact form posted without script: its page comes back with the failure message and what was typed.
    const form = new URLSearchParams({ type: "distributor", name: "Ines Duarte", email: "ines@duarte.example", country: "Portugal" });
    const posted = await visit("/contact", { method: "POST", body: form, headers: { Origin: server.url } });
    const inGerman = await visit(`/de${NOT_KEPT}`);
    cluster.restart();
    expect(inGerman.status).toBe(503);
    expect(inGerman.text).toContain('<html lang="de"');
    expect(inGerman.text).toContain("Kurz nicht verfügbar");
    expect(inGerman.text).toContain('href="/de"');
    expect(posted.status).toBe(503);
    expect(posted.text).toContain("Failed to submit inquiry. Please try again.");
    expect(posted.text).toContain('value="ines@duarte.example"');

    expect(answers.length).toBeGreaterThan(50);
    expect(answers.filter((answer) => answer.status >= 500 && answer.status !== 503).map((answer) => answer.path)).toEqual([]);
    for (const answer of answers) {
      if (KEPT.includes(answer.path)) {
        expect(answer.status, answer.path).toBe(200);
        expect(["HIT", "STALE"]).toContain(answer.xCache);
      } else {
        expect({ path: answer.path, status: answer.status, retryAfter: answer.retryAfter }).toEqual({
          path: answer.path,
          status: 503,
          retryAfter: "10",
        });
      }
    }
    // Served stale once the instance knew the database was gone.
    expect(answers.some((answer) => answer.xCache === "STALE")).toBe(true);
    const page = answers.find((answer) => answer.path === NOT_KEPT)!;
    expect(page.text).toContain("Briefly unavailable");
    const staff = answers.find((answer) => answer.path.startsWith("/api/inquiries?"))!;
    expect(JSON.parse(staff.text)).toEqual({ message: "The database cannot be reached at the moment; please try again in a few seconds" });

    // Back: healthy again without a restart, nothing kept from before is trusted, and changes
    // reach the pages as before.
    await expect.poll(async () => (await visit("/healthz")).status, { timeout: 30_000 }).toBe(200);
    await expect.poll(async () => (await visit("/")).xCache, { timeout: 30_000 }).toBe("HIT");
    expect(server.output()).not.toContain('"level":50');
    const [product] = (await admin.get<Product[]>("/api/products?limit=1")).body;
    expect((await admin.put(`/api/products/${product!.id}`, { name: "Outage Survivor Terminal" })).status).toBe(200);
    expect((await visit(`/products/${product!.slug}`)).text).toContain("Outage Survivor Terminal");
    expect((await visit("/api/inquiries", inquiry(sent))).status).toBe(201);
  }, 120_000);
});
