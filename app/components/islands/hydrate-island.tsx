/**
 * Hydrates one island on a root of its own, in the browser: its props from its element, its slots
 * as the HTML the server wrote, its texts from the page's; then replays what the visitor did to it
 * before it was ready (early-events.ts). Loaded with the first island that wakes: React comes with it.
 */
import { useEffect, type ReactNode } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import type { Locale } from "~/lib/i18n/locales";
import type { Catalog } from "~/lib/i18n/translator";
import type { AnyIsland, Slots } from "./define-island";
import { fieldsTypedIn, replayEarlyEvents, type TypedField } from "./early-events";
import { ISLAND_ATTRIBUTES, ISLAND_TAG, ISLAND_TEXTS_ID, SLOT_TAG } from "./island-markup";
import { IslandRoot } from "./island-root";

let pageTexts: Catalog | undefined;

/** The root of each island hydrated, by its element. */
const roots = new WeakMap<Element, Root>();

/** The texts of the page's islands, read once. */
function islandTexts(): Catalog {
  pageTexts ??= JSON.parse(document.getElementById(ISLAND_TEXTS_ID)?.textContent || "{}") as Catalog;
  return pageTexts;
}

/** The island's slots as the server wrote them, kept by React as they are. */
function slotsOf(element: HTMLElement): Slots<string> {
  const slots: Slots<string> = {};
  for (const slot of element.querySelectorAll(SLOT_TAG)) {
    // A slot's content may hold an island of its own, with its own slots.
    if (slot.closest(ISLAND_TAG) !== element) continue;
    const name = slot.getAttribute(ISLAND_ATTRIBUTES.slot) ?? "";
    slots[name] = (
      <SLOT_TAG
        key={name}
        {...{ [ISLAND_ATTRIBUTES.slot]: name }}
        dangerouslySetInnerHTML={{ __html: slot.innerHTML }}
        suppressHydrationWarning
      />
    );
  }
  return slots;
}

/**
 * Runs once the island's whole tree has hydrated and its effects have run (a parent's effect runs
 * after its children's), in a task of its own: an event dispatched from within React's work would
 * have its state updates wait for that work to end, and a controlled field would meanwhile be put
 * back to its old value before a replayed submission reads it.
 */
function OnHydrated({ children, run }: { children: ReactNode; run(): void }) {
  useEffect(() => {
    const later = setTimeout(run);
    return () => clearTimeout(later);
  }, [run]);
  return children;
}

/**
 * `replayInTurn` runs the replay when the islands woken before this one have replayed theirs, so
 * that taps on two islands are done again in the order they were made.
 */
export function hydrateIsland(
  element: HTMLElement,
  island: AnyIsland,
  earlyEvents: Event[],
  replayInTurn: (replay: () => void) => void,
): void {
  const { Component } = island.definition;
  const id = element.getAttribute(ISLAND_ATTRIBUTES.id) ?? island.definition.name;
  const props = JSON.parse(element.getAttribute(ISLAND_ATTRIBUTES.props) || "{}") as Record<string, unknown>;
  const typed: TypedField[] = fieldsTypedIn(element);
  const ready = () => {
    element.setAttribute(ISLAND_ATTRIBUTES.hydrated, "");
    replayInTurn(() => replayEarlyEvents(earlyEvents, typed));
  };
  const root = hydrateRoot(
    element,
    <OnHydrated run={ready}>
      <IslandRoot id={id} locale={document.documentElement.lang as Locale} texts={islandTexts()}>
        <Component {...props} slots={slotsOf(element)} />
      </IslandRoot>
    </OnHydrated>,
    { identifierPrefix: `${id}-` },
  );
  roots.set(element, root);
}

/** Unmounts the islands hydrated within `part`, which is leaving the page (replace-server-html.ts). */
export function unmountIslandsWithin(part: Element): void {
  for (const element of part.querySelectorAll(ISLAND_TAG)) {
    roots.get(element)?.unmount();
    roots.delete(element);
  }
}
