import { describe, expect, it } from "vitest";
import { readUploadedFile } from "./upload-request.server";

const upload = (body: Uint8Array) =>
  new Request("http://localhost/api/objects/upload", {
    method: "POST",
    body: body as BodyInit,
    headers: { "content-type": "multipart/form-data; boundary=b" },
  });

describe("readUploadedFile", () => {
  it("answers 400, not 500, when a text part of the form is not UTF-8", async () => {
    const head = new TextEncoder().encode('--b\r\nContent-Disposition: form-data; name="note"\r\n\r\n');
    const tail = new TextEncoder().encode("\r\n--b--\r\n");
    const body = new Uint8Array([...head, 0x80, 0xff, ...tail]);
    await expect(readUploadedFile(upload(body), 1_000_000)).rejects.toMatchObject({
      status: 400,
      message: "The upload could not be read as multipart/form-data",
    });
  });
});
