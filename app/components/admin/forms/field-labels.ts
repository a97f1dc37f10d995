/**
 * The label of each field as the edit dialogs show it, one map per kind of item: the dialogs label
 * their fields from here and the History view names a changed field by the same label (decision
 * 068), so the two cannot drift apart. Each map is keyed by the fields of the row the API answers:
 * a field added to the row without a label fails the type check.
 */
import type { VersionedKind } from "~/lib/history-values";
import type { CategoryRow } from "~/schemas/catalogue/category";
import type { ProductWithValuesRow } from "~/schemas/catalogue/product";
import type { CaseStudyRow } from "~/schemas/content/case-study";
import type { CompanyInfoRow } from "~/schemas/content/company-info";
import type { DistributorRow } from "~/schemas/content/distributor";
import type { HeroSlideRow } from "~/schemas/content/hero-slide";
import type { NewsArticleRow } from "~/schemas/content/news-article";
import type { ResourceRow } from "~/schemas/content/resource";
import type { SolutionRow } from "~/schemas/content/solution";

/** The fields the server sets: no dialog shows them and no version changes them. */
type ServerField = "id" | "createdAt" | "updatedAt";

/** A label for every field of `Row` that staff edit. */
export type FieldLabels<Row> = Record<Exclude<keyof Row, ServerField>, string>;

/** The fields of `SlugField` and `TranslationsEditor`, shared by the kinds that have them. */
export const SLUG_LABEL = "Slug";
export const TRANSLATIONS_LABEL = "Translations";

/** The fields of `PublicationField`: a product's, solution's or article's publication (decision 031). */
export const PUBLICATION_FIELD_LABELS = { status: "Status", publishAt: "Publish at" } as const;

/** The fields of `ReleaseDownloadFields`: a resource's (or one of its versions') download. */
export const RELEASE_FIELD_LABELS = { fileUrl: "File URL", externalUrl: "External URL", fileSize: "File size" } as const;

export const PRODUCT_FIELD_LABELS: FieldLabels<ProductWithValuesRow> = {
  categoryId: "Category",
  productCode: "Product Code",
  name: "Name",
  slug: SLUG_LABEL,
  ...PUBLICATION_FIELD_LABELS,
  description: "Description",
  priceRange: "Price Range",
  rating: "Rating",
  technology: "Technology",
  interface: "Interface",
  datasheetUrl: "Datasheet URL",
  sdkUrl: "SDK URL",
  imageUrl: "Main image",
  imageGallery: "Image gallery",
  isFeatured: "Featured",
  features: "Features",
  certification: "Certifications",
  application: "Applications",
  specificationValues: "Typed specifications",
  specifications: "Specifications",
  lifecycle: "Lifecycle",
  discontinuedOn: "Discontinued on",
  supportEndsOn: "Support ends on",
  relations: "Related products",
  translations: TRANSLATIONS_LABEL,
};

export const CATEGORY_FIELD_LABELS: FieldLabels<CategoryRow> = {
  name: "Name",
  slug: SLUG_LABEL,
  description: "Description",
  imageUrl: "Image",
  order: "Order",
  translations: TRANSLATIONS_LABEL,
};

export const SOLUTION_FIELD_LABELS: FieldLabels<SolutionRow> = {
  name: "Name",
  slug: SLUG_LABEL,
  ...PUBLICATION_FIELD_LABELS,
  tagline: "Tagline",
  description: "Description",
  useCase: "Use Case",
  industry: "Industries",
  benefits: "Benefits",
  isFeatured: "Featured",
  heroImageUrl: "Hero image",
  wiringDiagramUrl: "Wiring diagram URL",
  videoUrl: "Video URL",
  bomList: "Bill of materials",
  translations: TRANSLATIONS_LABEL,
};

export const NEWS_ARTICLE_FIELD_LABELS: FieldLabels<NewsArticleRow> = {
  title: "Title",
  slug: SLUG_LABEL,
  category: "Category",
  publishedAt: "Published date",
  ...PUBLICATION_FIELD_LABELS,
  excerpt: "Excerpt",
  content: "Content",
  heroImageUrl: "Hero image",
  imageGallery: "Image gallery",
  author: "Author",
  tags: "Tags",
  relatedProductIds: "Related products",
  isFeatured: "Featured",
  translations: TRANSLATIONS_LABEL,
};

export const CASE_STUDY_FIELD_LABELS: FieldLabels<CaseStudyRow> = {
  title: "Title",
  slug: SLUG_LABEL,
  industry: "Industry",
  solutionId: "Linked solution",
  client: "Client",
  location: "Location",
  problem: "Problem",
  solution: "Solution",
  results: "Results",
  heroImageUrl: "Hero image",
  imageGallery: "Image gallery",
  testimonial: "Testimonial",
  testimonialAuthor: "Testimonial author",
  translations: TRANSLATIONS_LABEL,
};

export const RESOURCE_FIELD_LABELS: FieldLabels<ResourceRow> = {
  title: "Title",
  type: "Type",
  categoryId: "Category",
  description: "Description",
  version: "Version",
  platform: "Platform",
  duration: "Duration",
  ...RELEASE_FIELD_LABELS,
  thumbnailUrl: "Thumbnail",
  productIds: "Products",
  translations: TRANSLATIONS_LABEL,
};

export const HERO_SLIDE_FIELD_LABELS: FieldLabels<HeroSlideRow> = {
  title: "Title",
  subtitle: "Subtitle",
  description: "Description",
  backgroundImageUrl: "Background image",
  ctaText: "Button text",
  ctaLink: "Button link",
  cta2Text: "Second button text",
  cta2Link: "Second button link",
  stats: "Statistics",
  order: "Order",
  isActive: "Active",
  translations: TRANSLATIONS_LABEL,
};

export const DISTRIBUTOR_FIELD_LABELS: FieldLabels<DistributorRow> = {
  companyName: "Company name",
  tier: "Partner tier",
  country: "Country",
  region: "Region",
  city: "City",
  address: "Address",
  contactName: "Contact person",
  email: "Email",
  phone: "Phone",
  website: "Website",
  notes: "Notes",
  isPublished: "Published",
};

export const COMPANY_SECTION_FIELD_LABELS: FieldLabels<CompanyInfoRow> = {
  section: "Section",
  title: "Title",
  content: "Content",
  videoUrl: "Video URL",
  imageGallery: "Gallery images",
  clientLogos: "Client logos",
  stats: "Stats (JSON)",
  certifications: "Certifications (JSON)",
  translations: TRANSLATIONS_LABEL,
};

/** Each versioned kind's labels, for the History view. */
export const VERSIONED_FIELD_LABELS: Record<VersionedKind, Readonly<Record<string, string>>> = {
  product: PRODUCT_FIELD_LABELS,
  solution: SOLUTION_FIELD_LABELS,
  news_article: NEWS_ARTICLE_FIELD_LABELS,
  case_study: CASE_STUDY_FIELD_LABELS,
  resource: RESOURCE_FIELD_LABELS,
  category: CATEGORY_FIELD_LABELS,
  hero_slide: HERO_SLIDE_FIELD_LABELS,
  distributor: DISTRIBUTOR_FIELD_LABELS,
  company_section: COMPANY_SECTION_FIELD_LABELS,
};
