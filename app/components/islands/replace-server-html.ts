/**
 * A part of a public page replaced by the same part of another rendering of it, fetched after
 * load (the catalogue narrowed in place, decision 071): the islands hydrated in the part that
 * leaves are unmounted (their listeners go with them), and those in the part that comes wake as
 * the page's own do (entry.islands.ts): when the visitor reaches for them, or at once when they
 * show a stored list that holds something.
 */
import { ISLANDS_ADDED_EVENT } from "./island-markup";
import { unmountIslandsWithin } from "./hydrate-island";

export function replaceServerHtml(part: Element, replacement: Element): void {
  unmountIslandsWithin(part);
  part.replaceWith(document.adoptNode(replacement));
  dispatchEvent(new Event(ISLANDS_ADDED_EVENT));
}
