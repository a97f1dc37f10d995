import type { TextKey } from "~/lib/i18n/translator";
import type { CONTACT_INQUIRY_TYPES } from "~/schemas/inquiries/inquiry-forms";

export type ContactInquiryType = (typeof CONTACT_INQUIRY_TYPES)[number];

/** The contact form's inquiry types and their labels' catalog keys: Request Quote, Distributor Application, Schedule Demo. */
export const CONTACT_TYPE_LABELS = {
  quote: "inquiry.type.quote",
  distributor: "inquiry.type.distributor",
  demo: "inquiry.type.demo",
} as const satisfies Record<ContactInquiryType, TextKey>;
