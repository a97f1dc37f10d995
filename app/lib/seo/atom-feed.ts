/**
 * Atom feeds (RFC 4287) of the site's releases and advisories (decisions 057 and 059): a feed names itself, the page it
 * follows and its author; each entry its page, its dates, a plain-text summary and, for a file
 * to download, an enclosure with the file's size and type.
 */
import type { Locale } from "~/lib/i18n/locales";
import { SEARCH_ENGINE_CACHE_CONTROL } from "./sitemap-xml";
import { escapeXml, w3cDate, XML_DECLARATION } from "./xml-text";

/** Where a feed is read: the site's origin and company, and the language of its texts. */
export type FeedReader = { origin: string; locale: Locale; company: string };

export type AtomEnclosure = { href: string; length: number | null; type: string | null };

export type AtomEntry = {
  /** A permanent IRI of the entry: its page's absolute address. */
  id: string;
  title: string;
  link: string;
  published: Date;
  updated: Date;
  summary: string;
  enclosure?: AtomEnclosure | null;
};

export type AtomFeed = {
  /** The feed's own absolute address, which is also its id. */
  self: string;
  title: string;
  /** The page the feed follows. */
  link: string;
  author: string;
  /** BCP 47 language of its texts. */
  language: string;
  /** When it last changed while it has no entries; with entries, the newest entry's update is the feed's. */
  updated: Date;
  entries: AtomEntry[];
};

const element = (name: string, text: string) => `<${name}>${escapeXml(text)}</${name}>`;

const attributes = (values: Record<string, string | number | null>) =>
  Object.entries(values)
    .filter((entry): entry is [string, string | number] => entry[1] !== null)
    .map(([name, value]) => ` ${name}="${escapeXml(String(value))}"`)
    .join("");

const link = (values: Record<string, string | number | null>) => `<link${attributes(values)}/>`;

function entryXml(entry: AtomEntry): string {
  const enclosure = entry.enclosure;
  return [
    "<entry>",
    element("id", entry.id),
    element("title", entry.title),
    link({ rel: "alternate", type: "text/html", href: entry.link }),
    enclosure ? link({ rel: "enclosure", href: enclosure.href, length: enclosure.length, type: enclosure.type }) : "",
    element("published", w3cDate(entry.published)),
    element("updated", w3cDate(entry.updated)),
    `<summary type="text">${escapeXml(entry.summary)}</summary>`,
    "</entry>",
  ].join("");
}

/** The feed's `<updated>`: its newest entry's, or its own while it has none. */
const feedUpdated = (feed: AtomFeed) =>
  feed.entries.reduce<Date | null>((newest, entry) => (newest && newest >= entry.updated ? newest : entry.updated), null) ?? feed.updated;

export function atomXml(feed: AtomFeed): string {
  const updated = feedUpdated(feed);
  return [
    XML_DECLARATION,
    `<feed xmlns="http://www.w3.org/2005/Atom"${attributes({ "xml:lang": feed.language })}>\n`,
    element("id", feed.self),
    element("title", feed.title),
    link({ rel: "self", type: ATOM_MEDIA_TYPE, href: feed.self }),
    link({ rel: "alternate", type: "text/html", href: feed.link }),
    element("updated", w3cDate(updated)),
    `<author>${element("name", feed.author)}</author>\n`,
    ...feed.entries.map((entry) => `${entryXml(entry)}\n`),
    "</feed>\n",
  ].join("");
}

/** An Atom feed's media type, as pages announce it (`<link rel="alternate" type=…>`). */
export const ATOM_MEDIA_TYPE = "application/atom+xml";

/** Feed readers poll: the same ten minutes in any cache as the sitemaps. */
export function atomResponse(feed: AtomFeed): Response {
  return new Response(atomXml(feed), {
    headers: { "Content-Type": `${ATOM_MEDIA_TYPE}; charset=utf-8`, "Cache-Control": SEARCH_ENGINE_CACHE_CONTROL },
  });
}
