import { describe, expect, it } from "vitest";
import { ApiError } from "~/lib/api-client";
import { uploadRefusal } from "./upload-refusal";

describe("uploadRefusal", () => {
  it("reads the API's message as the sentence, never the raw answer", () => {
    const refused = new ApiError(415, JSON.stringify({ message: "Only JPEG, PNG, WebP, GIF and AVIF images can be uploaded here" }), "");
    expect(refused.message).toBe('415: {"message":"Only JPEG, PNG, WebP, GIF and AVIF images can be uploaded here"}');
    expect(uploadRefusal(refused)).toBe("Only JPEG, PNG, WebP, GIF and AVIF images can be uploaded here");
  });

  it("words a proxy's refusal, whose body is no JSON, and a failed connection", () => {
    expect(uploadRefusal(new ApiError(413, "<html><body>413 Request Entity Too Large</body></html>", "Payload Too Large"))).toBe(
      "The file is too large for the server",
    );
    expect(uploadRefusal(new ApiError(502, "<html>Bad Gateway</html>", "Bad Gateway"))).toBe(
      "The upload failed: the server answered 502. Try again.",
    );
    expect(uploadRefusal(new TypeError("Failed to fetch"))).toBe(
      "The upload could not reach the server. Check the connection and try again.",
    );
  });
});
