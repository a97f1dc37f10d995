import type { Request, Response } from "express";
import { describe, expect, it, vi } from "vitest";
import { warnOfUntrustedProxy } from "./untrusted-proxy-warning";

const request = (headers: Record<string, string>, remoteAddress = "127.0.0.1") =>
  ({ headers, socket: { remoteAddress } }) as unknown as Request;

function passThrough(trusted: boolean, requests: Request[]) {
  const logger = { warn: vi.fn() };
  const middleware = warnOfUntrustedProxy(logger, () => trusted);
  const next = vi.fn();
  for (const each of requests) middleware(each, {} as Response, next);
  expect(next).toHaveBeenCalledTimes(requests.length);
  return logger.warn;
}

describe("the warning of a proxy that TRUST_PROXY does not name", () => {
  it("warns once, naming the proxy and the variable, when forwarded requests come from an untrusted peer", () => {
    const warn = passThrough(false, [
      request({}),
      request({ "x-forwarded-for": "203.0.113.7" }),
      request({ forwarded: "for=203.0.113.8" }),
    ]);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![1]).toMatch(/proxy at 127\.0\.0\.1 that TRUST_PROXY does not name/);
  });

  it("stays quiet for direct visitors and for a trusted proxy", () => {
    expect(passThrough(false, [request({}), request({ "user-agent": "x" })])).not.toHaveBeenCalled();
    expect(passThrough(true, [request({ "x-forwarded-for": "203.0.113.7" })])).not.toHaveBeenCalled();
  });
});
