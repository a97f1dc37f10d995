/**
 * Sitemaps as the sitemaps.org protocol writes them: a `<urlset>` that lists each page in every
 * language with its alternates (`xhtml:link rel="alternate" hreflang`, as search engines read
 * them), and a `<sitemapindex>` naming the parts when one file would be too large. The text is
 * produced a piece at a time, so a part is streamed rather than built whole in memory.
 */
import { LOCALES } from "~/lib/i18n/locales";
import { languageAlternates, pageUrl } from "./page-urls";
import { escapeXml, w3cDate, XML_DECLARATION } from "./xml-text";

export type SitemapPage = { path: string; lastModified?: Date };

const lastmod = (date: Date | undefined) => (date ? `<lastmod>${w3cDate(date)}</lastmod>` : "");

/** The pages' `<urlset>`, one `<url>` per page and language, in pieces. */
export function* urlsetXml(origin: string, pages: Iterable<SitemapPage>): Generator<string> {
  yield `${XML_DECLARATION}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n`;
  for (const page of pages) {
    const alternates = languageAlternates(origin, page.path)
      .map(({ hreflang, href }) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(href)}"/>`)
      .join("");
    for (const locale of LOCALES) {
      yield `<url><loc>${escapeXml(pageUrl(origin, locale, page.path))}</loc>${lastmod(page.lastModified)}${alternates}</url>\n`;
    }
  }
  yield "</urlset>\n";
}

/** The `<sitemapindex>` of the parts (absolute addresses). */
export function* sitemapIndexXml(parts: Iterable<{ url: string; lastModified?: Date }>): Generator<string> {
  yield `${XML_DECLARATION}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n`;
  for (const part of parts) yield `<sitemap><loc>${escapeXml(part.url)}</loc>${lastmod(part.lastModified)}</sitemap>\n`;
  yield "</sitemapindex>\n";
}

/**
 * Pieces are sent in chunks of about 64 KB: the server compresses and flushes every chunk it is
 * handed, which would waste effort on pieces of one address each.
 */
const CHUNK_LENGTH = 64 * 1024;

/** An XML response body that is written as it is read. */
function xmlStream(pieces: Iterable<string>): ReadableStream<Uint8Array> {
  const iterator = pieces[Symbol.iterator]();
  const encoder = new TextEncoder();
  return new ReadableStream({
    pull(controller) {
      let chunk = "";
      let next = iterator.next();
      while (!next.done) {
        chunk += next.value;
        if (chunk.length >= CHUNK_LENGTH) break;
        next = iterator.next();
      }
      if (chunk) controller.enqueue(encoder.encode(chunk));
      if (next.done) controller.close();
    },
  });
}

/**
 * Crawlers read these often and new content should reach them within minutes: ten minutes in
 * any cache (robots.txt uses the same).
 */
export const SEARCH_ENGINE_CACHE_CONTROL = "public, max-age=600";

export function xmlResponse(pieces: Iterable<string>): Response {
  return new Response(xmlStream(pieces), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": SEARCH_ENGINE_CACHE_CONTROL },
  });
}
