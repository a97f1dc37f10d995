import { expect, test } from "../support/browser/site-test";

test.describe("the customization inquiry form", () => {
  test("shows the specification's message under each invalid field", async ({ page }) => {
    await page.goto("/customization");
    await page.getByRole("button", { name: "Submit Inquiry" }).click();
    await expect(page.getByText("Name must be at least 2 characters")).toBeVisible();
    await expect(page.getByText("Company name is required")).toBeVisible();
    await expect(page.getByText("Invalid email address")).toBeVisible();
    await expect(page.getByText("Please describe your project type")).toBeVisible();
    await expect(page.getByText("Please provide more details (at least 20 characters)")).toBeVisible();
    await expect(page.getByLabel("Full Name")).toHaveAttribute("aria-invalid", "true");

    await page.getByLabel("Email Address").fill("not-an-email");
    await page.getByLabel("Project Description").fill("Too short");
    await page.getByRole("button", { name: "Submit Inquiry" }).click();
    await expect(page.getByText("Invalid email address")).toBeVisible();
    await expect(page.getByText("Please provide more details (at least 20 characters)")).toBeVisible();
  });

  test("submits, shows Submitting..., confirms and resets", async ({ page }) => {
    await page.goto("/customization");
    await expect(page).toHaveTitle("Customization Services - OEM/ODM Solutions");
    await page.getByLabel("Full Name").fill("Jonas Berg");
    await page.getByLabel("Company Name").fill("Berg Security AB");
    await page.getByLabel("Email Address").fill("jonas@berg-security.example");
    await page.getByLabel("Project Type").fill("Branded face terminal");
    await page.getByLabel("Project Description").fill("We need 500 face terminals with our logo and Swedish menus.");

    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/inquiries", async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole("button", { name: "Submit Inquiry" }).click();
    await expect(page.getByRole("button", { name: "Submitting..." })).toBeDisabled();
    release();

    await expect(page.getByText("Inquiry Submitted Successfully", { exact: true })).toBeVisible();
    await expect(
      page.getByText("Our team will contact you within 24 hours to discuss your customization requirements.", { exact: true }),
    ).toBeVisible();
    await expect(page.getByLabel("Full Name")).toHaveValue("");
  });

  test("keeps what was typed and says so when the submission fails", async ({ page }) => {
    await page.route("**/api/inquiries", (route) => route.fulfill({ status: 500, body: "down" }));
    await page.goto("/customization");
    await page.getByLabel("Full Name").fill("Jonas Berg");
    await page.getByLabel("Company Name").fill("Berg Security AB");
    await page.getByLabel("Email Address").fill("jonas@berg-security.example");
    await page.getByLabel("Project Type").fill("Branded face terminal");
    await page.getByLabel("Project Description").fill("We need 500 face terminals with our logo and Swedish menus.");
    await page.getByRole("button", { name: "Submit Inquiry" }).click();
    await expect(page.getByText("Submission Failed", { exact: true })).toBeVisible();
    await expect(page.getByText("Please try again or contact us directly via email.", { exact: true })).toBeVisible();
    await expect(page.getByLabel("Full Name")).toHaveValue("Jonas Berg");
  });
});

test.describe("the contact form", () => {
  test("preselects the type from the address, quote by default", async ({ page }) => {
    await page.goto("/contact");
    await expect(page.getByLabel("Inquiry Type")).toHaveValue("quote");
    await page.goto("/contact?type=distributor");
    await expect(page.getByLabel("Inquiry Type")).toHaveValue("distributor");
    await page.goto("/contact?type=demo");
    await expect(page.getByLabel("Inquiry Type")).toHaveValue("demo");
    await page.goto("/contact?type=nonsense");
    await expect(page.getByLabel("Inquiry Type")).toHaveValue("quote");
  });

  test("shows the contact details and business hours from the site settings", async ({ page }) => {
    await page.goto("/contact");
    await expect(page.getByText("Monday - Saturday: 8:30 AM - 7:30 PM CST")).toBeVisible();
    await expect(page.getByText("Sunday: Closed")).toBeVisible();
    await expect(page.getByRole("heading", { name: "WhatsApp Support" })).toBeVisible();
  });

  test("requires a name and a valid e-mail", async ({ page }) => {
    await page.goto("/contact");
    await page.getByRole("button", { name: "Submit Inquiry" }).click();
    await expect(page.getByText("Name is required")).toBeVisible();
    await expect(page.getByText("Email is required")).toBeVisible();
    await page.getByLabel("Email Address").fill("wrong@");
    await page.getByRole("button", { name: "Submit Inquiry" }).click();
    await expect(page.getByText("Invalid email address")).toBeVisible();
  });

  test("submits, resets and opens the chat link with the summary", async ({ page, context }) => {
    await context.route("https://wa.me/**", (route) => route.fulfill({ body: "chat" }));
    await page.goto("/contact?type=demo");
    await page.getByLabel("Full Name").fill("Mei Chen");
    await page.getByLabel("Email Address").fill("mei.chen@example.com");
    await page.getByLabel("Company").fill("Chen Integrations");
    const popup = page.waitForEvent("popup");
    await page.getByRole("button", { name: "Submit Inquiry" }).click();

    await expect(page.getByText("Redirecting to WhatsApp", { exact: true })).toBeVisible();
    await expect(page.getByText("Your inquiry will be sent directly via WhatsApp.", { exact: true })).toBeVisible();
    const chat = new URL((await popup).url());
    expect(chat.origin).toBe("https://wa.me");
    expect(chat.pathname).toMatch(/^\/\d+$/);
    expect(chat.searchParams.get("text")).toBe(
      [
        "New Inquiry: Schedule Demo",
        "",
        "Name: Mei Chen",
        "Email: mei.chen@example.com",
        "Phone: Not provided",
        "Company: Chen Integrations",
        "Country: Not provided",
        "",
        "Message: No message provided",
      ].join("\n"),
    );
    await expect(page.getByLabel("Full Name")).toHaveValue("");
  });

  test("keeps what was typed and shows the error toast when the submission fails", async ({ page }) => {
    await page.route("**/api/inquiries", (route) => route.fulfill({ status: 503, body: "unavailable" }));
    await page.goto("/contact");
    await page.getByLabel("Full Name").fill("Mei Chen");
    await page.getByLabel("Email Address").fill("mei.chen@example.com");
    await page.getByRole("button", { name: "Submit Inquiry" }).click();
    await expect(page.getByText("Failed to submit inquiry. Please try again.", { exact: true })).toBeVisible();
    await expect(page.getByLabel("Full Name")).toHaveValue("Mei Chen");
  });
});
