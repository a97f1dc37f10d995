import { useEffect, useState } from "react";

/** How long an address must stay the same (typing paused) before it is asked for. */
const DEBOUNCE_MS = 200;

/**
 * The JSON answer to `url` (null before the first answer or when the server refused), asked for
 * once the address has stayed the same for a moment: the visitor paused typing. The request for
 * an older address is cancelled, and the previous answer stays until the next comes. With no
 * address (a text too short to ask about) nothing is asked: the caller decides what to show then.
 * Suggestion boxes use it; their forms work without it.
 */
export function useDebouncedJson<T>(url: string | null): T | null {
  const [answer, setAnswer] = useState<T | null>(null);
  useEffect(() => {
    if (url === null) return;
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      try {
        const response = await fetch(url, { signal: controller.signal });
        setAnswer(response.ok ? ((await response.json()) as T) : null);
      } catch {
        // cancelled by newer typing, or offline: the form still submits the typed text
      }
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [url]);
  return answer;
}
