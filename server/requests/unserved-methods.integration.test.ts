/**
 * Methods the site does not serve answer 405 with `Allow` (issue 38): TRACE (which reached React
 * Router and answered 500), CONNECT (whose connection Node closed without an answer), methods
 * Node parses but no address takes (PROPFIND, PATCH), and tokens Node's parser does not know.
 */
import { connect } from "node:net";
import { describe, expect, it } from "vitest";
import { useSeededSite } from "../../tests/support/kits/seeded-site";

const site = useSeededSite();

/** Sends `head` on a connection of its own and returns what came back before the server closed it. */
function rawExchange(head: string): Promise<string> {
  const { hostname, port } = new URL(site.url);
  return new Promise((resolve, reject) => {
    let answer = "";
    const socket = connect(Number(port), hostname, () => socket.write(head));
    socket.setEncoding("utf8");
    socket.on("data", (chunk: string) => (answer += chunk));
    socket.on("close", () => resolve(answer));
    socket.on("error", reject);
  });
}

const ALLOW = "Allow: GET, HEAD, POST, PUT, DELETE, OPTIONS";

describe("methods the site does not serve", () => {
  it.each(["PROPFIND", "PATCH", "MKCOL", "PURGE"])("%s answers 405 naming the methods it serves", async (method) => {
    for (const path of ["/", "/products", "/api/products", "/admin"]) {
      const response = await fetch(site.url + path, { method, redirect: "manual" });
      expect(response.status, `${method} ${path}`).toBe(405);
      expect(response.headers.get("allow")).toBe("GET, HEAD, POST, PUT, DELETE, OPTIONS");
    }
  });

  // fetch refuses to send TRACE and CONNECT: these go by hand.

  it.each([
    "TRACE / HTTP/1.1",
    "TRACE /api/products HTTP/1.1",
    "CONNECT evil.example:443 HTTP/1.1",
    "FOO / HTTP/1.1",
    "BREW /pot HTTP/1.1",
  ])("%s answers 405 naming the methods it serves", async (requestLine) => {
    const answer = await rawExchange(`${requestLine}\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`);
    expect(answer).toMatch(/^HTTP\/1\.1 405 Method Not Allowed\r\n/);
    expect(answer).toContain(`${ALLOW}\r\n`);
  });

  it("still answers requests Node cannot read as it did: 400", async () => {
    expect(await rawExchange("GET / HTTP/1.1\r\nHost 127.0.0.1\r\n\r\n")).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
  });
});
