import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { media } from "~/db/schema";
import { ApiClient } from "../../../../tests/support/api-client";
import { startTestServer, type TestServer } from "../../../../tests/support/test-server";
import { TEST_PASSWORD } from "../../../../tests/support/users";
import {
  download,
  makeImage,
  makePngBomb,
  uploadFile,
  useMediaTestServer,
  type TestImageFormat,
} from "../../../../tests/support/upload-test-kit";

const context = useMediaTestServer();

const KEY_URL = /^\/uploads\/[0-9a-f]{32}(-\d+x\d+)?\.(jpg|png|webp|gif|avif|pdf|zip)$/;
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
        width: 64,
        height: 48,
        uploadedBy: context.userId,
        createdAt: expect.any(String),
      });
      const [row] = await context.database.db.select().from(media).where(eq(media.id, response.body.id));
      expect(row).toMatchObject({ url: response.body.url, contentType, width: 64, height: 48, uploadedBy: context.userId });

      const served = await download(context.server.url, response.body.url);
      expect(served.status).toBe(200);
      expect(served.headers.get("content-type")).toBe(contentType);
      expect(served.bytes.length).toBe(response.body.size);
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
      expect(response.body).toMatchObject({ contentType, size: bytes.length, width: null, height: null });
      expect(response.body.url).toMatch(new RegExp(`\\.${extension}$`));
      const served = await download(context.server.url, response.body.url);
      expect(served.bytes.equals(bytes)).toBe(true);
      expect(served.headers.get("content-type")).toBe(contentType);
      expect(served.headers.get("content-disposition")).toBe(
        `attachment; filename="SDK v2.${extension}"; filename*=UTF-8''SDK%20v2.${extension}`,
      );
    }
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

  it("judges by content, not by name or declared type: HTML named .png, SVG with a script and text are refused with 415", async () => {
    const html = Buffer.from("<!doctype html><html><body><script>alert(document.cookie)</script></body></html>");
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>');
    for (const [bytes, filename, type, query] of [
      [html, "photo.png", "image/png", ""],
      [svg, "logo.svg", "image/svg+xml", ""],
      [svg, "logo.svg", "image/svg+xml", "?kind=document"],
      [Buffer.from("just some text"), "notes.pdf", "application/pdf", "?kind=document"],
    ] as const) {
      const response = await uploadFile(context.api, bytes, { filename, type, query });
      expect(response.status).toBe(415);
      expect(response.body.message).toMatch(/^Only JPEG, PNG, WebP, GIF and AVIF images/);
    }
    expect(await context.database.db.select().from(media)).toEqual([]);
  });

  it("serves a JPEG with HTML appended (a polyglot) as a clean JPEG only", async () => {
    const polyglot = Buffer.concat([await makeImage("jpeg"), Buffer.from("<html><script>alert(1)</script></html>")]);
    const response = await uploadFile(context.api, polyglot, { filename: "innocent.jpg" });
    expect(response.status).toBe(201);
    const served = await download(context.server.url, response.body.url);
    expect(served.bytes.includes("<script")).toBe(false);
    expect(served.bytes.subarray(-2).equals(Buffer.from([0xff, 0xd9]))).toBe(true);
    expect((await sharp(served.bytes).metadata()).format).toBe("jpeg");
  });

  it("refuses a truncated image with 400", async () => {
    for (const format of ["png", "jpeg"] as const) {
      const noise = { type: "gaussian", mean: 128, sigma: 40 } as const;
      const image = await sharp({ create: { width: 200, height: 200, channels: 3, background: "#000", noise } })
        .toFormat(format)
        .toBuffer();
      const response = await uploadFile(context.api, image.subarray(0, image.length / 2), { filename: `broken.${format}` });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({
        message: "The image is damaged or incomplete",
        fields: { file: "The image is damaged or incomplete" },
      });
    }
  });

  it("refuses a decompression bomb (a small PNG of 20000 x 20000 pixels) before decoding it", async () => {
    const bomb = makePngBomb(20_000, 20_000);
    expect(bomb.length).toBeLessThan(100_000);
    const response = await uploadFile(context.api, bomb, { filename: "bomb.png" });
    expect(response.status).toBe(413);
    expect(response.body).toEqual({ message: "The image is too large: 400 megapixels; the limit is 40" });
  });

  it("refuses an empty file, a missing field and a second file with 400", async () => {
    const empty = await uploadFile(context.api, new Uint8Array(0), { filename: "empty.png" });
    expect(empty.status).toBe(400);
    expect(empty.body).toEqual({ message: "The file is empty", fields: { file: "The file is empty" } });

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
    expect(kind.body).toEqual({ message: "Some fields are invalid", fields: { kind: "Kind must be image or document" } });
  });

  it("never uses the uploader's file name for storage: a path in it only shows, trimmed, as the filename", async () => {
    const response = await uploadFile(context.api, await makeImage("png"), { filename: "../../../etc/passwd\u202Egnp.png" });
    expect(response.status).toBe(201);
    expect(response.body.url).toMatch(KEY_URL);
    expect(response.body.filename).toBe("passwdgnp.png");
  });

  it("answers 401 without a session and stores nothing", async () => {
    await context.api.post("/api/auth/logout");
    const response = await uploadFile(context.api, await makeImage("png"));
    expect(response.status).toBe(401);
    expect(await context.database.db.select().from(media)).toEqual([]);
  });
});

describe("the size limit (UPLOAD_MAX_BYTES)", () => {
  let smallServer: TestServer;
  beforeAll(async () => {
    smallServer = await startTestServer(context.database, { UPLOAD_MAX_BYTES: "2048" });
  });
  afterAll(() => smallServer.close());

  it("takes a file within the limit and refuses a larger one with 413, however large", async () => {
    const client = new ApiClient(smallServer.url);
    await client.post("/api/auth/login", { username: "editor1", password: TEST_PASSWORD });
    expect((await uploadFile(client, await makeImage("png", 8, 8))).status).toBe(201);

    for (const size of [2049, 5 * 1024 * 1024]) {
      const response = await uploadFile(client, Buffer.alloc(size, 0xff), { filename: "big.jpg" });
      expect(response.status).toBe(413);
      expect(response.body).toEqual({ message: "The file is too large; the limit is 2 KB" });
    }
  });
});

describe("GET /uploads/{name}", () => {
  it("serves an image inline with its type, nosniff and a year of immutable caching", async () => {
    const { body } = await uploadFile(context.api, await makeImage("webp"));
    const served = await download(context.server.url, body.url);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/webp");
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(served.headers.get("content-disposition")).toBe("inline");
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
