/**
 * Images that describe themselves (decision 063), as staff use them: an image described in the
 * media library shows its alt text and caption on the public page in each language, and a file
 * replaced in the library keeps its address while the page shows the new picture.
 */
import type { Page } from "@playwright/test";
import sharp from "sharp";
import { expectNoAxeViolations } from "../../../support/browser/axe";
import { expect, test } from "../../../support/browser/site-test";
import { expectToast, signInThroughApi, uniqueName } from "../admin-session";

test.describe.configure({ timeout: 90_000 });

type MediaFile = { id: string; url: string; filename: string };

const picture = (width: number, height: number, background: string) =>
  sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();

const tile = (page: Page, name: string) => page.getByRole("list", { name: "Files" }).getByRole("listitem").filter({ hasText: name });

/** Uploads a picture through the library's Upload Files and answers its row. */
async function uploadInLibrary(page: Page, name: string, bytes: Buffer): Promise<MediaFile> {
  await page.goto("/admin/media");
  await page
    .locator('input[type="file"]')
    .first()
    .setInputFiles([{ name, mimeType: "image/png", buffer: bytes }]);
  await expectToast(page, "1 file(s) uploaded successfully");
  await expect(tile(page, name)).toBeVisible();
  const library = (await (await page.request.get("/api/media?limit=100")).json()) as MediaFile[];
  return library.find((file) => file.filename === name)!;
}

/** A published news article of the test's own whose picture is `url`; answers its slug. */
async function articleShowing(page: Page, url: string): Promise<{ id: string; slug: string }> {
  const title = uniqueName("Factory visit");
  const slug = title.toLowerCase().replace(/\W+/g, "-");
  const created = await page.request.post("/api/news", {
    data: { title, slug, category: "news", excerpt: "We opened our doors.", content: "Visitors saw the lines.", heroImageUrl: url },
  });
  expect(created.status(), await created.text()).toBe(201);
  return { id: ((await created.json()) as { id: string }).id, slug };
}

async function openDetails(page: Page, name: string) {
  await tile(page, name).hover();
  await tile(page, name)
    .getByRole("button", { name: `Details of ${name}` })
    .click();
  const dialog = page.getByRole("dialog", { name: "File Details" });
  await expect(dialog).toBeVisible();
  return dialog;
}

test("an image described in the library shows its alt text and caption on the public page, in each language", async ({ page }) => {
  await signInThroughApi(page);
  const name = `${uniqueName("smt-line").replace(/\s/g, "-")}.png`;
  const file = await uploadInLibrary(page, name, await picture(1600, 900, "#0e7490"));
  const article = await articleShowing(page, file.url);

  try {
    // Narrowed to the images no alt text describes yet, the new upload is there.
    await page.getByLabel("Show").selectOption({ label: "Without alt text" });
    await expect(page).toHaveURL(/description=undescribed/);
    await expect(tile(page, name)).toBeVisible();
    const dialog = await openDetails(page, name);
    await expect(dialog.getByRole("list", { name: "Where it is used" })).toContainText("News article");
    await dialog.getByLabel("Alt text", { exact: true }).fill("Circuit boards leaving the SMT line");
    await dialog.getByLabel("Caption", { exact: true }).fill("One of our eight SMT lines");
    await dialog.getByRole("radio", { name: "Deutsch" }).click();
    await dialog.getByLabel("Alt text (Deutsch)").fill("Leiterplatten verlassen die SMT-Linie");
    await expectNoAxeViolations(page, "the file details dialog with a language open");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expectToast(page, "File updated successfully");
    await expect(dialog).toBeHidden();
    await expect(tile(page, name)).toHaveCount(0);
    await page.getByLabel("Show").selectOption({ label: "All files" });
    await expect(tile(page, name)).toContainText("Alt: Circuit boards leaving the SMT line");

    await page.goto(`/news/${article.slug}`);
    const hero = page.getByRole("figure").filter({ has: page.locator(`img[src^="${file.url}"]`) });
    await expect(hero.locator("img")).toHaveAttribute("alt", "Circuit boards leaving the SMT line");
    await expect(hero.locator("figcaption")).toHaveText("One of our eight SMT lines");

    // German has its own alt text; its caption falls back to the English one.
    await page.goto(`/de/news/${article.slug}`);
    await expect(hero.locator("img")).toHaveAttribute("alt", "Leiterplatten verlassen die SMT-Linie");
    await expect(hero.locator("figcaption")).toHaveText("One of our eight SMT lines");
  } finally {
    await page.request.delete(`/api/news/${article.id}`);
  }
});

test("a file replaced in the library keeps its address, and the page shows the new picture", async ({ page }) => {
  await signInThroughApi(page);
  const name = `${uniqueName("lobby").replace(/\s/g, "-")}.png`;
  const replacement = `${uniqueName("lobby-blue").replace(/\s/g, "-")}.png`;
  const file = await uploadInLibrary(page, name, await picture(1200, 800, "#dc2626"));
  const article = await articleShowing(page, file.url);

  try {
    const dialog = await openDetails(page, name);
    const replaceInput = dialog.locator('input[type="file"]');
    // Another shape is refused with the server's reason, and nothing changes.
    await replaceInput.setInputFiles([{ name: "square.png", mimeType: "image/png", buffer: await picture(500, 500, "#2563eb") }]);
    await expect(dialog.getByRole("alert")).toHaveText(
      "The new image must have the shape of the one it replaces (1200 × 800 pixels); this one is 500 × 500",
    );
    await replaceInput.setInputFiles([{ name: replacement, mimeType: "image/png", buffer: await picture(600, 400, "#2563eb") }]);
    await expectToast(page, "File replaced successfully");
    await expect(dialog.getByText(replacement)).toBeVisible();
    await expect(dialog.getByText("replaced 1 time(s)")).toBeVisible();
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(tile(page, replacement).locator("img")).toHaveAttribute("src", `${file.url}?v=2`);

    const library = (await (await page.request.get("/api/media?limit=100")).json()) as (MediaFile & { width: number; version: number })[];
    expect(library.find((entry) => entry.id === file.id)).toMatchObject({ url: file.url, width: 1200, version: 2 });

    // The page asks for the new version, which is the blue picture.
    await page.goto(`/news/${article.slug}`);
    const image = page.locator(`img[src^="${file.url}"]`);
    await expect(image).toHaveAttribute("src", `${file.url}?v=2`);
    await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth)).toBeGreaterThan(0);
    const { data } = await sharp(await (await page.request.get(`${file.url}?v=2`)).body())
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect([data[0], data[1], data[2]]).toEqual([37, 99, 235]);
  } finally {
    await page.request.delete(`/api/news/${article.id}`);
  }
});
