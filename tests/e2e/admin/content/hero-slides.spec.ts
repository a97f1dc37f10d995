import type { Page } from "@playwright/test";
import { expect, test } from "../../../support/browser/site-test";
import { expectToast, signInThroughApi, uniqueName } from "../admin-session";

const slideRow = (page: Page, title: string) => page.getByRole("row").filter({ hasText: title });
const carouselSlide = (page: Page, title: string) => page.locator('[aria-roledescription="slide"]').filter({ hasText: title });

test("a hero slide with buttons and statistics joins the home carousel, leaves it when inactive, and is deleted at once", async ({
  page,
}) => {
  test.slow(); // Several admin and public pages in one story.
  await signInThroughApi(page);
  await page.goto("/admin/hero-slides");
  await expect(page.getByRole("heading", { name: "Hero Slides" })).toBeVisible();

  await page.getByRole("button", { name: "Add Slide" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Hero Slide" });
  await expect(dialog.getByLabel("Order")).toHaveValue("0");
  await expect(dialog.getByRole("switch", { name: "Active" })).toBeChecked();
  await dialog.getByRole("button", { name: "Create Slide" }).click();
  await expect(dialog.getByText("Title is required")).toBeVisible();
  await expect(dialog.getByText("Background image URL is required")).toBeVisible();

  const title = uniqueName("Turnstile lanes");
  await dialog.getByRole("textbox", { name: "Title", exact: true }).fill(title);
  await dialog.getByLabel("Subtitle").fill("Thirty people a minute through one lane.");
  await dialog.getByRole("textbox", { name: "Background image", exact: true }).fill("/demo/hero-factory.webp");
  await dialog.getByLabel("Button text", { exact: true }).fill("See Turnstiles");
  await dialog.getByLabel("Button link", { exact: true }).fill("/products");
  await dialog.getByLabel("Second button text").fill("Talk to Sales");
  await dialog.getByLabel("Second button link").fill("/contact");
  await dialog.getByRole("button", { name: "Add statistic" }).click();
  await dialog.getByRole("button", { name: "Add statistic" }).click();
  await dialog.getByRole("button", { name: "Add statistic" }).click();
  await dialog.getByLabel("Value (statistic 1)").fill("30/min");
  await dialog.getByLabel("Label (statistic 1)").fill("Lane Throughput");
  await dialog.getByLabel("Value (statistic 2)").fill("IP65");
  await dialog.getByRole("button", { name: "Create Slide" }).click();
  await expect(dialog.getByText("Statistic label is required").first()).toBeVisible();
  await dialog.getByRole("button", { name: "Remove statistic 3" }).click();
  await dialog.getByLabel("Label (statistic 2)").fill("Housing Rating");
  await dialog.getByLabel("Order").fill("90");
  await dialog.getByRole("button", { name: "Create Slide" }).click();
  await expectToast(page, "Hero slide created successfully");
  await expect(dialog).toBeHidden();
  await expect(slideRow(page, title).getByRole("cell").nth(2)).toHaveText("90");
  await expect(slideRow(page, title).getByText("Active", { exact: true })).toBeVisible();

  // The slide sits late in the carousel: choose it with its dot.
  await page.goto("/");
  await expect(carouselSlide(page, title)).toHaveCount(1);
  await page.getByRole("button", { name: new RegExp(`^Slide \\d+: ${title}$`) }).click();
  const slide = carouselSlide(page, title);
  await expect(slide.getByRole("heading", { name: title })).toBeVisible();
  await expect(slide.getByRole("link", { name: "See Turnstiles" })).toHaveAttribute("href", "/products");
  await expect(slide.getByRole("link", { name: "Talk to Sales" })).toHaveAttribute("href", "/contact");
  await expect(slide.getByText("30/min")).toBeVisible();
  await expect(slide.getByText("Housing Rating")).toBeVisible();

  await page.goto("/admin/hero-slides");
  await page.getByRole("button", { name: `Edit ${title}` }).click();
  const editDialog = page.getByRole("dialog", { name: "Edit Hero Slide" });
  await expect(editDialog.getByLabel("Value (statistic 2)")).toHaveValue("IP65");
  await editDialog.getByRole("switch", { name: "Active" }).click();
  await editDialog.getByRole("button", { name: "Update Slide" }).click();
  await expectToast(page, "Hero slide updated successfully");
  // Inactive slides stay in the staff list.
  await expect(slideRow(page, title).getByText("Inactive", { exact: true })).toBeVisible();

  await page.goto("/");
  await expect(page.locator('[aria-roledescription="slide"]').first()).toBeAttached();
  await expect(carouselSlide(page, title)).toHaveCount(0);

  // A failed delete is explained above the table, without an error toast (docs/behaviour/admin-area.md §8).
  await page.goto("/admin/hero-slides");
  await page.route("**/api/hero-slides/*", (route) =>
    route.request().method() === "DELETE"
      ? route.fulfill({ status: 503, contentType: "application/json", body: '{"message":"Try again later"}' })
      : route.fallback(),
  );
  await page.getByRole("button", { name: `Delete ${title}` }).click();
  await expect(page.getByRole("alert").filter({ hasText: "503" })).toBeVisible();
  await expect(page.getByText("Error", { exact: true })).toHaveCount(0);
  await page.unroute("**/api/hero-slides/*");

  await page.getByRole("button", { name: `Delete ${title}` }).click();
  await expectToast(page, "Hero slide deleted successfully");
  await expect(slideRow(page, title)).toHaveCount(0);
});
