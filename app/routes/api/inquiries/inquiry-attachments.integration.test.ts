/**
 * Customization inquiries with attachments (decision 035): what the form accepts, judged by the
 * bytes; what it refuses, naming the file, with nothing stored; the limits; spam keeps its files;
 * staff list and download them (private, never at /uploads); clearing the inquiries removes them.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { adminUsers, inquiries, inquiryAttachments, mailOutbox, rateLimits } from "~/db/schema";
import { ApiClient } from "../../../../tests/support/kits/api-client";
import { acceptedFiles, makePdf, postInquiryWithFiles, type TestFile } from "../../../../tests/support/kits/inquiry-attachment-kit";
import { createTestDatabase } from "../../../../tests/support/servers/test-database";
import { startTestServer, type TestServer } from "../../../../tests/support/servers/test-server";
import { makeImage, makePngBomb } from "../../../../tests/support/kits/upload-test-kit";
import { createUser, TEST_PASSWORD } from "../../../../tests/support/kits/users";

const RATE_LIMIT = 4;
let database: DatabaseHandle;
let server: TestServer;
let visitor: ApiClient;

type Attachment = { id: string; filename: string; contentType: string; size: number };

beforeAll(async () => {
  database = await createTestDatabase();
  server = await startTestServer(database, { INQUIRIES_PER_HOUR_PER_ADDRESS: String(RATE_LIMIT), INQUIRY_MIN_FILL_SECONDS: "0" });
});
afterAll(async () => {
  await server?.close();
  await database?.close();
});
beforeEach(async () => {
  await database.db.execute(sql`truncate ${inquiries}, ${mailOutbox}, ${rateLimits}, ${adminUsers} cascade`);
  for (const key of await server.storage.list()) await server.storage.delete(key);
  visitor = new ApiClient(server.url);
});

async function signIn(role: "admin" | "editor") {
  await createUser(database.db, `${role}1`, role);
  const staff = new ApiClient(server.url);
  expect((await staff.post("/api/auth/login", { username: `${role}1`, password: TEST_PASSWORD })).status).toBe(200);
  return staff;
}

const storedAttachments = () => database.db.select().from(inquiryAttachments);

async function expectNothingStored() {
  expect(await database.db.select().from(inquiries)).toEqual([]);
  expect(await storedAttachments()).toEqual([]);
  expect(await server.storage.list()).toEqual([]);
}

describe("POST /api/inquiries as multipart/form-data", () => {
  it("stores a PDF, PNG, JPEG and WebP with the inquiry, under private keys, and names them in the notification", async () => {
    const response = await postInquiryWithFiles(visitor, await acceptedFiles());
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ type: "customization", status: "pending" });

    const rows = await storedAttachments();
    expect(rows.map((row) => [row.filename, row.contentType]).sort()).toEqual([
      ["housing drawing.pdf", "application/pdf"],
      ["logo.png", "image/png"],
      ["photo.jpg", "image/jpeg"],
      ["render.webp", "image/webp"],
    ]);
    expect(rows.every((row) => row.inquiryId === response.body.id)).toBe(true);
    expect((await server.storage.list()).sort()).toEqual(rows.map((row) => row.storageKey).sort());
    for (const row of rows) expect(row.storageKey).toMatch(/^private-[0-9a-f]{32}\.(pdf|png|jpg|webp)$/);

    const [mail] = await database.db.select().from(mailOutbox);
    expect(mail!.textBody).toContain("Attachments (4, download them from the inquiry in the admin area):");
    expect(mail!.textBody).toMatch(/^- housing drawing\.pdf \(\d+ bytes, application\/pdf\)$/m);
    expect(mail!.textBody).toMatch(/^- logo\.png \([\d.]+ (bytes|KB), image\/png\)$/m);
  });

  it("keeps a PDF byte for byte and re-encodes an image without what rode along", async () => {
    const pdf = makePdf();
    const jpeg = await makeImage("jpeg");
    const withTrailer = Buffer.concat([jpeg, Buffer.from("<script>alert(1)</script>")]);
    await postInquiryWithFiles(visitor, [
      { name: "a.pdf", bytes: pdf },
      { name: "b.jpg", bytes: withTrailer },
    ]);
    const rows = await storedAttachments();
    const bytesOf = async (name: string) => {
      const file = await server.storage.get(rows.find((row) => row.filename === name)!.storageKey);
      return Buffer.from(await new Response(file!.body).arrayBuffer());
    };
    expect((await bytesOf("a.pdf")).equals(pdf)).toBe(true);
    expect((await bytesOf("b.jpg")).includes("<script")).toBe(false);
  });

  it("cleans the file name: no folders, no control or bidi characters", async () => {
    await postInquiryWithFiles(visitor, [{ name: "../../etc/\u202Efdp.exe\u0007.pdf", bytes: makePdf() }]);
    expect((await storedAttachments()).map((row) => row.filename)).toEqual(["fdp.exe.pdf"]);
  });

  it("takes the form without files like the JSON call", async () => {
    expect((await postInquiryWithFiles(visitor, [])).status).toBe(201);
    expect(await storedAttachments()).toEqual([]);
  });

  const exe = Buffer.concat([Buffer.from("MZ\x90\x00\x03\x00\x00\x00", "latin1"), Buffer.alloc(200)]);
  const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(1)</script></svg>');
  const html = Buffer.from("<!doctype html><html><body><script>alert(document.cookie)</script></body></html>");
  const zip = Buffer.from([0x50, 0x4b, 0x03, 0x04, ...Buffer.alloc(40)]);
  const truncatedPng = async () => (await makeImage("png", 400, 300)).subarray(0, 120);

  it.each<[string, () => Promise<Buffer> | Buffer, number, string]>([
    ["drawing.pdf", () => exe, 415, "Attachment drawing.pdf: only PDF, PNG, JPEG or WebP files"],
    ["drawing.exe", () => exe, 415, "Attachment drawing.exe: only PDF, PNG, JPEG or WebP files"],
    ["logo.svg", () => svg, 415, "Attachment logo.svg: only PDF, PNG, JPEG or WebP files"],
    ["logo.png", () => svg, 415, "Attachment logo.png: only PDF, PNG, JPEG or WebP files"],
    ["page.pdf", () => html, 415, "Attachment page.pdf: only PDF, PNG, JPEG or WebP files"],
    ["logo.gif", () => makeImage("gif"), 415, "Attachment logo.gif: only PDF, PNG, JPEG or WebP files"],
    ["files.zip", () => zip, 415, "Attachment files.zip: only PDF, PNG, JPEG or WebP files"],
    ["logo.png", truncatedPng, 400, "Attachment logo.png: the image is damaged or incomplete"],
    ["empty.pdf", () => Buffer.alloc(0), 400, "Attachment empty.pdf: the file is empty"],
    ["bomb.png", () => makePngBomb(10_000, 10_000), 413, "Attachment bomb.png: the image has too many pixels"],
  ])("refuses %s by its content (%#), naming it, and stores nothing", async (name, bytes, status, message) => {
    const response = await postInquiryWithFiles(visitor, [
      { name: "fine.pdf", bytes: makePdf() },
      { name, bytes: await bytes() },
    ]);
    expect(response.status).toBe(status);
    expect(response.body).toEqual({ message, fields: { attachments: message } });
    await expectNothingStored();
  });

  it("refuses a sixth file", async () => {
    const files = Array.from({ length: 6 }, (_, index) => ({ name: `part-${index}.pdf`, bytes: makePdf() }));
    const response = await postInquiryWithFiles(visitor, files);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: "At most 5 attachments", fields: { attachments: "At most 5 attachments" } });
    await expectNothingStored();
  });

  it("refuses a file over 10 MB, naming it, and files over 20 MB together", async () => {
    const big = (megabytes: number) => Buffer.concat([makePdf(), Buffer.alloc(megabytes * 1024 * 1024)]);
    const oneTooLarge = await postInquiryWithFiles(visitor, [{ name: "huge.pdf", bytes: big(10) }]);
    expect(oneTooLarge.status).toBe(413);
    expect(oneTooLarge.body).toMatchObject({ fields: { attachments: "Attachment huge.pdf: larger than 10 MB" } });

    const files = [1, 2, 3].map((index) => ({ name: `part-${index}.pdf`, bytes: big(7) }));
    const together = await postInquiryWithFiles(visitor, files);
    expect(together.status).toBe(413);
    expect(together.body).toMatchObject({ fields: { attachments: "The attachments together must be at most 20 MB" } });
    await expectNothingStored();
  });

  it("refuses bad fields and stores none of the files", async () => {
    const response = await postInquiryWithFiles(visitor, [{ name: "a.pdf", bytes: makePdf() }], { name: "J" });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: "Some fields are invalid", fields: { name: "Name must be at least 2 characters" } });
    await expectNothingStored();
  });

  it("takes files for the customization form only", async () => {
    const response = await postInquiryWithFiles(visitor, [{ name: "a.pdf", bytes: makePdf() }], { type: "quote" });
    expect(response.status).toBe(400);
    expect(Object.keys((response.body as { fields: object }).fields)).toEqual(["type"]);
    await expectNothingStored();
  });

  it("refuses a file sent under another field name", async () => {
    const form = new FormData();
    form.append("drawing", new File([makePdf()], "a.pdf"));
    const response = await visitor.request("POST", "/api/inquiries", { body: form });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      message: "Some fields are invalid",
      fields: { drawing: 'Send files only in the field "attachments"' },
    });
  });

  it("stores no files of an inquiry refused by the rate limit", async () => {
    for (let sent = 0; sent < RATE_LIMIT; sent++) expect((await postInquiryWithFiles(visitor, [])).status).toBe(201);
    const refused = await postInquiryWithFiles(visitor, [{ name: "a.pdf", bytes: makePdf() }]);
    expect(refused.status).toBe(429);
    expect(await storedAttachments()).toEqual([]);
    expect(await server.storage.list()).toEqual([]);
  });

  it("keeps the files of an inquiry caught as spam, and the restored one's notification names them", async () => {
    const response = await postInquiryWithFiles(visitor, [{ name: "logo.pdf", bytes: makePdf() }], { website: "https://spam.example" });
    expect(response.status).toBe(201);
    const [caught] = await database.db.select().from(inquiries);
    expect(caught!.isSpam).toBe(true);
    expect(await database.db.select().from(mailOutbox)).toEqual([]);
    expect(await server.storage.list()).toHaveLength(1);

    const staff = await signIn("editor");
    expect((await staff.get<Attachment[]>(`/api/inquiries/${caught!.id}/attachments`)).body.map((file) => file.filename)).toEqual([
      "logo.pdf",
    ]);
    expect((await staff.post(`/api/inquiries/${caught!.id}/restore`)).status).toBe(200);
    const [mail] = await database.db.select().from(mailOutbox);
    expect(mail!.textBody).toMatch(/^- logo\.pdf \(\d+ bytes, application\/pdf\)$/m);
  });
});

describe("staff reading the attachments", () => {
  let inquiryId: string;
  let files: TestFile[];
  beforeEach(async () => {
    files = await acceptedFiles();
    inquiryId = String((await postInquiryWithFiles(visitor, files)).body.id);
  });

  it("counts them in the inquiry list and lists them by name, type and size, never by storage key", async () => {
    const staff = await signIn("editor");
    expect((await postInquiryWithFiles(visitor, [])).status).toBe(201);
    const list = await staff.get<{ id: string; attachmentCount: number }[]>("/api/inquiries");
    expect(list.body.map((row) => row.attachmentCount).sort()).toEqual([0, 4]);

    const listed = await staff.get<Attachment[]>(`/api/inquiries/${inquiryId}/attachments`);
    expect(listed.status).toBe(200);
    expect(listed.headers.get("cache-control")).toBe("no-store");
    expect(listed.body).toHaveLength(4);
    expect(listed.body[0]).toEqual({
      id: expect.any(String),
      filename: expect.any(String),
      contentType: expect.any(String),
      size: expect.any(Number),
      createdAt: expect.any(String),
    });
    expect(listed.text).not.toContain("private-");
  });

  it.each(["admin", "editor"] as const)("lets a signed-in %s download a file with safe headers", async (role) => {
    const staff = await signIn(role);
    const listed = await staff.get<Attachment[]>(`/api/inquiries/${inquiryId}/attachments`);
    const pdf = listed.body.find((file) => file.filename === "housing drawing.pdf")!;
    const response = await fetch(`${server.url}/api/inquiries/${inquiryId}/attachments/${pdf.id}`, {
      headers: { cookie: staff.sessionCookie! },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toBe(
      `attachment; filename="housing drawing.pdf"; filename*=UTF-8''housing%20drawing.pdf`,
    );
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("content-security-policy")).toContain("default-src 'none'; sandbox");
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(Buffer.from(await response.arrayBuffer()).equals(Buffer.from(files[0]!.bytes))).toBe(true);
  });

  it("answers 401 without a session, and 404 for an attachment of another inquiry or an unknown one", async () => {
    const [row] = await storedAttachments();
    for (const path of [`/api/inquiries/${inquiryId}/attachments`, `/api/inquiries/${inquiryId}/attachments/${row!.id}`]) {
      const anonymous = await visitor.get(path);
      expect(anonymous.status).toBe(401);
      expect(anonymous.body).toEqual({ message: "Sign in to continue" });
    }
    const staff = await signIn("editor");
    for (const path of [
      `/api/inquiries/${crypto.randomUUID()}/attachments/${row!.id}`,
      `/api/inquiries/${inquiryId}/attachments/${crypto.randomUUID()}`,
      `/api/inquiries/${inquiryId}/attachments/not-an-id`,
    ]) {
      expect(await staff.get(path)).toMatchObject({ status: 404, body: { message: "Attachment not found" } });
    }
    expect(await staff.get(`/api/inquiries/${crypto.randomUUID()}/attachments`)).toMatchObject({
      status: 404,
      body: { message: "Inquiry not found" },
    });
  });

  it("never serves an attachment at the public /uploads URL", async () => {
    const [row] = await storedAttachments();
    const response = await fetch(`${server.url}/uploads/${row!.storageKey}`);
    expect(response.status).toBe(404);
  });

  it("removes the files from storage when the inquiries are cleared", async () => {
    const admin = await signIn("admin");
    expect(await server.storage.list()).toHaveLength(4);
    expect((await admin.post("/api/database/clear")).status).toBe(200);
    expect(await storedAttachments()).toEqual([]);
    expect(await server.storage.list()).toEqual([]);
  });
});
