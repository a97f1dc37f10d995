/**
 * The API's rows (app/schemas/, what the admin reads) cannot drift from the tables: each row
 * schema's type must equal its table's row as JSON sends it, with the fields the API adds or
 * leaves out. A column added to a table and not to its schema (or the reverse) fails `npm run
 * typecheck`; these tests run nothing that matters at run time.
 */
import { describe, expectTypeOf, it } from "vitest";
import type * as schema from "~/db/schema";
import type { SeedCounts as SeededCounts } from "~/db/seed/seed-demo-content.server";
import type { CategoryRow } from "~/schemas/catalogue/category";
import type { ProductRow, ProductWithValuesRow, SpecificationMap } from "~/schemas/catalogue/product";
import type { SpecificationFieldRow, SpecificationValueRow } from "~/schemas/catalogue/specification-field";
import type { CaseStudyRow } from "~/schemas/content/case-study";
import type { CertificationEntry, CompanyInfoRow } from "~/schemas/content/company-info";
import type { CertificateRow } from "~/schemas/content/certificate";
import type { DistributorRow } from "~/schemas/content/distributor";
import type { HeroSlideRow, HeroStatistic } from "~/schemas/content/hero-slide";
import type { NewsArticleRow } from "~/schemas/content/news-article";
import type { ResourceRow } from "~/schemas/content/resource";
import type { ResourceVersionRow } from "~/schemas/content/resource-version";
import type { SiteSettingsRow, SocialLink } from "~/schemas/content/site-settings";
import type { BillOfMaterialsRow, SolutionRow } from "~/schemas/content/solution";
import type { InquiryAttachmentRow, InquiryDetailRow, InquiryRow } from "~/schemas/inquiries/inquiry";
import type { MediaFileRow, MediaRow } from "~/schemas/media/media";
import type { ActivityRow } from "~/schemas/staff/activity";
import type { DeletedItemRow, ItemVersionRow } from "~/schemas/staff/history";
import type { VersionChange } from "~/lib/version-changes";
import type { SeedCounts } from "~/schemas/staff/database";
import type { UserRow } from "~/schemas/staff/user";
import type { WebhookAttemptRow, WebhookDeliveryRow } from "~/schemas/webhooks/webhook-delivery";
import type { CreatedWebhookEndpointRow, WebhookEndpointRow } from "~/schemas/webhooks/webhook-endpoint";
import type { SpecificationValueView } from "../catalogue/specification-value.server";
import type { ProductRelationView } from "../catalogue/product-relations.server";
import type { InquiryDetail } from "../inquiries/inquiry.server";
import type { InquiryAttachment } from "../inquiries/inquiry-attachments.server";
import type { InquiryPipeline } from "../inquiries/inquiry-pipeline.server";
import type { SiteSettings } from "../content/site-settings.server";

type Jsonified<Value> = Value extends Date ? string : Value;
/** A row as `Response.json` sends it: what the table holds, with its dates as ISO text. */
type ApiRow<Row> = { [Key in keyof Row]: Jsonified<Row[Key]> };
/** A table's row as sent, with the fields the API adds (one flat object type, as a schema infers it). */
type TableRow<Table extends { $inferSelect: object }, Added extends object = object> = ApiRow<Table["$inferSelect"] & Added>;

describe("the API's rows", () => {
  it("are the catalogue's tables", () => {
    expectTypeOf<CategoryRow>().toEqualTypeOf<TableRow<typeof schema.categories>>();
    expectTypeOf<ProductRow>().toEqualTypeOf<TableRow<typeof schema.products>>();
    expectTypeOf<ProductWithValuesRow>().toEqualTypeOf<
      TableRow<typeof schema.products, { specificationValues: SpecificationValueView[]; relations: ProductRelationView[] }>
    >();
    expectTypeOf<SpecificationValueRow>().toEqualTypeOf<SpecificationValueView>();
    expectTypeOf<SpecificationFieldRow>().toEqualTypeOf<TableRow<typeof schema.specificationFields>>();
    expectTypeOf<SpecificationMap>().toEqualTypeOf<schema.SpecificationMap>();
  });

  it("are the content's tables", () => {
    expectTypeOf<SolutionRow>().toEqualTypeOf<TableRow<typeof schema.solutions>>();
    expectTypeOf<BillOfMaterialsRow>().toEqualTypeOf<schema.BillOfMaterialsRow>();
    expectTypeOf<CaseStudyRow>().toEqualTypeOf<TableRow<typeof schema.caseStudies>>();
    expectTypeOf<ResourceRow>().toEqualTypeOf<TableRow<typeof schema.resources, { productIds: string[] }>>();
    expectTypeOf<ResourceVersionRow>().toEqualTypeOf<
      TableRow<typeof schema.resourceVersions, { fileSha256: string | null; fileBytes: number | null; productIds: string[] }>
    >();
    expectTypeOf<NewsArticleRow>().toEqualTypeOf<TableRow<typeof schema.newsArticles>>();
    expectTypeOf<CompanyInfoRow>().toEqualTypeOf<TableRow<typeof schema.companyInfo>>();
    expectTypeOf<CertificationEntry>().toEqualTypeOf<schema.CertificationEntry>();
    expectTypeOf<HeroSlideRow>().toEqualTypeOf<TableRow<typeof schema.heroSlides>>();
    expectTypeOf<HeroStatistic>().toEqualTypeOf<schema.HeroStatistic>();
    expectTypeOf<DistributorRow>().toEqualTypeOf<TableRow<typeof schema.distributors>>();
    expectTypeOf<CertificateRow>().toEqualTypeOf<TableRow<typeof schema.certificates, { productIds: string[] }>>();
    // The settings are sent without their id and time of change.
    expectTypeOf<SiteSettingsRow>().toEqualTypeOf<Omit<TableRow<typeof schema.siteSettings>, "id" | "updatedAt">>();
    expectTypeOf<SiteSettingsRow>().toEqualTypeOf<SiteSettings>();
    expectTypeOf<SocialLink>().toEqualTypeOf<schema.SocialLink>();
  });

  it("are the inquiries', media's and staff's tables", () => {
    expectTypeOf<InquiryRow>().toEqualTypeOf<TableRow<typeof schema.inquiries, { attachmentCount?: number }>>();
    // The notes and status changes are rows too, their times as text.
    type Handling = {
      [Key in keyof InquiryPipeline]: InquiryPipeline[Key] extends (infer Item extends object)[] ? ApiRow<Item>[] : InquiryPipeline[Key];
    };
    expectTypeOf<InquiryDetailRow>().toEqualTypeOf<ApiRow<InquiryDetail & Handling>>();
    expectTypeOf<InquiryAttachmentRow>().toEqualTypeOf<ApiRow<InquiryAttachment>>();
    expectTypeOf<MediaFileRow>().toEqualTypeOf<TableRow<typeof schema.media>>();
    expectTypeOf<MediaRow>().toEqualTypeOf<TableRow<typeof schema.media, { inUse: boolean }>>();
    expectTypeOf<UserRow>().toEqualTypeOf<Omit<TableRow<typeof schema.adminUsers, { twoFactorEnabled: boolean }>, "passwordHash">>();
    expectTypeOf<ActivityRow>().toEqualTypeOf<TableRow<typeof schema.activityLog>>();
    expectTypeOf<SeedCounts>().toEqualTypeOf<SeededCounts>();
  });

  it("are the webhooks' tables", () => {
    expectTypeOf<WebhookEndpointRow>().toEqualTypeOf<TableRow<typeof schema.webhookEndpoints>>();
    expectTypeOf<CreatedWebhookEndpointRow>().toEqualTypeOf<TableRow<typeof schema.webhookEndpoints, { secret: string }>>();
    expectTypeOf<WebhookAttemptRow>().toEqualTypeOf<TableRow<typeof schema.webhookAttempts>>();
    expectTypeOf<WebhookDeliveryRow>().toEqualTypeOf<TableRow<typeof schema.webhookDeliveries, { attemptLog: WebhookAttemptRow[] }>>();
  });

  it("are the history's tables", () => {
    expectTypeOf<ItemVersionRow>().toEqualTypeOf<TableRow<typeof schema.itemVersions, { changes: VersionChange[] }>>();
    // A deleted item is listed by its name, without the item it keeps; what it took along by kind and name.
    expectTypeOf<DeletedItemRow>().toEqualTypeOf<
      ApiRow<
        Omit<typeof schema.deletedItems.$inferSelect, "item" | "dependents" | "formerSlugs"> & {
          dependents: { kind: string; label: string }[];
          purgeAt: Date;
        }
      >
    >();
  });
});
