/**
 * How the Activity screen (decision 032) writes an entry: the names of actions and kinds, a
 * changed field's name and value, and the one-line summary of an update's changed fields.
 */
import type { ActivityAction, ActivityChanges, ActivityKind } from "~/lib/activity-values";

export const ACTIVITY_ACTION_LABELS: Record<ActivityAction, string> = {
  create: "Created",
  update: "Updated",
  delete: "Deleted",
  status_change: "Status changed",
  restore: "Restored",
  password_change: "Password changed",
  sign_in: "Signed in",
  sign_out: "Signed out",
  two_factor_on: "Two-factor sign-in turned on",
  two_factor_off: "Two-factor sign-in turned off",
  two_factor_reset: "Two-factor sign-in reset",
  recovery_codes_renewed: "New recovery codes made",
  seed: "Demo data populated",
  clear: "Data cleared",
};

export const ACTIVITY_KIND_LABELS: Record<ActivityKind, string> = {
  category: "Category",
  specification_field: "Specification field",
  product: "Product",
  solution: "Solution",
  case_study: "Case study",
  resource: "Resource",
  news_article: "News article",
  security_advisory: "Security advisory",
  hero_slide: "Hero slide",
  distributor: "Distributor",
  certificate: "Certificate",
  company_section: "Company section",
  site_settings: "Site settings",
  spam_settings: "Spam settings",
  media: "Media file",
  inquiry: "Inquiry",
  inquiry_note: "Inquiry note",
  user: "User",
  sign_in_policy: "Sign-in policy",
  database: "Database",
  webhook_endpoint: "Webhook endpoint",
};

/** "priceRange" → "price range"; "imageUrl" → "image URL". */
export function fieldLabel(field: string): string {
  return field
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .toLowerCase()
    .replace(/\b(url|id|ids|sdk|cta)\b/g, (word) => word.toUpperCase().replace("IDS", "IDs"));
}

/** A value before or after a change, as text: empty values say so, lists are joined, objects are JSON. */
export function formatChangeValue(value: unknown): string {
  if (value === null || value === undefined || value === "") return "(empty)";
  if (typeof value === "string") return value;
  if (Array.isArray(value) && value.every((item) => typeof item !== "object" || item === null)) {
    return value.length === 0 ? "(empty)" : value.join(", ");
  }
  return JSON.stringify(value);
}

/** Whether the change was recorded without its values (a password). */
export const isHiddenChange = (change: ActivityChanges[string]) => !("from" in change) && !("to" in change);

/** "name, price range and 2 more" */
export function summariseChanges(changes: ActivityChanges, shown = 3): string {
  const labels = Object.keys(changes).map(fieldLabel);
  if (labels.length <= shown) return labels.join(", ");
  return `${labels.slice(0, shown).join(", ")} and ${labels.length - shown} more`;
}
