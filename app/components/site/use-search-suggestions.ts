import { useEffect, useState } from "react";
import { useLocale } from "~/lib/i18n/use-locale";
import { DEFAULT_SUGGESTIONS, MIN_SUGGESTION_LENGTH } from "~/lib/site-search";
import type { SiteSearchAnswer } from "~/schemas/site-search";

/** How long typing must pause before suggestions are asked for. */
const DEBOUNCE_MS = 200;

export type Suggestions = {
  /** The text these suggestions are for; null while there are none to show. */
  query: string | null;
  results: SiteSearchAnswer["results"];
};

const NONE: Suggestions = { query: null, results: [] };

/**
 * The site search's suggestions for a text being typed: asked of `GET /api/search` once typing
 * pauses, an answer for an older text dropped (its request cancelled), nothing for a short text.
 */
export function useSearchSuggestions(text: string): Suggestions {
  const locale = useLocale();
  const [suggestions, setSuggestions] = useState<Suggestions>(NONE);
  const query = text.trim();
  useEffect(() => {
    if (query.length < MIN_SUGGESTION_LENGTH) {
      setSuggestions(NONE);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      const params = new URLSearchParams({ q: query, limit: String(DEFAULT_SUGGESTIONS), lang: locale });
      try {
        const response = await fetch(`/api/search?${params}`, { signal: controller.signal });
        if (!response.ok) return setSuggestions(NONE);
        const answer = (await response.json()) as SiteSearchAnswer;
        setSuggestions({ query, results: answer.results });
      } catch {
        // cancelled by newer typing, or offline: the form still searches on Enter
      }
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, locale]);
  return suggestions;
}
