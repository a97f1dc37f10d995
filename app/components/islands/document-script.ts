/**
 * The few lines every page runs inline in its <head>, before it paints (decision 043):
 * - the stored theme, so that a dark-theme visitor never sees a light flash, and its toggle;
 * on public pages also
 * - the events that reach an island before it has hydrated, kept for the runtime to replay
 *   (early-events.ts); the clicks and submissions whose default would be wrong are held back;
 * - what the page's HTML does with no island at all: the language chooser's
 *   remembered choice, menus (`<details data-menu>`) that close on Escape or a click elsewhere and
 *   put the focus in their field when they open, and the mobile menu's dialog opened by its
 *   button (`command`/`commandfor`, with these lines for browsers that do not have them yet).
 * It is written here as a function so that it is type-checked and tested; the page gets its
 * source, called with its options.
 */
import { EARLY_EVENT_TYPES, EARLY_EVENTS, HELD_CLICKS, ISLAND_ATTRIBUTES, ISLAND_TAG } from "./island-markup";

export type DocumentScriptOptions = {
  /** Local-storage key of the theme. */
  themeKey: string;
  /** The cookie that remembers a chosen language, with `{locale}` where the language goes. */
  localeCookie: string | null;
};

const ISLAND_OPTIONS = {
  islandTag: ISLAND_TAG,
  hydrated: ISLAND_ATTRIBUTES.hydrated,
  early: EARLY_EVENTS,
  earlyTypes: EARLY_EVENT_TYPES,
  heldClicks: HELD_CLICKS,
};

type Options = DocumentScriptOptions & Partial<typeof ISLAND_OPTIONS>;

/** Runs in the page, from its source: it may use nothing from outside itself but `options`. */
export function runDocumentScript(options: Options): void {
  const root = document.documentElement;
  try {
    if (localStorage.getItem(options.themeKey) === "dark") root.classList.add("dark");
  } catch {
    // Storage may be unavailable (private mode): the light theme it is.
  }
  addEventListener("click", (event) => {
    if (!(event.target instanceof Element) || !event.target.closest("[data-theme-toggle]")) return;
    const dark = root.classList.toggle("dark");
    try {
      localStorage.setItem(options.themeKey, dark ? "dark" : "light");
    } catch {
      // The choice lasts for this page only.
    }
  });
  const { islandTag, hydrated, early, earlyTypes, heldClicks, localeCookie } = options;
  if (!islandTag || !hydrated || !early || !earlyTypes || !heldClicks) return;

  const earlyEvents: Event[] = ((window as unknown as Record<string, Event[]>)[early] = []);
  const keepEarly = (event: Event) => {
    const target = event.target instanceof Element ? event.target : null;
    const island = target?.closest(islandTag);
    if (!island || island.hasAttribute(hydrated)) return;
    if (event.type === "submit" || (event.type === "click" && target?.closest(heldClicks))) {
      event.preventDefault();
      event.stopImmediatePropagation();
    }
    earlyEvents.push(event);
  };
  for (const type of earlyTypes) addEventListener(type, keepEarly, true);

  const openMenus = () => document.querySelectorAll<HTMLDetailsElement>("details[data-menu][open]");
  addEventListener("click", (event) => {
    const target = event.target instanceof Element ? event.target : null;
    if (!target) return;
    const chosen = target.closest("[data-remember-locale]")?.getAttribute("data-remember-locale");
    if (chosen && localeCookie) document.cookie = localeCookie.replace("{locale}", chosen);
    for (const menu of openMenus()) if (!menu.contains(target)) menu.open = false;
    const command = target.closest("button[commandfor]");
    if (command && !("commandForElement" in command)) {
      const dialog = document.getElementById(command.getAttribute("commandfor") ?? "");
      if (dialog instanceof HTMLDialogElement) {
        if (command.getAttribute("command") === "show-modal") dialog.showModal();
        else dialog.close();
      }
    }
    // A click on a light-dismiss dialog's backdrop lands on the dialog itself.
    if (target instanceof HTMLDialogElement && target.open && target.hasAttribute("data-light-dismiss")) target.close();
  });
  addEventListener("keydown", (event) => {
    if (event.key !== "Escape") return;
    for (const menu of openMenus()) {
      if (!menu.contains(document.activeElement)) continue;
      menu.open = false;
      menu.querySelector("summary")?.focus();
    }
  });
  addEventListener(
    "toggle",
    (event) => {
      const menu = event.target;
      if (!(menu instanceof HTMLDetailsElement) || !menu.open || !menu.hasAttribute("data-menu")) return;
      for (const other of openMenus()) if (other !== menu) other.open = false;
      menu.querySelector<HTMLElement>("[data-autofocus]")?.focus();
    },
    true,
  );
}

/** The inline script of a page: the theme only (the admin area), or all of the above (a public page). */
export function documentScript(options: DocumentScriptOptions, publicPage: boolean): string {
  return `(${runDocumentScript.toString()})(${JSON.stringify(publicPage ? { ...options, ...ISLAND_OPTIONS } : options)})`;
}
