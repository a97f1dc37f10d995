/**
 * The activity log's vocabulary (docs/decisions/032-activity-log.md): what staff did, and to
 * which kind of thing. Shared by the database's check constraints, the API's filters and the
 * Activity screen.
 */
export const ACTIVITY_ACTIONS = [
  "create",
  "update",
  "delete",
  "status_change",
  "restore",
  "password_change",
  "sign_in",
  "sign_out",
  "two_factor_on",
  "two_factor_off",
  "two_factor_reset",
  "recovery_codes_renewed",
  "seed",
  "clear",
] as const;
export type ActivityAction = (typeof ACTIVITY_ACTIONS)[number];

/** Each kind of logged thing; the database triggers name the tables' rows with these. */
export const ACTIVITY_KINDS = [
  "category",
  "specification_field",
  "product",
  "solution",
  "case_study",
  "resource",
  "news_article",
  "security_advisory",
  "hero_slide",
  "distributor",
  "certificate",
  "company_section",
  "site_settings",
  "spam_settings",
  "media",
  "inquiry",
  "inquiry_note",
  "user",
  "sign_in_policy",
  "database",
  "webhook_endpoint",
] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

/**
 * An update's changed fields, by their API name: the value before and after (long values cut
 * short). A secret field (a password) is recorded as changed without any value: `{}`.
 */
export type ActivityChanges = Record<string, { from?: unknown; to?: unknown }>;
