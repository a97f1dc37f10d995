/**
 * The request's Host never reaches an absolute address (issue 38; decision 069): with PUBLIC_URL
 * set, every page, feed, sitemap, robots.txt and security.txt names PUBLIC_URL whatever Host or
 * X-Forwarded-Host a request names, kept pages too; without it, a request naming a host that is
 * not a loopback name is answered 400 before anything is rendered.
 */
import { request as httpRequest } from "node:http";
import { describe, expect, it } from "vitest";
import { useSeededSite, type SeededSite } from "../../tests/support/kits/seeded-site";

const PUBLIC_URL = "https://www.example.com";
const EVIL = "evil.example";

const configured = useSeededSite({ PUBLIC_URL, TRUST_PROXY: "loopback", PAGE_CACHE: "on" });
const unconfigured = useSeededSite();

/** A GET with the headers given, Host included (fetch sets Host itself). */
function get(site: SeededSite, path: string, headers: Record<string, string>): Promise<{ status: number; text: string }> {
  const url = new URL(path, site.url);
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest({ host: url.hostname, port: url.port, path: url.pathname + url.search, headers }, (response) => {
      let text = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (text += chunk));
      response.on("end", () => resolve({ status: response.statusCode!, text }));
    });
    outgoing.on("error", reject).end();
  });
}

/** Every kind of document that names absolute addresses: pages in two languages, detail pages, feeds, the sitemap, robots.txt, security.txt. */
async function addresses(site: SeededSite): Promise<string[]> {
  const product = ((await (await fetch(`${site.url}/api/products?limit=1`)).json()) as { slug: string }[])[0]!;
  const advisory = ((await (await fetch(`${site.url}/api/advisories`)).json()) as { code: string }[])[0]!;
  return [
    "/",
    "/de/products",
    `/products/${product.slug}`,
    `/security/${advisory.code}`,
    "/security/feed.atom",
    "/de/support/firmware/feed.atom",
    "/sitemap.xml",
    "/robots.txt",
    "/.well-known/security.txt",
  ];
}

describe("with PUBLIC_URL set", () => {
  it("names PUBLIC_URL in every absolute address, whatever Host or X-Forwarded-Host a request names, kept pages included", async () => {
    const paths = await addresses(configured);
    const hosts: Record<string, string>[] = [
      { host: EVIL },
      { host: "127.0.0.1", "x-forwarded-host": EVIL },
      { host: `${EVIL}:8443`, "x-forwarded-proto": "http" },
    ];
    // Twice: the second answer of a page is the kept one.
    for (const round of [1, 2]) {
      for (const path of paths) {
        for (const headers of hosts) {
          const { status, text } = await get(configured, path, headers);
          expect(status, `${path} ${JSON.stringify(headers)}`).toBe(200);
          expect(text, `${path} ${JSON.stringify(headers)}, round ${round}`).not.toContain(EVIL);
          expect(text, path).toContain(PUBLIC_URL);
        }
      }
    }
    const txt = await get(configured, "/.well-known/security.txt", { host: EVIL });
    expect(txt.text).toContain(`Policy: ${PUBLIC_URL}/security/report`);
    expect(txt.text).toContain(`Canonical: ${PUBLIC_URL}/.well-known/security.txt`);
  });
});

describe("without PUBLIC_URL", () => {
  it("answers a host that is not a loopback name 400, naming the setting, and names the loopback host it came to", async () => {
    const port = new URL(unconfigured.url).port;
    for (const path of await addresses(unconfigured)) {
      const refused = await get(unconfigured, path, { host: EVIL });
      expect(refused.status, path).toBe(400);
      expect(refused.text).toContain("set PUBLIC_URL");
      expect(refused.text).not.toContain(EVIL);
      // X-Forwarded-Host is not believed without TRUST_PROXY: the address is the Host's.
      const local = await get(unconfigured, path, { host: `localhost:${port}`, "x-forwarded-host": EVIL });
      expect(local.status, path).toBe(200);
      expect(local.text).not.toContain(EVIL);
    }
    expect((await get(unconfigured, "/robots.txt", { host: `localhost:${port}` })).text).toContain(
      `Sitemap: http://localhost:${port}/sitemap.xml`,
    );
    const api = await get(unconfigured, "/api/products", { host: EVIL });
    expect(api.status).toBe(400);
    expect(JSON.parse(api.text)).toEqual({ message: expect.stringContaining("set PUBLIC_URL") });
  });
});
