/**
 * axe-core in a Playwright page with every rule it has: the default set (WCAG 2.0 to 2.2 at A and
 * AA, and the best practices, such as "all content is within a landmark" and heading order) and
 * the experimental rules besides (a visible label inside the accessible name, text styled as a
 * heading, tables' headers...), so that what an outside checker run with any settings finds, the
 * tests find first.
 *
 * axe-core is put into a document once and run there as often as a test checks it (both themes,
 * a dialog opened): `@axe-core/playwright` evaluated its 570 kB source twice on every check, which
 * cost more than the rules themselves (docs/performance.md, the browser tests' time).
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { expect, type Page } from "@playwright/test";
import axe from "axe-core";

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");
const EXPERIMENTAL_RULES = axe.getRules(["experimental"]).map((rule) => rule.ruleId);
const OPTIONS: axe.RunOptions = {
  rules: Object.fromEntries(EXPERIMENTAL_RULES.map((rule) => [rule, { enabled: true }])),
  // Every rule still runs; only the violations are reported in full, which makes a check quicker.
  resultTypes: ["violations"],
};

type PageWithAxe = { axe?: typeof axe };

/** Checks the page, or only what `within` selects (an open dialog); `what` names it in the failure. */
export async function expectNoAxeViolations(page: Page, what: string, { within }: { within?: string } = {}) {
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
  // Run in the page itself: the site embeds no frames.
  if (!(await page.evaluate(() => (window as PageWithAxe).axe !== undefined))) await page.evaluate(AXE_SOURCE);
  const found = await page.evaluate(
    async ({ within, options }) => {
      const results = await (window as PageWithAxe).axe!.run(within ? { include: [within] } : document, options);
      return results.violations.map((violation) => ({ id: violation.id, targets: violation.nodes.map((node) => node.target.join(" ")) }));
    },
    { within, options: OPTIONS },
  );
  const violations = found.map((violation) => `${what}: ${violation.id} (${violation.targets.join(", ")})`);
  expect(violations, `axe violations on ${what}`).toEqual([]);
}
