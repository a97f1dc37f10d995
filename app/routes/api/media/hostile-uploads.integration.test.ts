/**
 * Hostile uploads (issue 8, "Uploads"): a corpus of files an attacker would try, sent through the
 * one upload call that every admin screen's image, gallery and document field uses
 * (`POST /api/objects/upload`), as an image and as a document. Each is either refused with a 4xx
 * naming the problem, leaving no row and no file (not even a partial one), or stored neutralised:
 * re-encoded so that no markup rides along, under a random name in the storage folder, served
 * with its real type, `nosniff`, and documents as downloads. Nothing is ever written outside the
 * storage folder, whatever the file's name says.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { media } from "~/db/schema";
import { download, makeImage, makePngBomb, uploadFile, useMediaTestServer } from "../../../../tests/support/kits/upload-test-kit";

const LIMIT = 512 * 1024;
const root = mkdtempSync(path.join(os.tmpdir(), "hostile-uploads-"));
const uploadsFolder = path.join(root, "data", "uploads");
const context = useMediaTestServer({ DATA_DIR: path.join(root, "data"), UPLOAD_MAX_BYTES: String(LIMIT) });
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** A name no earlier run left anywhere, for the files that try to climb out of the folder. */
const escapee = `escaped-${path.basename(root)}`;
const KEY = /^[0-9a-f]{32}(-\d+x\d+(-\d+w)?)?\.(jpg|png|webp|gif|avif|pdf|zip)$/;
const MARKUP = ["<script", "<html", "<svg", "onload", "alert("];

type Outcome = { refused: number; message: string } | { stored: string };
/** The kinds every file of the corpus is sent as (release files have their own test: release-files.integration.test.ts). */
type UploadKind = "image" | "document";
type Case = {
  name: string;
  bytes: () => Promise<Buffer> | Buffer;
  filename: string;
  type?: string;
  outcome: Outcome | Record<UploadKind, Outcome>;
  /** The name the stored file is listed under, when the one sent needed cleaning. */
  shownAs?: string;
};

const notAcceptedType: Record<UploadKind, Outcome> = {
  image: { refused: 415, message: "Only JPEG, PNG, WebP, GIF and AVIF images can be uploaded here" },
  document: { refused: 415, message: "Only JPEG, PNG, WebP, GIF and AVIF images, PDF and ZIP files can be uploaded" },
};
const damaged: Outcome = { refused: 400, message: "The image is damaged or incomplete" };

const SCRIPT = "<script>alert(document.cookie)</script>";
const svg = (prolog = "") =>
  Buffer.from(`${prolog}<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)" width="10" height="10">${SCRIPT}</svg>`);
const html = Buffer.from(`<!doctype html><html><body>${SCRIPT}</body></html>`);

async function noisyImage(format: "png" | "jpeg"): Promise<Buffer> {
  const noise = { type: "gaussian", mean: 128, sigma: 40 } as const;
  return sharp({ create: { width: 200, height: 200, channels: 3, background: "#000", noise } })
    .toFormat(format)
    .toBuffer();
}

/** A JPEG whose comment segment (FF FE) holds an HTML page: a valid image and, sniffed, a page. */
async function jpegWithHtmlComment(): Promise<Buffer> {
  const jpeg = await makeImage("jpeg");
  const comment = Buffer.from(`<html><body>${SCRIPT}</body></html>`);
  const length = Buffer.alloc(2);
  length.writeUInt16BE(comment.length + 2);
  return Buffer.concat([jpeg.subarray(0, 2), Buffer.from([0xff, 0xfe]), length, comment, jpeg.subarray(2)]);
}

/** A ZIP whose one entry is named to unpack outside any folder ("zip slip"). */
function zipSlip(): Buffer {
  const name = Buffer.from(`../../../../${escapee}.sh`);
  const content = Buffer.from("#!/bin/sh\necho owned\n");
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(10, 4);
  header.writeUInt32LE(content.length, 18);
  header.writeUInt32LE(content.length, 22);
  header.writeUInt16LE(name.length, 26);
  return Buffer.concat([header, name, content]);
}

const CORPUS: Case[] = [
  { name: "an SVG with a script", bytes: () => svg(), filename: "logo.svg", type: "image/svg+xml", outcome: notAcceptedType },
  {
    name: "an SVG with an XML prolog, named .png",
    bytes: () => svg('<?xml version="1.0"?>\n'),
    filename: "logo.png",
    type: "image/png",
    outcome: notAcceptedType,
  },
  { name: "a text file named .pdf", bytes: () => Buffer.from("just some text"), filename: "notes.pdf", outcome: notAcceptedType },
  { name: "an HTML page renamed .png", bytes: () => html, filename: "photo.png", type: "image/png", outcome: notAcceptedType },
  {
    name: "an HTML page behind a PNG signature",
    bytes: async () => Buffer.concat([(await makeImage("png")).subarray(0, 8), html]),
    filename: "photo.png",
    type: "image/png",
    outcome: damaged,
  },
  {
    name: "a GIF header followed by a script (GIF/JavaScript polyglot)",
    bytes: () => Buffer.from(`GIF89a/*\x01\x00\x01\x00*/=1;${SCRIPT}`, "latin1"),
    filename: "pixel.gif",
    outcome: damaged,
  },
  {
    name: "a JPEG with an HTML page appended (JPEG/HTML polyglot)",
    bytes: async () => Buffer.concat([await makeImage("jpeg"), html]),
    filename: "innocent.jpg",
    outcome: { stored: "image/jpeg" },
  },
  {
    name: "a JPEG with an HTML page in its comment segment (JPEG/HTML polyglot)",
    bytes: jpegWithHtmlComment,
    filename: "innocent.html",
    type: "text/html",
    outcome: { stored: "image/jpeg" },
  },
  {
    name: "a PDF carrying HTML and JavaScript",
    bytes: () =>
      Buffer.from(
        `%PDF-1.4\n<html>${SCRIPT}</html>\n1 0 obj << /Type /Catalog /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >> endobj\n%%EOF\n`,
      ),
    filename: "datasheet.pdf",
    outcome: { image: notAcceptedType.image, document: { stored: "application/pdf" } },
  },
  {
    name: "a ZIP whose entry climbs out of its folder",
    bytes: zipSlip,
    filename: "sdk.zip",
    outcome: { image: notAcceptedType.image, document: { stored: "application/zip" } },
  },
  {
    name: "a PNG cut in half",
    bytes: async () => (await noisyImage("png")).subarray(0, 5_000),
    filename: "broken.png",
    outcome: damaged,
  },
  {
    name: "a JPEG cut in half",
    bytes: async () => {
      const jpeg = await noisyImage("jpeg");
      return jpeg.subarray(0, jpeg.length / 2);
    },
    filename: "broken.jpg",
    outcome: damaged,
  },
  {
    name: "a decompression bomb (a PNG of 20000 x 20000 pixels in under 100 KB)",
    bytes: () => makePngBomb(20_000, 20_000),
    filename: "bomb.png",
    outcome: { refused: 413, message: "The image is too large: 400 megapixels; the limit is 40" },
  },
  {
    name: "a file one byte over the limit",
    bytes: () => Buffer.alloc(LIMIT + 1, 0xff),
    filename: "big.jpg",
    outcome: { refused: 413, message: "The file is too large; the limit is 512 KB" },
  },
  {
    name: "a file twice the limit (refused by its declared length, before reading)",
    bytes: () => Buffer.alloc(LIMIT * 2, 0xff),
    filename: "huge.jpg",
    outcome: { refused: 413, message: "The file is too large; the limit is 512 KB" },
  },
  {
    name: "a file named to climb out of the folder (../), with a right-to-left override to hide its extension",
    bytes: () => makeImage("png"),
    filename: `../../../../../../../../..${root}/${escapee}\u202Egnp.png`,
    outcome: { stored: "image/png" },
    shownAs: `${escapee}gnp.png`,
  },
  {
    name: "a file named with Windows separators and an absolute path",
    bytes: () => makeImage("png"),
    filename: `C:\\..\\..\\${escapee}.png`,
    outcome: { stored: "image/png" },
  },
  { name: "an empty file", bytes: () => Buffer.alloc(0), filename: "empty.png", outcome: { refused: 400, message: "The file is empty" } },
];

/** Every file under the test's folder, as path -> size. */
function filesUnder(folder: string): Map<string, number> {
  const files = new Map<string, number>();
  for (const entry of readdirSync(folder, { recursive: true, withFileTypes: true })) {
    const file = path.join(entry.parentPath, entry.name);
    if (entry.isFile()) files.set(path.relative(root, file), statSync(file).size);
  }
  return files;
}

const mediaRows = async () => (await context.database.db.select().from(media)).length;

describe.each(["image", "document"] as const)("POST /api/objects/upload?kind=%s", (kind) => {
  it.each(CORPUS)("$name", async (corpusCase) => {
    const outcome = "refused" in corpusCase.outcome || "stored" in corpusCase.outcome ? corpusCase.outcome : corpusCase.outcome[kind];
    const before = filesUnder(root);
    const rowsBefore = await mediaRows();
    const response = await uploadFile(context.api, await corpusCase.bytes(), {
      filename: corpusCase.filename,
      type: corpusCase.type,
      query: `?kind=${kind}`,
    });

    if ("refused" in outcome) {
      expect(response.status).toBe(outcome.refused);
      expect(response.body.message).toBe(outcome.message);
      if (outcome.refused === 400) expect(response.body.fields).toEqual({ file: outcome.message });
      expect(await mediaRows()).toBe(rowsBefore);
      expect(filesUnder(root), "no file, not even a partial one").toEqual(before);
    } else {
      expect(response.status).toBe(201);
      expect(response.body.contentType).toBe(outcome.stored);
      // The name is only shown (storage keys are random): it keeps no folder.
      expect(response.body.filename).not.toMatch(/[\\/]/);
      if (corpusCase.shownAs) expect(response.body.filename).toBe(corpusCase.shownAs);
      expect(await mediaRows()).toBe(rowsBefore + 1);

      const served = await download(context.server.url, response.body.url);
      expect(served.status).toBe(200);
      expect(served.headers.get("content-type")).toBe(outcome.stored);
      expect(served.headers.get("x-content-type-options")).toBe("nosniff");
      const isImage = outcome.stored.startsWith("image/");
      expect(served.headers.get("content-disposition")).toMatch(isImage ? /^inline$/ : /^attachment; /);

      const written = [...filesUnder(root).keys()].filter((file) => !before.has(file));
      expect(written.length).toBeGreaterThan(0);
      for (const file of written) {
        expect(path.dirname(file), "written in the storage folder only").toBe(path.relative(root, uploadsFolder));
        expect(path.basename(file)).toMatch(KEY);
        // An image and each of its smaller copies were re-encoded: no markup rode along.
        if (isImage)
          for (const markup of MARKUP) expect(readFileSync(path.join(root, file)).includes(markup), `${file}: ${markup}`).toBe(false);
      }
    }
    for (const target of [path.join(root, `${escapee}.png`), path.join(os.tmpdir(), `${escapee}.png`), path.join(root, `${escapee}.sh`)]) {
      expect(existsSync(target), target).toBe(false);
    }
  });
});
