/**
 * The instances keep no state of their own: two built servers, started together on one empty
 * PostgreSQL database and one S3-protocol server, each with a data folder of its own, behave as
 * one site behind a load balancer that sends each request anywhere.
 */
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createS3FileStorage } from "~/lib/server/storage/s3-file-storage.server";
import type { Product } from "~/services/catalogue/product.server";
import { ApiClient } from "../../tests/support/kits/api-client";
import { startS3TestServer, type S3TestServer } from "../../tests/support/servers/s3-test-server";
import { startServerProcess, type ServerProcess } from "../../tests/support/servers/server-process";
import { createPostgresTestDatabase, testDatabaseKind } from "../../tests/support/servers/test-database";
import { download, makeImage, uploadFile, type UploadAnswer } from "../../tests/support/kits/upload-test-kit";

const ADMIN_PASSWORD = "several-instances-password";

describe.runIf(testDatabaseKind() === "postgres")("two instances on one PostgreSQL database and one S3 bucket", () => {
  let database: Awaited<ReturnType<typeof createPostgresTestDatabase>>;
  let s3: S3TestServer;
  let dataDirs: string[] = [];
  let first: ServerProcess;
  let second: ServerProcess;

  beforeAll(async () => {
    dataDirs = [0, 1].map(() => mkdtempSync(path.join(os.tmpdir(), "instance-")));
    [database, s3] = await Promise.all([createPostgresTestDatabase({ unmigrated: true }), startS3TestServer()]);
    const started = await Promise.allSettled(
      dataDirs.map((dataDir) =>
        startServerProcess({ DATABASE_URL: database.url, ADMIN_PASSWORD, PAGE_CACHE: "on", DATA_DIR: dataDir, ...s3.env }),
      ),
    );
    const servers = started.flatMap((result) => (result.status === "fulfilled" ? [result.value] : []));
    const failure = started.find((result) => result.status === "rejected");
    if (failure) {
      await Promise.all(servers.map((server) => server.stop()));
      throw failure.reason;
    }
    [first, second] = servers as [ServerProcess, ServerProcess];
  }, 120_000);
  afterAll(async () => {
    await Promise.all([first?.stop(), second?.stop()]);
    await Promise.all([s3?.close(), database?.drop()]);
    for (const dataDir of dataDirs) rmSync(dataDir, { recursive: true, force: true });
  });

  const signIn = async (server: ServerProcess) => {
    const client = new ApiClient(server.url);
    expect((await client.post("/api/auth/login", { username: "admin", password: ADMIN_PASSWORD })).status).toBe(200);
    return client;
  };

  it("start together on an empty database: one migrates and bootstraps it, both answer the health check", async () => {
    // The banner is written just after the "server listening" line the start waits for: on a busy
    // machine it can reach the output a moment later.
    const banners = () => [first, second].filter((server) => server.output().includes("First start: the database was created"));
    await expect.poll(() => banners().length).toBe(1);
    for (const server of [first, second]) {
      const health = await fetch(`${server.url}/healthz`);
      expect(await health.json()).toEqual({ status: "ok", database: "postgres" });
    }
  });

  it("share sessions: signed in on one, staff on the other; signed out on the other, out on both", async () => {
    const onFirst = await signIn(first);
    const onSecond = new ApiClient(second.url);
    onSecond.sessionCookie = onFirst.sessionCookie;
    expect((await onSecond.get<{ username: string }>("/api/auth/me")).body.username).toBe("admin");
    expect((await onSecond.get("/api/admin/stats")).status).toBe(200);

    expect((await onSecond.post("/api/auth/logout")).status).toBeLessThan(300);
    expect((await onFirst.get("/api/auth/me")).status).toBe(401);
  });

  it("serve a file uploaded through one from the other, out of the bucket, with nothing on local disk", async () => {
    const uploaded = await uploadFile(await signIn(first), await makeImage("png", 320, 200), { filename: "door.png", type: "image/png" });
    expect(uploaded.status).toBe(201);
    const { url, contentType, size } = uploaded.body as UploadAnswer;

    const fromSecond = await download(second.url, url);
    expect(fromSecond.status).toBe(200);
    expect(fromSecond.headers.get("content-type")).toBe(contentType);
    expect(fromSecond.bytes.length).toBe(size);
    const inBucket = await createS3FileStorage(s3.settings).get(url.replace(/^\/uploads\//, ""));
    expect(Buffer.from(await new Response(inBucket!.body).arrayBuffer()).equals(fromSecond.bytes)).toBe(true);
    for (const dataDir of dataDirs) expect(readdirSync(dataDir)).not.toContain("uploads");
  });

  it("show a change made through one on the other within milliseconds, though the other keeps pages in its cache", async () => {
    const admin = await signIn(first);
    const [product] = (await admin.get<Product[]>("/api/products")).body;
    const visitSecond = (address: string) => fetch(second.url + address, { headers: { "accept-language": "en" } });
    for (const address of [`/products/${product!.slug}`, `/api/products/${product!.slug}`]) {
      await vi.waitFor(async () => expect((await visitSecond(address)).headers.get("x-cache")).toBe("HIT"), { timeout: 10_000 });
    }

    expect((await admin.put(`/api/products/${product!.id}`, { name: "Renamed through the first instance" })).status).toBe(200);
    // The other instance hears of it within milliseconds (decision 051).
    await vi.waitFor(
      async () => {
        const page = await visitSecond(`/products/${product!.slug}`);
        expect(page.headers.get("x-cache")).toBe("MISS");
        expect(await page.text()).toContain("Renamed through the first instance");
      },
      { timeout: 2_000, interval: 10 },
    );
    expect(((await (await visitSecond(`/api/products/${product!.slug}`)).json()) as Product).name).toBe(
      "Renamed through the first instance",
    );
  });

  it("show changed site settings through the other within milliseconds, though it reads them once per change", async () => {
    const admin = await signIn(first);
    const settings = (await admin.get<Record<string, unknown>>("/api/site-settings")).body;
    const searchOnSecond = (search: string) => fetch(`${second.url}/products?q=${search}`).then((response) => response.text());
    expect(await searchOnSecond("before")).not.toContain("Renamed Biometrics Ltd");
    expect((await admin.put("/api/site-settings", { ...settings, companyName: "Renamed Biometrics Ltd" })).status).toBe(200);
    await vi.waitFor(async () => expect(await searchOnSecond("after")).toContain("Renamed Biometrics Ltd"), {
      timeout: 2_000,
      interval: 10,
    });
  });

  it("count failed sign-ins together: the limit is reached across both", async () => {
    const attempt = (server: ServerProcess) =>
      new ApiClient(server.url).post("/api/auth/login", { username: "intruder", password: "a guess that is wrong" });
    // The limit per username is 5 failures (LOGIN_FAILURES_PER_USERNAME): 3 here and 2 there.
    for (const server of [first, first, first, second, second]) expect((await attempt(server)).status).toBe(401);
    const blocked = await attempt(first);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});
