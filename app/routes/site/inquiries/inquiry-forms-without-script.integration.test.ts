/**
 * The inquiry forms work without script (decision 043): posted to their page as a browser posts a
 * form, they are judged by the API's schema and received as the API receives them, and the page
 * answers with the form's own messages: the errors under the fields it shows again, or the
 * success message (with the chat link after a contact inquiry), in the page's language.
 */
import { desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { inquiries, inquiryAttachments } from "~/db/schema";
import { attachmentForm, CUSTOMIZATION_FIELDS, makePdf } from "../../../../tests/support/kits/inquiry-attachment-kit";
import { useSeededSite } from "../../../../tests/support/kits/seeded-site";

const site = useSeededSite();

async function post(path: string, body: URLSearchParams | FormData) {
  const response = await fetch(site.url + path, { method: "POST", body, headers: { Origin: site.url }, redirect: "manual" });
  return { status: response.status, text: await response.text() };
}

const latestInquiry = async () => (await site.database.db.select().from(inquiries).orderBy(desc(inquiries.createdAt)).limit(1))[0];

describe("the contact form posted to its page", () => {
  it("answers bad fields with the page, the typed values and a message under each", async () => {
    const { status, text } = await post(
      "/contact?type=demo",
      new URLSearchParams({ type: "demo", name: "", email: "not-mail", company: "Duarte & Filhos" }),
    );
    expect(status).toBe(400);
    expect(text).toContain("Name is required");
    expect(text).toContain("Invalid email address");
    expect(text).toContain('value="not-mail"');
    expect(text).toContain("Duarte &amp; Filhos");
  });

  it("receives the inquiry and answers with the chat link, in the page's language", async () => {
    const { status, text } = await post(
      "/de/contact",
      new URLSearchParams({
        type: "distributor",
        name: "Ines Duarte",
        email: "ines@duarte.example",
        country: "Portugal",
        language: "de",
        website: "",
      }),
    );
    expect(status).toBe(200);
    expect(text).toContain("Weiterleitung zu WhatsApp");
    expect(text).toMatch(/href="https:\/\/wa\.me\/\d+\?text=[^"]*Ines%20Duarte/);
    const stored = await latestInquiry();
    expect(stored).toMatchObject({ type: "distributor", name: "Ines Duarte", email: "ines@duarte.example", country: "Portugal" });
  });
});

describe("the customization form posted to its page", () => {
  it("answers bad fields with the specification's messages", async () => {
    const form = attachmentForm([], { name: "J", company: "", email: "", projectType: "", message: "Short" });
    const { status, text } = await post("/customization", form);
    expect(status).toBe(400);
    for (const message of [
      "Name must be at least 2 characters",
      "Company name is required",
      "Invalid email address",
      "Please describe your project type",
      "Please provide more details (at least 20 characters)",
    ])
      expect(text).toContain(message);
  });

  it("receives the inquiry with its attachment and says so", async () => {
    const form = attachmentForm([{ name: "drawing.pdf", bytes: makePdf(), type: "application/pdf" }], { name: "Jonas Berg" });
    const { status, text } = await post("/customization", form);
    expect(status).toBe(200);
    expect(text).toContain("Inquiry Submitted Successfully");
    const stored = await latestInquiry();
    expect(stored).toMatchObject({ type: "customization", name: "Jonas Berg", company: CUSTOMIZATION_FIELDS.company });
    const attachments = await site.database.db.select().from(inquiryAttachments).where(eq(inquiryAttachments.inquiryId, stored!.id));
    expect(attachments.map((attachment) => attachment.filename)).toEqual(["drawing.pdf"]);
  });
});
