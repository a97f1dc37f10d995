import { eq } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { media } from "~/db/schema";
import { sha256Of } from "~/lib/server/checksums.server";
import { fillMissingChecksums } from "~/services/media/media.server";
import { download, makeImage, uploadFile, useMediaTestServer, type TestImageFormat } from "../../../../tests/support/kits/upload-test-kit";

const context = useMediaTestServer();

const PDF = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");
const ZIP = Buffer.concat([Buffer.from("PK\x03\x04", "latin1"), Buffer.alloc(60, 1)]);

describe("POST /api/objects/upload", () => {
  const formats: [TestImageFormat, string, string][] = [
    ["png", "image/png", "png"],
    ["jpeg", "image/jpeg", "jpg"],
    ["webp", "image/webp", "webp"],
    ["gif", "image/gif", "gif"],
    ["avif", "image/avif", "avif"],
  ];
  it.each(formats)(
    "stores an uploaded %s image under a random name and answers 201 with its url",
    async (format, contentType, extension) => {
      const response = await uploadFile(context.api, await makeImage(format), { filename: `Front panel.${extension}` });
      expect(response.status).toBe(201);
      expect(response.body).toEqual({
        id: expect.any(String),
        url: expect.stringMatching(new RegExp(`^/uploads/[0-9a-f]{32}-64x48\\.${extension}$`)),
        filename: `Front panel.${extension}`,
        contentType,
        size: expect.any(Number),
        sha256: expect.stringMatching(/^[0-9a-f]{64}$/),
        width: 64,
        height: 48,
        altText: null,
        caption: null,
        translations: {},
        version: 1,
        uploadedBy: context.userId,
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      });
      const [row] = await context.database.db.select().from(media).where(eq(media.id, response.body.id));
      expect(row).toMatchObject({ url: response.body.url, contentType, width: 64, height: 48, uploadedBy: context.userId });

      const served = await download(context.server.url, response.body.url);
      expect(served.status).toBe(200);
      expect(served.headers.get("content-type")).toBe(contentType);
      expect(served.bytes.length).toBe(response.body.size);
      expect(sha256Of(served.bytes)).toBe(response.body.sha256);
      const metadata = await sharp(served.bytes).metadata();
      expect(metadata.format).toBe(format === "avif" ? "heif" : format);
    },
  );

  it("re-encodes a JPEG: turned upright by its EXIF orientation, with its EXIF and GPS data gone", async () => {
    const photo = await sharp(await makeImage("jpeg", 64, 48))
      .withMetadata({ orientation: 6 })
      .withExifMerge({
        IFD0: { Copyright: "secret-owner", Model: "PhoneCam 9" },
        IFD3: { GPSLatitudeRef: "N", GPSLatitude: "48/1 51/1 2406/100" },
      })
      .jpeg()
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();

    const response = await uploadFile(context.api, photo, { filename: "site-visit.jpg" });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ width: 48, height: 64 });
    const served = await download(context.server.url, response.body.url);
    const metadata = await sharp(served.bytes).metadata();
    expect(metadata).toMatchObject({ format: "jpeg", width: 48, height: 64 });
    expect(metadata.exif).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
    expect(served.bytes.includes("secret-owner")).toBe(false);
    expect(served.bytes.includes("PhoneCam")).toBe(false);
  });

  it("keeps an animated GIF animated", async () => {
    const frames = await Promise.all([
      makeImage("png", 20, 20),
      sharp(await makeImage("png", 20, 20))
        .negate()
        .toBuffer(),
    ]);
    const animation = await sharp(frames, { join: { animated: true } })
      .gif()
      .toBuffer();
    const response = await uploadFile(context.api, animation, { filename: "blink.gif" });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ contentType: "image/gif", width: 20, height: 20 });
    const served = await download(context.server.url, response.body.url);
    expect((await sharp(served.bytes).metadata()).pages).toBe(2);
  });

  it("takes a PDF and a ZIP as documents, stored exactly as sent and served as downloads", async () => {
    for (const [bytes, contentType, extension] of [
      [PDF, "application/pdf", "pdf"],
      [ZIP, "application/zip", "zip"],
    ] as const) {
      const response = await uploadFile(context.api, bytes, { filename: `SDK v2.${extension}`, query: "?kind=document" });
      expect(response.status).toBe(201);
      expect(response.body).toMatchObject({ contentType, size: bytes.length, sha256: sha256Of(bytes), width: null, height: null });
      expect(response.body.url).toMatch(new RegExp(`\\.${extension}$`));
      const served = await download(context.server.url, response.body.url);
      expect(served.bytes.equals(bytes)).toBe(true);
      expect(served.headers.get("content-type")).toBe(contentType);
      expect(served.headers.get("content-disposition")).toBe(
        `attachment; filename="SDK v2.${extension}"; filename*=UTF-8''SDK%20v2.${extension}`,
      );
    }
  });

  it("names a file by its type, whatever its uploader's name said", async () => {
    for (const [bytes, sent, named] of [
      [PDF, "y.html", "y.pdf"],
      [PDF, "Datasheet", "Datasheet.pdf"],
      [PDF, "Manual v1.2", "Manual v1.2.pdf"],
      [PDF, "MANUAL.PDF", "MANUAL.PDF"],
      [ZIP, "sdk.exe", "sdk.zip"],
      [await makeImage("jpeg"), "photo.html", "photo.jpg"],
      [await makeImage("jpeg"), "photo.jpeg", "photo.jpeg"],
    ] as const) {
      const response = await uploadFile(context.api, bytes, { filename: sent, type: "text/html", query: "?kind=document" });
      expect(response.body.filename, sent).toBe(named);
      const served = await download(context.server.url, response.body.url);
      if (!response.body.contentType.startsWith("image/"))
        expect(served.headers.get("content-disposition"), sent).toContain(`filename="${named}"`);
    }
  });

  it("computes the checksum of files stored before checksums were kept, and keeps none for a file that is gone", async () => {
    const kept = await uploadFile(context.api, PDF, { filename: "Manual.pdf", query: "?kind=document" });
    const gone = await uploadFile(context.api, ZIP, { filename: "Old SDK.zip", query: "?kind=document" });
    const { db } = context.database;
    await db.update(media).set({ sha256: null });
    await context.server.storage.delete(gone.body.url.slice("/uploads/".length));
    expect(await fillMissingChecksums(db, context.server.storage)).toBe(1);
    const rows = await db.select({ id: media.id, sha256: media.sha256 }).from(media);
    expect(Object.fromEntries(rows.map((row) => [row.id, row.sha256]))).toEqual({ [kept.body.id]: sha256Of(PDF), [gone.body.id]: null });
    expect(await fillMissingChecksums(db, context.server.storage)).toBe(0);
  });

  it("takes images as documents too (a wiring diagram may be a picture)", async () => {
    const response = await uploadFile(context.api, await makeImage("png"), { query: "?kind=document" });
    expect(response.status).toBe(201);
    expect(response.body.contentType).toBe("image/png");
  });

  it("refuses a PDF or a ZIP where an image is expected, with 415", async () => {
    for (const bytes of [PDF, ZIP]) {
      const response = await uploadFile(context.api, bytes, { filename: "datasheet.png", type: "image/png" });
      expect(response.status).toBe(415);
      expect(response.body).toEqual({ message: "Only JPEG, PNG, WebP, GIF and AVIF images can be uploaded here" });
    }
  });

  it("refuses a missing field and a second file with 400", async () => {
    const missing = await uploadFile(context.api, await makeImage("png"), { field: "image" });
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({ message: "Choose a file to upload", fields: { file: "Choose a file to upload" } });

    const form = new FormData();
    const image = new Uint8Array(await makeImage("png"));
    form.append("file", new File([image], "a.png"));
    form.append("file", new File([image], "b.png"));
    const twoFiles = await context.api.request("POST", "/api/objects/upload", { body: form });
    expect(twoFiles.status).toBe(400);
    expect(twoFiles.body).toMatchObject({ message: "Send one file per request" });
  });

  it("refuses a body that is not multipart with 415, and an unknown kind with 400", async () => {
    const json = await context.api.post("/api/objects/upload", { file: "data:image/png;base64,AAAA" });
    expect(json.status).toBe(415);
    expect(json.body).toEqual({ message: 'Send the file as multipart/form-data in the field "file"' });

    const kind = await uploadFile(context.api, await makeImage("png"), { query: "?kind=video" });
    expect(kind.status).toBe(400);
    expect(kind.body).toEqual({ message: "Some fields are invalid", fields: { kind: "Kind must be image, document or release" } });
  });

  it("answers 401 without a session and stores nothing", async () => {
    await context.api.post("/api/auth/logout");
    const response = await uploadFile(context.api, await makeImage("png"));
    expect(response.status).toBe(401);
    expect(await context.database.db.select().from(media)).toEqual([]);
  });
});

describe("GET /uploads/{name}", () => {
  it("serves an image inline with its type and nosniff, kept for a year at its version's address and revalidated at its bare one", async () => {
    const { body } = await uploadFile(context.api, await makeImage("webp"));
    const served = await download(context.server.url, `${body.url}?v=1`);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/webp");
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable, no-transform");
    expect(served.headers.get("content-disposition")).toBe("inline");
    expect((await download(context.server.url, body.url)).headers.get("cache-control")).toBe("public, no-cache, no-transform");
  });

  it("answers 404 for an unknown name and for names that try to leave the folder", async () => {
    const { body } = await uploadFile(context.api, await makeImage("png"));
    const key = body.url.slice("/uploads/".length);
    for (const path of [
      `/uploads/${"0".repeat(32)}.png`,
      `/uploads/${key}.partial`,
      `/uploads/x/${key}`,
      "/uploads/..%2F..%2Fpackage.json",
      "/uploads/%2E%2E%2Fpackage.json",
      "/uploads/..%5C..%5Cpackage.json",
      "/uploads/",
    ]) {
      const served = await download(context.server.url, path);
      expect(served.status, path).toBe(404);
    }
  });
});
