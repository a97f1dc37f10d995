import { describe, expect, it } from "vitest";
import { imagePathOf, isUploadedFileUrl, versionedAddress } from "./image-descriptions";

const UPLOAD = "/uploads/0123456789abcdef0123456789abcdef-1200x800.webp";

describe("image descriptions' addresses", () => {
  it("find an image by its path, however its url was written", () => {
    expect(imagePathOf(UPLOAD)).toBe(UPLOAD);
    expect(imagePathOf(`https://www.example.com${UPLOAD}`)).toBe(UPLOAD);
    expect(imagePathOf(`http://localhost:3000${UPLOAD}`)).toBe(UPLOAD);
  });

  it("name a file's version from the second on", () => {
    expect(versionedAddress(UPLOAD, 1)).toBe(UPLOAD);
    expect(versionedAddress(UPLOAD, 2)).toBe(`${UPLOAD}?v=2`);
  });

  it("tell an upload from a picture shipped with the site", () => {
    expect(isUploadedFileUrl(UPLOAD)).toBe(true);
    expect(isUploadedFileUrl("/demo/factory-qc-lab.webp")).toBe(false);
  });
});
