import type { IncomingMessage } from "node:http";
import { describe, expect, it } from "vitest";
import { SESSION_COOKIE } from "~/lib/server/session-cookie.server";
import { cacheRoute } from "./page-cache-policy";

const request = (method: string, headers: Record<string, string> = {}) => ({ method, headers }) as unknown as IncomingMessage;

describe("cacheRoute", () => {
  it.each(["/admin", "/admin/products", "/admin.data", "/admin/products.data"])("never keeps the admin area's %s", (path) => {
    expect(cacheRoute(request("GET"), path)).toEqual({ kind: "bypass", personal: false, home: false });
  });

  it.each(["/de/admin", "/administration", "/products", "/de/products"])("keeps the public address %s", (path) => {
    expect(cacheRoute(request("GET"), path)).toEqual({ kind: "cacheable", home: false });
  });

  it("leaves uploaded files to their own caching, and tells personal requests and writes apart", () => {
    expect(cacheRoute(request("GET"), "/uploads/a.webp")).toEqual({ kind: "file" });
    expect(cacheRoute(request("GET", { cookie: `${SESSION_COOKIE}=x` }), "/products")).toEqual({
      kind: "bypass",
      personal: true,
      home: false,
    });
    expect(cacheRoute(request("PUT", { cookie: `${SESSION_COOKIE}=x` }), "/api/products/1")).toEqual({
      kind: "write",
      personal: true,
      showsOnPages: true,
    });
    expect(cacheRoute(request("POST"), "/api/inquiries")).toEqual({ kind: "write", personal: false, showsOnPages: false });
  });
});
