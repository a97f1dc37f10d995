import { mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { isPrivateStorageKey, newPrivateStorageKey, newStorageKey, type FileStorage } from "./file-storage.server";
import { createLocalFileStorage } from "./local-file-storage.server";

let root: string;
let storage: FileStorage;

beforeEach(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), "local-storage-"));
  storage = createLocalFileStorage(path.join(root, "uploads"));
});
afterEach(() => rm(root, { recursive: true, force: true }));

const readAll = async (body: ReadableStream<Uint8Array>) => Buffer.from(await new Response(body).arrayBuffer());

describe("local file storage", () => {
  it("keeps a file under a random key with its type and size, and deletes it", async () => {
    const key = newStorageKey("image/png");
    expect(key).toMatch(/^[0-9a-f]{32}\.png$/);
    await storage.put(key, Buffer.from("png bytes"), "image/png");
    expect(await readdir(path.join(root, "uploads"))).toEqual([key]);

    const file = await storage.get(key);
    expect(file).toMatchObject({ contentType: "image/png", size: 9 });
    expect((await readAll(file!.body)).toString()).toBe("png bytes");

    await storage.delete(key);
    expect(await storage.get(key)).toBeNull();
    await expect(storage.delete(key)).resolves.toBeUndefined();
  });

  it("reads a range of a file, and tells the whole file's size", async () => {
    const key = newStorageKey("application/octet-stream");
    expect(key).toMatch(/^[0-9a-f]{32}\.bin$/);
    await storage.put(key, Buffer.from("0123456789"), "application/octet-stream");
    const file = await storage.get(key, { start: 3, end: 6 });
    expect(file).toMatchObject({ contentType: "application/octet-stream", size: 10 });
    expect((await readAll(file!.body)).toString()).toBe("3456");
  });

  it("finds nothing outside its folder, whatever the key says", async () => {
    await writeFile(path.join(root, "secret.txt"), "secret");
    for (const key of ["../secret.txt", "..", "/etc/passwd", `x/${newStorageKey("image/png")}`, ".hidden.png", "secret.txt"]) {
      expect(await storage.get(key), key).toBeNull();
      await storage.delete(key);
    }
    expect(await readdir(root)).toEqual(["secret.txt"]);
  });

  it("lists the keys it holds and nothing else in its folder", async () => {
    expect(await storage.list()).toEqual([]);
    const keys = [
      newStorageKey("image/png", { width: 640, height: 480 }),
      newStorageKey("application/pdf"),
      newPrivateStorageKey("image/png"),
    ];
    for (const key of keys) await storage.put(key, Buffer.from(key), key.endsWith(".png") ? "image/png" : "application/pdf");
    await writeFile(path.join(root, "uploads", "notes.txt"), "not a stored file");
    expect((await storage.list()).sort()).toEqual([...keys].sort());
  });

  it("keeps a private file (an inquiry's attachment) under a key of its own kind", async () => {
    const key = newPrivateStorageKey("application/pdf");
    expect(key).toMatch(/^private-[0-9a-f]{32}\.pdf$/);
    expect([isPrivateStorageKey(key), isPrivateStorageKey(newStorageKey("application/pdf"))]).toEqual([true, false]);
    await storage.put(key, Buffer.from("%PDF-1.4"), "application/pdf");
    expect((await storage.get(key))?.contentType).toBe("application/pdf");
    for (const other of ["private-../x.pdf", "private-x.pdf", `public-${key.slice("private-".length)}`])
      expect(await storage.get(other)).toBeNull();
  });

  it("refuses to write under a key it did not make or with a type its extension does not name", async () => {
    await expect(storage.put("../escape.png", Buffer.from("x"), "image/png")).rejects.toThrow(/Refusing/);
    await expect(storage.put(newStorageKey("image/png"), Buffer.from("x"), "text/html")).rejects.toThrow(/Refusing/);
    expect(await readdir(root)).toEqual([]);
  });
});
