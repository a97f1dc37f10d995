/**
 * The site search's vocabulary, shared by the server, the results page and the header's
 * suggestions: the kinds of content it finds, its limits, and how a visitor's text is read
 * (docs/decisions/027-site-search.md).
 */
import type { ProductLifecycle } from "~/lib/domain-values";

/** What the search finds, in the order the results page shows the groups. */
export const SEARCH_KINDS = ["product", "solution", "news", "caseStudy", "resource", "advisory", "certificate"] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

export const isSearchKind = (value: string): value is SearchKind => (SEARCH_KINDS as readonly string[]).includes(value);

/** The longest text searched; the API refuses a longer one, the page cuts it. */
export const MAX_SEARCH_LENGTH = 100;
/** At most this many words of a text are matched. */
const MAX_SEARCH_WORDS = 8;
/**
 * How many rows each way of matching (words, title likeness) contributes to a kind's ranking at
 * most: the results page lists a kind's best RANKED_WINDOW, however many match.
 */
export const RANKED_WINDOW = 50;
/** Suggestions while typing: how many by default, and at most. */
export const DEFAULT_SUGGESTIONS = 6;
export const MAX_SUGGESTIONS = 10;
/** Typing shorter than this asks for no suggestions. */
export const MIN_SUGGESTION_LENGTH = 2;

/** One thing found, as a result card or a suggestion shows it. */
export type SearchHit = {
  kind: SearchKind;
  id: string;
  title: string;
  summary: string | null;
  /** A site path without language prefix ("/products/ab-fr700", "/support/<resource id>"). */
  href: string;
  /** A product's lifecycle, so that a retired one is marked (decision 058); null for the other kinds. */
  lifecycle: ProductLifecycle | null;
};

/** The words of a text: runs of letters and digits in any script ("AB-FR700" is "AB", "FR700"). */
export function searchWords(text: string): string[] {
  return (text.normalize("NFKC").match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, MAX_SEARCH_WORDS);
}

/** One kind's part of the results page. */
export type SearchGroup = {
  kind: SearchKind;
  /** Matches counted up to 1,000, or up to RANKED_WINDOW for typing mistakes (`capped`: there may be more). */
  total: number;
  capped: boolean;
  hits: SearchHit[];
};
