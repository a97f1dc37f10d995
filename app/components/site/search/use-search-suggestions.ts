import { useLocale } from "~/lib/i18n/translation";
import { DEFAULT_SUGGESTIONS, MIN_SUGGESTION_LENGTH } from "~/lib/catalogue/site-search";
import type { SiteSearchAnswer } from "~/schemas/site-search/site-search";
import { useDebouncedJson } from "./use-debounced-json";

export type Suggestions = {
  /** The text being typed; null while there are no suggestions to show. */
  query: string | null;
  results: SiteSearchAnswer["results"];
};

const NONE: Suggestions = { query: null, results: [] };

/**
 * The site search's suggestions for a text being typed: asked of `GET /api/search` once typing
 * pauses (the last answer shown meanwhile), nothing for a short text or a refused request.
 */
export function useSearchSuggestions(text: string): Suggestions {
  const locale = useLocale();
  const query = text.trim();
  const params = new URLSearchParams({ q: query, limit: String(DEFAULT_SUGGESTIONS), lang: locale });
  const answer = useDebouncedJson<SiteSearchAnswer>(query.length < MIN_SUGGESTION_LENGTH ? null : `/api/search?${params}`);
  return query.length < MIN_SUGGESTION_LENGTH || answer === null ? NONE : { query, results: answer.results };
}
