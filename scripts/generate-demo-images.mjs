#!/usr/bin/env node
// @ts-check
/**
 * Generates the demo imagery and demo downloads in public/demo/.
 *
 * Every picture is an SVG illustration drawn in code (scripts/demo-images/*.mjs) and converted
 * to WebP with sharp; nothing is fetched from the network. Each picture also gets the smaller
 * AVIF and WebP copies that uploads get (`hero-lobby-480w.avif`...: decision 021), and its size
 * goes to app/lib/demo-image-sizes.json, from which pages build their srcsets. The PDFs and the
 * ZIP are built byte by byte. Output is deterministic, so re-running the script yields the same files.
 *
 *   node scripts/generate-demo-images.mjs
 */
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { productShot, faceTerminalOnWall, smartLockOnDoor, categoryTile, shareImage } from "./demo-images/product-shots.mjs";
import { heroLobby, heroFactory, heroFacade, heroPersonAtTerminal } from "./demo-images/scenes-hero.mjs";
import { solutionCampus, solutionOffice, newsLaunch, newsExhibition, newsFactory } from "./demo-images/scenes-editorial.mjs";
import { factorySmt, factoryAssembly, factoryQcLab, teamWhiteboard, teamGroup, certificate } from "./demo-images/scenes-company.mjs";
import { DATASHEETS, datasheetPdf, wiringPdf, sdkZip } from "./demo-images/downloads.mjs";

const OUT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../public/demo");
const SIZES_FILE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../app/lib/demo-image-sizes.json");
const QUALITY = 72;
const MAX_BYTES = 80 * 1024;

/**
 * Every image: output file name and a function returning its SVG.
 * @type {[name: string, draw: () => string][]}
 */
const IMAGES = [
  // Product shots, 1200 x 1200, and the gallery angles of the three demo products.
  ["product-face-terminal.webp", () => productShot("face")],
  ["product-face-terminal-side.webp", () => productShot("faceSide")],
  ["product-face-terminal-wall.webp", () => faceTerminalOnWall()],
  ["product-fingerprint-reader.webp", () => productShot("fingerprint")],
  ["product-fingerprint-reader-angle.webp", () => productShot("fingerprintAngle")],
  ["product-fingerprint-sensor.webp", () => productShot("fingerprintDetail", { fill: 0.8 })],
  ["product-smart-lock.webp", () => productShot("lock")],
  ["product-smart-lock-door.webp", () => smartLockOnDoor()],
  ["product-smart-lock-keypad.webp", () => productShot("lockDetail", { fill: 0.8 })],
  ["product-card-reader.webp", () => productShot("card")],
  ["product-access-controller.webp", () => productShot("controller", { fill: 0.8 })],
  // Category tiles, 800 x 600.
  ["category-facial-recognition.webp", () => categoryTile("face")],
  ["category-fingerprint-readers.webp", () => categoryTile("fingerprint")],
  ["category-rfid-card-readers.webp", () => categoryTile("card")],
  ["category-smart-locks.webp", () => categoryTile("lock")],
  ["category-access-controllers.webp", () => categoryTile("controller")],
  // Home hero backgrounds, 1920 x 1080.
  ["hero-lobby.webp", heroLobby],
  ["hero-factory.webp", heroFactory],
  ["hero-smart-building.webp", heroFacade],
  ["hero-face-verification.webp", heroPersonAtTerminal],
  // Solutions and news, 1600 x 900.
  ["solution-smart-campus.webp", solutionCampus],
  ["solution-corporate-office.webp", solutionOffice],
  ["news-product-launch.webp", newsLaunch],
  ["news-exhibition.webp", newsExhibition],
  ["news-factory.webp", newsFactory],
  // Factory and team, 1600 x 1000.
  ["factory-smt-line.webp", factorySmt],
  ["factory-assembly.webp", factoryAssembly],
  ["factory-qc-lab.webp", factoryQcLab],
  ["team-engineering.webp", teamWhiteboard],
  ["team-group.webp", teamGroup],
  // Certificates, 1200 x 900.
  [
    "certificate-iso-9001.webp",
    () =>
      certificate({
        title: "Quality Management System",
        standard: "ISO 9001:2015",
        scope: "Design and manufacture of biometric access-control devices",
        number: "Certificate No. QMS-2019-04871",
        sealLabel: "ISO 9001",
        sealSub: "CERTIFIED",
      }),
  ],
  [
    "certificate-ce.webp",
    () =>
      certificate({
        title: "EU Declaration of Conformity",
        standard: "CE · RED 2014/53/EU · EMC 2014/30/EU",
        scope: "AB-FR700, AB-F300 and AB-L500 product families",
        number: "Report No. RED-2024-11352",
        sealLabel: "CE",
        sealSub: "CONFORMITY",
      }),
  ],
  // Default share image, 1200 x 630.
  ["og-default.webp", shareImage],
];

/** The widths and formats of the smaller copies: those of uploads (IMAGE_VARIANT_WIDTHS in app/lib/responsive-image.ts). */
const VARIANT_WIDTHS = [480, 960, 1600];
/** @type {Record<"avif" | "webp", (image: import("sharp").Sharp) => import("sharp").Sharp>} */
const VARIANT_ENCODERS = {
  avif: (image) => image.avif({ quality: 55, effort: 4 }),
  webp: (image) => image.webp({ quality: QUALITY, effort: 6 }),
};

/** @typedef {[name: string, build: () => Buffer]} Download */

/**
 * The demo downloads: file name and a function returning its bytes.
 * @type {Download[]}
 */
const DOWNLOADS = [
  ...Object.entries(DATASHEETS).map(/** @returns {Download} */ ([name, sheet]) => [name, () => datasheetPdf(sheet)]),
  ["wiring-diagram-gate-and-door.pdf", wiringPdf],
  ["aurion-device-sdk.zip", sdkZip],
];

/**
 * Convert one SVG to WebP, lowering the quality step by step if it exceeds the size budget.
 * @param {string} svg
 */
async function renderWebp(svg) {
  let quality = QUALITY;
  let output = await sharp(Buffer.from(svg)).webp({ quality, effort: 6 }).toBuffer();
  while (output.length > MAX_BYTES && quality > 40) {
    quality -= 8;
    output = await sharp(Buffer.from(svg)).webp({ quality, effort: 6 }).toBuffer();
  }
  const { width, height } = await sharp(output).metadata();
  return { output, quality, width, height };
}

/**
 * Writes the copies of one picture at each standard width below its own; answers their total size.
 * @param {string} name
 * @param {string} svg
 * @param {number} width
 */
async function writeVariants(name, svg, width) {
  let total = 0;
  for (const variantWidth of VARIANT_WIDTHS.filter((candidate) => candidate < width)) {
    for (const [format, encode] of Object.entries(VARIANT_ENCODERS)) {
      const output = await encode(sharp(Buffer.from(svg)).resize({ width: variantWidth })).toBuffer();
      await writeFile(path.join(OUT_DIR, name.replace(/\.webp$/, `-${variantWidth}w.${format}`)), output);
      total += output.length;
    }
  }
  return total;
}

async function main() {
  await mkdir(OUT_DIR, { recursive: true });
  /** @type {Record<string, { width: number, height: number }>} */
  const sizes = {};
  for (const [name, draw] of IMAGES) {
    const svg = draw();
    const { output, quality, width, height } = await renderWebp(svg);
    await writeFile(path.join(OUT_DIR, name), output);
    const variantBytes = await writeVariants(name, svg, width);
    sizes[name] = { width, height };
    console.log(
      `${name.padEnd(40)} ${width}x${height}  q${quality}  ${(output.length / 1024).toFixed(1)} KB  copies ${(variantBytes / 1024).toFixed(1)} KB`,
    );
  }
  await writeFile(SIZES_FILE, `${JSON.stringify(sizes, null, 2)}\n`);
  for (const [name, build] of DOWNLOADS) {
    const bytes = build();
    await writeFile(path.join(OUT_DIR, name), bytes);
    console.log(`${name.padEnd(40)} ${(bytes.length / 1024).toFixed(1)} KB`);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
