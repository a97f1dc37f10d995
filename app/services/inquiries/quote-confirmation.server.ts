/**
 * The confirmation a customer receives for a quote request: the products with quantities and
 * notes, and their message, in the language of the page they sent it from, as plain text and as
 * HTML (every stored text escaped). Queued in the inquiry's transaction, never for spam
 * (docs/decisions/030-quote-requests.md).
 */
import type { Queryable } from "~/db/client.server";
import { mailOutbox } from "~/db/schema";
import { catalogFor } from "~/lib/i18n/catalogs.server";
import { createTranslator } from "~/lib/i18n/translator";
import { textDirection, type Locale } from "~/lib/i18n/locales";
import type { InquiryItem } from "./inquiry-items.server";

type QuoteInquiry = { id: string; name: string; email: string; message: string | null };
export type QuoteConfirmation = { subject: string; textBody: string; htmlBody: string };

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** The mail in `locale`; `company` is the site's company name. */
export function quoteConfirmation(inquiry: QuoteInquiry, items: InquiryItem[], company: string, locale: Locale): QuoteConfirmation {
  const t = createTranslator(locale, catalogFor(locale));
  // The subject is a header: one line, whatever the company name holds.
  const subject = t("quoteMail.subject", { company }).replace(/\s+/g, " ");
  const greeting = t("quoteMail.greeting", { name: inquiry.name });
  const closing = [t("quoteMail.closing"), t("quoteMail.team", { company })];
  const headings = [t("quoteMail.product"), t("quoteMail.code"), t("quoteMail.quantity"), t("quoteMail.note")];

  const text = [greeting, "", t("quoteMail.intro"), ""];
  for (const item of items) {
    text.push(`- ${item.quantity} × ${item.productName} (${item.productCode})`);
    if (item.note) text.push(`  ${headings[3]}: ${item.note}`);
  }
  if (inquiry.message) text.push("", `${t("quoteMail.message")}:`, inquiry.message);
  text.push("", ...closing, "");

  const cell = (value: string, style = "") => `<td style="padding:6px 10px;border:1px solid #d4d4d8;${style}">${escapeHtml(value)}</td>`;
  const rows = items.map(
    (item) =>
      `<tr>${cell(item.productName)}${cell(item.productCode, "font-family:monospace")}${cell(String(item.quantity), "text-align:end")}${cell(item.note ?? "")}</tr>`,
  );
  const paragraph = (value: string) => `<p>${escapeHtml(value).replace(/\n/g, "<br>")}</p>`;
  const html = [
    `<!doctype html><html lang="${locale}" dir="${textDirection(locale)}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    `<body style="font-family:Arial,Helvetica,sans-serif;color:#18181b;line-height:1.5">`,
    paragraph(greeting),
    paragraph(t("quoteMail.intro")),
    `<table style="border-collapse:collapse"><thead><tr>${headings.map((heading) => `<th style="padding:6px 10px;border:1px solid #d4d4d8;text-align:start">${escapeHtml(heading)}</th>`).join("")}</tr></thead>`,
    `<tbody>${rows.join("")}</tbody></table>`,
    inquiry.message ? `<h2 style="font-size:1em">${escapeHtml(t("quoteMail.message"))}</h2>${paragraph(inquiry.message)}` : "",
    paragraph(closing.join("\n")),
    "</body></html>",
  ].join("\n");
  return { subject, textBody: text.join("\n"), htmlBody: html };
}

/** Into the outbox of the caller's transaction, to the customer. */
export async function queueQuoteConfirmation(
  tx: Queryable,
  inquiry: QuoteInquiry,
  items: InquiryItem[],
  company: string,
  locale: Locale,
): Promise<void> {
  await tx
    .insert(mailOutbox)
    .values({ recipient: inquiry.email, ...quoteConfirmation(inquiry, items, company, locale), inquiryId: inquiry.id });
}
