/**
 * How islands appear in a page's HTML (decision 043), shared by the server that writes them, the
 * inline document script that catches early events and the browser runtime that hydrates them.
 * This module is part of the runtime's first download: it holds names only.
 */

/** The element around an island: its root in the browser (`display: contents`, app.css). */
export const ISLAND_TAG = "site-island";

/** An island's name is its module's: "contact-form" for any `.../contact-form.island.tsx`, so the browser finds its code by it. */
export const islandNameOf = (file: string): string => file.slice(file.lastIndexOf("/") + 1, -".island.tsx".length);

/** The element around a part of an island the server renders once and the browser keeps as it is. */
export const SLOT_TAG = "island-slot";

export const ISLAND_ATTRIBUTES = {
  /** The island's name, that of its module: `hero-carousel` is `components/site/content/hero-carousel.island.tsx`. */
  name: "data-island",
  /** Unique on the page: scopes the ids of the island's elements. */
  id: "data-id",
  /** Its props as JSON. */
  props: "data-props",
  /** Local-storage lists it shows, space-separated: it hydrates at load when one holds something. */
  stored: "data-stored",
  /** Window events that hydrate it, space-separated. */
  wakeOn: "data-wake-on",
  /** Set once it has hydrated ("failed" when its code could not be loaded). */
  hydrated: "data-hydrated",
  /** A slot's name. */
  slot: "data-slot",
} as const;

/** The page's island texts, as JSON in a `<script type="application/json">` with this id. */
export const ISLAND_TEXTS_ID = "island-texts";

/** Raised on the window when server HTML fetched after load has been put in the page: its islands wake as the page's own. */
export const ISLANDS_ADDED_EVENT = "islands-added";

/** Where the document script keeps the events that reached islands before they hydrated. */
export const EARLY_EVENTS = "__islandEvents";

/**
 * Controls whose click, before their island has hydrated, is held back and replayed once it has:
 * their default would do nothing (a button), or other than what the island does with them (a
 * form's submit button, a tab's link). A checkbox ticks at once, and the island is told after.
 */
export const HELD_CLICKS = "button,a[role=tab]";

/**
 * Keys the islands act on (carousel, tabs, suggestions, dialogs) that no default replaces. Before
 * their island has hydrated they are held back like the clicks above and pressed again once it
 * has; were they let through, React, woken by the key, would act on it, and the replay again.
 */
export const HELD_KEYS = ["Escape", "ArrowUp", "ArrowDown", "ArrowLeft", "ArrowRight", "Home", "End", "PageUp", "PageDown"] as const;

/** The events that wake an island and are kept until it has hydrated. */
export const EARLY_EVENT_TYPES = ["pointerdown", "focusin", "focusout", "keydown", "click", "submit", "input", "change"] as const;
