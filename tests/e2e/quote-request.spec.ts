/**
 * A quote request from the browser (docs/decisions/030-quote-requests.md): two products added
 * to the quote list, their quantities and notes set on the contact page and kept across a
 * reload, the request sent, and staff downloading its PDF summary. A list stored before
 * quantities existed still loads, each product at quantity 1.
 */
import { expect, test } from "../support/browser/site-test";
import { E2E_ADMIN_PASSWORD } from "../../playwright.config";
import { pdfText } from "../support/checks/pdf-text";

type InquiryDetail = { type: string; items: { productName: string; quantity: number; note: string | null }[] };

test("a visitor sends two products with quantities and notes, and staff download the PDF summary", async ({ page, context }) => {
  await page.goto("/products");
  const cards = page.locator("main article");
  await cards.nth(0).getByRole("button", { name: "Add to Quote" }).click();
  await cards.nth(1).getByRole("button", { name: "Add to Quote" }).click();
  await expect(page.getByText("2 items in quote")).toBeVisible();
  await page.getByRole("link", { name: "Request Quote" }).click();

  const lines = page.getByRole("group", { name: "Products in your quote" }).getByRole("listitem");
  await expect(lines).toHaveCount(2);
  const listed = (await lines.allInnerTexts()).map((text) => /^(.+?) \((.+?)\)/.exec(text)!);
  const [names, codes] = [listed.map((match) => match[1]!.trim()), listed.map((match) => match[2]!)];
  await page.getByLabel(`Quantity of ${names[0]}`).fill("250");
  await page.getByLabel(`Note for ${names[0]}`).fill("Black housing, our logo");
  await page.getByLabel(`Quantity of ${names[1]}`).fill("0");
  await expect(page.getByLabel(`Quantity of ${names[1]}`)).toHaveAttribute("aria-invalid", "true");
  await page.getByLabel(`Quantity of ${names[1]}`).fill("12");
  await page.reload();
  await expect(page.getByLabel(`Quantity of ${names[0]}`)).toHaveValue("250");
  await expect(page.getByLabel(`Note for ${names[0]}`)).toHaveValue("Black housing, our logo");
  await expect(page.getByLabel(`Quantity of ${names[1]}`)).toHaveValue("12");

  await context.route("https://wa.me/**", (route) => route.fulfill({ body: "chat" }));
  await page.getByLabel("Full Name").fill("Quote Buyer");
  await page.getByLabel("Email Address").fill("quote.buyer@example.com");
  const answered = page.waitForResponse((response) => response.url().endsWith("/api/inquiries") && response.request().method() === "POST");
  await page.getByRole("button", { name: "Submit Inquiry" }).click();
  const response = await answered;
  expect(response.status()).toBe(201);
  const { id } = (await response.json()) as { id: string };
  await expect(page.getByText("items in quote")).toBeHidden();

  const staff = page.request;
  expect((await staff.post("/api/auth/login", { data: { username: "admin", password: E2E_ADMIN_PASSWORD } })).status()).toBe(200);
  const detail = (await (await staff.get(`/api/inquiries/${id}`)).json()) as InquiryDetail;
  expect(detail.items).toEqual([
    expect.objectContaining({ productName: names[0], quantity: 250, note: "Black housing, our logo" }),
    expect.objectContaining({ productName: names[1], quantity: 12, note: null }),
  ]);
  const pdf = await staff.get(`/api/inquiries/${id}/summary.pdf`);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  expect(pdf.headers()["content-disposition"]).toMatch(/^attachment; filename="quote-.+-quote-buyer\.pdf"$/);
  // Long product names wrap inside their cell: the codes stand for them.
  const text = pdfText(await pdf.body());
  for (const expected of [codes[0]!, codes[1]!, "250", "Black housing, our logo", "Name: Quote Buyer"]) expect(text).toContain(expected);
});

test("a quote list stored before quantities existed loads with quantity 1", async ({ page }) => {
  const [product] = (await (await page.request.get("/api/products?limit=1")).json()) as { id: string; name: string; productCode: string }[];
  await page.goto("/contact");
  await page.evaluate((stored) => localStorage.setItem("biometrics-quote-list", JSON.stringify([stored])), {
    id: product!.id,
    name: product!.name,
    productCode: product!.productCode,
  });
  await page.reload();
  await expect(page.getByLabel(`Quantity of ${product!.name}`)).toHaveValue("1");
  await expect(page.getByLabel(`Note for ${product!.name}`)).toHaveValue("");
});

test("a line taken out of the quote on the contact page stays out, and the others stay (decision 052)", async ({ page }) => {
  await page.goto("/products");
  const cards = page.locator("main article");
  for (const index of [0, 1, 2]) await cards.nth(index).getByRole("button", { name: "Add to Quote" }).click();
  await expect(page.getByText("3 items in quote")).toBeVisible();
  await page.getByRole("link", { name: "Request Quote" }).click();

  const lines = page.getByRole("group", { name: "Products in your quote" }).getByRole("listitem");
  await expect(lines).toHaveCount(3);
  const [removed, ...kept] = (await lines.allInnerTexts()).map((text) => /^(.+?) \(/.exec(text)![1]!.trim());
  await page.getByRole("button", { name: `Remove ${removed} from the quote` }).click();
  await expect(lines).toHaveCount(2);
  await page.reload();
  await expect(lines).toHaveCount(2);
  for (const name of kept) await expect(page.getByLabel(`Quantity of ${name}`)).toBeVisible();
  await expect(page.getByLabel(`Quantity of ${removed}`)).toHaveCount(0);
});

test("on a phone, a product's long name in the quote list wraps beside its remove button", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/products");
  await page.getByRole("button", { name: "Add to Quote" }).first().click();
  const line = page.getByRole("region", { name: "Quote list" }).getByRole("listitem");
  const remove = line.getByRole("button", { name: /^Remove / });
  await expect(remove).toBeVisible();
  const [lineBox, removeBox] = [(await line.boundingBox())!, (await remove.boundingBox())!];
  // One row: the button at the line's end, beside the name, not under it on a line of its own.
  expect(removeBox.x + removeBox.width).toBeGreaterThan(lineBox.x + lineBox.width - 16);
  expect(lineBox.height).toBeLessThan(removeBox.height * 2 + 16);
});
