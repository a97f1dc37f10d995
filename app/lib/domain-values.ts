/**
 * The enumerated values of the domain, shared by the database's check constraints,
 * the zod schemas and the screens that offer them as choices.
 */
export const USER_ROLES = ["admin", "editor"] as const;
export type UserRole = (typeof USER_ROLES)[number];

export const INQUIRY_TYPES = ["quote", "distributor", "demo", "customization"] as const;
export type InquiryType = (typeof INQUIRY_TYPES)[number];

export const INQUIRY_STATUSES = ["pending", "processing", "success", "failed"] as const;
export type InquiryStatus = (typeof INQUIRY_STATUSES)[number];

export const NEWS_CATEGORIES = ["news", "product_launch", "exhibition", "industry_insight"] as const;
export type NewsCategory = (typeof NEWS_CATEGORIES)[number];

export const RESOURCE_TYPES = ["app", "firmware", "sdk", "tutorial", "documentation"] as const;
export type ResourceType = (typeof RESOURCE_TYPES)[number];

export const COMPANY_SECTIONS = ["about", "factory", "certifications"] as const;
export type CompanySection = (typeof COMPANY_SECTIONS)[number];

export const MAIL_STATUSES = ["pending", "sent"] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

export const SOCIAL_NETWORKS = ["facebook", "linkedin", "youtube", "x", "instagram"] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];
