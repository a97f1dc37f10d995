/**
 * axe-core in a Playwright page with every rule it has: the default set (WCAG 2.0 to 2.2 at A and
 * AA, and the best practices, such as "all content is within a landmark" and heading order) and
 * the experimental rules besides (a visible label inside the accessible name, text styled as a
 * heading, tables' headers...), so that what an outside checker run with any settings finds, the
 * tests find first.
 */
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";
import axe from "axe-core";

const EXPERIMENTAL_RULES = axe.getRules(["experimental"]).map((rule) => rule.ruleId);

/** Checks the page, or only what `within` selects (an open dialog); `what` names it in the failure. */
export async function expectNoAxeViolations(page: Page, what: string, { within }: { within?: string } = {}) {
  // Run in the page itself: the site embeds no frames, and the default (each frame's results
  // joined in a page opened for it) takes two to three times as long.
  const builder = new AxeBuilder({ page }).setLegacyMode(true).options({
    rules: Object.fromEntries(EXPERIMENTAL_RULES.map((rule) => [rule, { enabled: true }])),
    // Every rule still runs; only the violations are reported in full, which makes a check quicker.
    resultTypes: ["violations"],
  });
  // Colours are judged as they settle: a theme just switched may still be fading (a CSS transition),
  // and a contrast read halfway is neither theme's. Endless animations (a spinner) are not waited for.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const results = await (within ? builder.include(within) : builder).analyze();
  const violations = results.violations.map(
    (violation) => `${what}: ${violation.id} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`,
  );
  expect(violations, `axe violations on ${what}`).toEqual([]);
}
