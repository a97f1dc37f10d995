import { expectNoAxeViolations } from "../../../support/browser/axe";
import type { Page } from "@playwright/test";
import { expect, test } from "../../../support/browser/site-test";
import sharp from "sharp";
import { expectToast, signInThroughApi, uniqueName } from "../admin-session";

// Each test uploads and re-encodes several images, on a shared server.
test.describe.configure({ timeout: 90_000 });

const png = (background: string) =>
  sharp({ create: { width: 64, height: 48, channels: 3, background } })
    .png()
    .toBuffer();
const fileName = (prefix: string) => `${uniqueName(prefix).replace(/\s/g, "-")}.png`;
/** The library's next list call has answered (a loaded page may take its time to hydrate on a busy machine). */
const libraryListed = (page: Page) => page.waitForResponse((response) => new URL(response.url()).pathname === "/api/media");
const tile = (page: Page, name: string) => page.getByRole("list", { name: "Files" }).getByRole("listitem").filter({ hasText: name });

test("images are uploaded several at once, a URL is copied, and a file is deleted after confirmation", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await signInThroughApi(page);
  await page.goto("/admin/media");
  await expect(page.getByRole("heading", { name: "Media Library" })).toBeVisible();

  const lobby = fileName("lobby");
  const gate = fileName("gate");
  const broken = fileName("broken");
  await page.locator('input[type="file"]').setInputFiles([
    { name: lobby, mimeType: "image/png", buffer: await png("#0ea5e9") },
    { name: broken, mimeType: "image/png", buffer: Buffer.from("not an image at all") },
    { name: gate, mimeType: "image/png", buffer: await png("#f97316") },
  ]);
  // Each file is listed with its outcome; the file the server refuses is skipped with its reason, the others are uploaded.
  const uploads = page.getByRole("region", { name: "Uploads" });
  const upload = (name: string) => uploads.getByRole("listitem").filter({ hasText: name });
  await expectToast(page, "2 file(s) uploaded successfully");
  await expectToast(page, `Not accepted: ${broken}`);
  await expect(upload(lobby)).toContainText("Uploaded");
  await expect(upload(gate)).toContainText("Uploaded");
  await expect(upload(broken)).toContainText("Not uploaded");
  await expect(upload(broken)).toContainText("Only JPEG, PNG, WebP, GIF and AVIF images can be uploaded here");
  await expect(upload(lobby).getByRole("progressbar", { name: `Upload of ${lobby}` })).toHaveAttribute("value", "100");
  await expect(tile(page, lobby)).toBeVisible();
  await expect(tile(page, gate)).toBeVisible();
  await expect(tile(page, broken)).toHaveCount(0);
  await tile(page, gate).hover();
  await expectNoAxeViolations(page, "the media library with a tile hovered and the uploads listed");
  await uploads.getByRole("button", { name: "Dismiss the upload list" }).click();
  await expect(uploads).toBeHidden();

  await tile(page, lobby).hover();
  await tile(page, lobby)
    .getByRole("button", { name: `Copy URL of ${lobby}` })
    .click();
  await expectToast(page, "Image URL copied to clipboard");
  await expect(tile(page, lobby).getByText("Copied")).toBeVisible();
  const url = await page.evaluate(() => navigator.clipboard.readText());
  expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/uploads\/[0-9a-f]{32}-\d+x\d+\.png$/);
  expect((await page.request.get(url)).headers()["content-type"]).toBe("image/png");
  await expect(tile(page, lobby).getByText("Copied")).toBeHidden({ timeout: 4000 });

  // The actions also show on keyboard focus.
  const deleteGate = tile(page, gate).getByRole("button", { name: `Delete ${gate}` });
  await deleteGate.focus();
  await expect(deleteGate.locator("..")).toHaveCSS("opacity", "1");
  await page.keyboard.press("Enter");
  const confirm = page.getByRole("alertdialog", { name: "Delete this file?" });
  await expect(confirm).toContainText(`This will permanently delete "${gate}".`);
  await confirm.getByRole("button", { name: "Delete", exact: true }).click();
  await expectToast(page, "File deleted successfully");
  await expect(tile(page, gate)).toHaveCount(0);
  await expect(tile(page, lobby)).toBeVisible();
});

test("a file in use is marked, and its deletion names where it is used before an administrator forces it", async ({ page }) => {
  await signInThroughApi(page);
  await page.goto("/admin/media");
  const sign = fileName("sign");
  await page.locator('input[type="file"]').setInputFiles([{ name: sign, mimeType: "image/png", buffer: await png("#22c55e") }]);
  await expectToast(page, "1 file(s) uploaded successfully");
  await expect(tile(page, sign)).toBeVisible();

  // Setup through the API: a category of this test's own shows the image.
  const library = (await (await page.request.get("/api/media")).json()) as { url: string; filename: string }[];
  const file = library.find((candidate) => candidate.filename === sign);
  const categoryName = uniqueName("Signage");
  const created = await page.request.post("/api/categories", {
    data: { name: categoryName, slug: categoryName.toLowerCase().replace(/\W+/g, "-"), imageUrl: file!.url },
  });
  expect(created.status()).toBe(201);
  const category = (await created.json()) as { id: string };

  try {
    const listed = libraryListed(page);
    await page.reload();
    await listed;
    await expect(tile(page, sign).getByText("In use")).toBeVisible();
    await tile(page, sign).hover();
    await tile(page, sign)
      .getByRole("button", { name: `Delete ${sign}` })
      .click();
    const confirm = page.getByRole("alertdialog", { name: "Delete a file in use?" });
    await expect(confirm).toContainText(`"${sign}" is used on the website, in the places below.`);
    const places = confirm.getByRole("list", { name: "Where it is used" });
    await expect(places.getByRole("listitem")).toHaveCount(1);
    await expect(places.getByRole("listitem")).toContainText(`Category${categoryName}in image URL`);
    await expect(places.getByRole("link", { name: categoryName })).toHaveAttribute("href", "/admin/categories");
    await confirm.getByRole("button", { name: "Delete anyway" }).click();
    await expectToast(page, "File deleted successfully");
    await expect(tile(page, sign)).toHaveCount(0);
  } finally {
    await page.request.delete(`/api/categories/${category.id}`);
  }
});

test("an editor is told where a file is used and cannot delete it", async ({ page, browser }) => {
  await signInThroughApi(page);
  const username = uniqueName("editor").replace(/\W+/g, "-").toLowerCase();
  const password = "editor-password-1";
  const user = await page.request.post("/api/users", { data: { username, email: `${username}@example.com`, role: "editor", password } });
  expect(user.status(), await user.text()).toBe(201);
  await page.goto("/admin/media");
  const sign = fileName("door-sign");
  await page.locator('input[type="file"]').setInputFiles([{ name: sign, mimeType: "image/png", buffer: await png("#a855f7") }]);
  await expectToast(page, "1 file(s) uploaded successfully");
  const library = (await (await page.request.get("/api/media")).json()) as { url: string; filename: string }[];
  const file = library.find((candidate) => candidate.filename === sign)!;
  const categoryName = uniqueName("Door signs");
  const created = await page.request.post("/api/categories", {
    data: { name: categoryName, slug: categoryName.toLowerCase().replace(/\W+/g, "-"), imageUrl: file.url },
  });
  expect(created.status()).toBe(201);
  const category = (await created.json()) as { id: string };

  const editor = await browser.newPage();
  try {
    await signInThroughApi(editor, username, password);
    await editor.goto("/admin/media");
    await tile(editor, sign).hover();
    await tile(editor, sign)
      .getByRole("button", { name: `Delete ${sign}` })
      .click();
    const notice = editor.getByRole("alertdialog", { name: "This file is in use" });
    await expect(notice).toContainText("only an administrator can delete a file in use");
    await expect(notice.getByRole("list", { name: "Where it is used" }).getByRole("link", { name: categoryName })).toBeVisible();
    await expect(notice.getByRole("button", { name: "Delete anyway" })).toHaveCount(0);
    await notice.getByRole("button", { name: "Close" }).click();
    await expect(notice).toBeHidden();
    await expect(tile(editor, sign)).toBeVisible();
  } finally {
    await editor.close();
    await page.request.delete(`/api/categories/${category.id}`);
  }
});
