/**
 * The function behind the document script (document-script.ts), in a module of its own: it runs
 * in the page from its source, minified at build time (`?minified-source`, vite.config.ts), so it
 * may use nothing from outside itself but its options; type-checked like any module.
 */
export type DocumentScriptOptions = {
  /** Local-storage key of the theme. */
  themeKey: string;
  /** The cookie that remembers a chosen language, with `{locale}` where the language goes. */
  localeCookie: string | null;
  /** On public pages: how islands and their early events are named (island-markup.ts). */
  islandTag?: string;
  hydrated?: string;
  early?: string;
  earlyTypes?: readonly string[];
  heldClicks?: string;
  heldKeys?: readonly string[];
};

/** Runs in the page, from its source: it may use nothing from outside itself but `options`. */
export default function runDocumentScript(options: DocumentScriptOptions): void {
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
  const { islandTag, hydrated, early, earlyTypes, heldClicks, heldKeys, localeCookie } = options;
  if (!islandTag || !hydrated || !early || !earlyTypes || !heldClicks || !heldKeys) return;

  const openMenus = () => document.querySelectorAll<HTMLDetailsElement>("details[data-menu][open]");
  /** Escape closes the menu that holds the focus, and gives the focus back to its summary. */
  const closeMenuOnEscape = (event: Event) => {
    if (!(event instanceof KeyboardEvent) || event.key !== "Escape") return;
    for (const menu of openMenus()) {
      if (!menu.contains(document.activeElement)) continue;
      menu.open = false;
      menu.querySelector("summary")?.focus();
    }
  };

  const earlyEvents: Event[] = ((window as unknown as Record<string, Event[]>)[early] = []);
  const keepEarly = (event: Event) => {
    const target = event.target instanceof Element ? event.target : null;
    const island = target?.closest(islandTag);
    if (!island || island.hasAttribute(hydrated)) return;
    if (event.type === "submit" || (event.type === "click" && target?.closest(heldClicks))) {
      event.preventDefault();
      event.stopImmediatePropagation();
    } else if (event instanceof KeyboardEvent && heldKeys.includes(event.key)) {
      // The key's own default (a caret moved, a page scrolled) stays; only the island waits for
      // it. What the page's HTML does with it, it does at once.
      event.stopImmediatePropagation();
      closeMenuOnEscape(event);
    }
    earlyEvents.push(event);
  };
  for (const type of earlyTypes) addEventListener(type, keepEarly, true);

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
  addEventListener("keydown", closeMenuOnEscape);
  addEventListener("click", (event) => {
    const button = event.target instanceof Element ? event.target.closest("button[data-copy]") : null;
    const source = button && document.getElementById(button.getAttribute("data-copy") ?? "");
    if (!button || !source) return;
    const copied = () => {
      button.setAttribute("data-copied", "");
      setTimeout(() => button.removeAttribute("data-copied"), 2000);
    };
    // Where the clipboard is out of reach (an address that is not https), the text is selected for the visitor to copy.
    const select = () => getSelection()?.selectAllChildren(source);
    if (navigator.clipboard) navigator.clipboard.writeText(source.textContent ?? "").then(copied, select);
    else select();
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
