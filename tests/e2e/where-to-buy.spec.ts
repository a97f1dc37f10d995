import { expect, test } from "../support/browser/site-test";

// The demo directory (app/db/seed/demo-distributors.ts): partners in every region, one unpublished.
const HAMBURG = "Nordlicht Sicherheitstechnik GmbH";
const LYON = "Verrou Systèmes SARL";
const DENVER = "Keystone Entry Solutions Inc.";
const UNPUBLISHED = "Baltic Gate Systems UAB";

test("the directory lists the published distributors by region, higher tiers first, with their contacts as links", async ({ page }) => {
  await page.goto("/where-to-buy");
  await expect(page.getByRole("heading", { name: "Find a Distributor Near You", level: 1 })).toBeVisible();
  await expect(
    page.getByRole("heading", { level: 2 }).filter({ hasText: /^(Africa|Asia Pacific|Europe|Latin America|Middle East|North America)$/ }),
  ).toHaveText(["Africa", "Asia Pacific", "Europe", "Latin America", "Middle East", "North America"]);
  await expect(page.getByText(UNPUBLISHED)).toHaveCount(0);

  const europe = page.getByRole("region", { name: "Europe" });
  await expect(europe.getByRole("heading", { level: 3 })).toHaveText([HAMBURG, LYON, "Iberia Acceso S.L."]);
  const card = europe.getByRole("article").filter({ hasText: HAMBURG });
  await expect(card).toContainText("Platinum Partner");
  await expect(card).toContainText("Hamburg, Germany");
  await expect(card.getByRole("link", { name: "vertrieb@nordlicht.example.com" })).toHaveAttribute(
    "href",
    "mailto:vertrieb@nordlicht.example.com",
  );
  await expect(card.getByRole("link", { name: "+49 40 5550 1820" })).toHaveAttribute("href", "tel:+494055501820");
  const website = card.getByRole("link", { name: /^nordlicht\.example\.com/ });
  await expect(website).toHaveAttribute("href", "https://nordlicht.example.com");
  await expect(website).toHaveAttribute("target", "_blank");
  await expect(website).toHaveAttribute("rel", "noopener");
});

test("country, region and search filter on the server, in the URL, and the Clear Filters link shows everyone again", async ({ page }) => {
  await page.goto("/where-to-buy");
  const companies = page.getByRole("article").getByRole("heading", { level: 3 });

  await page.getByLabel("Country").selectOption({ label: "Germany" });
  await expect(page).toHaveURL(/[?&]country=DE/);
  await expect(companies).toHaveText([HAMBURG]);
  await expect(page.getByText("Distributors found: 1")).toBeVisible();

  await page.getByLabel("Country").selectOption({ label: "All Countries" });
  await page.getByLabel("Region").selectOption({ label: "North America" });
  await expect(page).toHaveURL(/[?&]region=north_america/);
  await expect(companies).toHaveText([DENVER, "Maple Shield Security Ltd."]);

  await page.getByRole("link", { name: "Clear Filters" }).click();
  await expect(page).toHaveURL(/\/where-to-buy#filters$/);
  await page.getByRole("searchbox", { name: "Search" }).fill("lyon");
  await page.getByRole("searchbox", { name: "Search" }).press("Enter");
  await expect(page).toHaveURL(/[?&]q=lyon/);
  await expect(companies).toHaveText([LYON]);

  // A country's name in the page's language finds its distributors too.
  await page.goto("/de/where-to-buy?q=deutschland");
  await expect(page.getByRole("article").getByRole("heading", { level: 3 })).toHaveText([HAMBURG]);
  await expect(page.getByRole("article")).toContainText("Hamburg, Deutschland");
});

test("without JavaScript the filters are a GET form that the Search button submits", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/where-to-buy");
  await page.getByLabel("Country").selectOption({ label: "France" });
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/\/where-to-buy\?.*country=FR/);
  await expect(page.getByRole("article").getByRole("heading", { level: 3 })).toHaveText([LYON]);
  await context.close();
});

test("where there is no distributor, the empty state leads to the distributor application of the contact form", async ({ page }) => {
  await page.goto("/where-to-buy?country=IS");
  await expect(page.getByLabel("Country")).toHaveValue("IS");
  await expect(page.getByRole("heading", { name: "No distributors found" })).toBeVisible();
  await page.getByRole("main").getByRole("link", { name: "Apply to Become a Distributor" }).first().click();
  await expect(page).toHaveURL(/\/contact\?type=distributor$/);
  await expect(page.getByLabel("Inquiry Type")).toHaveValue("distributor");
});

test("the footer links to the directory in every language", async ({ page }) => {
  await page.goto("/fr");
  await page.getByRole("contentinfo").getByRole("link", { name: "Où acheter" }).click();
  await expect(page).toHaveURL(/\/fr\/where-to-buy$/);
  await expect(page.getByRole("heading", { name: "Trouvez un distributeur près de chez vous", level: 1 })).toBeVisible();
});
