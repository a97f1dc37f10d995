/**
 * The production server as an operator runs it: first start on an empty database, a clean
 * stop and restart, and (embedded database) the data-folder lock and recovery from SIGKILL.
 */
import os from "node:os";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { runServer, startServerProcess } from "../../tests/support/servers/server-process";
import { createServerProcessDatabase, testDatabaseKind } from "../../tests/support/servers/test-database";

// Each test starts one to three real server processes: allow for a busy machine.
vi.setConfig({ testTimeout: 120_000 });

const ADMIN_PASSWORD = "first-start-password";
let env: Record<string, string>;
let cleanUp: () => Promise<void>;

beforeAll(async () => {
  // Not a table yet, as an operator's first start finds it.
  const database = await createServerProcessDatabase({ unmigrated: true });
  env = { ...database.env, ADMIN_PASSWORD };
  cleanUp = database.drop;
});
afterAll(() => cleanUp());

async function productCodes(url: string): Promise<string[]> {
  const response = await fetch(`${url}/api/products`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { productCode: string }[]).map((product) => product.productCode).sort();
}

describe(`the production server on ${testDatabaseKind()}`, () => {
  let demoProductCodes: string[];

  it("creates the schema, the admin account and the demo content on first start, started from any folder", async () => {
    // An operator's service manager may start it anywhere: the migrations come with the installation.
    const server = await startServerProcess(env, 60_000, { cwd: os.tmpdir() });
    try {
      const health = await fetch(`${server.url}/healthz`);
      expect(health.status).toBe(200);
      expect(await health.json()).toEqual({ status: "ok", database: testDatabaseKind() });

      demoProductCodes = await productCodes(server.url);
      expect(demoProductCodes).toHaveLength(4);
      expect(server.output()).toContain("Admin sign-in:  http://localhost:");
      expect(server.output()).toContain("Username:       admin");
      expect(server.output()).not.toContain(ADMIN_PASSWORD);
    } finally {
      expect(await server.stop("SIGTERM")).toBe(0);
    }
  });

  it("keeps every row across a stop with SIGTERM and does not bootstrap again", async () => {
    const server = await startServerProcess(env);
    try {
      expect(await productCodes(server.url)).toEqual(demoProductCodes);
      expect(server.output()).not.toContain("First start");
    } finally {
      expect(await server.stop("SIGTERM")).toBe(0);
    }
  });

  it.runIf(testDatabaseKind() === "pglite")(
    "refuses a second process on the same data folder, and keeps every write through a SIGKILL",
    async () => {
      const killedDatabase = await createServerProcessDatabase();
      const killedEnv = { ...env, ...killedDatabase.env };
      const first = await startServerProcess(killedEnv);
      try {
        const second = runServer(killedEnv);
        expect(await second.exited).toBe(1);
        expect(second.output()).toContain(`The data folder ${killedEnv.DATA_DIR} is in use by another process`);
        expect((await fetch(`${first.url}/healthz`)).status).toBe(200);
      } finally {
        // Killed without a chance to close the database: only what was committed can survive.
        await first.stop("SIGKILL");
      }

      const next = await startServerProcess(killedEnv);
      try {
        expect(next.output()).not.toContain("First start");
        expect(await productCodes(next.url)).toEqual(demoProductCodes);
      } finally {
        expect(await next.stop("SIGTERM")).toBe(0);
        await killedDatabase.drop();
      }
    },
  );

  it("stops at once with one line naming a bad setting", async () => {
    const run = runServer({ ...env, PORT: "eighty" });
    expect(await run.exited).toBe(1);
    expect(run.output().trim()).toMatch(/^Invalid configuration: PORT /);
  });
});
