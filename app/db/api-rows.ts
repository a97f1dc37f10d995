/**
 * The rows as the REST API sends them: what the tables hold, with dates as ISO strings. Screens
 * import these types only (no code), so they describe the wire without reaching the database.
 */
import type * as schema from "./schema";

type Jsonified<Value> = Value extends Date ? string : Value;
export type ApiRow<Row> = { [Key in keyof Row]: Jsonified<Row[Key]> };

export type CategoryRow = ApiRow<typeof schema.categories.$inferSelect>;
export type ProductRow = ApiRow<typeof schema.products.$inferSelect>;
export type SolutionRow = ApiRow<typeof schema.solutions.$inferSelect>;
export type CaseStudyRow = ApiRow<typeof schema.caseStudies.$inferSelect>;
export type ResourceRow = ApiRow<typeof schema.resources.$inferSelect>;
/** In the list, with its number of attachments (decision 035). */
export type InquiryRow = ApiRow<typeof schema.inquiries.$inferSelect> & { attachmentCount?: number };
export type NewsArticleRow = ApiRow<typeof schema.newsArticles.$inferSelect>;
export type CompanyInfoRow = ApiRow<typeof schema.companyInfo.$inferSelect>;
export type HeroSlideRow = ApiRow<typeof schema.heroSlides.$inferSelect>;
export type DistributorRow = ApiRow<typeof schema.distributors.$inferSelect>;
export type SiteSettingsRow = ApiRow<typeof schema.siteSettings.$inferSelect>;
export type MediaRow = ApiRow<typeof schema.media.$inferSelect> & { inUse: boolean };
export type UserRow = Omit<ApiRow<typeof schema.adminUsers.$inferSelect>, "passwordHash">;
export type { BillOfMaterialsRow, CertificationEntry, HeroStatistic, SocialLink, SpecificationMap } from "./schema";
