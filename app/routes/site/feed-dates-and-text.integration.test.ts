/**
 * Issue 38, over the demo content: the feeds are dated by the advisories' and releases' own days,
 * not by when their rows were written (the seed's moment for the whole demo); a control character
 * stored before text fields refused them cannot make a feed ill-formed; security.txt expires less
 * than a year ahead, as RFC 9116 advises.
 */
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { eq, max } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { advisoryRevisions, resources, resourceVersions, securityAdvisories } from "~/db/schema";
import { useSeededSite } from "../../../tests/support/kits/seeded-site";

const site = useSeededSite();
const parser = new XMLParser({ isArray: (name) => name === "entry" });

type Entry = { id: string; title: string; published: string; updated: string };

async function feed(path: string): Promise<{ updated: string; entry: Entry[] }> {
  const { status, text } = await site.get(path);
  expect(status).toBe(200);
  expect(XMLValidator.validate(text), path).toBe(true);
  return parser.parse(text).feed;
}

const dayStart = (day: string) => `${day}T00:00:00Z`;
const newest = (days: string[]) => days.reduce((a, b) => (a > b ? a : b));

describe("the feeds' dates", () => {
  it("date each advisory by its publication and newest revision, and the feed by its newest entry", async () => {
    const { db } = site.database;
    const advisories = await db
      .select({ code: securityAdvisories.code, publishedOn: securityAdvisories.publishedOn, revisedOn: max(advisoryRevisions.revisedOn) })
      .from(securityAdvisories)
      .leftJoin(advisoryRevisions, eq(advisoryRevisions.advisoryId, securityAdvisories.id))
      .where(eq(securityAdvisories.status, "published"))
      .groupBy(securityAdvisories.id);
    const { updated, entry } = await feed("/security/feed.atom");
    expect(entry).toHaveLength(advisories.length);
    const expected = advisories.map(({ code, publishedOn, revisedOn }) => ({
      code: code.toUpperCase(),
      published: dayStart(publishedOn),
      updated: dayStart(revisedOn && revisedOn > publishedOn ? revisedOn : publishedOn),
    }));
    for (const { code, published, updated: entryUpdated } of expected) {
      const found = entry.find((candidate) => candidate.title.startsWith(`${code}:`));
      expect(found, code).toMatchObject({ published, updated: entryUpdated });
    }
    expect(updated).toBe(newest(expected.map((advisory) => advisory.updated)));
  });

  it("date each firmware release by its release day, and the feed by the newest", async () => {
    const releases = await site.database.db
      .select({ releasedOn: resourceVersions.releasedOn })
      .from(resourceVersions)
      .innerJoin(resources, eq(resources.id, resourceVersions.resourceId))
      .where(eq(resources.type, "firmware"));
    const { updated, entry } = await feed("/support/firmware/feed.atom");
    expect(entry.length).toBeGreaterThan(0);
    const days = new Set(releases.map((release) => dayStart(release.releasedOn)));
    for (const { title, published, updated: entryUpdated } of entry) {
      expect(days, title).toContain(entryUpdated);
      expect(entryUpdated, title).toBe(published);
    }
    expect(updated).toBe(newest(entry.map((item) => item.updated)));
  });
});

describe("the feeds' text", () => {
  it("stay well-formed XML with control characters stored in titles", async () => {
    const { db } = site.database;
    const [advisory] = await db.select().from(securityAdvisories).where(eq(securityAdvisories.status, "published")).limit(1);
    await db.update(securityAdvisories).set({ title: "Relay\u0001 opens\u000b early" }).where(eq(securityAdvisories.id, advisory!.id));
    await db.update(resources).set({ title: "Firmware\u0001 for\u000b terminals" }).where(eq(resources.type, "firmware"));
    const titles = [...(await feed("/security/feed.atom")).entry, ...(await feed("/support/firmware/feed.atom")).entry].map(
      (entry) => entry.title,
    );
    expect(titles).toContain(`${advisory!.code.toUpperCase()}: Relay opens early`);
    expect(titles.some((title) => title.startsWith("Firmware for terminals"))).toBe(true);
  });
});

describe("security.txt", () => {
  it("expires less than a year ahead, as RFC 9116 advises", async () => {
    const { text } = await site.get("/.well-known/security.txt");
    const expires = new Date(/^Expires: (.+)$/m.exec(text)![1]!).getTime();
    expect(expires).toBeGreaterThan(Date.now());
    expect(expires).toBeLessThan(Date.now() + 365 * 24 * 60 * 60 * 1000);
  });
});
