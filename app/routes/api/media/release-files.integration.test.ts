/**
 * The download center's release files (issue 39): any file a maker ships, uploaded as
 * `?kind=release` up to a limit of its own, typed by its name where its content confirms it,
 * always served as a download, and resumable with `Range` from the local folder and from S3 alike.
 */
import { createHash, randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { media } from "~/db/schema";
import { startS3TestServer, type S3TestServer } from "../../../../tests/support/servers/s3-test-server";
import { makeImage, uploadFile, useMediaTestServer, type MediaTestContext } from "../../../../tests/support/kits/upload-test-kit";

const PICTURE_LIMIT = 64 * 1024;
const RELEASE_LIMIT = 256 * 1024;
const LIMITS = { UPLOAD_MAX_BYTES: String(PICTURE_LIMIT), RELEASE_UPLOAD_MAX_BYTES: String(RELEASE_LIMIT) };
const FIRMWARE = randomBytes(100 * 1024);
const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

const uploadRelease = (context: MediaTestContext, bytes: Uint8Array, filename: string) =>
  uploadFile(context.api, bytes, { filename, query: "?kind=release" });

/** The resumable download, the same whichever storage holds the file. */
function downloadsResume(context: MediaTestContext) {
  it("serves a release file as a download that can be resumed (Range, If-Range)", async () => {
    const { body: file } = await uploadRelease(context, FIRMWARE, "FR700 firmware 4.2.bin");
    const address = context.server.url + file.url;
    const etag = `"${sha256(FIRMWARE)}"`;

    const whole = await fetch(address);
    expect(whole.status).toBe(200);
    expect(
      Object.fromEntries(
        ["content-type", "content-disposition", "x-content-type-options", "accept-ranges", "etag", "content-length"].map((name) => [
          name,
          whole.headers.get(name),
        ]),
      ),
    ).toEqual({
      "content-type": "application/octet-stream",
      "content-disposition": `attachment; filename="FR700 firmware 4.2.bin"; filename*=UTF-8''FR700%20firmware%204.2.bin`,
      "x-content-type-options": "nosniff",
      "accept-ranges": "bytes",
      etag,
      "content-length": String(FIRMWARE.length),
    });
    expect(Buffer.from(await whole.arrayBuffer()).equals(FIRMWARE)).toBe(true);

    const part = await fetch(address, { headers: { Range: "bytes=1000-1999", "If-Range": etag } });
    expect(part.status).toBe(206);
    expect([part.headers.get("content-range"), part.headers.get("content-length")]).toEqual([`bytes 1000-1999/${FIRMWARE.length}`, "1000"]);
    expect(Buffer.from(await part.arrayBuffer()).equals(FIRMWARE.subarray(1000, 2000))).toBe(true);

    const rest = await fetch(address, { headers: { Range: `bytes=${FIRMWARE.length - 10}-` } });
    expect(rest.status).toBe(206);
    expect(Buffer.from(await rest.arrayBuffer()).equals(FIRMWARE.subarray(FIRMWARE.length - 10))).toBe(true);

    const changed = await fetch(address, { headers: { Range: "bytes=1000-1999", "If-Range": '"an older file"' } });
    expect([changed.status, changed.headers.get("content-length")], "another file: the whole of this one").toEqual([
      200,
      String(FIRMWARE.length),
    ]);
    await changed.arrayBuffer();

    const beyond = await fetch(address, { headers: { Range: `bytes=${FIRMWARE.length}-` } });
    expect([beyond.status, beyond.headers.get("content-range")]).toEqual([416, `bytes */${FIRMWARE.length}`]);
  });
}

describe("release files in the local folder", () => {
  const context = useMediaTestServer(LIMITS);

  it("takes a firmware file of no known format, up to its own limit, larger than a picture's", async () => {
    const response = await uploadRelease(context, FIRMWARE, "firmware.bin");
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    expect(response.body).toMatchObject({
      filename: "firmware.bin",
      contentType: "application/octet-stream",
      size: FIRMWARE.length,
      sha256: sha256(FIRMWARE),
      width: null,
      height: null,
    });
    expect(response.body.url).toMatch(/^\/uploads\/[0-9a-f]{32}\.bin$/);

    const tooLarge = await uploadRelease(context, randomBytes(RELEASE_LIMIT + 1), "image.img");
    expect([tooLarge.status, tooLarge.body.message]).toEqual([413, "The file is too large; the limit is 256 KB"]);
  });

  it("types a known format by its name when its content confirms it, and refuses a contradiction or a web page", async () => {
    const gzip = Buffer.concat([Buffer.from([0x1f, 0x8b, 0x08, 0x00]), randomBytes(64)]);
    const exe = Buffer.concat([Buffer.from("MZ", "latin1"), randomBytes(64)]);
    for (const [bytes, filename, contentType] of [
      [gzip, "sdk-2.1.tar.gz", "application/gzip"],
      [exe, "Setup.EXE", "application/vnd.microsoft.portable-executable"],
      [Buffer.concat([Buffer.from("PK\x03\x04", "latin1"), randomBytes(64)]), "app.apk", "application/vnd.android.package-archive"],
      [Buffer.from(":10010000214601360121470136007EFE09D2190140\n"), "mcu.hex", "application/octet-stream"],
    ] as const) {
      const response = await uploadRelease(context, bytes, filename);
      expect(response.status, filename).toBe(201);
      expect(response.body, filename).toMatchObject({ filename, contentType });
      const served = await fetch(context.server.url + response.body.url);
      expect(served.headers.get("content-type"), filename).toBe(contentType);
      expect(served.headers.get("content-disposition"), filename).toMatch(/^attachment; /);
      await served.arrayBuffer();
    }
    const rowsBefore = (await context.database.db.select().from(media)).length;
    for (const [bytes, filename, message] of [
      [gzip, "installer.exe", "The file's content is not what its .exe name says"],
      [Buffer.from("<!doctype html><script>alert(1)</script>"), "release-notes.html", "A web page (.html) cannot be a release file"],
      [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), "logo.svg", "A web page (.svg) cannot be a release file"],
    ] as const) {
      const response = await uploadRelease(context, bytes, filename);
      expect([response.status, response.body.fields], filename).toEqual([400, { file: message }]);
    }
    expect((await context.database.db.select().from(media)).length).toBe(rowsBefore);
  });

  it("serves even a picture uploaded as a release file as a download, never inline", async () => {
    const response = await uploadRelease(context, await makeImage("png"), "splash.png");
    expect(response.body.contentType).toBe("application/octet-stream");
    const served = await fetch(context.server.url + response.body.url);
    expect(served.headers.get("content-disposition")).toBe(`attachment; filename="splash.png"; filename*=UTF-8''splash.png`);
    await served.arrayBuffer();
  });

  it("is taken only as a release file: not as an image, a document or a replacement of one", async () => {
    for (const kind of ["image", "document"]) {
      const response = await uploadFile(context.api, FIRMWARE.subarray(0, 1024), { filename: "firmware.bin", query: `?kind=${kind}` });
      expect(response.status, kind).toBe(415);
    }
    const tooLargeForAPicture = await uploadFile(context.api, FIRMWARE, { filename: "firmware.bin", query: "?kind=document" });
    expect([tooLargeForAPicture.status, tooLargeForAPicture.body.message]).toEqual([413, "The file is too large; the limit is 64 KB"]);
  });

  it("replaces a release file by another of its type, up to the release limit, kept at its address", async () => {
    const { body: file } = await uploadRelease(context, FIRMWARE.subarray(0, 2048), "firmware-4.1.bin");
    const next = randomBytes(200 * 1024);
    const replaced = await uploadFile(context.api, next, { filename: "firmware-4.2.img", path: `/api/media/${file.id}/file` });
    expect(replaced.status, JSON.stringify(replaced.body)).toBe(200);
    expect(replaced.body).toMatchObject({ url: file.url, filename: "firmware-4.2.img", sha256: sha256(next), version: 2 });
    const exe = await uploadFile(context.api, Buffer.from("MZ firmware"), { filename: "tool.exe", path: `/api/media/${file.id}/file` });
    expect([exe.status, exe.body.fields]).toEqual([
      400,
      { file: "A file of type application/octet-stream can only be replaced by another file of type application/octet-stream" },
    ]);
  });

  downloadsResume(context);
});

describe("release files in an S3 bucket", () => {
  const env: Record<string, string> = { ...LIMITS };
  let s3: S3TestServer | undefined;
  beforeAll(async () => {
    s3 = await startS3TestServer();
    Object.assign(env, s3.env);
  });
  const context = useMediaTestServer(env);
  afterAll(() => s3?.close());

  downloadsResume(context);
});
