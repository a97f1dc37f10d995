/**
 * The message pre-filled in the chat link after a contact inquiry (public-site.md §7): the type,
 * name, e-mail, phone, company, country and message, with "Not provided" for blank fields and
 * "No message provided" for a blank message; and the products of the quote list, if any.
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

const orNotProvided = (value: string | null | undefined) => (value?.trim() ? value.trim() : "Not provided");

export function inquiryChatSummary(input: ChatSummaryInput): string {
  const lines = [
    `New Inquiry: ${input.typeLabel}`,
    "",
    `Name: ${orNotProvided(input.name)}`,
    `Email: ${orNotProvided(input.email)}`,
    `Phone: ${orNotProvided(input.phone)}`,
    `Company: ${orNotProvided(input.company)}`,
    `Country: ${orNotProvided(input.country)}`,
  ];
  if (input.products && input.products.length > 0) {
    lines.push("", "Products:", ...input.products.map((product) => `- ${product.name} (${product.productCode})`));
  }
  lines.push("", `Message: ${input.message?.trim() ? input.message.trim() : "No message provided"}`);
  return lines.join("\n");
}
