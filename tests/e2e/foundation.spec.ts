import { expect, test } from "../support/browser/site-test";

test("the home page is rendered on the server with the hero and the featured products", async ({ page, request }) => {
  const html = await (await request.get("/")).text();
  expect(html).toContain("<h1");
  expect(html).toContain("Featured Products");

  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Featured Products" })).toBeVisible();
  await expect(page.locator("article")).not.toHaveCount(0);
  expect(errors, "no script errors and no CSP violations").toEqual([]);
});

test("an unknown page answers 404 Page Not Found", async ({ page }) => {
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
});

test("responses carry the security headers and hashed assets are cached for good", async ({ request }) => {
  const page = await request.get("/");
  const headers = page.headers();
  expect(headers["content-security-policy"]).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/]{43}='/);
  expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(headers["permissions-policy"]).toContain("camera=()");
  expect(headers["x-powered-by"]).toBeUndefined();

  const asset = /\/assets\/[^"]+\.js/.exec(await page.text())?.[0];
  expect(asset).toBeDefined();
  const assetResponse = await request.get(asset!, { headers: { "Accept-Encoding": "gzip" } });
  expect(assetResponse.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect(assetResponse.headers()["content-encoding"]).toBe("gzip");
});

test("the health check reports the database", async ({ request }) => {
  const response = await request.get("/healthz");
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ status: "ok", database: "pglite" });
});
