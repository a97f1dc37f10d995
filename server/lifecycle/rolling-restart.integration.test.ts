/**
 * A rolling restart as an operator runs it: nginx with the README's example configuration
 * (deploy/nginx.conf) in front of two instances on one PostgreSQL database, one instance stopped
 * with SIGTERM under mixed GET and POST load. Nothing may be dropped (decision 049).
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { request as httpRequest } from "node:http";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../../scripts/perf/processes.mjs";
import { startNginx, type Nginx } from "../../tests/support/servers/nginx";
import { CUSTOMIZATION_FIELDS } from "../../tests/support/kits/inquiry-attachment-kit";
import { startServerProcess, type ServerProcess } from "../../tests/support/servers/server-process";
import { createPostgresTestDatabase, testDatabaseKind } from "../../tests/support/servers/test-database";

const EXAMPLE = readFileSync("deploy/nginx.conf", "utf8");
/** How long a stopping instance drains: long enough for the load to reach it meanwhile. */
const DRAIN_MS = 1_500;
/** Requests kept going at once through nginx. */
const CONCURRENCY = 8;

/** The example with what only a real site has replaced: each replacement must find its line once. */
function exampleFor(instances: string[], port: number): string {
  const replacements: [RegExp, string][] = [
    [/10\.0\.0\.11:3000/g, instances[0]!],
    [/10\.0\.0\.12:3000/g, instances[1]!],
    [/listen 443 ssl;/g, `listen 127.0.0.1:${port};`],
    [/^\s*ssl_certificate\s.*\n/gm, ""],
    [/^\s*ssl_certificate_key\s.*\n/gm, ""],
  ];
  return replacements.reduce((site, [pattern, replacement]) => {
    expect(site.match(pattern), String(pattern)).toHaveLength(1);
    return site.replace(pattern, replacement);
  }, EXAMPLE);
}

type DirectAnswer = { status: number; type: string | undefined; connection: string | undefined; retryAfter: string | undefined };

/** A request straight to an instance, on a connection of its own: its status, content type and drain headers. */
function sendDirectly(url: string, method = "GET", body?: string, headers: Record<string, string> = {}): Promise<DirectAnswer> {
  return new Promise((resolve, reject) => {
    httpRequest(url, { agent: false, method, headers }, (response) => {
      response.resume();
      response.on("end", () =>
        resolve({
          status: response.statusCode!,
          type: response.headers["content-type"],
          connection: response.headers.connection,
          retryAfter: response.headers["retry-after"],
        }),
      );
    })
      .on("error", reject)
      .end(body);
  });
}

describe.runIf(testDatabaseKind() === "postgres")("a rolling restart behind nginx with the README's configuration", () => {
  let database: Awaited<ReturnType<typeof createPostgresTestDatabase>>;
  let dataDirs: string[] = [];
  let instances: ServerProcess[] = [];
  let nginx: Nginx;

  beforeAll(async () => {
    database = await createPostgresTestDatabase();
    dataDirs = [0, 1].map(() => mkdtempSync(path.join(os.tmpdir(), "instance-")));
    instances = await Promise.all(
      dataDirs.map((dataDir) =>
        startServerProcess({
          DATABASE_URL: database.url,
          DATA_DIR: dataDir,
          ADMIN_PASSWORD: "rolling-restart-password",
          TRUST_PROXY: "loopback",
          SHUTDOWN_DRAIN_MS: String(DRAIN_MS),
          INQUIRIES_PER_HOUR_PER_ADDRESS: "100000",
          INQUIRY_MIN_FILL_SECONDS: "0",
        }),
      ),
    );
    const port = await freePort();
    nginx = await startNginx(
      exampleFor(
        instances.map((instance) => new URL(instance.url).host),
        port,
      ),
      port,
    );
  }, 120_000);
  afterAll(async () => {
    await nginx?.stop();
    await Promise.all(instances.map((instance) => instance.stop()));
    await database?.drop();
    for (const dataDir of dataDirs) rmSync(dataDir, { recursive: true, force: true });
  });

  it("is the configuration the README shows", () => {
    expect(readFileSync("README.md", "utf8")).toContain(EXAMPLE.slice(EXAMPLE.indexOf("upstream biometrics")));
  });

  it("answers every GET and POST while one instance stops with SIGTERM, and the instance drains before it goes", async () => {
    const [stopping] = instances as [ServerProcess, ServerProcess];
    // Sent as a browser on the site's own page sends it: the origin names nginx's port.
    const json = { "Content-Type": "application/json", Origin: nginx.url };
    let sent = 0;
    const inquiry = () => ({
      method: "POST" as const,
      headers: { ...json, "X-Forwarded-For": `198.51.100.${sent % 250}` },
      body: JSON.stringify({ ...CUSTOMIZATION_FIELDS, email: `visitor${sent}@example.com` }),
    });
    const requests: (() => [string, RequestInit?])[] = [
      () => ["/"],
      () => ["/api/inquiries", inquiry()],
      () => ["/api/products?limit=12"],
      () => ["/products?q=finger"],
    ];
    const failures: string[] = [];
    const answered = { before: 0, total: 0 };
    let running = true;
    const worker = async () => {
      while (running) {
        const [target, options] = requests[sent++ % requests.length]!();
        const response = await fetch(`${nginx.url}${target}`, options).catch((error: Error) => error);
        if (response instanceof Error) failures.push(`${options?.method ?? "GET"} ${target}: ${response.message}`);
        else {
          const body = await response.text();
          if (!response.ok) failures.push(`${options?.method ?? "GET"} ${target}: ${response.status} ${body.slice(0, 120)}`);
        }
        answered.total += 1;
      }
    };
    const workers = Array.from({ length: CONCURRENCY }, worker);

    await expect.poll(() => answered.total, { timeout: 30_000 }).toBeGreaterThan(100);
    answered.before = answered.total;
    const exited = stopping.stop("SIGTERM");
    // While it drains, reads answer 503 (a balancer repeats them elsewhere and stops sending
    // here), writes are served, and every connection closes after its response.
    await expect.poll(async () => (await sendDirectly(`${stopping.url}/healthz`)).status).toBe(503);
    expect(await sendDirectly(`${stopping.url}/api/products?limit=1`)).toEqual({
      status: 503,
      type: "application/json; charset=utf-8",
      connection: "close",
      retryAfter: "1",
    });
    const { body, headers } = inquiry();
    expect(await sendDirectly(`${stopping.url}/api/inquiries`, "POST", body, { ...headers, Origin: stopping.url })).toEqual({
      status: 201,
      type: "application/json; charset=utf-8",
      connection: "close",
      retryAfter: undefined,
    });
    expect(await exited).toBe(0);
    const afterStop = answered.total;
    await expect.poll(() => answered.total, { timeout: 30_000 }).toBeGreaterThan(afterStop + 100);
    running = false;
    await Promise.all(workers);

    expect(failures, nginx.errorLog()).toEqual([]);
    // Requests were answered while it drained and after it had gone: how many depends on the
    // machine's speed, so none is counted on beyond the hundred waited for above.
    expect(afterStop).toBeGreaterThan(answered.before);
    expect(stopping.output()).toContain('"msg":"stopped"');
    expect(nginx.errorLog()).not.toMatch(/upstream prematurely closed|Connection reset by peer/);
  }, 120_000);
});
