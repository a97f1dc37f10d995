/**
 * The public pages are listed once, in app/routes.ts; the sitemap and the browser tests keep lists
 * of their own, which these tests hold to it: a page added to the routes fails here until the
 * sitemap lists it (or names it as left out) and the browser tests open it.
 */
import { describe, expect, it } from "vitest";
import { PAGES_NOT_IN_SITEMAP, sitemapPagePatterns } from "~/services/content/sitemap.server";
import { PUBLIC_PAGE_PATHS } from "../../../tests/support/browser/public-pages";
import { publicPagePatterns } from "../../../tests/support/checks/route-config";

/** A pattern with its parameters named alike and no query: "/products/:slug?x=1" is "/products/:item". */
const shape = (pattern: string) => pattern.split("?")[0]!.replace(/:\w+/g, ":item");

const pages = publicPagePatterns().map(shape);

describe("the public pages of app/routes.ts", () => {
  it("are found", () => {
    expect(pages).toContain("/");
    expect(pages).toContain("/products/:item");
  });

  it("are each in the sitemap or among the pages it leaves out, and it lists no other", () => {
    const listed = [...sitemapPagePatterns(), ...PAGES_NOT_IN_SITEMAP].map(shape);
    expect([...new Set(listed)].sort()).toEqual([...pages].sort());
  });

  it("are each opened by the browser tests (tests/support/browser/public-pages.ts), which open no other", () => {
    expect([...new Set(PUBLIC_PAGE_PATHS.map(shape))].sort()).toEqual([...pages].sort());
  });
});
