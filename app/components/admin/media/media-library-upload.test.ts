import { describe, expect, it, vi } from "vitest";
import { ApiError } from "~/lib/api-client";
import { uploadEach, uploadMessage, type FileUploadState } from "./media-library-upload";

const image = (name: string) => new File(["x"], name, { type: "image/png" });

describe("uploadEach", () => {
  it("sends each image in its own request, in order", async () => {
    const send = vi.fn().mockResolvedValue({ url: "/uploads/a.png" });
    const outcome = await uploadEach([image("a.png"), image("b.png")], send);
    expect(send.mock.calls.map(([file]) => (file as File).name)).toEqual(["a.png", "b.png"]);
    expect(outcome).toEqual({ uploaded: 2, skipped: [] });
  });

  it("skips a file the server refuses and a file that is not an image, and goes on", async () => {
    const send = vi.fn(async (file: File) => {
      if (file.name === "huge.png") throw new ApiError(413, '{"message":"Too large"}', "Payload Too Large");
      return { url: "/uploads/x.png" };
    });
    const notes = new File(["x"], "notes.txt", { type: "text/plain" });
    const outcome = await uploadEach([image("huge.png"), notes, image("ok.png")], send);
    expect(outcome).toEqual({ uploaded: 1, skipped: ["huge.png", "notes.txt"] });
    expect(send).toHaveBeenCalledTimes(2);
  });

  it("reports each file's progress and outcome, with the server's reason for a refusal", async () => {
    const send = vi.fn(async (file: File, onProgress: (sent: number) => void) => {
      onProgress(0.5);
      if (file.name === "huge.png") throw new ApiError(413, '{"message":"The file is too large; the limit is 10 MB"}', "Payload Too Large");
      onProgress(1);
      return { url: "/uploads/x.png" };
    });
    const states: FileUploadState[] = [];
    const notes = new File(["x"], "notes.txt", { type: "text/plain" });
    await uploadEach([image("ok.png"), image("huge.png"), notes], send, (_, state) => states.push(state));
    expect(states).toEqual([
      { name: "ok.png", status: "uploading", sent: 0 },
      { name: "ok.png", status: "uploading", sent: 0.5 },
      { name: "ok.png", status: "uploading", sent: 1 },
      { name: "ok.png", status: "uploaded", sent: 1 },
      { name: "huge.png", status: "uploading", sent: 0 },
      { name: "huge.png", status: "uploading", sent: 0.5 },
      { name: "huge.png", status: "refused", sent: 0.5, reason: "The file is too large; the limit is 10 MB" },
      {
        name: "notes.txt",
        status: "refused",
        sent: 0,
        reason: "Not an image: only JPEG, PNG, WebP, GIF and AVIF images can be uploaded here",
      },
    ]);
  });

  it("stops at a failure that is not the server's answer", async () => {
    const send = vi.fn().mockRejectedValue(new TypeError("Failed to fetch"));
    await expect(uploadEach([image("a.png"), image("b.png")], send)).rejects.toThrow("Failed to fetch");
    expect(send).toHaveBeenCalledTimes(1);
  });
});

describe("uploadMessage", () => {
  it("counts the uploaded files in the specification's words", () => {
    expect(uploadMessage({ uploaded: 2, skipped: [] })).toEqual({ title: "2 file(s) uploaded successfully" });
  });

  it("names the skipped files", () => {
    expect(uploadMessage({ uploaded: 1, skipped: ["a.svg", "b.txt"] })).toEqual({
      title: "1 file(s) uploaded successfully",
      description: "Not accepted: a.svg, b.txt",
    });
  });
});
