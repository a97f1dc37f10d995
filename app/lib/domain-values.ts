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

/**
 * Why an inquiry was caught as spam (docs/decisions/029-spam-folder.md): its hidden field was
 * filled, it was sent sooner after the form was opened than a person can fill it, its form token
 * was forged or used before, or its e-mail address is at a blocked domain.
 */
/** A quote list line (docs/decisions/030-quote-requests.md): quantity 1 to this, note up to that many characters. */
export const QUOTE_QUANTITY_MAX = 100_000;
export const QUOTE_NOTE_MAX_LENGTH = 500;

export const SPAM_REASONS = ["honeypot", "too_fast", "bad_token", "blocked_domain"] as const;
export type SpamReason = (typeof SPAM_REASONS)[number];

export const NEWS_CATEGORIES = ["news", "product_launch", "exhibition", "industry_insight"] as const;
export type NewsCategory = (typeof NEWS_CATEGORIES)[number];

export const RESOURCE_TYPES = ["app", "firmware", "sdk", "tutorial", "documentation"] as const;
export type ResourceType = (typeof RESOURCE_TYPES)[number];

/**
 * A download's release track (docs/decisions/057-verifiable-downloads.md): which line of releases a
 * version belongs to, as makers publish them (a long-term-support line kept for years beside the
 * active one). A version may have none.
 */
export const RELEASE_TRACKS = ["active", "long_term_support", "beta"] as const;
export type ReleaseTrack = (typeof RELEASE_TRACKS)[number];

export const COMPANY_SECTIONS = ["about", "factory", "certifications"] as const;
export type CompanySection = (typeof COMPANY_SECTIONS)[number];

/**
 * Whether a product, solution or news article is public (docs/decisions/031-drafts-and-scheduling.md):
 * a draft never is, a scheduled item becomes published at its `publishAt`, by the publisher loop.
 */
export const PUBLICATION_STATUSES = ["draft", "scheduled", "published"] as const;
export type PublicationStatus = (typeof PUBLICATION_STATUSES)[number];
/** Why an item's page is not public yet, for the staff preview banner; `goesLiveAt` when known. */
export type UnpublishedState = { status: Exclude<PublicationStatus, "published">; goesLiveAt: Date | null };

export const MAIL_STATUSES = ["pending", "sent"] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

export const SOCIAL_NETWORKS = ["facebook", "linkedin", "youtube", "x", "instagram"] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

/** The regions of the distributor directory (docs/decisions/025-where-to-buy.md), in the order the directory lists them. */
export const DISTRIBUTOR_REGIONS = ["africa", "asia_pacific", "europe", "latin_america", "middle_east", "north_america"] as const;
export type DistributorRegion = (typeof DISTRIBUTOR_REGIONS)[number];

/** Partner tiers, highest first: the directory lists the higher tiers first. */
export const PARTNER_TIERS = ["platinum", "gold", "authorised"] as const;
export type PartnerTier = (typeof PARTNER_TIERS)[number];

/**
 * Where a product stands in its life (docs/decisions/058-product-lifecycle-and-relations.md):
 * offered, still sold but not for new designs, no longer sold (from a date), no longer supported
 * (from a date).
 */
export const PRODUCT_LIFECYCLES = ["active", "not_recommended", "discontinued", "out_of_support"] as const;
export type ProductLifecycle = (typeof PRODUCT_LIFECYCLES)[number];

/**
 * How one product relates to another (decision 058), read "product <type> related product":
 * an accessory of it, works with it, replaces it. Each is shown on both products' pages.
 */
export const PRODUCT_RELATION_TYPES = ["accessory_of", "works_with", "replaces"] as const;
export type ProductRelationType = (typeof PRODUCT_RELATION_TYPES)[number];

/**
 * An advisory's severity (decision 059): the CVSS v3.1 qualitative rating of its base score
 * (0.0 none, 0.1-3.9 low, 4.0-6.9 medium, 7.0-8.9 high, 9.0-10.0 critical).
 */
export const ADVISORY_SEVERITIES = ["none", "low", "medium", "high", "critical"] as const;
export type AdvisorySeverity = (typeof ADVISORY_SEVERITIES)[number];

/**
 * Why a product is not affected by an advisory's vulnerability: CSAF 2.0's five VEX justification
 * labels (section 3.2.3.5), as the CSAF document's flags carry them.
 */
export const VEX_JUSTIFICATIONS = [
  "component_not_present",
  "vulnerable_code_not_present",
  "vulnerable_code_not_in_execute_path",
  "vulnerable_code_cannot_be_controlled_by_adversary",
  "inline_mitigations_already_exist",
] as const;
export type VexJustification = (typeof VEX_JUSTIFICATIONS)[number];

/**
 * The kinds of content addressed by slug whose former slugs are remembered, so that an old
 * address answers 301 to the current one (docs/decisions/028-slug-history.md).
 */
export const SLUGGED_KINDS = ["category", "product", "solution", "news_article", "case_study"] as const;
export type SluggedKind = (typeof SLUGGED_KINDS)[number];

/** The types of a category's specification fields (decision 033): yes/no is `boolean`. */
export const SPECIFICATION_FIELD_TYPES = ["number", "text", "boolean", "choice"] as const;
export type SpecificationFieldType = (typeof SPECIFICATION_FIELD_TYPES)[number];
