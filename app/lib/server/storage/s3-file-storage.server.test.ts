/**
 * The S3 storage against a local S3 server: moto's (`moto_server`, a Python package) when the
 * machine has it; skipped otherwise, since the test downloads nothing.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";
import { CreateBucketCommand, S3Client } from "@aws-sdk/client-s3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newStorageKey, type FileStorage } from "./file-storage.server";
import { createS3FileStorage } from "./s3-file-storage.server";

const hasMoto = spawnSync("moto_server", ["--help"], { stdio: "ignore" }).status === 0;

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function waitUntilAnswering(url: string) {
  for (let attempt = 0; attempt < 100; attempt++) {
    if (
      await fetch(url).then(
        () => true,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer`);
}

describe.skipIf(!hasMoto)("S3 file storage (on a local moto server)", () => {
  let moto: ChildProcess;
  let storage: FileStorage;

  beforeAll(async () => {
    const port = await freePort();
    moto = spawn("moto_server", ["-H", "127.0.0.1", "-p", String(port)], { stdio: "ignore" });
    const endpoint = `http://127.0.0.1:${port}`;
    await waitUntilAnswering(endpoint);
    const options = {
      bucket: "uploads",
      region: "us-east-1",
      endpoint,
      accessKeyId: "test",
      secretAccessKey: "test",
      forcePathStyle: true,
    };
    const client = new S3Client({ ...options, credentials: { accessKeyId: "test", secretAccessKey: "test" } });
    await client.send(new CreateBucketCommand({ Bucket: options.bucket }));
    storage = createS3FileStorage(options);
  });
  afterAll(() => {
    moto?.kill();
  });

  it("keeps a file with its type and size, and deletes it", async () => {
    const key = newStorageKey("application/pdf");
    await storage.put(key, Buffer.from("%PDF-1.4 datasheet"), "application/pdf");
    const file = await storage.get(key);
    expect(file).toMatchObject({ contentType: "application/pdf", size: 18 });
    expect(await new Response(file!.body).text()).toBe("%PDF-1.4 datasheet");

    await storage.delete(key);
    expect(await storage.get(key)).toBeNull();
  });

  it("answers null for a missing file and for a key it would never make", async () => {
    expect(await storage.get(newStorageKey("image/png"))).toBeNull();
    expect(await storage.get("../uploads/other.png")).toBeNull();
    await expect(storage.put("folder/name.png", Buffer.from("x"), "image/png")).rejects.toThrow(/Refusing/);
  });
});
