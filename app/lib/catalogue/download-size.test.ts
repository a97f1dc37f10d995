import { describe, expect, it } from "vitest";
import { formatDownloadSize } from "./download-size";

describe("a download's size", () => {
  it("is rounded for reading and exact for checking", () => {
    expect(formatDownloadSize(25_801_234, "en")).toBe("24.6 MB (25,801,234 bytes)");
    expect(formatDownloadSize(35_328, "en")).toBe("34.5 kB (35,328 bytes)");
  });

  it("is exact alone under a kilobyte", () => {
    expect(formatDownloadSize(512, "en")).toBe("512 bytes");
    expect(formatDownloadSize(1, "en")).toBe("1 byte");
  });

  it("is written in the page's language", () => {
    expect(formatDownloadSize(25_801_234, "de")).toBe("24,6 MB (25.801.234 Byte)");
  });
});
