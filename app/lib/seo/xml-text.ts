/** What the site's XML documents (sitemaps, Atom feeds) share: the declaration and text escaping. */
export const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';

const XML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };

/**
 * What XML 1.0 does not allow in a document at all, escaped or not (its production `Char`): the C0
 * controls but tab, line feed and carriage return, lone surrogates (`\p{Cs}`: the `u` flag reads a
 * pair as one character), U+FFFE and U+FFFF. Text fields refuse the controls; text stored before
 * that, or from elsewhere, still must not break a feed.
 */
const NOT_XML = /(?![\t\n\r\u007F-\u009F])\p{Cc}|\p{Cs}|[\uFFFE\uFFFF]/gu;

/** Text for an element's content or an attribute's value: escaped, and without what XML cannot carry (dropped). */
export const escapeXml = (text: string) => text.replace(NOT_XML, "").replace(/[&<>"']/g, (character) => XML_ESCAPES[character]!);

/** W3C Datetime (RFC 3339), to the second: what sitemaps and Atom both read. */
export const w3cDate = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, "Z");
