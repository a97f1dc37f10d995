import type { TextKey, Translate } from "~/lib/i18n/translator";
import { useT } from "~/lib/i18n/translation";

/**
 * The public forms validate with the API's own schemas, whose messages are English (the API's
 * language). The forms show each message in the page's language by looking it up here; a
 * message not listed is shown as it is (docs/decisions/017-localisation.md).
 */
const MESSAGE_KEYS: Record<string, TextKey> = {
  "Name must be at least 2 characters": "validation.nameMin",
  "Name is required": "validation.nameRequired",
  "Company name is required": "validation.companyRequired",
  "Email is required": "validation.emailRequired",
  "Invalid email address": "validation.emailInvalid",
  "Please describe your project type": "validation.projectType",
  "Please provide more details (at least 20 characters)": "validation.details",
  "Choose quote, distributor or demo": "validation.inquiryType",
};

const TOO_LONG = /^.+ must be at most (\d+) characters$/;

/** The attachment messages (app/lib/inquiries/inquiry-attachment-rules.ts), with what they name. */
const ATTACHMENT_PATTERNS: [RegExp, (t: Translate, match: RegExpExecArray) => string][] = [
  [/^Attachment (.+): only PDF, PNG, JPEG or WebP files$/, (t, [, name]) => t("validation.attachmentType", { name })],
  [/^Attachment (.+): larger than (\d+) MB$/, (t, [, name, max]) => t("validation.attachmentTooLarge", { name, max: Number(max) })],
  [/^Attachment (.+): the file is empty$/, (t, [, name]) => t("validation.attachmentEmpty", { name })],
  [/^Attachment (.+): the image is damaged or incomplete$/, (t, [, name]) => t("validation.attachmentDamaged", { name })],
  [/^Attachment (.+): the image has too many pixels$/, (t, [, name]) => t("validation.attachmentPixels", { name })],
  [/^At most (\d+) attachments$/, (t, [, max]) => t("validation.attachmentsTooMany", { max: Number(max) })],
  [/^The attachments together must be at most (\d+) MB$/, (t, [, max]) => t("validation.attachmentsTotal", { max: Number(max) })],
];

export function translateValidationMessage(t: Translate, message: string | undefined): string | undefined {
  if (!message) return undefined;
  const key = MESSAGE_KEYS[message];
  if (key) return t(key);
  const tooLong = TOO_LONG.exec(message);
  if (tooLong) return t("validation.tooLong", { max: Number(tooLong[1]) });
  for (const [pattern, translate] of ATTACHMENT_PATTERNS) {
    const match = pattern.exec(message);
    if (match) return translate(t, match);
  }
  return message;
}

/** A form's field errors in the page's language. */
export function useValidationMessage(): (message: string | undefined) => string | undefined {
  const t = useT();
  return (message) => translateValidationMessage(t, message);
}
