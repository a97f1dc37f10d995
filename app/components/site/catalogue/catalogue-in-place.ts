/**
 * The catalogue narrowed in place (decision 071). The filters' island asks the server for the
 * page at the address its fields make: the very page a reload or a shared link of that address
 * gets, through the page cache's rules (an anonymous GET, kept once rendered). It puts the
 * answer's count, lifecycle link and results in place of the ones shown, hands the island the
 * answer's choices (its own props, as the server wrote them) and makes that address the page's
 * with `history.replaceState`. Typing waits for a pause; a choice, Enter or a link marked to be
 * followed in place applies at once; a newer request aborts the one in flight, so only the newest
 * answer shows. Should a request fail, the browser loads the address itself.
 */
import { useCallback, useEffect, useRef, type FormEvent } from "react";
import { ISLAND_ATTRIBUTES, ISLAND_TAG } from "~/components/islands/island-markup";
import { replaceServerHtml } from "~/components/islands/replace-server-html";
import { CATALOGUE_PART, IN_PLACE_LINK } from "./catalogue-parts";

/** How long typing pauses before the list follows: a list per word typed, not per key. */
export const TYPING_PAUSE_MS = 250;

/** The address the form's fields ask for: its page with each field that holds something. */
function addressOf(form: HTMLFormElement): string {
  const params = new URLSearchParams();
  for (const [name, value] of new FormData(form)) if (typeof value === "string" && value.trim() !== "") params.append(name, value);
  const query = params.toString();
  return new URL(form.action).pathname + (query ? `?${query}` : "");
}

/** The answer's parts in place of the page's; a live region keeps its element and takes the new text, to be announced. */
function showParts(answer: Document): void {
  for (const part of document.querySelectorAll(`[${CATALOGUE_PART}]`)) {
    const replacement = answer.querySelector(`[${CATALOGUE_PART}="${part.getAttribute(CATALOGUE_PART)}"]`);
    if (!replacement) continue;
    if (part.hasAttribute("aria-live")) part.textContent = replacement.textContent;
    else replaceServerHtml(part, replacement);
  }
}

/** A click that would follow a link in this tab: not one opening it elsewhere. */
const followsHere = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey && !event.defaultPrevented;

/**
 * The handlers of the catalogue's filter form in its island `islandName`. `show` gets the
 * island's props from each answer, and whether a link asked for it (the form's fields then show
 * the answer's values rather than what the visitor had typed).
 */
export function useCatalogueInPlace<Props>(islandName: string, show: (props: Props, followedLink: boolean) => void) {
  const inFlight = useRef<AbortController | null>(null);
  const typing = useRef<ReturnType<typeof setTimeout>>(undefined);
  const showAnswer = useRef(show);
  showAnswer.current = show;

  const stop = useCallback(() => {
    clearTimeout(typing.current);
    inFlight.current?.abort();
  }, []);

  const load = useCallback(
    async (address: string, followedLink: boolean) => {
      stop();
      const request = (inFlight.current = new AbortController());
      try {
        const response = await fetch(address, { signal: request.signal, headers: { accept: "text/html" } });
        if (!response.ok) throw new Error(`${address} answered ${response.status}`);
        const answer = new DOMParser().parseFromString(await response.text(), "text/html");
        const props = answer
          .querySelector(`${ISLAND_TAG}[${ISLAND_ATTRIBUTES.name}="${islandName}"]`)
          ?.getAttribute(ISLAND_ATTRIBUTES.props);
        if (!props) throw new Error(`${address} answered a page without the ${islandName} island`);
        if (request.signal.aborted) return;
        const { pathname, search } = new URL(response.url);
        history.replaceState(history.state, "", pathname + search);
        showParts(answer);
        showAnswer.current(JSON.parse(props) as Props, followedLink);
      } catch (error) {
        if (request.signal.aborted) return;
        console.error("the catalogue could not be narrowed in place", error);
        location.assign(address);
      }
    },
    [islandName, stop],
  );

  useEffect(() => {
    const followInPlace = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>(`a[${IN_PLACE_LINK}]`) : null;
      if (!link || !followsHere(event)) return;
      event.preventDefault();
      void load(link.pathname + link.search, true);
    };
    addEventListener("click", followInPlace);
    return () => {
      removeEventListener("click", followInPlace);
      stop();
    };
  }, [load, stop]);

  return {
    /** A submission (Enter, a choice, a range left, the Search button): the list follows now. */
    onSubmit(event: FormEvent<HTMLFormElement>) {
      event.preventDefault();
      void load(addressOf(event.currentTarget), false);
    },
    /** Typing in the search box: the list follows once typing pauses; an answer to what was typed before is no longer wanted. */
    onInput(event: FormEvent<HTMLFormElement>) {
      if (!(event.target instanceof HTMLInputElement) || event.target.type !== "search") return;
      stop();
      const form = event.currentTarget;
      typing.current = setTimeout(() => void load(addressOf(form), false), TYPING_PAUSE_MS);
    },
  };
}
