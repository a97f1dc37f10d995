/** A WhatsApp chat link to a number, optionally with a pre-filled message. */
export function chatLink(chatPhone: string, message?: string): string {
  const digits = chatPhone.replace(/\D/g, "");
  return message ? `https://wa.me/${digits}?text=${encodeURIComponent(message)}` : `https://wa.me/${digits}`;
}
