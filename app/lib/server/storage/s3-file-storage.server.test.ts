/** The S3 storage against a local S3-protocol server (s3rver, in this process). */
import { PutObjectCommand, S3Client } from "@aws-sdk/client-s3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startS3TestServer, type S3TestServer } from "../../../../tests/support/servers/s3-test-server";
import { newStorageKey, type FileStorage } from "./file-storage.server";
import { createS3FileStorage } from "./s3-file-storage.server";

describe("S3 file storage (on a local S3 server)", () => {
  let s3: S3TestServer;
  let storage: FileStorage;

  beforeAll(async () => {
    s3 = await startS3TestServer();
    storage = createS3FileStorage(s3.settings);
  });
  afterAll(() => s3?.close());

  it("keeps a file with its type and size, and deletes it", async () => {
    const key = newStorageKey("application/pdf");
    await storage.put(key, Buffer.from("%PDF-1.4 datasheet"), "application/pdf");
    const file = await storage.get(key);
    expect(file).toMatchObject({ contentType: "application/pdf", size: 18 });
    expect(await new Response(file!.body).text()).toBe("%PDF-1.4 datasheet");

    await storage.delete(key);
    expect(await storage.get(key)).toBeNull();
    await expect(storage.delete(key)).resolves.toBeUndefined();
  });

  it("keeps a large file byte for byte", async () => {
    const key = newStorageKey("application/zip");
    const bytes = Buffer.alloc(3 * 1024 * 1024, "sdk ");
    await storage.put(key, bytes, "application/zip");
    const file = await storage.get(key);
    expect(file?.size).toBe(bytes.length);
    expect(Buffer.from(await new Response(file!.body).arrayBuffer()).equals(bytes)).toBe(true);
  });

  it("reads a range of a file, and tells the whole file's size", async () => {
    const key = newStorageKey("application/x-7z-compressed");
    await storage.put(key, Buffer.from("0123456789"), "application/x-7z-compressed");
    const file = await storage.get(key, { start: 3, end: 6 });
    expect(file).toMatchObject({ contentType: "application/x-7z-compressed", size: 10 });
    expect(await new Response(file!.body).text()).toBe("3456");
    await storage.delete(key);
  });

  it("answers null for a missing file and for a key it would never make", async () => {
    expect(await storage.get(newStorageKey("image/png"))).toBeNull();
    expect(await storage.get("../uploads/other.png")).toBeNull();
    await expect(storage.put("folder/name.png", Buffer.from("x"), "image/png")).rejects.toThrow(/Refusing/);
  });

  it("lists the keys it holds, and not other objects in the bucket", async () => {
    const before = await storage.list();
    const key = newStorageKey("image/webp", { width: 480, height: 320 });
    await storage.put(key, Buffer.from("webp bytes"), "image/webp");
    const { bucket, region, endpoint, forcePathStyle, accessKeyId, secretAccessKey } = s3.settings;
    const client = new S3Client({
      region,
      endpoint,
      forcePathStyle,
      credentials: { accessKeyId: accessKeyId!, secretAccessKey: secretAccessKey! },
    });
    await client.send(new PutObjectCommand({ Bucket: bucket, Key: "exports/notes.txt", Body: "someone else's object" }));
    expect((await storage.list()).sort()).toEqual([...before, key].sort());
    await storage.delete(key);
    expect(await storage.list()).toEqual(before);
  });

  it("fails loudly when the server refuses its access key", async () => {
    const stranger = createS3FileStorage({ ...s3.settings, accessKeyId: "SOMEONE-ELSE" });
    await expect(stranger.put(newStorageKey("image/png"), Buffer.from("x"), "image/png")).rejects.toThrow(/Access Key Id/);
  });
});
