/**
 * Replacing an item's file (POST /api/media/{id}/file, decision 063): the address stays, the file
 * and its smaller copies are made anew in the item's format and size, the row says so, the pages
 * that show it ask for the new version, and the activity log records who did it.
 */
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { categories, companyInfo, products } from "~/db/schema";
import { variantPath } from "~/lib/responsive-image";
import { download, signedInAdmin, uploadFile, useMediaTestServer, type UploadAnswer } from "../../../../tests/support/kits/upload-test-kit";

const context = useMediaTestServer();

const picture = (width: number, height: number, background: string, format: "png" | "jpeg" | "webp" = "png") =>
  sharp({ create: { width, height, channels: 3, background } })
    .toFormat(format)
    .toBuffer();

/** The colour at the middle of an image, as sharp reads it. */
async function middleColour(bytes: Uint8Array): Promise<number[]> {
  const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
  const offset = (Math.floor(info.height / 2) * info.width + Math.floor(info.width / 2)) * info.channels;
  return [data[offset]!, data[offset + 1]!, data[offset + 2]!];
}

const replace = (id: string, bytes: Uint8Array, filename = "new.png") =>
  uploadFile(context.api, bytes, { filename, path: `/api/media/${id}/file` });

describe("POST /api/media/{id}/file", () => {
  it("keeps the address, stores the new picture in the item's format and size, remakes its copies and counts the version", async () => {
    const uploaded = await uploadFile(context.api, await picture(1200, 800, "#ff0000", "jpeg"), { filename: "old.jpg" });
    expect(uploaded.status).toBe(201);
    const old = uploaded.body;
    const oldCopy = await download(context.server.url, variantPath(old.url, 480, "webp"));
    expect(await middleColour(oldCopy.bytes)).toEqual([expect.closeTo(254, -1), expect.closeTo(0, -1), expect.closeTo(0, -1)]);

    // Twice the size, same shape, another format: stored as the item's JPEG at 1200 × 800.
    const replaced = await replace(old.id, await picture(2400, 1600, "#0000ff"), "new-lobby.png");
    expect(replaced.status, JSON.stringify(replaced.body)).toBe(200);
    expect(replaced.body).toMatchObject({
      id: old.id,
      url: old.url,
      filename: "new-lobby.jpg",
      contentType: "image/jpeg",
      width: 1200,
      height: 800,
      version: 2,
    });
    expect(replaced.body.sha256).not.toBe(old.sha256);

    const served = await download(context.server.url, old.url);
    expect(served.bytes.length).toBe(replaced.body.size);
    expect(await sharp(served.bytes).metadata()).toMatchObject({ format: "jpeg", width: 1200, height: 800 });
    expect(await middleColour(served.bytes)).toEqual([expect.closeTo(0, -1), expect.closeTo(0, -1), expect.closeTo(254, -1)]);
    for (const format of ["webp", "avif"] as const) {
      const copy = await download(context.server.url, variantPath(old.url, 960, format));
      expect(copy.status).toBe(200);
      expect(await middleColour(copy.bytes), format).toEqual([expect.closeTo(0, -1), expect.closeTo(0, -1), expect.closeTo(254, -1)]);
    }
  });

  it("makes the pages that show the file ask for its new version", async () => {
    const { body: file } = await uploadFile(context.api, await picture(1600, 1000, "#22aa22"), { filename: "factory.png" });
    await context.database.db.insert(companyInfo).values({ section: "factory", imageGallery: [file.url] });
    const before = await (await fetch(`${context.server.url}/about`)).text();
    expect(before).toContain(`src="${file.url}?v=1"`);

    expect((await replace(file.id, await picture(1600, 1000, "#aa2222"))).status).toBe(200);
    const after = await (await fetch(`${context.server.url}/about`)).text();
    expect(after).toContain(`src="${file.url}?v=2"`);
    expect(after).toContain(`${variantPath(file.url, 480, "avif")}?v=2 480w`);
    expect(after).not.toContain(`src="${file.url}"`);
  });

  it("keeps only the current version's address for good: the bare address and an old version's are revalidated and give the new file", async () => {
    const immutable = "public, max-age=31536000, immutable, no-transform";
    const { body: file } = await uploadFile(context.api, await picture(1200, 800, "#ff0000"), { filename: "lobby.png" });
    const copy = variantPath(file.url, 480, "webp");
    const fetched = (path: string, headers: Record<string, string> = {}) => fetch(context.server.url + path, { headers });
    expect((await fetched(`${file.url}?v=1`)).headers.get("cache-control")).toBe(immutable);
    expect((await fetched(`${copy}?v=1`)).headers.get("cache-control")).toBe(immutable);
    const bare = await fetched(file.url);
    expect([bare.headers.get("cache-control"), bare.headers.get("etag")]).toEqual(["public, no-cache, no-transform", `"${file.sha256}"`]);
    expect((await fetched(file.url, { "If-None-Match": `"${file.sha256}"` })).status).toBe(304);

    const { body: replaced } = await replace(file.id, await picture(1200, 800, "#0000ff"));
    for (const path of [file.url, `${file.url}?v=1`]) {
      const served = await download(context.server.url, path);
      expect(served.headers.get("cache-control"), path).toBe("public, no-cache, no-transform");
      expect(served.headers.get("etag"), path).toBe(`"${replaced.sha256}"`);
      expect(await middleColour(served.bytes), path).toEqual([expect.closeTo(0, -1), expect.closeTo(0, -1), expect.closeTo(254, -1)]);
    }
    const revalidated = await fetched(file.url, { "If-None-Match": `"${file.sha256}"` });
    expect(revalidated.status, "a copy of the old file is not current").toBe(200);
    expect((await fetched(`${file.url}?v=2`)).headers.get("cache-control")).toBe(immutable);
    expect((await fetched(`${copy}?v=2`)).headers.get("cache-control")).toBe(immutable);
    expect((await fetched(copy)).headers.get("cache-control")).toBe("public, no-cache, no-transform");
  });

  it("refuses a picture of another shape, a file that is not an image, and an unknown item, changing nothing", async () => {
    const { body: file } = await uploadFile(context.api, await picture(300, 200, "#ff0000"), { filename: "wide.png" });
    const otherShape = await replace(file.id, await picture(200, 200, "#0000ff"));
    expect(otherShape.status).toBe(400);
    expect(otherShape.body.fields).toEqual({
      file: "The new image must have the shape of the one it replaces (300 × 200 pixels); this one is 200 × 200",
    });
    const pdf = await replace(file.id, new TextEncoder().encode("%PDF-1.7\n%%EOF\n"), "sheet.pdf");
    expect(pdf.status).toBe(415);
    const unknown = await replace("6f1c1d9e-8a4b-4c0e-9f5e-2b7d1c3a4e5f", await picture(300, 200, "#0000ff"));
    expect(unknown.status).toBe(404);

    const listed = await context.api.get<UploadAnswer[]>("/api/media");
    expect(listed.body[0]).toMatchObject({ id: file.id, filename: "wide.png", sha256: file.sha256, version: 1 });
    expect(await middleColour((await download(context.server.url, file.url)).bytes)).toEqual([
      expect.closeTo(254, -1),
      expect.closeTo(0, -1),
      expect.closeTo(0, -1),
    ]);
  });

  it("replaces a document only with one of its type", async () => {
    const pdf = (text: string) => new TextEncoder().encode(`%PDF-1.7\n% ${text}\n%%EOF\n`);
    const { body: sheet } = await uploadFile(context.api, pdf("first"), { filename: "sheet.pdf", query: "?kind=document" });
    const image = await replace(sheet.id, await picture(100, 100, "#000000"));
    expect(image.status).toBe(400);
    expect(image.body.fields).toEqual({ file: "A PDF can only be replaced by another PDF" });
    const [category] = await context.database.db.insert(categories).values({ name: "Readers", slug: "readers" }).returning();
    await context.database.db.insert(products).values({
      categoryId: category!.id,
      name: "Reader R1",
      slug: "reader-r1",
      productCode: "R1",
      description: "A reader",
      datasheetUrl: sheet.url,
    });
    const replaced = await replace(sheet.id, pdf("second"), "sheet-v2.pdf");
    expect(replaced.status).toBe(200);
    expect(replaced.body).toMatchObject({ url: sheet.url, filename: "sheet-v2.pdf", version: 2 });
    expect((await download(context.server.url, sheet.url)).bytes.toString()).toContain("second");
    // The product page links the new version, so that no browser answers with the old datasheet from its cache.
    const page = await (await fetch(`${context.server.url}/products/reader-r1`)).text();
    expect(page).toContain(`href="${sheet.url}?v=2"`);
    expect(page).not.toContain(`href="${sheet.url}"`);
  });

  it("is recorded in the activity log with what changed", async () => {
    const { body: file } = await uploadFile(context.api, await picture(300, 200, "#ff0000"), { filename: "before.png" });
    await replace(file.id, await picture(600, 400, "#0000ff"), "after.png");
    const admin = await signedInAdmin(context);
    const entries = await admin.get<{ action: string; actorName: string; changes: Record<string, { from: unknown; to: unknown }> }[]>(
      `/api/activity?item=${file.id}`,
    );
    expect(entries.status).toBe(200);
    expect(entries.body.map((entry) => entry.action)).toEqual(["update", "create"]);
    expect(entries.body[0]).toMatchObject({ actorName: "editor1" });
    expect(entries.body[0]!.changes).toMatchObject({ filename: { from: "before.png", to: "after.png" }, version: { from: 1, to: 2 } });
  });
});
