import type { ParseKeys, TFunction } from "i18next";
import { useTranslation } from "react-i18next";

/**
 * The public forms validate with the API's own schemas, whose messages are English (the API's
 * language). The forms show each message in the page's language by looking it up here; a
 * message not listed is shown as it is (docs/decisions/017-localisation.md).
 */
const MESSAGE_KEYS: Record<string, ParseKeys> = {
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

export function translateValidationMessage(t: TFunction, message: string | undefined): string | undefined {
  if (!message) return undefined;
  const key = MESSAGE_KEYS[message];
  if (key) return t(key);
  const tooLong = TOO_LONG.exec(message);
  return tooLong ? t("validation.tooLong", { max: Number(tooLong[1]) }) : message;
}

/** A form's field errors in the page's language. */
export function useValidationMessage(): (message: string | undefined) => string | undefined {
  const { t } = useTranslation();
  return (message) => translateValidationMessage(t, message);
}
