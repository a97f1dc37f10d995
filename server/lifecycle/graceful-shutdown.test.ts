import { describe, expect, it } from "vitest";
import { DRAINING_MESSAGE, drainBody } from "./graceful-shutdown";

describe("a draining instance's answer to a read", () => {
  it("is the API's JSON message under /api", () => {
    for (const url of ["/api/products?limit=1", "/api", "/api/openapi.json"]) {
      const { type, body } = drainBody(url);
      expect(type).toBe("application/json; charset=utf-8");
      expect(JSON.parse(body)).toEqual({ message: DRAINING_MESSAGE });
    }
  });

  it("is the health check's JSON status at /healthz", () => {
    expect(drainBody("/healthz")).toEqual({ type: "application/json; charset=utf-8", body: '{"status":"stopping"}' });
  });

  it("is a line of text elsewhere, an address that only starts like the API's included", () => {
    for (const url of ["/", "/products?q=api", "/apiary"]) {
      expect(drainBody(url)).toEqual({ type: "text/plain; charset=utf-8", body: `${DRAINING_MESSAGE}.\n` });
    }
  });
});
