/**
 * The security headers of the production server on every kind of response: a public page (as
 * rendered, and as kept by the page cache, which its front answers before Express), an API
 * answer, an admin page, a static file and errors. Inline scripts run only when the policy names
 * them: a public page's by their hashes, the same for every visitor, an admin page's by the
 * response's own nonce (decision 080); HSTS and the cookie's Secure flag come only over HTTPS,
 * which the server believes only from a trusted proxy.
 */
import { createHash } from "node:crypto";
import { readdirSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { createTestDatabase } from "../../tests/support/servers/test-database";
import { startTestServer, type TestServer } from "../../tests/support/servers/test-server";
import { createUser, TEST_PASSWORD } from "../../tests/support/kits/users";

let database: DatabaseHandle;
/** Behind a trusted proxy: X-Forwarded-Proto says whether the visitor came over HTTPS. */
let proxied: TestServer;
/** Reached directly: X-Forwarded-Proto is anyone's to forge and is ignored. */
let direct: TestServer;
/** The same two with the page cache on. */
let proxiedCached: TestServer;
let directCached: TestServer;

beforeAll(async () => {
  database = await createTestDatabase();
  await createUser(database.db, "editor1", "editor");
  proxied = await startTestServer(database, { TRUST_PROXY: "loopback" });
  direct = await startTestServer(database);
  proxiedCached = await startTestServer(database, { TRUST_PROXY: "loopback", PAGE_CACHE: "on" });
  directCached = await startTestServer(database, { PAGE_CACHE: "on" });
});
afterAll(async () => {
  await proxied?.close();
  await direct?.close();
  await proxiedCached?.close();
  await directCached?.close();
  await database?.close();
});

const HTTPS = { "x-forwarded-proto": "https" };

function staticAsset(): string {
  const assets = readdirSync(path.resolve(process.env.BUILD_DIR ?? "build", "client/assets"));
  return `/assets/${assets.find((name) => name.endsWith(".js"))!}`;
}

/** Every kind of response the server sends, by name and address (the static file is added below). */
const RESPONSES: Record<string, string> = {
  "public page": "/products",
  "API answer": "/api/products",
  "admin sign-in page": "/admin/login",
  "redirect to the sign-in": "/admin/products",
  "page not found": "/no-such-page",
  "API call not found": "/api/no-such-call",
  "method not allowed": "/api/database/seed",
};

function directives(response: Response): Map<string, string[]> {
  const policy = response.headers.get("content-security-policy") ?? "";
  return new Map(
    policy
      .split(";")
      .map((directive) => directive.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

async function fetchFrom(server: TestServer, address: string, headers: Record<string, string> = {}) {
  return fetch(server.url + address, { headers, redirect: "manual" });
}

/** A public page as the page cache keeps it: asked again until it comes from the cache. */
async function fetchKept(server: TestServer, headers: Record<string, string> = {}) {
  let response: Response | undefined;
  await vi.waitFor(async () => {
    response = await fetchFrom(server, "/products", headers);
    expect(response.headers.get("x-cache")).toBe("HIT");
  });
  return response!;
}

const KEPT = "kept";

describe.each(Object.entries({ ...RESPONSES, "static file": "static", "public page from the page cache": KEPT }))(
  "a %s",
  (_kind, address) => {
    const target = () => (address === "static" ? staticAsset() : address);
    /** This kind of response from the server behind a trusted proxy, or reached directly. */
    const answer = (behindProxy: boolean, headers: Record<string, string> = {}) =>
      address === KEPT
        ? fetchKept(behindProxy ? proxiedCached : directCached, headers)
        : fetchFrom(behindProxy ? proxied : direct, target(), headers);

    it("forbids framing, sniffing and foreign scripts, and limits referrers and browser features", async () => {
      const response = await answer(true);
      const csp = directives(response);
      expect(csp.get("frame-ancestors")).toEqual(["'none'"]);
      expect(csp.get("default-src")).toEqual(["'self'"]);
      expect(csp.get("object-src")).toEqual(["'none'"]);
      const scripts = csp.get("script-src")!;
      expect(scripts).toContain("'self'");
      expect(scripts).toContainEqual(
        expect.stringMatching(address.startsWith("/admin") ? /^'nonce-[\w+/=]{16,}'$/ : /^'sha256-[\w+/]{43}='$/),
      );
      expect(csp.get("script-src-attr")).toEqual(["'none'"]);
      expect(scripts).not.toContain("'unsafe-inline'");
      expect(scripts).not.toContain("'unsafe-eval'");
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
      expect(response.headers.get("permissions-policy")).toContain("camera=()");
      expect(response.headers.get("permissions-policy")).toContain("geolocation=()");
      expect(response.headers.get("x-powered-by")).toBeNull();
    });

    it("sends HSTS only over HTTPS, as told by a trusted proxy", async () => {
      expect((await answer(true)).headers.get("strict-transport-security")).toBeNull();
      expect((await answer(true, HTTPS)).headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
      expect((await answer(false, HTTPS)).headers.get("strict-transport-security")).toBeNull();
    });
  },
);

/** The inline scripts of a page that a browser would run (not JSON data), each with its attributes and text. */
const inlineScripts = (html: string) =>
  [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .map(([, attributes, text]) => ({ attributes: attributes!, text: text! }))
    .filter(({ attributes }) => !/\bsrc=/.test(attributes) && !/type="application\/(ld\+)?json"/.test(attributes));

const sha256Source = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

describe("the script policy of a public page", () => {
  it.each(["/", "/products", "/news", "/contact", "/search?q=access", "/no-such-page"])(
    "of %s names the hash of every inline script of the page, and no nonce",
    async (address) => {
      const response = await fetchFrom(proxied, address);
      const scripts = directives(response).get("script-src")!;
      const inline = inlineScripts(await response.text());
      expect(inline.length).toBeGreaterThan(0);
      for (const { attributes, text } of inline) {
        expect(scripts).toContain(sha256Source(text));
        expect(attributes).not.toContain("nonce");
      }
      expect(scripts.some((source) => source.startsWith("'nonce-"))).toBe(false);
    },
  );

  it.each([
    ["rendered anew for each", false],
    ["kept by the page cache", true],
  ])("is one response, bytes and headers, for every visitor: %s", async (_how, kept) => {
    const server = kept ? proxiedCached : proxied;
    if (kept) await fetchKept(server);
    const visit = async (visitor: Record<string, string>) => {
      const response = await fetchFrom(server, "/products", { "accept-encoding": "identity", ...visitor });
      expect(response.headers.get("x-cache")).toBe(kept ? "HIT" : "MISS");
      const headers = [...response.headers].filter(([name]) => name !== "date");
      return { headers, body: Buffer.from(await response.arrayBuffer()) };
    };
    const first = await visit({ "user-agent": "first visitor", cookie: "theme=dark" });
    const second = await visit({ "user-agent": "second visitor", "x-forwarded-for": "203.0.113.9" });
    expect(second.headers).toEqual(first.headers);
    expect(second.body.equals(first.body)).toBe(true);
  });
});

describe("the script nonce of an admin page", () => {
  const nonceOf = (response: Response) => /'nonce-([^']+)'/.exec(response.headers.get("content-security-policy") ?? "")![1]!;

  it("is new on every response and carried by every script of the page", async () => {
    const first = await fetchFrom(proxied, "/admin/login");
    const second = await fetchFrom(proxied, "/admin/login");
    expect(nonceOf(first)).not.toEqual(nonceOf(second));

    const html = await first.text();
    const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map((match) => match[1]!);
    const executable = scripts.filter((attributes) => !/type="application\/(ld\+)?json"/.test(attributes));
    expect(executable.length).toBeGreaterThan(0);
    for (const attributes of executable) expect(attributes).toContain(`nonce="${nonceOf(first)}"`);
    expect(html).not.toContain(`nonce="${nonceOf(second)}"`);
  });
});

describe("the session cookie", () => {
  async function signIn(server: TestServer, headers: Record<string, string> = {}) {
    const response = await fetch(`${server.url}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body: JSON.stringify({ username: "editor1", password: TEST_PASSWORD }),
    });
    expect(response.status).toBe(200);
    return response.headers
      .get("set-cookie")!
      .split(";")
      .map((attribute) => attribute.trim().toLowerCase());
  }

  it("is HttpOnly, SameSite=Lax and for the whole site, and Secure only over HTTPS", async () => {
    const overHttp = await signIn(proxied);
    expect(overHttp).toEqual(expect.arrayContaining(["httponly", "samesite=lax", "path=/"]));
    expect(overHttp).not.toContain("secure");

    expect(await signIn(proxied, HTTPS)).toEqual(expect.arrayContaining(["httponly", "samesite=lax", "path=/", "secure"]));
    expect(await signIn(direct, HTTPS)).not.toContain("secure");
  });
});
