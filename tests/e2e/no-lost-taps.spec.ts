/**
 * No tap is lost (decision 043): each kind of control on the public pages is used as soon as it
 * shows, on a phone-speed CPU (Chromium's CPU slowed six times), and does what it says. The
 * islands' code is held back a moment as well, so that every tap lands before its island has
 * hydrated: the HTML does it, or the island replays it once it has.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "../support/browser/site-test";
import { ISLAND_ATTRIBUTES, ISLAND_TAG } from "~/components/islands/island-markup";

const CPU_SLOWDOWN = 6;
const ISLAND_CODE_DELAY_MS = 400;

async function slowPhone(page: Page): Promise<string[]> {
  const session = await page.context().newCDPSession(page);
  await session.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
  // The runtime comes at once; React and the islands' modules a moment later.
  await page.route(/\/assets\/islands\/(?!entry\.islands)/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ISLAND_CODE_DELAY_MS));
    await route.continue();
  });
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
  return errors;
}

/** A page as it starts to arrive: the test acts as soon as each control shows. */
const open = (page: Page, path: string) => page.goto(path, { waitUntil: "commit" });

let errors: string[];
test.beforeEach(async ({ page }) => {
  errors = await slowPhone(page);
});
test.afterEach(() => {
  expect(errors, "errors in the browser").toEqual([]);
});

test("Add to Quote on a product card adds the product and shows the quote list", async ({ page }) => {
  await open(page, "/products");
  await page.getByRole("button", { name: "Add to Quote" }).first().click();
  await expect(page.getByRole("button", { name: "Added to Quote" })).toBeDisabled();
  await expect(page.getByRole("region", { name: "Quote list" })).toContainText("1 items in quote");
});

test("Add to Compare on a product card adds the product and shows the comparison list", async ({ page }) => {
  await open(page, "/products");
  await page.getByRole("button", { name: "Add to Compare" }).first().click();
  await expect(page.getByRole("button", { name: "In Comparison" })).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByRole("region", { name: "Comparison list" })).toContainText("1 of 4 products to compare");
  await expect(page).toHaveURL(/\/products$/);
});

test("a catalogue filter applies the chosen category", async ({ page }) => {
  await open(page, "/products");
  await page.getByLabel("Category").selectOption({ label: "Smart Locks" });
  await expect(page).toHaveURL(/\/products\?.*category=smart-locks/);
  await expect(page.getByText(/^Showing \d+ of \d+ products$/)).toBeVisible();
});

test("a search typed in the catalogue before its filters woke narrows the list, every key kept", async ({ page }) => {
  await open(page, "/products");
  await page.getByRole("searchbox", { name: "Search" }).pressSequentially("fing");
  await expect(page.getByText("Showing 2 of 3 products")).toBeVisible();
  await expect(page.getByRole("searchbox", { name: "Search" })).toHaveValue("fing");
  await expect(page).toHaveURL(/\/products\?q=fing$/);
});

test("the theme toggle switches to dark and back, and the choice is kept", async ({ page }) => {
  await open(page, "/");
  await page.getByRole("button", { name: "Switch to dark theme" }).click();
  await expect(page.locator("html")).toHaveClass(/\bdark\b/);
  await page.reload({ waitUntil: "commit" });
  await expect(page.locator("html")).toHaveClass(/\bdark\b/);
  await page.getByRole("button", { name: "Switch to light theme" }).click();
  await expect(page.locator("html")).not.toHaveClass(/\bdark\b/);
});

test("the carousel's arrows move it and stop its autoplay", async ({ page }) => {
  await open(page, "/");
  const hero = page.getByRole("region", { name: "Highlights" });
  await hero.getByRole("button", { name: "Next slide" }).click();
  await expect(hero.getByRole("group", { name: "2 of 4" })).toBeVisible();
  await expect(hero.getByRole("button", { name: /^Slide 2:/ })).toHaveAttribute("aria-current", "true");
  await hero.getByRole("button", { name: "Previous slide" }).click();
  await expect(hero.getByRole("group", { name: "1 of 4" })).toBeVisible();
});

test("arrow keys on the carousel's slide buttons move it one slide a key, hydrated or not", async ({ page }) => {
  await open(page, "/");
  const hero = page.getByRole("region", { name: "Highlights" });
  await hero.getByRole("button", { name: /^Slide 1:/ }).focus();
  // Pressed while the carousel wakes: each key before, during or after its hydration counts once.
  for (let press = 0; press < 3; press++) await page.keyboard.press("ArrowRight");
  await expect(hero.getByRole("button", { name: /^Slide 4:/ })).toHaveAttribute("aria-current", "true");
  await expect(hero.getByRole("group", { name: "4 of 4" })).toBeVisible();
  // Once it has hydrated and replayed what it kept, one more key wraps it round to the first.
  await expect(page.locator(`${ISLAND_TAG}[${ISLAND_ATTRIBUTES.hydrated}]`, { has: hero })).toHaveCount(1);
  await page.keyboard.press("ArrowRight");
  await expect(hero.getByRole("group", { name: "1 of 4" })).toBeVisible();
});

test("the language chooser opens the page in the language chosen, and remembers it", async ({ page, context }) => {
  await open(page, "/products");
  await page.locator("summary", { hasText: "Language: English" }).click();
  await page.getByRole("link", { name: "Deutsch" }).click();
  await expect(page).toHaveURL(/\/de\/products$/);
  expect((await context.cookies()).find((cookie) => cookie.name === "biometrics-locale")?.value).toBe("de");
});

test("the header search finds as the visitor types and searches on Enter", async ({ page }) => {
  await open(page, "/");
  await page.locator("summary", { hasText: "Open search" }).click();
  const field = page.getByRole("combobox", { name: "Search the site" }).first();
  await expect(field).toBeFocused();
  await field.pressSequentially("finger");
  await expect(page.getByRole("option").first()).toBeVisible();
  await field.press("Enter");
  await expect(page).toHaveURL(/\/search\?q=finger$/);
});

test("a product page's tabs, which are links, and its gallery", async ({ page }) => {
  await open(page, "/products/ab-fr700-face-recognition-terminal");
  const details = page.getByRole("navigation", { name: "Product details" });
  await details.getByRole("link", { name: "Downloads" }).click();
  await expect(page).toHaveURL(/\?tab=downloads#product-details$/);
  await expect(details.getByRole("link", { name: "Downloads" })).toHaveAttribute("aria-current", "true");
  await expect(page.getByText("Product Datasheet")).toBeVisible();
  await page.getByRole("button", { name: /^Enlarge the picture of/ }).click();
  const gallery = page.getByRole("dialog", { name: "Image Gallery" });
  await expect(gallery).toBeVisible();
  await expect(gallery).toContainText(/Viewing image 1 of \d+/);
  await gallery.getByRole("button", { name: "Next image" }).click();
  await expect(gallery).toContainText(/Viewing image 2 of \d+/);
  await page.keyboard.press("Escape");
  await expect(gallery).toBeHidden();
});

test("the customization form, sent at once, shows its messages under the fields", async ({ page }) => {
  await open(page, "/customization");
  await page.getByRole("button", { name: "Submit Inquiry" }).click();
  await expect(page.getByText("Name must be at least 2 characters")).toBeVisible();
  await expect(page.getByText("Please provide more details (at least 20 characters)")).toBeVisible();
  await expect(page).toHaveURL(/\/customization$/);
});

test("the contact form, filled and sent at once, hands the inquiry to the chat", async ({ page, context }) => {
  await context.route("https://wa.me/**", (route) => route.fulfill({ body: "chat" }));
  await open(page, "/contact");
  await page.getByLabel("Full Name").fill("Ines Duarte");
  await page.getByLabel("Email").fill("ines@duarte-seguranca.example");
  await page.getByLabel("Message").fill("Two face terminals for a clinic, please.");
  const chat = page.waitForEvent("popup");
  await page.getByRole("button", { name: "Submit Inquiry" }).click();
  await expect(page.getByText("Redirecting to WhatsApp", { exact: true })).toBeVisible();
  expect(new URL((await chat).url()).searchParams.get("text")).toContain("Name: Ines Duarte");
  await expect(page.getByLabel("Full Name")).toHaveValue("");
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test("the menu opens and closes, and holds the search and the languages", async ({ page }) => {
    await open(page, "/");
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("dialog");
    await expect(menu.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Products" })).toBeVisible();
    await expect(menu.getByRole("link", { name: "Deutsch" })).toBeVisible();
    await menu.getByRole("button", { name: "Close menu" }).click();
    await expect(menu).toBeHidden();
  });
});
