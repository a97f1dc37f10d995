/**
 * The query string of a page's filters with the empty ones left out: what a link that changes one
 * filter and keeps the others carries (the news and download tabs, the download center's product
 * suggestions).
 */
export const filledSearch = (values: Record<string, string>): URLSearchParams =>
  new URLSearchParams(Object.entries(values).filter(([, value]) => value !== ""));
