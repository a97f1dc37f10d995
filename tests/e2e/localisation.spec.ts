import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { expect, test } from "../support/browser/site-test";
import { publicPages } from "../support/browser/public-pages";
import { LOCALES, localizedPath, textDirection, type Locale } from "~/lib/i18n/locales";

type Catalog = { [key: string]: string | Catalog };

const catalog = (locale: Locale): Catalog =>
  JSON.parse(fs.readFileSync(path.resolve("app/locales", locale, "site.json"), "utf8")) as Catalog;
const text = (source: Catalog, key: string): string =>
  key.split(".").reduce<Catalog | string>((node, part) => (node as Catalog)[part]!, source) as string;

/** The chrome every page has: header navigation, Get Quote, footer headings. */
const CHROME_KEYS = [
  "nav.home",
  "nav.solutions",
  "nav.software",
  "nav.products",
  "nav.news",
  "nav.support",
  "nav.about",
  "nav.contact",
  "actions.getQuote",
  "footer.quickLinks",
  "footer.support",
  "footer.technicalSupport",
  "nav.whereToBuy",
];

/** What the page shows as text (and in labels, placeholders and alternative texts), scripts left out. */
function visibleTexts(html: string): string[] {
  const body = html.slice(html.indexOf("<body")).replace(/<script[\s\S]*?<\/script>/g, "");
  const attributes = [...body.matchAll(/\s(?:aria-label|placeholder|alt|title)="([^"]*)"/g)].map((match) => match[1]!);
  const nodes = body.split(/<[^>]*>/);
  return [...nodes, ...attributes].map((value) => value.trim()).filter(Boolean);
}

const looksLikeKey = (value: string) => /^[a-z][A-Za-z0-9]*(\.[A-Za-z0-9_]+)+$/.test(value) && !/\.(com|net|org|io)$/.test(value);

const section = (html: string, tag: "header" | "footer") => html.slice(html.indexOf(`<${tag}`), html.indexOf(`</${tag}>`));
const plain = (html: string) => html.replace(/<[^>]*>/g, " ");

for (const locale of LOCALES) {
  test(`every public page in ${locale}: language, direction, alternates, no missing keys, chrome translated`, async ({
    request,
    baseURL,
  }) => {
    test.setTimeout(60_000);
    const own = catalog(locale);
    const english = catalog("en");
    for (const page of await publicPages(request)) {
      const address = localizedPath(locale, page);
      const response = await request.get(address, { maxRedirects: 0 });
      expect(response.status(), address).toBe(200);
      const html = await response.text();

      expect(html, address).toContain(`<html lang="${locale}" dir="${textDirection(locale)}"`);

      // Alternates name the canonical page: /resources shows the support page (decision 019).
      const pathname = page.split("?")[0] === "/resources" ? "/support" : page.split("?")[0]!;
      for (const alternate of LOCALES) {
        expect(html, `${address} links its ${alternate} version`).toContain(
          `hrefLang="${alternate}" href="${baseURL}${localizedPath(alternate, pathname)}"`,
        );
      }
      expect(html, `${address} names x-default`).toContain(`hrefLang="x-default" href="${baseURL}${pathname}"`);

      expect(visibleTexts(html).filter(looksLikeKey), `${address} shows no catalog keys`).toEqual([]);

      const chrome = plain(section(html, "header") + section(html, "footer"));
      for (const key of CHROME_KEYS) {
        expect(chrome, `${address}: ${key}`).toContain(text(own, key));
        const source = text(english, key);
        if (locale !== "en" && text(own, key) !== source) {
          expect(chrome, `${address}: no English "${source}" left`).not.toMatch(new RegExp(`(^|[^\\p{L}])${source}([^\\p{L}]|$)`, "u"));
        }
      }
    }
  });
}

/** The catalog keys the page shows as text, labels, placeholders, alternative texts or title. */
const keysShown = (page: Page) =>
  page
    .evaluate(() => {
      const labels = [...document.querySelectorAll("[aria-label], [placeholder], [alt], [title]")].flatMap((element) =>
        ["aria-label", "placeholder", "alt", "title"].map((name) => element.getAttribute(name) ?? ""),
      );
      return [...document.body.innerText.split("\n"), ...labels, document.title];
    })
    .then((texts) => texts.map((value) => value.trim()).filter(looksLikeKey));

test("each page's islands show their texts, what they show only after the visitor acts included (decision 043)", async ({ page }) => {
  test.setTimeout(90_000);
  const german = catalog("de");
  await page.goto("/de/contact");
  await page.getByRole("button", { name: text(german, "form.submit") }).click();
  await expect(page.getByText(text(german, "validation.nameRequired"))).toBeVisible();
  expect(await keysShown(page)).toEqual([]);

  await page.goto("/de/products");
  await page
    .getByRole("button", { name: text(german, "compare.add") })
    .first()
    .click();
  await expect(page.getByRole("region", { name: text(german, "compare.list") })).toBeVisible();
  await page.locator("main article a").first().click();
  await expect(page).toHaveURL(/\/de\/products\/./);
  await page
    .getByRole("navigation", { name: text(german, "product.details") })
    .getByRole("link", { name: text(german, "product.downloads") })
    .click();
  await page.getByRole("button", { name: /^Bild von .+ vergrößern$/ }).click();
  await expect(page.getByRole("dialog", { name: text(german, "gallery.title") })).toBeVisible();
  expect(await keysShown(page)).toEqual([]);
});

test("an unknown language prefix is a 404, and /en is not an address", async ({ request }) => {
  for (const address of ["/xx/products", "/en/products", "/EN", "/de/no-such-page"]) {
    expect((await request.get(address)).status(), address).toBe(404);
  }
});

test("a first visit to / follows Accept-Language once; a remembered choice wins", async ({ playwright, baseURL }) => {
  const visit = async (headers: Record<string, string>) => {
    const visitor = await playwright.request.newContext({ baseURL, extraHTTPHeaders: headers });
    const response = await visitor.get("/", { maxRedirects: 0 });
    const answer = { status: response.status(), location: response.headers()["location"], cookie: response.headers()["set-cookie"] };
    await visitor.dispose();
    return answer;
  };
  expect(await visit({ "Accept-Language": "ko-KR,ko;q=0.9,en;q=0.8" })).toEqual({
    status: 302,
    location: "/ko",
    cookie: expect.stringContaining("biometrics-locale=ko"),
  });
  expect((await visit({ "Accept-Language": "en-GB,en" })).status).toBe(200);
  expect((await visit({ Cookie: "biometrics-locale=en", "Accept-Language": "ko" })).status).toBe(200);
  expect((await visit({ Cookie: "biometrics-locale=ar" })).location).toBe("/ar");
});

test("the header chooser moves to the same page in the chosen language and remembers it", async ({ page, context }) => {
  test.setTimeout(60_000);
  await page.goto("/products?category=smart-locks");
  // The chooser shows "EN", and its name begins with what it shows.
  const chooser = page.getByRole("banner").locator("summary", { hasText: "Language: English" });
  await expect(chooser).toHaveText("ENLanguage: English");
  await chooser.click();
  await page.getByRole("banner").getByRole("link", { name: "日本語" }).click();
  await expect(page).toHaveURL(/\/ja\/products\?category=smart-locks$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "ja");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("製品");
  // Otherwise the chosen language's flag, drawn as an image: no emoji font needed (Windows has no flag emoji).
  const japanese = page.getByRole("banner").locator("summary", { hasText: "言語：日本語" });
  await expect(japanese).toHaveText("言語：日本語");
  const flag = await japanese.locator("svg").first().boundingBox();
  expect(flag!.width / flag!.height).toBeCloseTo(3 / 2, 1);

  expect((await context.cookies()).find((cookie) => cookie.name === "biometrics-locale")?.value).toBe("ja");
  await page.goto("/");
  await expect(page).toHaveURL(/\/ja$/);
});

test("the mobile menu's language grid switches language and closes the menu", async ({ page }) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/de/about");
  await page.getByRole("button", { name: "Menü öffnen" }).click();
  const menu = page.getByRole("dialog");
  await menu.getByRole("link", { name: "Français" }).click();
  await expect(page).toHaveURL(/\/fr\/about$/);
  await expect(menu).toBeHidden();
  await expect(page.getByRole("button", { name: "Ouvrir le menu" })).toBeVisible();
});

test("Arabic is laid out right to left, arrows and carousel keys included", async ({ page }, testInfo) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  // No autoplay and no cross-fade: the screenshot shows one slide, still.
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto("/ar");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");

  // The brand sits on the right, the header's actions on the left; the first link is rightmost.
  const brand = await page.locator("header a").first().boundingBox();
  const quote = await page
    .getByRole("link", { name: text(catalog("ar"), "actions.getQuote") })
    .first()
    .boundingBox();
  expect(brand!.x).toBeGreaterThan(quote!.x);
  const links = page.getByRole("navigation", { name: text(catalog("ar"), "nav.main") }).getByRole("link");
  expect((await links.first().boundingBox())!.x).toBeGreaterThan((await links.last().boundingBox())!.x);

  // "Next" is on the left and the left arrow key moves forward.
  const next = await page.getByRole("button", { name: text(catalog("ar"), "carousel.next") }).boundingBox();
  const previous = await page.getByRole("button", { name: text(catalog("ar"), "carousel.previous") }).boundingBox();
  expect(next!.x).toBeLessThan(previous!.x);
  const dots = page.getByRole("group", { name: text(catalog("ar"), "carousel.choose") }).getByRole("button");
  await dots.first().click();
  await page.keyboard.press("ArrowLeft");
  await expect(dots.nth(1)).toHaveAttribute("aria-current", "true");

  // The footer's phone number keeps its own order: "+" first (leftmost), the groups in sequence.
  const phoneOrder = await page.locator('footer a[href^="tel:"]').evaluate((link) => {
    const textNode = [...link.querySelectorAll("*"), link]
      .flatMap((element) => [...element.childNodes])
      .find((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim() !== "")!;
    const characterLeft = (index: number) => {
      const range = document.createRange();
      range.setStart(textNode, index);
      range.setEnd(textNode, index + 1);
      return range.getBoundingClientRect().left;
    };
    const text = textNode.textContent!;
    return { first: text[0], lefts: [0, text.indexOf(" "), text.length - 1].map(characterLeft) };
  });
  expect(phoneOrder.first).toBe("+");
  expect(phoneOrder.lefts).toEqual([...phoneOrder.lefts].sort((a, b) => a - b));

  await page.screenshot({ path: testInfo.outputPath("arabic-home-rtl.png") });
});
