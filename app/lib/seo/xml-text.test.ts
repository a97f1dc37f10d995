import { XMLParser, XMLValidator } from "fast-xml-parser";
import { describe, expect, it } from "vitest";
import { atomXml, type AtomFeed } from "./atom-feed";
import { escapeXml } from "./xml-text";

/** Every character XML 1.0 does not allow (its `Char` production), one of each kind. */
const NOT_XML = ["\u0000", "\u0001", "\u0008", "\u000b", "\u000c", "\u001f", "\ud800", "\udfff", "\ufffe", "\uffff"];

describe("escapeXml", () => {
  it("escapes markup and drops what XML 1.0 does not allow", () => {
    expect(escapeXml(`a<b>&"c'`)).toBe("a&lt;b&gt;&amp;&quot;c&apos;");
    for (const character of NOT_XML) expect(escapeXml(`A${character}B`), JSON.stringify(character)).toBe("AB");
  });

  it("keeps tab, line breaks, other controls XML allows and characters beyond the BMP", () => {
    const text = "A\tB\nC\rD\u007f\u0085E 🙂 中文 \ud83d\ude00";
    expect(escapeXml(text)).toBe(text);
  });
});

const day = (text: string) => new Date(`${text}T00:00:00Z`);
const entry = (title: string, updated: Date) => ({
  id: `https://example.com/${updated.getTime()}`,
  title,
  link: "https://example.com/a",
  published: day("2025-01-01"),
  updated,
  summary: `Notes ${title}`,
});
const feed = (entries: AtomFeed["entries"]): AtomFeed => ({
  self: "https://example.com/feed.atom",
  title: "Feed",
  link: "https://example.com/",
  author: "Company",
  language: "en",
  updated: day("2020-01-01"),
  entries,
});

describe("atomXml", () => {
  it("stays well-formed whatever the texts hold", () => {
    const xml = atomXml(feed([entry(`Title ${NOT_XML.join(".")} & <more>`, day("2025-02-03"))]));
    expect(XMLValidator.validate(xml)).toBe(true);
    expect(new XMLParser().parse(xml).feed.entry.title).toBe(`Title ${".".repeat(NOT_XML.length - 1)} & <more>`);
  });

  it("is updated when its newest entry is, or at its own time while it has none", () => {
    const updatedOf = (xml: string) => new XMLParser().parse(xml).feed.updated as string;
    expect(updatedOf(atomXml(feed([entry("a", day("2025-02-03")), entry("b", day("2025-05-06")), entry("c", day("2025-01-01"))])))).toBe(
      "2025-05-06T00:00:00Z",
    );
    // Not the feed's own time when that is later: the newest entry's.
    expect(updatedOf(atomXml({ ...feed([entry("a", day("2025-02-03"))]), updated: day("2026-12-01") }))).toBe("2025-02-03T00:00:00Z");
    expect(updatedOf(atomXml(feed([])))).toBe("2020-01-01T00:00:00Z");
  });
});
