/**
 * A rolling restart as an operator runs it: nginx with the example configuration of docs/operating.md
 * (deploy/nginx.conf) in front of two instances on one PostgreSQL database, one instance stopped
 * with SIGTERM under the load that found decision 049's drain wanting (decision 066): sixteen
 * loops posting to `/api/auth/logout` as fast as answers come. Only writes, so nginx never gets
 * a read's 503 that would make it stop sending to the instance before it stops listening; and
 * nginx repeats no write elsewhere, so every connection the instance resets with a request on it
 * is a 502. Nothing may be dropped.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { setTimeout as delay } from "node:timers/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../../scripts/perf/processes.mjs";
import { startNginx, type Nginx } from "../../tests/support/servers/nginx";
import { CUSTOMIZATION_FIELDS } from "../../tests/support/kits/inquiry-attachment-kit";
import { keptConnection, refusesConnections } from "../../tests/support/servers/kept-connection";
import { startServerProcess, type ServerProcess } from "../../tests/support/servers/server-process";
import { createPostgresTestDatabase, testDatabaseKind } from "../../tests/support/servers/test-database";

const EXAMPLE = readFileSync("deploy/nginx.conf", "utf8");
/** How long a stopping instance leaves an idle connection to nginx: its default, above nginx's upstream keepalive_timeout. */
const DRAIN_MS = 5_000;
/** Loops posting to `/api/auth/logout` through nginx, each sending its next request as soon as the last is answered. */
const LOOPS = 16;
/** How long the load runs before one instance gets SIGTERM. */
const LOAD_BEFORE_STOP_MS = 3_000;

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

describe.runIf(testDatabaseKind() === "postgres")("a rolling restart behind nginx with the configuration docs/operating.md shows", () => {
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

  it("is the configuration docs/operating.md shows", () => {
    expect(readFileSync("docs/operating.md", "utf8")).toContain(EXAMPLE.slice(EXAMPLE.indexOf("upstream biometrics")));
  });

  it("answers every request while one instance stops with SIGTERM under load, and the instance drains before it goes", async () => {
    const [stopping] = instances as [ServerProcess, ServerProcess];
    const failures: string[] = [];
    let answered = 0;
    let running = true;
    const loop = async () => {
      while (running) {
        try {
          // Sent as a browser on the site's own page sends it: the origin names nginx's port.
          const response = await fetch(`${nginx.url}/api/auth/logout`, { method: "POST", headers: { Origin: nginx.url } });
          const body = await response.text();
          if (!response.ok) failures.push(`${response.status} ${body.slice(0, 120)}`);
        } catch (error) {
          failures.push((error as Error).message);
        }
        answered += 1;
      }
    };
    const loops = Array.from({ length: LOOPS }, loop);

    try {
      await delay(LOAD_BEFORE_STOP_MS);
      // Two connections of our own to the instance, kept open and idle as nginx keeps its own.
      const [reader, writer] = [keptConnection(), keptConnection()];
      for (const connection of [reader, writer]) expect((await connection.send(`${stopping.url}/healthz`)).status).toBe(200);
      const answeredBefore = answered;
      const exited = stopping.stop("SIGTERM");
      // It stops listening at once: a new connection is refused, which nginx repeats elsewhere.
      await expect.poll(() => refusesConnections(stopping.url)).toBe(true);
      // On a connection already open, a read answers 503 (nginx repeats it elsewhere and soon
      // stops sending here), a write is served, and either closes its connection.
      expect(await reader.send(`${stopping.url}/api/products?limit=1`)).toEqual({
        status: 503,
        type: "application/json; charset=utf-8",
        connection: "close",
        retryAfter: "1",
      });
      const inquiry = JSON.stringify(CUSTOMIZATION_FIELDS);
      const json = { "Content-Type": "application/json", Origin: stopping.url };
      expect(await writer.send(`${stopping.url}/api/inquiries`, "POST", inquiry, json)).toEqual({
        status: 201,
        type: "application/json; charset=utf-8",
        connection: "close",
        retryAfter: undefined,
      });
      expect(await exited).toBe(0);
      // Requests were answered while it stopped (how many depends on the machine's speed), and
      // go on being answered by the other instance.
      const afterStop = answered;
      expect(afterStop).toBeGreaterThan(answeredBefore);
      await expect.poll(() => answered, { timeout: 30_000 }).toBeGreaterThan(afterStop + 100);
    } finally {
      running = false;
      await Promise.all(loops);
    }

    expect(failures, `${failures.length} of ${answered} POSTs failed\n${nginx.errorLog()}`).toEqual([]);
    expect(stopping.output()).toContain('"msg":"stopped"');
    expect(nginx.errorLog()).not.toMatch(/upstream prematurely closed|Connection reset by peer/);
  }, 120_000);
});
