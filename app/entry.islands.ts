/**
 * The browser entry of public pages (decision 043), and the only script they load as they arrive
 * (2 kB, no React). It wakes each island when it is needed and loads its code, React with it, only then:
 * - when the visitor reaches for it (pointer, focus, key, click, typing: the document script
 *   keeps those events until it has hydrated, early-events.ts replays them);
 * - at load, when it shows a local-storage list that holds something (the quote list, the
 *   comparison), and whenever such a list changes;
 * - on a window event it names (the toaster, when another island has a message).
 * Islands in HTML an island puts in the page later (replace-server-html.ts) wake the same way.
 */
import type { AnyIsland } from "~/components/islands/define-island";
import { EARLY_EVENTS, ISLAND_ATTRIBUTES, ISLAND_TAG, ISLANDS_ADDED_EVENT, islandNameOf } from "~/components/islands/island-markup";
import { STORED_LIST_EVENT } from "~/lib/visitor-lists/stored-list-event";

type IslandModule = { default: AnyIsland };

/** Each island's code by its name. */
const islandModules = new Map(
  Object.entries(import.meta.glob<IslandModule>("./components/site/**/*.island.tsx")).map(([file, load]) => [islandNameOf(file), load]),
);

/** The events each island received before it hydrated, for it to replay. */
const earlyEventsOf = new Map<Element, Event[]>();

/**
 * The replays, one after another in the order their islands woke: islands hydrate in any order,
 * and taps on two of them (Add to Compare on two cards) must be done again in the order made.
 */
let replays = Promise.resolve();

/** This island's turn among the replays: it runs the replay handed to it once the ones before have run. */
function replayTurn(): (replay: () => void) => void {
  let start!: (replay: () => void) => void;
  const ready = new Promise<() => void>((resolve) => (start = resolve));
  replays = replays
    .then(() => ready)
    .then((replay) => replay())
    .catch((error: unknown) => console.error("could not replay an island's early events", error));
  return start;
}

function wake(island: HTMLElement): void {
  if (earlyEventsOf.has(island)) return;
  const events: Event[] = [];
  earlyEventsOf.set(island, events);
  const replayInTurn = replayTurn();
  const load = islandModules.get(island.getAttribute(ISLAND_ATTRIBUTES.name) ?? "");
  Promise.all([import("~/components/islands/hydrate-island"), load?.() ?? Promise.reject(new Error("unknown island"))]).then(
    ([{ hydrateIsland }, { default: definition }]) => hydrateIsland(island, definition, events, replayInTurn),
    async (error: unknown) => {
      // Without its code the island stays what the server wrote: its held clicks and submissions do what the HTML does.
      console.error("island failed to load", island.getAttribute(ISLAND_ATTRIBUTES.name), error);
      island.setAttribute(ISLAND_ATTRIBUTES.hydrated, "failed");
      const { replayEarlyEvents } = await import("~/components/islands/early-events");
      replayInTurn(() => replayEarlyEvents(events, []));
    },
  );
}

/** An early event: wakes the island it reached, and waits there for the replay. */
function receive(event: Event): void {
  const island = event.target instanceof Element ? event.target.closest<HTMLElement>(ISLAND_TAG) : null;
  if (!island || island.hasAttribute(ISLAND_ATTRIBUTES.hydrated)) return;
  wake(island);
  earlyEventsOf.get(island)!.push(event);
}

const islands = () => document.querySelectorAll<HTMLElement>(ISLAND_TAG);
const listed = (island: HTMLElement, attribute: string, word: string) => island.getAttribute(attribute)?.split(" ").includes(word) ?? false;

function holdsItems(key: string): boolean {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(key) ?? "[]");
    return Array.isArray(stored) && stored.length > 0;
  } catch {
    return false;
  }
}

// The events the document script kept before this module ran, then each as it comes.
const early = (window as unknown as Record<string, Event[] | undefined>)[EARLY_EVENTS] ?? [];
early.splice(0).forEach(receive);
early.push = (...events: Event[]) => {
  events.forEach(receive);
  return early.length;
};

/** The islands whose waking at load and on window events is arranged. */
const arranged = new WeakSet<Element>();

/** Wakes the islands that show a stored list holding something, and arranges the rest to wake on the window events they name. */
function arrangeWaking(): void {
  for (const island of islands()) {
    if (arranged.has(island)) continue;
    arranged.add(island);
    const lists = island.getAttribute(ISLAND_ATTRIBUTES.stored)?.split(" ") ?? [];
    if (lists.some(holdsItems)) wake(island);
    for (const name of island.getAttribute(ISLAND_ATTRIBUTES.wakeOn)?.split(" ") ?? [])
      addEventListener(name, () => wake(island), { once: true });
  }
}
arrangeWaking();
// Islands in HTML put in the page after load (replace-server-html.ts) wake as those it came with.
addEventListener(ISLANDS_ADDED_EVENT, arrangeWaking);

const onListChange = (key: string | null) => {
  if (key) for (const island of islands()) if (listed(island, ISLAND_ATTRIBUTES.stored, key)) wake(island);
};
addEventListener(STORED_LIST_EVENT, (event) => onListChange((event as CustomEvent<string>).detail));
addEventListener("storage", (event) => onListChange(event.key));
