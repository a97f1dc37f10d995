/** What the site's XML documents (sitemaps, Atom feeds) share: the declaration and text escaping. */
export const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';

const XML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };

/** Text for an element's content or an attribute's value. */
export const escapeXml = (text: string) => text.replace(/[&<>"']/g, (character) => XML_ESCAPES[character]!);

/** W3C Datetime (RFC 3339), to the second: what sitemaps and Atom both read. */
export const w3cDate = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, "Z");
