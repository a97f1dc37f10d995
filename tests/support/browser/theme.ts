/**
 * The light and dark themes in the browser tests: the theme a page shows, and the switch to the
 * other one, so that a page loaded once is checked in both.
 */
import { expect, type Page } from "@playwright/test";

export type Theme = "light" | "dark";

/** The page shows this theme: the class the document script puts on <html>. */
export async function expectTheme(page: Page, theme: Theme) {
  await expect(page.locator("html")).toHaveClass(theme === "dark" ? /dark/ : /^(?!.*dark)/);
}

/**
 * Switches from `from` to the other theme with the header's toggle, as the product does (the
 * document script handles its click, and stores the choice for the next page), and waits until
 * the colours' transitions have ended. The click is dispatched to the button, as a keyboard's
 * Enter sends it: a mouse would leave the button hovered, a state a page does not open in.
 * Answers the theme now shown.
 */
export async function switchTheme(page: Page, from: Theme): Promise<Theme> {
  const to = from === "light" ? "dark" : "light";
  await page.locator("[data-theme-toggle]").dispatchEvent("click");
  await expectTheme(page, to);
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => !(animation instanceof CSSTransition) || animation.playState !== "running"),
  );
  return to;
}
