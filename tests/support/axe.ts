/**
 * axe-core in a Playwright page, with the rules of WCAG 2.1 A and AA plus every rule Lighthouse's
 * accessibility score weighs that those tags leave out (best practices such as heading order,
 * and WCAG 2.2's target size), so that a page the e2e tests pass also scores 100 there.
 */
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

/** The rules Lighthouse 12 weighs in its accessibility category beyond WCAG_TAGS. */
const LIGHTHOUSE_RULES = [
  "accesskeys",
  "aria-allowed-role",
  "aria-dialog-name",
  "aria-text",
  "aria-treeitem-name",
  "heading-order",
  "image-redundant-alt",
  "skip-link",
  "tabindex",
  "table-duplicate-name",
  "target-size",
];

export async function expectNoAxeViolations(page: Page, path: string) {
  const results = await new AxeBuilder({ page })
    // Rules enabled by name run besides those of the tags (axe-core's `rules` option).
    .options({ rules: Object.fromEntries(LIGHTHOUSE_RULES.map((rule) => [rule, { enabled: true }])) })
    .withTags(WCAG_TAGS)
    .analyze();
  const violations = results.violations.map(
    (violation) => `${path}: ${violation.id} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`,
  );
  expect(violations, `axe violations on ${path}`).toEqual([]);
}
