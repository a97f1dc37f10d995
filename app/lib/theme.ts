/**
 * Light or dark theme (public-site.md §4): light by default, kept in local storage under a key
 * named for biometrics, and applied by a tiny inline script before the first paint.
 */
export type Theme = "light" | "dark";

export const THEME_STORAGE_KEY = "biometrics-theme";

/** Runs in <head> before the page paints, so a dark-theme visitor never sees a light flash. */
export const APPLY_STORED_THEME_SCRIPT = `try{if(localStorage.getItem(${JSON.stringify(THEME_STORAGE_KEY)})==="dark")document.documentElement.classList.add("dark")}catch(e){}`;

export function currentTheme(): Theme {
  return document.documentElement.classList.contains("dark") ? "dark" : "light";
}

export function applyTheme(theme: Theme): void {
  document.documentElement.classList.toggle("dark", theme === "dark");
  try {
    localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Storage may be unavailable (private mode): the choice lasts for this page only.
  }
}
