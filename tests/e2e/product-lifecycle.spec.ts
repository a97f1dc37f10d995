/**
 * A discontinued product on the public site (decision 058), on the demo content: the AB-F200 is
 * discontinued and replaced by the AB-F300. The catalogue leaves it out until asked, its page
 * keeps its address with the notice and the link to its replacement, and the lifecycle page,
 * linked from the footer, lists it. Everything here works without script.
 */
import { expect, test } from "../support/browser/site-test";
import { expectNoAxeViolations } from "../support/browser/axe";

test("the catalogue hides a discontinued product until asked, and its page names the replacement", async ({ page }) => {
  await page.goto("/products");
  await expect(page.getByText("Showing 3 of 3 products")).toBeVisible();
  await expect(page.getByRole("heading", { name: "AB-F200 Fingerprint Terminal" })).toHaveCount(0);
  await page.getByRole("link", { name: "Show discontinued products too" }).click();
  await expect(page).toHaveURL(/[?&]lifecycle=all/);
  await expect(page.getByText("Showing 4 of 4 products")).toBeVisible();
  // A filter chosen then keeps them.
  await page.getByLabel("Category").selectOption("fingerprint-readers");
  await expect(page).toHaveURL(/category=fingerprint-readers/);
  await expect(page.getByText("Showing 2 of 4 products")).toBeVisible();
  await page.getByRole("link", { name: "AB-F200 Fingerprint Terminal" }).first().click();

  await expect(page).toHaveURL(/\/products\/ab-f200-fingerprint-terminal$/);
  const notice = page.getByRole("region", { name: "Discontinued" });
  await expect(notice).toContainText("This product was discontinued on June 30, 2025. It is supported until December 31, 2027.");
  await notice.getByRole("link", { name: "AB-F300 Fingerprint Access Terminal" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "AB-F300 Fingerprint Access Terminal" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Replaces" }).getByRole("link", { name: /AB-F200/ })).toBeVisible();
  await expect(page.getByRole("region", { name: "Works with" }).getByRole("link", { name: /AB-FR700/ })).toBeVisible();
});

test("the lifecycle page, linked from the footer, lists discontinued products in the visitor's language", async ({ page }) => {
  await page.goto("/de/support");
  await page.getByRole("contentinfo").getByRole("link", { name: "Produktlebenszyklus" }).click();
  await expect(page).toHaveURL(/\/de\/lifecycle$/);
  await expect(page.getByRole("heading", { level: 1, name: "Produktlebenszyklus" })).toBeVisible();
  const item = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "AB-F200 Fingerprint Terminal" }) });
  await expect(item).toContainText("Abgekündigt am");
  await expect(item).toContainText("30. Juni 2025");
  await expect(item).toContainText("31. Dezember 2027");
  await expect(item.getByRole("link", { name: "AB-F300 Fingerprint Access Terminal" })).toHaveAttribute(
    "href",
    "/de/products/ab-f300-fingerprint-access-terminal",
  );
});

test("a discontinued product offers its replacement's Add to Quote instead of its own, and a quote list holding it says so", async ({
  page,
}) => {
  await page.goto("/products/ab-f200-fingerprint-terminal");
  const offer = page.getByRole("region", { name: "This product can no longer be quoted. Ask for a quote for its replacement instead:" });
  await expect(offer.getByRole("link", { name: /AB-F300 Fingerprint Access Terminal/ })).toHaveAttribute(
    "href",
    "/products/ab-f300-fingerprint-access-terminal",
  );
  // The page's one Add to Quote is the replacement's: it puts the AB-F300 in the list and opens the request.
  await expect(page.getByRole("button", { name: "Add to Quote" })).toHaveCount(1);
  await offer.getByRole("button", { name: "Add to Quote" }).click();
  await expect(page).toHaveURL(/\/contact\?type=quote$/);
  const lines = page.getByRole("group", { name: "Products in your quote" }).getByRole("listitem");
  await expect(lines).toHaveText([/AB-F300 Fingerprint Access Terminal/]);

  // A list kept from before the product was retired still holds it: it says so and links the replacement.
  const [retired] = (await (await page.request.get("/api/products?lifecycle=discontinued")).json()) as {
    id: string;
    name: string;
    productCode: string;
  }[];
  await page.evaluate((stored) => localStorage.setItem("biometrics-quote-list", JSON.stringify([stored])), {
    id: retired!.id,
    name: retired!.name,
    productCode: retired!.productCode,
  });
  await page.reload();
  await expect(lines).toHaveCount(1);
  await expect(lines).toContainText("No longer offered. Ask for its replacement instead: AB-F300 Fingerprint Access Terminal");
  await page.goto("/products");
  const bar = page.getByRole("region", { name: "Quote list" });
  await expect(bar).toContainText("No longer offered. Ask for its replacement instead: AB-F300 Fingerprint Access Terminal");
  await expectNoAxeViolations(page, "the catalogue's quote list holding a discontinued product");
  await bar.getByRole("link", { name: "AB-F300 Fingerprint Access Terminal" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "AB-F300 Fingerprint Access Terminal" })).toBeVisible();
});
