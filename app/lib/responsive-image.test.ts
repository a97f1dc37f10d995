import { describe, expect, it } from "vitest";
import { knownImageSize, responsiveImage, variantPath, variantWidthsFor } from "./responsive-image";

const BOX = { width: 1600, height: 900 };
const HEX = "0123456789abcdef0123456789abcdef";

describe("responsive images", () => {
  it("gives an upload's copies below its own width, AVIF and WebP, with its real size", () => {
    const url = `/uploads/${HEX}-2000x1500.jpg`;
    expect(responsiveImage(url, BOX, "100vw")).toEqual({
      src: `${url}?v=1`,
      width: 2000,
      height: 1500,
      sizes: "100vw",
      sources: [
        {
          type: "image/avif",
          srcSet: `/uploads/${HEX}-2000x1500-480w.avif?v=1 480w, /uploads/${HEX}-2000x1500-960w.avif?v=1 960w, /uploads/${HEX}-2000x1500-1600w.avif?v=1 1600w`,
        },
        {
          type: "image/webp",
          srcSet: `/uploads/${HEX}-2000x1500-480w.webp?v=1 480w, /uploads/${HEX}-2000x1500-960w.webp?v=1 960w, /uploads/${HEX}-2000x1500-1600w.webp?v=1 1600w`,
        },
      ],
    });
  });

  it("names the file's version in every address, the first version's too", () => {
    const url = `/uploads/${HEX}-960x640.webp`;
    expect(responsiveImage(url, BOX, "50vw", 1).src).toBe(`${url}?v=1`);
    const image = responsiveImage(url, BOX, "50vw", 3);
    expect(image.src).toBe(`${url}?v=3`);
    expect(image.sources).toEqual([
      { type: "image/avif", srcSet: `/uploads/${HEX}-960x640-480w.avif?v=3 480w` },
      { type: "image/webp", srcSet: `/uploads/${HEX}-960x640-480w.webp?v=3 480w, ${url}?v=3 960w` },
    ]);
  });

  it("offers a WebP original as the largest WebP candidate, and never a copy as wide as the original", () => {
    const image = responsiveImage(`/uploads/${HEX}-960x640.webp`, BOX, "50vw");
    expect(image.sources).toEqual([
      { type: "image/avif", srcSet: `/uploads/${HEX}-960x640-480w.avif?v=1 480w` },
      { type: "image/webp", srcSet: `/uploads/${HEX}-960x640-480w.webp?v=1 480w, /uploads/${HEX}-960x640.webp?v=1 960w` },
    ]);
    expect(variantWidthsFor(480)).toEqual([]);
    expect(variantWidthsFor(481)).toEqual([480]);
    expect(variantWidthsFor(4000)).toEqual([480, 960, 1600]);
  });

  it("uses the demo pictures' listed sizes", () => {
    expect(knownImageSize("/demo/hero-lobby.webp")).toEqual({ width: 1920, height: 1080 });
    const image = responsiveImage("/demo/product-face-terminal.webp", BOX, "300px");
    expect(image).toMatchObject({ width: 1200, height: 1200 });
    expect(image.sources[0]).toEqual({
      type: "image/avif",
      srcSet: "/demo/product-face-terminal-480w.avif 480w, /demo/product-face-terminal-960w.avif 960w",
    });
  });

  it("falls back to the URL (a library file's with its version) and the drawing box for images it knows nothing about", () => {
    for (const url of [
      "https://cdn.example.com/uploads/photo.webp",
      `https://example.com/uploads/${HEX}-2000x1500.jpg`,
      `/uploads/${HEX}.png`,
      "/demo/unknown.webp",
      "/images/logo.svg",
    ]) {
      const src = url.startsWith("/uploads/") ? `${url}?v=1` : url;
      expect(responsiveImage(url, BOX, "100vw"), url).toEqual({ src, width: 1600, height: 900, sources: [] });
    }
  });

  it("keeps a small upload as it is, with its own size", () => {
    expect(responsiveImage(`/uploads/${HEX}-64x48.png`, BOX, "100vw")).toEqual({
      src: `/uploads/${HEX}-64x48.png?v=1`,
      width: 64,
      height: 48,
      sources: [],
    });
  });

  it("names a copy after its original, for URLs and storage keys alike", () => {
    expect(variantPath(`${HEX}-1200x800.png`, 480, "webp")).toBe(`${HEX}-1200x800-480w.webp`);
    expect(variantPath("/demo/team-group.webp", 960, "avif")).toBe("/demo/team-group-960w.avif");
  });
});
