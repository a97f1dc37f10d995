/**
 * For the upload and media-library tests: the served app with an editor signed in, real images
 * made by sharp, and the multipart upload call.
 */
import { crc32, deflateSync } from "node:zlib";
import { sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { adminUsers, categories, companyInfo, media, newsArticles } from "~/db/schema";
import { ApiClient } from "./api-client";
import { createTestDatabase } from "../servers/test-database";
import { startTestServer, type TestServer } from "../servers/test-server";
import { createUser, TEST_PASSWORD } from "./users";

export type MediaTestContext = { database: DatabaseHandle; server: TestServer; api: ApiClient; userId: string };

/**
 * Registers the hooks of a media test file: one database and server for the file (`env` adds
 * configuration, e.g. UPLOAD_MAX_BYTES); before each test, no media or content, and "editor1"
 * signed in on a fresh `api`.
 */
export function useMediaTestServer(env: Record<string, string> = {}): MediaTestContext {
  const context = {} as MediaTestContext;
  beforeAll(async () => {
    context.database = await createTestDatabase();
    context.server = await startTestServer(context.database, env);
  });
  afterAll(async () => {
    await context.server?.close();
    await context.database?.close();
  });
  beforeEach(async () => {
    const { db } = context.database;
    await db.execute(sql`truncate ${adminUsers}, ${media}, ${categories}, ${newsArticles}, ${companyInfo} cascade`);
    context.userId = (await createUser(db, "editor1", "editor")).id;
    context.api = new ApiClient(context.server.url);
    await context.api.post("/api/auth/login", { username: "editor1", password: TEST_PASSWORD });
  });
  return context;
}

/** A second client, signed in as a new administrator "admin1" (the media calls that editors may not make). */
export async function signedInAdmin(context: MediaTestContext): Promise<ApiClient> {
  await createUser(context.database.db, "admin1", "admin");
  const admin = new ApiClient(context.server.url);
  await admin.post("/api/auth/login", { username: "admin1", password: TEST_PASSWORD });
  return admin;
}

export type TestImageFormat = "png" | "jpeg" | "webp" | "gif" | "avif";

export function makeImage(format: TestImageFormat, width = 64, height = 48): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: "#c03030" } })
    .toFormat(format)
    .toBuffer();
}

export type UploadAnswer = {
  id: string;
  url: string;
  filename: string;
  contentType: string;
  size: number;
  sha256: string | null;
  width: number | null;
  height: number | null;
  uploadedBy: string | null;
  version?: number;
  message?: string;
  fields?: Record<string, string>;
};

/** Posts `bytes` as the multipart field `file`, the way the admin's upload control does (to `path`: the upload, or an item's replacement). */
export function uploadFile(
  api: ApiClient,
  bytes: Uint8Array,
  options: { filename?: string; type?: string; query?: string; field?: string; path?: string } = {},
) {
  const form = new FormData();
  form.append(options.field ?? "file", new File([new Uint8Array(bytes)], options.filename ?? "upload.bin", { type: options.type ?? "" }));
  return api.request<UploadAnswer>("POST", `${options.path ?? "/api/objects/upload"}${options.query ?? ""}`, { body: form });
}

/** The served file's bytes and headers. */
export async function download(baseUrl: string, url: string) {
  const response = await fetch(baseUrl + url);
  return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const checksum = Buffer.alloc(4);
  checksum.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, checksum]);
}

/**
 * A decompression bomb: a complete, valid black PNG of `width` x `height` 1-bit pixels, a few
 * dozen kilobytes on the wire and hundreds of megabytes once decoded.
 */
export function makePngBomb(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // greyscale
  const rows = Buffer.alloc(height * (1 + Math.ceil(width / 8)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk("IHDR", header),
    pngChunk("IDAT", deflateSync(rows, { level: 9 })),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}
