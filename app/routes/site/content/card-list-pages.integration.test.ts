/**
 * The news, support and solutions pages page on the server (decision 024): 12 cards a page, the
 * filter and the page in the address, paging links that keep the filter, and a 404 past the last
 * page. Rendered by the built server, as a visitor without JavaScript gets them.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { newsArticles, resources, solutions } from "~/db/schema";
import { useSeededSite } from "../../../../tests/support/kits/seeded-site";

const site = useSeededSite();

/** The demo content has 3 articles (one featured), 4 resources and 2 solutions; these come on top, all older. */
const ADDED = 14;
const OLD = new Date(Date.UTC(2020, 0, 1));
const older = (index: number) => new Date(OLD.getTime() - index * 60_000);

beforeAll(async () => {
  const numbers = Array.from({ length: ADDED }, (_, index) => index + 1);
  await site.database.db.insert(newsArticles).values(
    numbers.map((n) => ({
      title: `Archive exhibition ${n}`,
      slug: `archive-exhibition-${n}`,
      excerpt: "From the archive",
      content: "From the archive",
      category: "exhibition" as const,
      publishedAt: older(n),
    })),
  );
  await site.database.db
    .insert(resources)
    .values(numbers.map((n) => ({ title: `Archive SDK ${n}`, type: "sdk" as const, createdAt: older(n) })));
  await site.database.db.insert(solutions).values(
    numbers.map((n) => ({
      name: `Archive campus ${n}`,
      slug: `archive-campus-${n}`,
      description: "From the archive",
      useCase: "From the archive",
      industry: ["education"],
      createdAt: older(n),
    })),
  );
});

/** The address of the paging link with this `rel` (next or prev), if there is one. */
const pagingLink = (html: string, rel: string) =>
  /href="([^"]+)"/.exec(new RegExp(`<a [^>]*rel="${rel}"[^>]*>`).exec(html)?.[0] ?? "")?.[1] ?? null;

/** The page's cards (each an <article>), its "Page N of M" and its paging links. */
async function listPage(path: string) {
  const page = await site.get(path);
  const main = page.text.slice(page.text.indexOf("<main"), page.text.indexOf("</main>"));
  return {
    status: page.status,
    cards: main.match(/<article\b/g)?.length ?? 0,
    position: /Page (\d+) of (\d+)/.exec(main)?.slice(1, 3).join(" of ") ?? null,
    next: pagingLink(main, "next"),
    previous: pagingLink(main, "prev"),
    text: main,
  };
}

describe("the news page", () => {
  it("shows the top story and 12 articles, then the rest on page 2", async () => {
    const first = await listPage("/news");
    expect(first.text).toContain("Featured / Top Story");
    expect(first.cards, "the top story and 12 cards").toBe(13);
    expect(first.position).toBe("1 of 2");
    expect(first.next).toBe("/news?page=2");

    const second = await listPage("/news?page=2");
    expect(second.text).not.toContain("Featured / Top Story");
    // 2 demo articles besides the top story and 14 added: 16, of which page 2 holds 4.
    expect(second.cards).toBe(4);
    expect(second.text).toContain("Archive exhibition 14");
    expect(second.previous).toBe("/news");
    expect(second.next).toBeNull();
  });

  it("pages within a category and keeps it in the paging links", async () => {
    const first = await listPage("/news?category=exhibition");
    expect(first.cards, "the demo exhibition and 11 added").toBe(12);
    expect(first.next).toBe("/news?category=exhibition&amp;page=2");
    const second = await listPage("/news?category=exhibition&page=2");
    expect(second.cards).toBe(3);
    expect(second.position).toBe("2 of 2");
  });

  it("answers 404 past the last page, and page 1 of an empty category keeps its empty state", async () => {
    expect((await listPage("/news?page=3")).status).toBe(404);
    const empty = await listPage("/news?category=industry_insight");
    expect(empty.status).toBe(200);
    expect(empty.text).toContain("No Insights articles available yet");
    expect(empty.position).toBeNull();
  });
});

describe("the support page", () => {
  it("pages all resources and one type, at /support and at /resources", async () => {
    const all = await listPage("/support");
    expect(all.cards).toBe(12);
    expect(all.position).toBe("1 of 2");
    expect((await listPage("/support?page=2")).cards).toBe(4 + ADDED - 12);

    const sdks = await listPage("/resources?type=sdk&page=2");
    expect(sdks.cards, "the demo SDK and 14 added: 3 on page 2").toBe(3);
    expect(sdks.previous).toBe("/resources?type=sdk");
    expect((await listPage("/support?type=sdk&page=3")).status).toBe(404);
  });
});

describe("the solutions page", () => {
  it("pages all solutions and one industry", async () => {
    const all = await listPage("/solutions");
    expect(all.cards).toBe(12);
    expect(all.next).toBe("/solutions?page=2");
    expect((await listPage("/solutions?page=2")).cards).toBe(2 + ADDED - 12);

    const education = await listPage("/solutions?industry=education&page=2");
    expect(education.position).toBe("2 of 2");
    expect(education.text).toContain("Archive campus 14");
    expect((await listPage("/solutions?industry=government&page=2")).status).toBe(404);
  });

  it("reads a malformed page number as page 1", async () => {
    const page = await listPage("/solutions?page=abc");
    expect(page.status).toBe(200);
    expect(page.position).toBe("1 of 2");
  });
});
