/**
 * The addresses of the REST API calls the admin screens make, in one place: a screen and the
 * dialogs it opens name the same lists to read and to refresh after a change.
 */
export const ACTIVITY_PATH = "/api/activity";
export const DASHBOARD_STATS_PATH = "/api/admin/stats";
export const TRANSLATION_STATUS_PATH = "/api/admin/translation-status";
export const SIGN_IN_PATH = "/api/auth/login";
export const SECOND_FACTOR_PATH = "/api/auth/login/second-factor";
/** One's own second factor, and the calls that set it up, renew its recovery codes and turn it off (decision 064). */
export const TWO_FACTOR_PATH = "/api/auth/two-factor";
export const TWO_FACTOR_POLICY_PATH = "/api/two-factor-policy";
export const SIGN_OUT_PATH = "/api/auth/logout";
export const PASSWORD_PATH = "/api/auth/password";
export const CERTIFICATES_PATH = "/api/certificates";
export const CASE_STUDIES_PATH = "/api/case-studies";
export const CATEGORIES_PATH = "/api/categories";
export const COMPANY_INFO_PATH = "/api/company-info";
export const DATABASE_SEED_PATH = "/api/database/seed";
export const DATABASE_CLEAR_PATH = "/api/database/clear";
export const DISTRIBUTORS_PATH = "/api/distributors";
export const HERO_SLIDES_PATH = "/api/hero-slides";
export const INQUIRIES_PATH = "/api/inquiries";
export const INQUIRIES_EXPORT_PATH = "/api/inquiries/export.csv";
export const INQUIRY_ASSIGNEES_PATH = "/api/inquiries/assignees";
export const SPAM_SETTINGS_PATH = "/api/inquiries/spam-settings";
export const MEDIA_PATH = "/api/media";
export const NEWS_PATH = "/api/news";
export const ADVISORIES_PATH = "/api/advisories";
export const PRODUCTS_PATH = "/api/products";
export const PRODUCTS_EXPORT_PATH = "/api/products/export.csv";
export const PRODUCTS_IMPORT_PATH = "/api/products/import.csv";
export const RESOURCES_PATH = "/api/resources";
/** A resource's versions (decision 034). */
export const resourceVersionsPath = (resourceId: string) => `${RESOURCES_PATH}/${resourceId}/versions`;
export const SITE_SETTINGS_PATH = "/api/site-settings";
export const SOLUTIONS_PATH = "/api/solutions";
export const USERS_PATH = "/api/users";
/** Webhook endpoints, their secrets and deliveries (decision 065). */
export const WEBHOOKS_PATH = "/api/webhooks";
/** An item's versions (decision 062), and the restore of one. */
export const historyPath = (kind: string, id: string) => `/api/history/${kind}/${id}`;
export const RECENTLY_DELETED_PATH = "/api/recently-deleted";
