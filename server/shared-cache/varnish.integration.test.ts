/**
 * Varnish (Debian's, with varnish-modules' xkey) in front of the built application, started from
 * deploy/varnish.vcl as an ordinary process on a free port: a repeat pass over public pages comes
 * from Varnish; a change through the API purges, within a second, exactly the pages that show
 * what it changed, while the others stay kept; nothing personal is ever kept (decision 080).
 */
import { spawn, type ChildProcess } from "node:child_process";
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { seedDemoContent } from "~/db/seed/seed-demo-content.server";
import { ApiClient } from "../../tests/support/kits/api-client";
import { createUser, TEST_PASSWORD } from "../../tests/support/kits/users";
import { createTestDatabase } from "../../tests/support/servers/test-database";
import { startTestServer, type TestServer } from "../../tests/support/servers/test-server";

vi.setConfig({ testTimeout: 60_000 });

let database: DatabaseHandle;
let origin: TestServer;
let varnish: ChildProcess;
let varnishUrl: string;
let workFolder: string;
let staff: ApiClient;
type Item = { id: string; slug: string; name?: string };
let products: Item[];
let article: Item;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
    probe.on("error", reject);
  });
}

beforeAll(async () => {
  const varnishPort = await freePort();
  varnishUrl = `http://127.0.0.1:${varnishPort}`;
  database = await createTestDatabase();
  origin = await startTestServer(database, { PAGE_CACHE: "on", SHARED_CACHE_PURGE_URL: `${varnishUrl}/`, SHARED_CACHE_PURGE: "varnish" });
  await database.db.transaction((tx) => seedDemoContent(tx, origin.storage));
  await createUser(database.db, "editor1", "editor");
  staff = new ApiClient(origin.url);
  expect((await staff.post("/api/auth/login", { username: "editor1", password: TEST_PASSWORD })).status).toBe(200);
  products = (await (await fetch(`${origin.url}/api/products`)).json()) as Item[];
  article = ((await (await fetch(`${origin.url}/api/news`)).json()) as Item[])[0]!;

  workFolder = mkdtempSync(path.join(os.tmpdir(), "varnish-"));
  // Varnish's compiler runs as another process that must read the folder.
  chmodSync(workFolder, 0o755);
  const vcl = readFileSync(path.resolve("deploy/varnish.vcl"), "utf8").replace('.port = "3000"', `.port = "${new URL(origin.url).port}"`);
  writeFileSync(path.join(workFolder, "site.vcl"), vcl);
  varnish = spawn(
    "varnishd",
    [
      "-F",
      "-a",
      `127.0.0.1:${varnishPort}`,
      "-T",
      "none",
      "-n",
      path.join(workFolder, "n"),
      "-f",
      path.join(workFolder, "site.vcl"),
      "-s",
      "malloc,64m",
    ],
    { stdio: ["ignore", "ignore", "pipe"] },
  );
  varnish.stderr!.on("data", (chunk: Buffer) => process.stderr.write(chunk));
  // Up, and the origin seen healthy by its probe.
  await vi.waitFor(async () => expect((await fetch(`${varnishUrl}/healthz`)).status).toBe(200), { timeout: 30_000, interval: 250 });
});
afterAll(async () => {
  if (varnish?.exitCode === null) {
    varnish.kill("SIGTERM");
    await new Promise((resolve) => varnish.once("exit", resolve));
  }
  await origin?.close();
  await database?.close();
  if (workFolder) rmSync(workFolder, { recursive: true, force: true });
});

const throughVarnish = (address: string, headers: Record<string, string> = {}) =>
  fetch(varnishUrl + address, { headers: { "accept-language": "en", ...headers }, redirect: "manual" });
const served = async (address: string) => (await throughVarnish(address)).headers.get("x-varnish-cache");

describe("Varnish in front", () => {
  it("serves a repeat pass over the public pages from its cache", async () => {
    const pages = [
      "/",
      "/products",
      `/products/${products[0]!.slug}`,
      `/products/${products[1]!.slug}`,
      "/news",
      `/news/${article.slug}`,
      "/about",
      "/api/products",
    ];
    for (const address of pages) expect((await throughVarnish(address)).status, address).toBe(200);
    const again = await Promise.all(pages.map(served));
    expect(again.filter((state) => state === "HIT").length / pages.length).toBeGreaterThanOrEqual(0.95);
  });

  it("shows a product's change on the pages that show it once purged, and keeps the others", async () => {
    const changed = products[0]!;
    const key = `product:${changed.id}`;
    // The product pages that link the changed one (its replacements, accessories…) show it too.
    const pageKeys = await Promise.all(
      products.slice(1).map(async ({ slug }) => ({
        address: `/products/${slug}`,
        keys: (await throughVarnish(`/products/${slug}`)).headers.get("surrogate-key")!.split(" "),
      })),
    );
    const linking = pageKeys.filter(({ keys }) => keys.includes(key)).map(({ address }) => address);
    const unrelated = pageKeys.find(({ keys }) => !keys.includes(key))!.address;
    const kept = [unrelated, `/news/${article.slug}`];
    const purged = [`/products/${changed.slug}`, "/products", "/api/products", ...linking];
    for (const address of [...kept, ...purged]) {
      await throughVarnish(address);
      expect(await served(address), address).toBe("HIT");
    }
    expect((await staff.put(`/api/products/${changed.id}`, { name: "Terminal renamed through the API" })).status).toBe(200);
    await vi.waitFor(
      async () => expect(await (await throughVarnish(`/products/${changed.slug}`)).text()).toContain("Terminal renamed through the API"),
      // The purge goes out right after the write; how soon is for the benchmarks, not a test.
      { timeout: 15_000, interval: 100 },
    );
    // The lists were purged too: fetched anew (the catalogue's first page need not show this product).
    expect(await served("/products")).toBe("MISS");
    const list = await throughVarnish("/api/products");
    expect(list.headers.get("x-varnish-cache")).toBe("MISS");
    expect(await list.text()).toContain("Terminal renamed through the API");
    for (const address of linking) expect(await served(address), address).toBe("MISS");
    for (const address of kept) expect(await served(address), address).toBe("HIT");
  });

  it("shows a news article's change and keeps the product pages", async () => {
    const productPage = `/products/${products[1]!.slug}`;
    await throughVarnish(productPage);
    expect(await served(productPage)).toBe("HIT");
    expect((await staff.put(`/api/news/${article.id}`, { title: "A headline changed through the API" })).status).toBe(200);
    await vi.waitFor(
      async () => expect(await (await throughVarnish(`/news/${article.slug}`)).text()).toContain("A headline changed through the API"),
      // The purge goes out right after the write; how soon is for the benchmarks, not a test.
      { timeout: 15_000, interval: 100 },
    );
    expect(await served(productPage)).toBe("HIT");
  });

  it("never keeps nor serves from its cache an answer for a signed-in visitor", async () => {
    const signIn = await fetch(`${origin.url}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ username: "editor1", password: TEST_PASSWORD }),
    });
    const cookie = signIn.headers.get("set-cookie")!.split(";")[0]!;
    for (let pass = 0; pass < 2; pass += 1) {
      const response = await throughVarnish("/news", { cookie });
      expect(response.headers.get("x-varnish-cache")).toBe("MISS");
      expect(response.headers.get("cache-control")).toBe("private, no-store");
      expect(response.headers.get("surrogate-key")).toBeNull();
    }
  });
});
