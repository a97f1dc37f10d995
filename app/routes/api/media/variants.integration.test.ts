import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { variantPath, type ImageVariantFormat } from "~/lib/responsive-image";
import { download, makeImage, uploadFile, useMediaTestServer } from "../../../../tests/support/kits/upload-test-kit";

const context = useMediaTestServer();

const FORMATS: [ImageVariantFormat, string, string][] = [
  ["avif", "image/avif", "heif"],
  ["webp", "image/webp", "webp"],
];

/** A picture with some detail (a flat colour would encode in no time and prove little about speed). */
function makePhoto(width: number, height: number): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g"><stop offset="0" stop-color="#0b2545"/><stop offset="1" stop-color="#f4a259"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    ${Array.from({ length: 60 }, (_, i) => `<circle cx="${(i * 97) % width}" cy="${(i * 53) % height}" r="${20 + (i % 7) * 15}" fill="hsl(${i * 23} 70% 55%)" opacity="0.6"/>`).join("")}
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer();
}

describe("the AVIF and WebP copies of an uploaded image", () => {
  it("are written at each standard width below the image's own, served with their types, and deleted with it", async () => {
    const started = performance.now();
    const response = await uploadFile(context.api, await makePhoto(2000, 1250), { filename: "lobby.jpg" });
    const elapsed = Math.round(performance.now() - started);
    console.info(`upload of a 2000 x 1250 JPEG with its copies: ${elapsed} ms`);
    expect(response.status).toBe(201);
    expect(response.body.url).toMatch(/^\/uploads\/[0-9a-f]{32}-2000x1250\.jpg$/);

    const copies = [480, 960, 1600].flatMap((width) => FORMATS.map(([format, type, decoded]) => ({ width, format, type, decoded })));
    for (const { width, format, type, decoded } of copies) {
      const served = await download(context.server.url, `${variantPath(response.body.url, width, format)}?v=1`);
      expect(served.status, `${width} ${format}`).toBe(200);
      expect(served.headers.get("content-type")).toBe(type);
      expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable, no-transform");
      const metadata = await sharp(served.bytes).metadata();
      expect(metadata).toMatchObject({ format: decoded, width, height: Math.round((width * 1250) / 2000) });
    }

    expect((await context.api.delete(`/api/media/${response.body.id}`)).status).toBe(204);
    for (const url of [response.body.url, ...copies.map(({ width, format }) => variantPath(response.body.url, width, format))]) {
      expect((await download(context.server.url, url)).status, url).toBe(404);
    }
  });

  it("are never wider than the image: none for a small one, none at or above its own width", async () => {
    const small = await uploadFile(context.api, await makeImage("png", 400, 300));
    expect(small.body.url).toMatch(/-400x300\.png$/);
    const medium = await uploadFile(context.api, await makeImage("webp", 960, 540));
    expect(medium.body.url).toMatch(/-960x540\.webp$/);
    for (const [format] of FORMATS) {
      expect((await download(context.server.url, variantPath(small.body.url, 480, format))).status).toBe(404);
      expect((await download(context.server.url, variantPath(medium.body.url, 480, format))).status).toBe(200);
      expect((await download(context.server.url, variantPath(medium.body.url, 960, format))).status).toBe(404);
    }
  });

  it("are not made for an animation, whose name then carries no size", async () => {
    const frames = await Promise.all(
      ["#c03030", "#3030c0"].map((background) =>
        sharp({ create: { width: 600, height: 400, channels: 3, background } })
          .png()
          .toBuffer(),
      ),
    );
    const animation = await sharp(frames, { join: { animated: true } })
      .webp()
      .toBuffer();
    const response = await uploadFile(context.api, animation, { filename: "blink.webp" });
    expect(response.status).toBe(201);
    expect(response.body.url).toMatch(/^\/uploads\/[0-9a-f]{32}\.webp$/);
    expect((await sharp((await download(context.server.url, response.body.url)).bytes).metadata()).pages).toBe(2);
  });
});
