/**
 * The certifications register on the public site (docs/decisions/060-certifications-register.md),
 * over the demo register (app/db/seed/demo-certificates.ts): the register page, narrowed by product
 * without JavaScript; a product page's certificates; the catalogue's filter by certificate.
 */
import { expectNoAxeViolations } from "../support/browser/axe";
import { expect, test } from "../support/browser/site-test";

const CE_EMC = "NT-EMC-2025-04417";
const FCC = "PCL-15B-21-0932";
const PAD = "IB-PAD-L2-2026-118";

test("the register lists valid certificates, then expired ones marked, each with its number, dates, firmware, products and PDF", async ({
  page,
}) => {
  await page.goto("/certifications");
  await expect(page.getByRole("heading", { name: "Certifications", level: 1 })).toBeVisible();
  const valid = page.getByRole("region", { name: "Valid certificates" });
  const expired = page.getByRole("region", { name: "Expired certificates" });
  await expect(valid.getByRole("heading", { level: 3 })).toHaveText(["EN 55032 / EN 55035 (CE EMC)", "ISO/IEC 30107-3 PAD Level 2"]);
  await expect(expired.getByRole("heading", { level: 3 })).toHaveText(["FCC Part 15 Subpart B Expired"]);
  await expect(valid.getByText("Expired", { exact: true })).toHaveCount(0);

  const pad = valid.getByRole("article").filter({ hasText: PAD });
  await expect(pad).toContainText("iBeta Quality Assurance (demo)");
  await expect(pad).toContainText("3.4.1");
  await expect(pad).toContainText("Does not expire");
  await expect(pad.getByRole("link", { name: "AB-FR700 Face Recognition Terminal" })).toHaveAttribute(
    "href",
    "/products/ab-fr700-face-recognition-terminal",
  );
  // The demo's certificate is stored like an upload.
  await expect(pad.getByRole("link", { name: `Certificate ${PAD} (PDF)` })).toHaveAttribute(
    "href",
    /^\/uploads\/[0-9a-f]{32}\.pdf\?v=\d+$/,
  );
  await expectNoAxeViolations(page, "/certifications");

  // The footer links the register in every language.
  await page.goto("/de");
  await page.getByRole("contentinfo").getByRole("link", { name: "Zertifizierungen" }).click();
  await expect(page).toHaveURL(/\/de\/certifications$/);
  await expect(page.getByRole("heading", { name: "Gültige Zertifikate" })).toBeVisible();
  await expect(page.getByText("Erkennung von Präsentationsangriffen des Gesichtserkennungsterminals")).toBeVisible();
});

test("without JavaScript the register narrows to one product with the Search button", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/certifications");
  const filters = page.getByRole("search");
  await filters.getByLabel("Product").selectOption({ label: "AB-L500 Smart Lever Lock" });
  await filters.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/product=ab-l500-smart-lever-lock/);
  await expect(page.getByRole("article")).toHaveCount(1);
  await expect(page.getByRole("article")).toContainText(FCC);
  await filters.getByRole("link", { name: "Clear Filters" }).click();
  await expect(page.getByRole("article")).toHaveCount(3);
  await context.close();
});

test("a product page lists the product's certificates and links the register", async ({ page }) => {
  await page.goto("/products/ab-fr700-face-recognition-terminal");
  const section = page.getByRole("region", { name: "Certificates" });
  await expect(section.getByRole("article")).toHaveCount(2);
  await expect(section).toContainText(CE_EMC);
  await expect(section).toContainText(PAD);
  await expect(section).not.toContainText(FCC);
  await section.getByRole("link", { name: "All certifications" }).click();
  await expect(page).toHaveURL(/\/certifications$/);
});

test("the catalogue filters by certificate, and the Search button applies it", async ({ page }) => {
  await page.goto("/products");
  const filters = page.getByRole("search");
  // The FCC certificate has expired: the choice says so.
  await filters.getByLabel("Certificate").selectOption({ label: `FCC Part 15 Subpart B · ${FCC} (expired)` });
  await filters.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/certificate=[0-9a-f-]{36}/);
  await expect(page.getByRole("main").getByRole("heading", { level: 3 })).toHaveText([
    "AB-F300 Fingerprint Access Terminal",
    "AB-L500 Smart Lever Lock",
  ]);
});
