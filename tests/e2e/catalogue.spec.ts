import { expect, test } from "../support/browser/site-test";

test("search matches name, code or description and is kept in the URL", async ({ page }) => {
  await page.goto("/products");
  await expect(page.getByText("Showing 3 of 3 products")).toBeVisible();
  await page.getByRole("searchbox", { name: "Search" }).fill("ab-l500");
  await page.getByRole("searchbox", { name: "Search" }).press("Enter");
  await expect(page).toHaveURL(/[?&]q=ab-l500/);
  await expect(page.getByText("Showing 1 of 3 products")).toBeVisible();
  await expect(page.getByRole("heading", { name: /AB-L500/ })).toBeVisible();

  await page.reload();
  await expect(page.getByRole("searchbox", { name: "Search" })).toHaveValue("ab-l500");
  await expect(page.getByText("Showing 1 of 3 products")).toBeVisible();
});

test("category, technology and interface filters combine, are shareable, and Clear Filters resets them", async ({ page }) => {
  await page.goto("/products");
  await page.getByLabel("Category").selectOption("fingerprint-readers");
  await expect(page).toHaveURL(/category=fingerprint-readers/);
  await expect(page.getByText("Showing 1 of 3 products")).toBeVisible();
  const technology = await page.getByLabel("Technology").locator("option").allTextContents();
  expect(technology[0]).toBe("All Technologies");
  expect(technology.length).toBeGreaterThan(2);

  const shared = page.url();
  await page.goto(shared);
  await expect(page.getByLabel("Category")).toHaveValue("fingerprint-readers");
  await expect(page.getByText("Showing 1 of 3 products")).toBeVisible();

  // Woken, the filters' island clears in place (no jump to #filters); clicked before it woke, the link loads the page.
  await page.getByRole("link", { name: "Clear Filters" }).click();
  await expect(page).toHaveURL(/\/products(#filters)?$/);
  await expect(page.getByText("Showing 3 of 3 products")).toBeVisible();
});

test("no match shows the empty state, whose button clears every filter", async ({ page }) => {
  await page.goto("/products?q=no-such-device-anywhere");
  await expect(page.getByRole("heading", { name: "No products found" })).toBeVisible();
  await expect(page.getByText("Try adjusting your filters or search term")).toBeVisible();
  await expect(page.getByText("Showing 0 of 3 products")).toBeVisible();
  await page.getByRole("link", { name: "Clear All Filters" }).click();
  await expect(page.getByText("Showing 3 of 3 products")).toBeVisible();
});

test("the filters work without JavaScript", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/products");
  await page.getByLabel("Category").selectOption("smart-locks");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/category=smart-locks/);
  await expect(page.getByText("Showing 1 of 3 products")).toBeVisible();
  await context.close();
});

test("the quote list adds without duplicates, survives a reload, removes items, and is sent from the contact form", async ({
  page,
  context,
}) => {
  await page.goto("/products");
  const buttons = page.getByRole("button", { name: "Add to Quote" });
  await buttons.first().click();
  await expect(page.getByText("1 items in quote")).toBeVisible();
  await expect(page.getByRole("button", { name: "Added to Quote" })).toBeDisabled();
  await page.getByRole("button", { name: "Add to Quote" }).first().click();
  await expect(page.getByText("2 items in quote")).toBeVisible();

  await page.reload();
  await expect(page.getByText("2 items in quote")).toBeVisible();
  await page
    .getByRole("button", { name: /^Remove .* from the quote$/ })
    .first()
    .click();
  await expect(page.getByText("1 items in quote")).toBeVisible();

  await page.getByRole("link", { name: "Request Quote" }).click();
  await expect(page).toHaveURL(/\/contact\?type=quote$/);
  await expect(page.getByRole("group", { name: "Products in your quote" }).getByRole("listitem")).toHaveCount(1);

  await context.route("https://wa.me/**", (route) => route.fulfill({ body: "chat" }));
  await page.getByLabel("Full Name").fill("Quote Tester");
  await page.getByLabel("Email Address").fill("quote.tester@example.com");
  const submitted = page.waitForRequest((request) => request.url().endsWith("/api/inquiries") && request.method() === "POST");
  const popup = page.waitForEvent("popup");
  await page.getByRole("button", { name: "Submit Inquiry" }).click();
  const body = (await submitted).postDataJSON() as { items: { quantity: number }[]; type: string };
  expect(body.type).toBe("quote");
  expect(body.items).toEqual([expect.objectContaining({ quantity: 1 })]);
  expect(decodeURIComponent((await popup).url())).toContain("Products:\n- ");
  await expect(page.getByText("items in quote")).toBeHidden();
});

test("a product page shows its details, specifications, downloads and the lightbox", async ({ page }) => {
  await page.goto("/products");
  await page.getByRole("link", { name: "AB-FR700 Face Recognition Terminal" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "AB-FR700 Face Recognition Terminal" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Key Features" })).toBeVisible();
  const details = page.getByRole("navigation", { name: "Product details" });
  await expect(details.getByRole("link", { name: "Technical Specifications" })).toHaveAttribute("aria-current", "true");
  await expect(page.locator("#product-details dt")).not.toHaveCount(0);
  await page.getByRole("navigation", { name: "Product details" }).getByRole("link", { name: "Downloads" }).click();
  await expect(page.getByText("Product Datasheet")).toBeVisible();
  await expect(page.getByText("SDK & Integration Guide")).toBeVisible();
  await expect(page.getByRole("link", { name: "Datasheet" })).toHaveAttribute("href", /\.pdf\?v=\d+$/);

  await page.getByRole("button", { name: "Open image 2 of 3" }).click();
  const gallery = page.getByRole("dialog", { name: "Image Gallery" });
  await expect(gallery.getByText("Viewing image 2 of 3")).toBeVisible();
  await page.keyboard.press("ArrowRight");
  await expect(gallery.getByText("Viewing image 3 of 3")).toBeVisible();
  await gallery.getByRole("button", { name: "Next image" }).click();
  await expect(gallery.getByText("Viewing image 1 of 3")).toBeVisible();
  await gallery.getByRole("button", { name: "Previous image" }).click();
  await expect(gallery.getByText("Viewing image 3 of 3")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(gallery).toBeHidden();
});

test("a missing product answers 404 with Product Not Found", async ({ page }) => {
  const response = await page.goto("/products/no-such-product");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Product Not Found" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to Products" })).toHaveAttribute("href", "/products");
});

test("the solutions list filters by industry and a solution page shows every part", async ({ page }) => {
  await page.goto("/solutions");
  await expect(page.locator("article")).toHaveCount(2);
  await page.getByRole("link", { name: "education", exact: true }).click();
  await expect(page).toHaveURL(/industry=education/);
  await expect(page.locator("article")).toHaveCount(1);
  await page.locator("article").getByRole("link").first().click();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  for (const heading of ["Business Use Case", "Key Benefits", "Wiring Diagram", "Video Demo"]) {
    await expect(page.getByRole("heading", { name: heading })).toBeVisible();
  }
  await expect(page.getByRole("link", { name: "Get Quote" }).first()).toHaveAttribute("href", "/contact?type=quote");
  await expect(page.getByRole("link", { name: "Request Demo" })).toHaveAttribute("href", "/contact?type=demo");
  await expect(page.getByRole("link", { name: "Download PDF" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Get Custom Quote" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Contact Sales" })).toHaveAttribute("href", "/contact");
});

test("a missing solution answers 404 with Solution Not Found", async ({ page }) => {
  const response = await page.goto("/solutions/no-such-solution");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Solution Not Found" })).toBeVisible();
});
