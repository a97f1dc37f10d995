import type { Translate } from "~/lib/i18n/translator";

/**
 * The message pre-filled in the chat link after a contact inquiry (docs/behaviour/public-site.md §7), in the
 * page's language: the type, name, e-mail, phone, company, country and message, with "Not
 * provided" for blank fields and "No message provided" for a blank message; and the products of
 * the quote list, if any.
 */
export type ChatSummaryInput = {
  typeLabel: string;
  name: string;
  email: string;
  phone?: string | null;
  company?: string | null;
  country?: string | null;
  message?: string | null;
  products?: { name: string; productCode: string }[];
};

export function inquiryChatSummary(input: ChatSummaryInput, t: Translate): string {
  const orNotProvided = (value: string | null | undefined) => (value?.trim() ? value.trim() : t("chat.notProvided"));
  const lines = [
    t("chat.newInquiry", { type: input.typeLabel }),
    "",
    t("chat.name", { value: orNotProvided(input.name) }),
    t("chat.email", { value: orNotProvided(input.email) }),
    t("chat.phone", { value: orNotProvided(input.phone) }),
    t("chat.company", { value: orNotProvided(input.company) }),
    t("chat.country", { value: orNotProvided(input.country) }),
  ];
  if (input.products && input.products.length > 0) {
    lines.push("", t("chat.products"), ...input.products.map((product) => `- ${product.name} (${product.productCode})`));
  }
  lines.push("", t("chat.message", { value: input.message?.trim() ? input.message.trim() : t("chat.noMessage") }));
  return lines.join("\n");
}
