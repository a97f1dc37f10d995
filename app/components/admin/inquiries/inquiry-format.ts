/**
 * How the Inquiries screen writes an inquiry's values (docs/behaviour/admin-area.md §2): the table's date as
 * dd/MM/yyyy, the detail's as MMM dd, yyyy HH:mm (both in the reader's time zone), and the
 * names of the statuses, types and spam reasons.
 */
import type { InquiryStatus, InquiryType, SpamReason } from "~/lib/domain-values";

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const twoDigits = (value: number) => String(value).padStart(2, "0");

/** 04/03/2025 */
export function formatInquiryDate(iso: string): string {
  const date = new Date(iso);
  return `${twoDigits(date.getDate())}/${twoDigits(date.getMonth() + 1)}/${date.getFullYear()}`;
}

/** Mar 04, 2025 05:06 */
export function formatInquiryDateTime(iso: string): string {
  const date = new Date(iso);
  return `${MONTHS[date.getMonth()]} ${twoDigits(date.getDate())}, ${date.getFullYear()} ${twoDigits(date.getHours())}:${twoDigits(date.getMinutes())}`;
}

export const INQUIRY_STATUS_LABELS: Record<InquiryStatus, string> = {
  pending: "Pending",
  processing: "Processing",
  success: "Success",
  failed: "Failed",
};

export const INQUIRY_TYPE_LABELS: Record<InquiryType, string> = {
  quote: "Quote",
  distributor: "Distributor",
  demo: "Demo",
  customization: "Customization",
};

/** Why the spam folder holds an inquiry (docs/decisions/029-spam-folder.md). */
export const SPAM_REASON_LABELS: Record<SpamReason, string> = {
  honeypot: "Hidden field filled",
  too_fast: "Sent too fast",
  bad_token: "Forged or reused form token",
  blocked_domain: "Blocked e-mail domain",
};
