import type { Page } from "@playwright/test";
import { expect, test } from "../support/browser/site-test";

/** Demo content seeded on first start (app/db/seed): three articles, three resources, three company sections. */
const FEATURED = "Aurion launches the AB-FR700 8-inch face recognition terminal";
const EXHIBITION = "Aurion at Intersec 2025: multi-factor access and OEM programmes in Dubai";
const COMPANY_NEWS = "Eighth SMT line and expanded QC laboratory come online in Shenzhen";
const FEATURED_SLUG = "aurion-launches-ab-fr700-face-recognition-terminal";

function collectErrors(page: Page) {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  return errors;
}

test.describe("news list", () => {
  test("shows the featured article as the top story, the others in the grid, newest first", async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto("/news");
    await expect(page).toHaveTitle(/News & Updates/);
    await expect(page.locator("h1")).toHaveCount(1);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("News & Updates");

    const featured = page.locator("article", { hasText: "Featured / Top Story" });
    await expect(featured).toHaveCount(1);
    await expect(featured.getByRole("heading", { name: FEATURED })).toBeVisible();
    await expect(featured.getByText("Product Launch", { exact: true })).toBeVisible();
    await expect(featured.getByText("Mar 18, 2025")).toBeVisible();

    const grid = page.getByRole("region", { name: "Latest articles" }).locator("article");
    await expect(grid).toHaveCount(2);
    await expect(grid.nth(0).getByRole("heading")).toHaveText(COMPANY_NEWS);
    await expect(grid.nth(1).getByRole("heading")).toHaveText(EXHIBITION);
    await expect(grid.nth(0).getByText("Jun 10, 2025")).toBeVisible();
    await expect(grid.nth(0).getByText("Aurion Manufacturing")).toBeVisible();
    await expect(grid.nth(0).getByRole("list", { name: "Tags" }).locator("li")).toHaveCount(3);
    await expect(grid.nth(1).getByRole("link", { name: /Read More/ })).toHaveAttribute("href", "/news/aurion-at-intersec-2025-dubai");
    expect(errors).toEqual([]);
  });

  test("category tabs put the category in the URL and the server lists it", async ({ page }) => {
    await page.goto("/news");
    const tabs = page.getByRole("navigation", { name: "News categories" });
    await expect(tabs.getByRole("link")).toHaveText(["All News", "Company News", "New Products", "Exhibitions", "Insights"]);
    await expect(tabs.getByRole("link", { name: "All News" })).toHaveAttribute("aria-current", "true");

    await tabs.getByRole("link", { name: "Exhibitions" }).click();
    await expect(page).toHaveURL(/\/news\?category=exhibition$/);
    await expect(tabs.getByRole("link", { name: "Exhibitions" })).toHaveAttribute("aria-current", "true");
    await expect(page.locator("main article")).toHaveCount(1);
    await expect(page.getByRole("heading", { name: EXHIBITION })).toBeVisible();
    await expect(page.getByText("Featured / Top Story")).toHaveCount(0);

    await tabs.getByRole("link", { name: "New Products" }).click();
    await expect(page).toHaveURL(/\?category=product_launch$/);
    await expect(page.locator("main article")).toHaveCount(1);
    await expect(page.getByText("Featured / Top Story")).toBeVisible();

    await tabs.getByRole("link", { name: "Insights" }).click();
    await expect(page).toHaveURL(/\?category=industry_insight$/);
    await expect(page.getByRole("heading", { name: "No articles found" })).toBeVisible();
    await expect(page.getByText("No Insights articles available yet")).toBeVisible();

    await tabs.getByRole("link", { name: "All News" }).click();
    await expect(page).toHaveURL(/\/news$/);
    await expect(page.locator("main article")).toHaveCount(3);
  });

  test("a shared link opens its tab, rendered by the server", async ({ page, request }) => {
    const html = await (await request.get("/news?category=industry_insight")).text();
    expect(html).toContain("No Insights articles available yet");

    await page.goto("/news?category=news");
    await expect(page.getByRole("link", { name: "Company News", exact: true })).toHaveAttribute("aria-current", "true");
    await expect(page.locator("main article")).toHaveCount(1);
    await expect(page.getByRole("heading", { name: COMPANY_NEWS })).toBeVisible();
  });
});

test.describe("news article", () => {
  test("shows the article with its line breaks, tags, gallery and call to action", async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto(`/news/${FEATURED_SLUG}`);
    await expect(page).toHaveTitle(`${FEATURED} | News`);
    await expect(page.locator("h1")).toHaveCount(1);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(FEATURED);
    await expect(page.getByRole("link", { name: "Back to News" })).toHaveAttribute("href", "/news");
    await expect(page.getByText("Product Launch", { exact: true })).toBeVisible();
    await expect(page.getByText("Aurion Product Team")).toBeVisible();
    await expect(page.getByText("March 18, 2025")).toBeVisible();

    const content = page.locator("main article").getByText(/^Aurion Biometrics has released the AB-FR700/);
    await expect(content).toHaveCSS("white-space", "pre-line");
    const text = await content.innerText();
    expect(text).toContain("distributors.\n\nThe terminal is built around");
    expect(await content.innerHTML(), "content is text, not HTML").not.toContain("<");

    const tags = page.getByRole("region", { name: "Tags" }).getByRole("listitem");
    await expect(tags).toHaveText(["#AB-FR700", "#Face Recognition", "#Product Launch", "#NDAA"]);

    const gallery = page.getByRole("region", { name: "Gallery" });
    await expect(gallery.getByRole("button")).toHaveCount(2);
    await gallery.getByRole("button").nth(1).click();
    const dialog = page.getByRole("dialog", { name: "Image Gallery" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText("Viewing image 2 of 2")).toBeVisible();
    await dialog.getByRole("button", { name: "Close gallery" }).click();
    await expect(dialog).toBeHidden();

    await expect(page.getByRole("heading", { name: "Interested in Our Solutions?" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Contact Us" })).toHaveAttribute("href", "/contact");
    await expect(page.getByRole("link", { name: "View Products" })).toHaveAttribute("href", "/products");
    expect(errors).toEqual([]);
  });

  test("a missing article answers 404 with Article Not Found", async ({ page }) => {
    const response = await page.goto("/news/no-such-article");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Article Not Found");
    await expect(page.getByText("The news article you're looking for doesn't exist.")).toBeVisible();
    await page.getByRole("link", { name: "Back to News" }).click();
    await expect(page).toHaveURL(/\/news$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("News & Updates");
  });
});

test.describe("support and downloads", () => {
  test("tabs filter by type and each card offers the right button", async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto("/support");
    await expect(page.locator("h1")).toHaveCount(1);
    const tabs = page.getByRole("navigation", { name: "Resource types" });
    await expect(tabs.getByRole("link")).toHaveText(["All", "Apps", "Firmware", "SDKs", "Tutorials", "Docs"]);
    const cards = page.locator("main article");
    await expect(cards).toHaveCount(4);

    const app = cards.filter({ hasText: "Aurion AccessPro for Windows" });
    await expect(app.getByText("4.2.1")).toBeVisible();
    // The demo's stand-in file, stored like an upload: its real size.
    await expect(app.getByText("414 bytes")).toBeVisible();
    await expect(app.getByText("Windows 10/11")).toBeVisible();
    const download = app.getByRole("link", { name: /^Download/ });
    await expect(download).toHaveAttribute("href", /^\/uploads\/[0-9a-f]{32}\.zip\?v=\d+$/);
    await expect(download).toHaveAttribute("download", "");

    const tutorial = cards.filter({ hasText: "AB-FR700 installation and enrolment walkthrough" });
    await expect(tutorial.getByText("12:45")).toBeVisible();
    await expect(tutorial.getByText("Version:")).toHaveCount(0);
    const view = tutorial.getByRole("link", { name: /^View Resource/ });
    await expect(view).toHaveAttribute("target", "_blank");
    await expect(view).toHaveAttribute("rel", "noreferrer");
    await expect(page.getByRole("button", { name: "Coming Soon" }), "every demo resource has a file or a link").toHaveCount(0);

    await tabs.getByRole("link", { name: "SDKs" }).click();
    await expect(page).toHaveURL(/\/support\?type=sdk$/);
    await expect(cards).toHaveCount(1);
    await expect(cards.getByRole("heading")).toHaveText("Aurion Device SDK (AB-FR700 / AB-F300)");

    await tabs.getByRole("link", { name: "Firmware" }).click();
    await expect(page).toHaveURL(/\?type=firmware$/);
    await expect(cards.getByRole("heading")).toHaveText("AB-FR700 firmware");

    await tabs.getByRole("link", { name: "Docs" }).click();
    await expect(page).toHaveURL(/\?type=documentation$/);
    await expect(page.getByRole("heading", { name: "No resources found" })).toBeVisible();
    await expect(page.getByText("Resources will be available soon")).toBeVisible();

    await expect(page.getByRole("link", { name: "Contact Support" })).toHaveAttribute("href", "/contact");
    expect(errors).toEqual([]);
  });

  test("/resources?type=tutorial, the footer's link, opens the Tutorials tab", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("contentinfo").getByRole("link", { name: "Tutorials" }).click();
    await expect(page).toHaveURL(/\/resources\?type=tutorial$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Support & Downloads");
    await expect(page.getByRole("link", { name: "Tutorials", exact: true }).first()).toHaveAttribute("aria-current", "true");
    await expect(page.locator("main article")).toHaveCount(1);
    await expect(page.getByRole("link", { name: /^View Resource/ })).toBeVisible();

    const response = await page.goto("/resources?type=documentation");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("navigation", { name: "Resource types" }).getByRole("link", { name: "Docs" })).toHaveAttribute(
      "aria-current",
      "true",
    );
    await expect(page.getByRole("heading", { name: "No resources found" })).toBeVisible();

    await page.goto("/resources");
    await expect(page.locator("main article")).toHaveCount(4);
  });
});

test.describe("about", () => {
  test("shows the company's story, figures, milestones, factory, values, capabilities and certifications", async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto("/about");
    await expect(page).toHaveTitle(/About Us/);
    await expect(page.locator("h1")).toHaveCount(1);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("About Aurion Biometrics");
    await expect(
      page.getByText(/^Aurion Biometrics designs and manufactures biometric and access-control hardware in Shenzhen/),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: "Get in Touch" })).toHaveAttribute("href", "/contact");
    await expect(page.getByRole("link", { name: "View Solutions" })).toHaveAttribute("href", "/solutions");

    const stats = page.locator("main dl").first().locator("> div");
    await expect(stats).toHaveCount(9);
    await expect(stats.first()).toContainText("10+");
    await expect(stats.first()).toContainText("Years of Experience");
    for (const value of ["50,000+ units", "500+", "80+", "99.8%", "50+", "8", "15,000 m²", "2,000+"]) {
      await expect(stats.getByText(value, { exact: true })).toHaveCount(1);
    }

    const milestones = page.getByRole("heading", { name: "Our Journey" }).locator("xpath=ancestor::section[1]").getByRole("listitem");
    await expect(milestones).toHaveCount(6);
    for (const year of ["2015", "2017", "2019", "2021", "2023", "2025"])
      await expect(milestones.getByText(year, { exact: true })).toBeVisible();

    // The factory pictures are described in the media library (decision 063): its alt texts and captions.
    for (const [alt, caption] of [
      ["A surface-mount line placing components on reader circuit boards in the Shenzhen factory", "One of our eight SMT lines"],
      ["Technicians assembling face recognition terminals at a workbench", "Final assembly: each terminal"],
      ["Devices under functional and environmental tests in the quality-control lab", "Our quality lab tests every batch"],
    ]) {
      const figure = page.getByRole("figure").filter({ has: page.getByRole("img", { name: alt, exact: true }) });
      await expect(figure.locator("figcaption")).toContainText(caption!);
    }
    await expect(page.getByRole("img", { name: /team, picture/ })).toHaveCount(2);

    const values = page.getByRole("heading", { name: "Our Values" }).locator("xpath=ancestor::section[1]").getByRole("listitem");
    await expect(values).toHaveCount(4);
    const capabilities = page
      .getByRole("heading", { name: "Our Capabilities" })
      .locator("xpath=ancestor::section[1]")
      .getByRole("listitem");
    await expect(capabilities).toHaveCount(6);

    for (const name of ["ISO 9001", "CE", "FCC", "RoHS", "ISO 27001", "GDPR"]) {
      await expect(page.locator("main").getByText(name, { exact: true })).toBeVisible();
    }
    await expect(page.getByRole("img", { name: "ISO 9001 certificate for the quality management system", exact: true })).toBeVisible();
    await expect(
      page.getByRole("img", { name: "CE certificate of conformity for the access-control products", exact: true }),
    ).toBeVisible();

    const contact = page.getByRole("list", { name: "Contact details" });
    await expect(contact.getByRole("link", { name: "www.aurion-biometrics.com" })).toHaveAttribute(
      "href",
      "https://www.aurion-biometrics.com",
    );
    await expect(contact.getByRole("link", { name: "sales@aurion-biometrics.com" })).toHaveAttribute(
      "href",
      "mailto:sales@aurion-biometrics.com",
    );
    await expect(contact.getByRole("link", { name: /WhatsApp/ })).toHaveAttribute("href", "https://wa.me/8613800138000");
    const band = page.getByRole("heading", { name: "Partner with Aurion Biometrics" }).locator("xpath=ancestor::section[1]");
    await expect(band.getByRole("link", { name: "Contact Us" })).toHaveAttribute("href", "/contact");
    await expect(band.getByRole("link", { name: "View Products" })).toHaveAttribute("href", "/products");
    expect(errors).toEqual([]);
  });
});

test("without JavaScript the lists, their tabs and the downloads still show", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/news");
  await expect(page.locator("main article")).toHaveCount(3);
  await page.getByRole("link", { name: "Exhibitions" }).click();
  await expect(page).toHaveURL(/\?category=exhibition$/);
  await expect(page.locator("main article")).toHaveCount(1);
  await expect(page.getByRole("heading", { name: EXHIBITION })).toBeVisible();

  await page.goto("/resources?type=tutorial");
  await expect(page.locator("main article")).toHaveCount(1);
  await expect(page.getByRole("link", { name: /^View Resource/ })).toBeVisible();
  await context.close();
});
