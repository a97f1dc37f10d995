/**
 * Every address under /admin belongs to the admin area (issue 38): without a session it answers
 * the sign-in redirect, never a public page in a language "admin" (which answered 500: the admin
 * shell cannot render a public page's islands). Swept over the public pages' addresses of the URL
 * map under /admin, and addresses no page has.
 */
import { describe, expect, it } from "vitest";
import { publicPagePaths } from "../../../tests/support/checks/route-config";
import { useSeededSite } from "../../../tests/support/kits/seeded-site";

const site = useSeededSite();

/** Each public page's address under /admin, a parameter filled in with a word. */
const ADDRESSES = [
  ...publicPagePaths().map((path) => `/admin${path.replace(/:\w+/g, "x").replace("*", "anything")}`),
  "/admin/no-such-screen",
  "/admin/a/b/c",
  "/admin/de/products",
];

describe("addresses under /admin", () => {
  it("sends a visitor without a session to sign in, from every address", async () => {
    expect(ADDRESSES).toContain("/admin/certifications");
    for (const address of ADDRESSES) {
      const response = await site.get(address);
      expect(response.status, address).toBe(302);
      expect(response.headers.get("location"), address).toBe("/admin/login");
    }
  });
});
