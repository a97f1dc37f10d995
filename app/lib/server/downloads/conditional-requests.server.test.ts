import { describe, expect, it } from "vitest";
import { clientHoldsCurrent, requestedRange } from "./conditional-requests.server";

const ETAG = '"abc123"';
const request = (headers: Record<string, string>) => new Request("http://localhost/uploads/x.bin", { headers });

describe("requestedRange", () => {
  it.each([
    ["bytes=0-99", { start: 0, end: 99 }],
    ["bytes=100-", { start: 100, end: 999 }],
    ["bytes=-100", { start: 900, end: 999 }],
    ["bytes=-5000", { start: 0, end: 999 }],
    ["bytes=990-5000", { start: 990, end: 999 }],
    ["bytes=1000-", "unsatisfiable"],
    ["bytes=-0", "unsatisfiable"],
    ["bytes=5-3", null],
    ["bytes=0-1,5-6", null],
    ["items=0-1", null],
    ["bytes=-", null],
    ["bytes=x-1", null],
  ])("resolves %s against a file of 1000 bytes", (range, expected) => {
    expect(requestedRange(request({ range }), 1000, ETAG)).toEqual(expected);
  });

  it("honours a range only while If-Range names the current file", () => {
    expect(requestedRange(request({ range: "bytes=10-19", "if-range": ETAG }), 1000, ETAG)).toEqual({ start: 10, end: 19 });
    expect(requestedRange(request({ range: "bytes=10-19", "if-range": '"older"' }), 1000, ETAG)).toBeNull();
    expect(requestedRange(request({ range: "bytes=10-19", "if-range": "Wed, 21 Oct 2026 07:28:00 GMT" }), 1000, ETAG)).toBeNull();
    expect(requestedRange(request({}), 1000, ETAG)).toBeNull();
  });
});

describe("clientHoldsCurrent", () => {
  it("is true when If-None-Match names the file's tag, weak or among others, or any", () => {
    expect(clientHoldsCurrent(request({ "if-none-match": ETAG }), ETAG)).toBe(true);
    expect(clientHoldsCurrent(request({ "if-none-match": `"other", W/${ETAG}` }), ETAG)).toBe(true);
    expect(clientHoldsCurrent(request({ "if-none-match": "*" }), ETAG)).toBe(true);
    expect(clientHoldsCurrent(request({ "if-none-match": '"other"' }), ETAG)).toBe(false);
    expect(clientHoldsCurrent(request({}), ETAG)).toBe(false);
  });
});
