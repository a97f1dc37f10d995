import { describe, expect, it } from "vitest";
import { imagePathOf, isUploadedFileUrl, versionedAddress } from "./image-descriptions";

const UPLOAD = "/uploads/0123456789abcdef0123456789abcdef-1200x800.webp";

describe("image descriptions' addresses", () => {
  it("find an image by its path, however its url was written", () => {
    expect(imagePathOf(UPLOAD)).toBe(UPLOAD);
    expect(imagePathOf(`https://www.example.com${UPLOAD}`)).toBe(UPLOAD);
    expect(imagePathOf(`http://localhost:3000${UPLOAD}`)).toBe(UPLOAD);
  });

  it("name a library file's version, the first one's too, and leave any other address as it is", () => {
    expect(versionedAddress(UPLOAD, 1)).toBe(`${UPLOAD}?v=1`);
    expect(versionedAddress(UPLOAD, 2)).toBe(`${UPLOAD}?v=2`);
    expect(versionedAddress("/demo/factory-qc-lab.webp", 1)).toBe("/demo/factory-qc-lab.webp");
    expect(versionedAddress("https://cdn.example.com/photo.webp", 1)).toBe("https://cdn.example.com/photo.webp");
  });

  it("tell an upload from a picture shipped with the site", () => {
    expect(isUploadedFileUrl(UPLOAD)).toBe(true);
    expect(isUploadedFileUrl("/demo/factory-qc-lab.webp")).toBe(false);
  });
});
