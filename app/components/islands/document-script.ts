/**
 * The few lines every page runs inline in its <head>, before it paints (decision 043): the stored
 * theme and its toggle; on public pages also the events that reach an island before it has
 * hydrated, buffered for the runtime to replay (early-events.ts), and what the HTML does with no
 * island at all (the remembered language, `<details data-menu>` menus, the mobile menu's dialog,
 * `data-copy` buttons). The function is run-document-script.ts; the page gets its source,
 * minified, called with its options.
 * Both texts are fixed, so the content security policy names public pages' by its hash (decision 080).
 */
import { rememberLocaleCookie } from "~/lib/i18n/remember-locale";
import { THEME_STORAGE_KEY } from "~/lib/theme";
import { EARLY_EVENT_TYPES, EARLY_EVENTS, HELD_CLICKS, HELD_KEYS, ISLAND_ATTRIBUTES, ISLAND_TAG } from "./island-markup";
import type { DocumentScriptOptions } from "./run-document-script";
import SOURCE from "./run-document-script?minified-source";

const ISLAND_OPTIONS = {
  islandTag: ISLAND_TAG,
  hydrated: ISLAND_ATTRIBUTES.hydrated,
  early: EARLY_EVENTS,
  earlyTypes: EARLY_EVENT_TYPES,
  heldClicks: HELD_CLICKS,
  heldKeys: HELD_KEYS,
};

const OPTIONS: Pick<DocumentScriptOptions, "themeKey" | "localeCookie"> = {
  themeKey: THEME_STORAGE_KEY,
  localeCookie: rememberLocaleCookie("{locale}"),
};

/** The inline script of a public page: all of the above. */
export const PUBLIC_DOCUMENT_SCRIPT = `(${SOURCE})(${JSON.stringify({ ...OPTIONS, ...ISLAND_OPTIONS })})`;
/** The inline script of the admin area's pages: the theme only. */
export const ADMIN_DOCUMENT_SCRIPT = `(${SOURCE})(${JSON.stringify(OPTIONS)})`;
