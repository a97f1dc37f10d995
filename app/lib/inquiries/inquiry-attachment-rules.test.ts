import { describe, expect, it } from "vitest";
import { checkChosenAttachments, formatFileSize, MAX_ATTACHMENT_BYTES } from "./inquiry-attachment-rules";

const file = (name: string, size = 1000, type = "") => ({ name, size, type });

describe("checkChosenAttachments", () => {
  it("takes up to five files of the accepted kinds, by name or by declared type", () => {
    expect(checkChosenAttachments([file("a.pdf"), file("b.PNG"), file("c.jpeg"), file("d.webp"), file("scan", 10, "image/jpeg")])).toBe(
      undefined,
    );
  });

  it.each([
    [[file("logo.svg", 10, "image/svg+xml")], "Attachment logo.svg: only PDF, PNG, JPEG or WebP files"],
    [[file("setup.exe")], "Attachment setup.exe: only PDF, PNG, JPEG or WebP files"],
    [[file("empty.pdf", 0)], "Attachment empty.pdf: the file is empty"],
    [[file("huge.pdf", MAX_ATTACHMENT_BYTES + 1)], "Attachment huge.pdf: larger than 10 MB"],
    [Array.from({ length: 6 }, (_, index) => file(`${index}.pdf`)), "At most 5 attachments"],
    [[1, 2, 3].map((index) => file(`${index}.pdf`, 8 * 1024 * 1024)), "The attachments together must be at most 20 MB"],
  ])("refuses %j", (files, message) => {
    expect(checkChosenAttachments(files)).toBe(message);
  });
});

describe("formatFileSize", () => {
  it.each([
    [512, "512 bytes"],
    [35_328, "34.5 KB"],
    [2_202_009, "2.1 MB"],
  ])("writes %i as %s", (bytes, text) => expect(formatFileSize(bytes)).toBe(text));
});
