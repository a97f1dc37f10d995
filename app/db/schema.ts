/**
 * Every table of the product, as docs/behaviour/admin-area.md §3 describes them, plus the server-side
 * tables the specification leaves to the implementation (sessions, media, mail outbox).
 *
 * Column names are snake_case in the database (the client is created with
 * `casing: "snake_case"`) and camelCase in TypeScript. The database enforces what must
 * always hold: NOT NULL, unique keys, foreign keys with the specification's delete rules
 * and a check constraint for every enumerated value.
 */
import { sql, type SQL } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  date,
  doublePrecision,
  foreignKey,
  index,
  integer,
  json,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
  type AnyPgColumn,
} from "drizzle-orm/pg-core";
import { ACTIVITY_ACTIONS, ACTIVITY_KINDS, type ActivityChanges } from "~/lib/activity-values";
import type { ContentTranslations } from "~/lib/content-translations";
import { VERSIONED_KINDS, type DeletedDependent, type DeletedFormerSlug } from "~/lib/history-values";
import type { Locale } from "~/lib/i18n/locales";
import { DELIVERED_EVENTS, DELIVERY_STATES, WEBHOOK_EVENTS, type WebhookEvent } from "~/lib/webhooks/webhook-values";
import {
  COMPANY_SECTIONS,
  DISTRIBUTOR_REGIONS,
  INQUIRY_STATUSES,
  INQUIRY_TYPES,
  MAIL_STATUSES,
  NEWS_CATEGORIES,
  PARTNER_TIERS,
  PRODUCT_LIFECYCLES,
  PRODUCT_RELATION_TYPES,
  PUBLICATION_STATUSES,
  ADVISORY_SEVERITIES,
  RELEASE_TRACKS,
  RESOURCE_TYPES,
  SLUGGED_KINDS,
  SPAM_REASONS,
  SPECIFICATION_FIELD_TYPES,
  USER_ROLES,
  VEX_JUSTIFICATIONS,
  type SocialNetwork,
} from "~/lib/domain-values";
import { TWO_FACTOR_POLICIES } from "~/lib/two-factor-values";

/** `column IN ('a', 'b', ...)` for a check constraint; the values are our own constants. */
function isOneOf(column: AnyPgColumn, values: readonly string[]): SQL {
  return sql`${column} in (${sql.raw(values.map((value) => `'${value}'`).join(", "))})`;
}

const id = () => uuid().primaryKey().defaultRandom();
const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();
const updatedAt = () =>
  timestamp({ withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());
/** A content row's text in the other languages (see `~/lib/content-translations`). */
const translations = () => jsonb().$type<ContentTranslations>().notNull().default({});
/** The database keeps `translations` an object (languages to fields), whatever writes it. */
const translationsAreAnObject = (name: string, table: { translations: AnyPgColumn }) =>
  check(`${name}_translations_check`, sql`jsonb_typeof(${table.translations}) = 'object'`);
/**
 * Whether the row is public (decision 031): a draft never is; a scheduled row is published by the
 * publisher loop at `publishAt`, which only a scheduled row has. Existing rows were published.
 */
const publication = () => ({
  status: text({ enum: PUBLICATION_STATUSES }).notNull().default("published"),
  publishAt: timestamp({ withTimezone: true }),
});
const publicationChecks = (name: string, table: { status: AnyPgColumn; publishAt: AnyPgColumn }) => [
  check(`${name}_status_check`, isOneOf(table.status, PUBLICATION_STATUSES)),
  check(`${name}_publish_at_check`, sql`(${table.status} = 'scheduled') = (${table.publishAt} is not null)`),
  // The publisher's pass: the scheduled rows that are due.
  index(`${name}_scheduled_idx`)
    .on(table.publishAt)
    .where(sql`${table.status} = 'scheduled'`),
];
const textList = () =>
  text()
    .array()
    .notNull()
    .default(sql`'{}'::text[]`);

export type SpecificationMap = Record<string, string>;
export type BillOfMaterialsRow = { part: string; model: string; quantity: number; notes: string };
export type HeroStatistic = { value: string; label: string };
export type CertificationEntry = { name: string; imageUrl?: string; description?: string };
export type SocialLink = { network: SocialNetwork; url: string };

export const adminUsers = pgTable(
  "admin_users",
  {
    id: id(),
    username: text().notNull().unique(),
    passwordHash: text().notNull(),
    role: text({ enum: USER_ROLES }).notNull().default("editor"),
    email: text().notNull().unique(),
    createdAt: createdAt(),
  },
  (table) => [check("admin_users_role_check", isOneOf(table.role, USER_ROLES))],
);

export const sessions = pgTable(
  "sessions",
  {
    id: id(),
    /** SHA-256 of the random token held in the cookie; the token itself is never stored. */
    tokenHash: text().notNull().unique(),
    userId: uuid()
      .notNull()
      .references(() => adminUsers.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    lastSeenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [index("sessions_user_id_idx").on(table.userId)],
);

/**
 * A staff member's second factor (decision 064): the TOTP secret (base32), kept readable because
 * the server computes the codes to check them; `enabledAt` is null while the member has not yet
 * confirmed it with a first code. `lastUsedStep` is the 30-second step of the last code accepted,
 * so that a code is never accepted twice.
 */
export const staffTwoFactor = pgTable("staff_two_factor", {
  userId: uuid()
    .primaryKey()
    .references(() => adminUsers.id, { onDelete: "cascade" }),
  secret: text().notNull(),
  enabledAt: timestamp({ withTimezone: true }),
  lastUsedStep: bigint({ mode: "number" }),
  createdAt: createdAt(),
});

/** The SHA-256 of each of a member's unused recovery codes; a code used is deleted. */
export const staffRecoveryCodes = pgTable(
  "staff_recovery_codes",
  {
    userId: uuid()
      .notNull()
      .references(() => adminUsers.id, { onDelete: "cascade" }),
    codeHash: text().notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.codeHash] })],
);

/**
 * A sign-in whose password was right, waiting for its second factor: found by the SHA-256 of a
 * random token in a short-lived cookie that opens nothing but the code check.
 */
export const pendingSignIns = pgTable(
  "pending_sign_ins",
  {
    id: id(),
    tokenHash: text().notNull().unique(),
    userId: uuid()
      .notNull()
      .references(() => adminUsers.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [index("pending_sign_ins_user_id_idx").on(table.userId)],
);

/** Whom two-factor sign-in is required of (decision 064): one row once an admin has chosen; no row means nobody. */
export const signInPolicy = pgTable(
  "sign_in_policy",
  {
    id: integer().primaryKey().default(1),
    twoFactorRequiredFor: text({ enum: TWO_FACTOR_POLICIES }).notNull().default("nobody"),
    updatedAt: updatedAt(),
  },
  (table) => [
    check("sign_in_policy_single_row_check", sql`${table.id} = 1`),
    check("sign_in_policy_two_factor_required_for_check", isOneOf(table.twoFactorRequiredFor, TWO_FACTOR_POLICIES)),
  ],
);

export const categories = pgTable(
  "categories",
  {
    id: id(),
    name: text().notNull(),
    slug: text().notNull().unique(),
    description: text(),
    imageUrl: text(),
    order: integer().notNull().default(0),
    translations: translations(),
    createdAt: createdAt(),
  },
  (table) => [translationsAreAnObject("categories", table)],
);

export const products = pgTable(
  "products",
  {
    id: id(),
    categoryId: uuid()
      .notNull()
      .references(() => categories.id, { onDelete: "cascade" }),
    name: text().notNull(),
    slug: text().notNull().unique(),
    productCode: text().notNull().unique(),
    description: text().notNull(),
    imageUrl: text(),
    imageGallery: textList(),
    priceRange: text(),
    /** `json`, not `jsonb`: jsonb reorders keys, and the specification table shows them as entered. */
    specifications: json().$type<SpecificationMap>().notNull().default({}),
    features: textList(),
    datasheetUrl: text(),
    sdkUrl: text(),
    technology: text(),
    interface: text(),
    certification: textList(),
    application: textList(),
    rating: integer().notNull().default(5),
    isFeatured: boolean().notNull().default(false),
    /** Where the product stands in its life (decision 058); discontinued and out of support are dated. */
    lifecycle: text({ enum: PRODUCT_LIFECYCLES }).notNull().default("active"),
    discontinuedOn: date({ mode: "string" }),
    supportEndsOn: date({ mode: "string" }),
    ...publication(),
    translations: translations(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    translationsAreAnObject("products", table),
    ...publicationChecks("products", table),
    check("products_rating_check", sql`${table.rating} between 1 and 5`),
    check("products_lifecycle_check", isOneOf(table.lifecycle, PRODUCT_LIFECYCLES)),
    check("products_discontinued_dated_check", sql`${table.lifecycle} <> 'discontinued' or ${table.discontinuedOn} is not null`),
    check("products_out_of_support_dated_check", sql`${table.lifecycle} <> 'out_of_support' or ${table.supportEndsOn} is not null`),
    // The catalogue's order (newest first, then by name), over all products or one category: a page
    // reads its own rows only.
    index("products_newest_first_idx").on(table.createdAt.desc().nullsFirst(), table.name, table.id),
    index("products_category_newest_first_idx").on(table.categoryId, table.createdAt.desc().nullsFirst(), table.name, table.id),
    // The same orders over the published products alone: the public catalogue's pages (decision 031).
    index("products_published_newest_first_idx")
      .on(table.createdAt.desc().nullsFirst(), table.name, table.id)
      .where(sql`${table.status} = 'published'`),
    index("products_published_category_newest_first_idx")
      .on(table.categoryId, table.createdAt.desc().nullsFirst(), table.name, table.id)
      .where(sql`${table.status} = 'published'`),
    // The home page's featured products, in the same order: a few rows, however large the catalogue.
    index("products_published_featured_newest_first_idx")
      .on(table.createdAt.desc().nullsFirst(), table.name, table.id)
      .where(sql`${table.isFeatured} and ${table.status} = 'published'`),
    // Serve `ILIKE '%term%'` on each searched field (pg_trgm, enabled by migration 0001).
    index("products_name_trgm_idx").using("gin", table.name.op("gin_trgm_ops")),
    index("products_product_code_trgm_idx").using("gin", table.productCode.op("gin_trgm_ops")),
    index("products_description_trgm_idx").using("gin", table.description.op("gin_trgm_ops")),
  ],
);

/**
 * Typed relations between products (decision 058), read "product <type> related product": a
 * reader is an accessory of a terminal, a lock works with a controller, a new model replaces an
 * old one. Gone with either product; a product is never related to itself.
 */
export const productRelations = pgTable(
  "product_relations",
  {
    productId: uuid()
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    type: text({ enum: PRODUCT_RELATION_TYPES }).notNull(),
    relatedProductId: uuid()
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.productId, table.type, table.relatedProductId] }),
    check("product_relations_type_check", isOneOf(table.type, PRODUCT_RELATION_TYPES)),
    check("product_relations_not_itself_check", sql`${table.productId} <> ${table.relatedProductId}`),
    // The other direction: a product page's "Accessories" and "Replaced by".
    index("product_relations_related_product_id_idx").on(table.relatedProductId, table.type),
  ],
);

/**
 * A category's typed specification fields (docs/decisions/033-typed-specifications-and-compare.md):
 * what its products are measured by, in the order the product page and the comparison list them.
 * A `choice` field lists its choices (and only a choice field has any); the choices stay in English
 * like the catalogue's other filter values, so a filter link means the same in every language.
 */
export const specificationFields = pgTable(
  "specification_fields",
  {
    id: id(),
    categoryId: uuid()
      .notNull()
      .references(() => categories.id, { onDelete: "cascade" }),
    name: text().notNull(),
    unit: text(),
    type: text({ enum: SPECIFICATION_FIELD_TYPES }).notNull(),
    choices: textList(),
    position: integer().notNull().default(0),
    translations: translations(),
    createdAt: createdAt(),
  },
  (table) => [
    translationsAreAnObject("specification_fields", table),
    check("specification_fields_type_check", isOneOf(table.type, SPECIFICATION_FIELD_TYPES)),
    check("specification_fields_choices_check", sql`(${table.type} = 'choice') = (cardinality(${table.choices}) > 0)`),
    unique("specification_fields_category_name_unique").on(table.categoryId, table.name),
    // The target of the values' (field, type) reference, which keeps every value of its field's type.
    unique("specification_fields_id_type_unique").on(table.id, table.type),
    index("specification_fields_category_idx").on(table.categoryId, table.position),
  ],
);

/**
 * A product's value of one typed field. The field's type is copied here and bound to the field's
 * by a composite foreign key, and a check keeps exactly the value column of that type filled: a
 * number in `number_value`, text or a choice in `text_value`, yes/no in `boolean_value`. A field
 * whose type would no longer match its values cannot change type (the reference refuses it).
 */
export const specificationValues = pgTable(
  "specification_values",
  {
    productId: uuid()
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    fieldId: uuid().notNull(),
    fieldType: text({ enum: SPECIFICATION_FIELD_TYPES }).notNull(),
    numberValue: doublePrecision(),
    textValue: text(),
    booleanValue: boolean(),
  },
  (table) => [
    primaryKey({ columns: [table.productId, table.fieldId] }),
    foreignKey({
      name: "specification_values_field_fk",
      columns: [table.fieldId, table.fieldType],
      foreignColumns: [specificationFields.id, specificationFields.type],
    }).onDelete("cascade"),
    check(
      "specification_values_type_check",
      sql`case ${table.fieldType}
        when 'number' then ${table.numberValue} is not null and ${table.textValue} is null and ${table.booleanValue} is null
        when 'boolean' then ${table.booleanValue} is not null and ${table.numberValue} is null and ${table.textValue} is null
        else ${table.textValue} is not null and ${table.numberValue} is null and ${table.booleanValue} is null end`,
    ),
    check("specification_values_number_check", sql`${table.numberValue} not in ('NaN', 'Infinity', '-Infinity')`),
    // The catalogue's filters and counts by field: a range of numbers, a choice, yes or no; each
    // carries the product so that a filter reads the index alone.
    index("specification_values_number_idx").on(table.fieldId, table.numberValue, table.productId),
    index("specification_values_text_idx").on(table.fieldId, table.textValue, table.productId),
    index("specification_values_boolean_idx").on(table.fieldId, table.booleanValue, table.productId),
    // The counts beside the filters: a category's values field by field, each with its product,
    // read from the index alone (decision 033).
    index("specification_values_field_product_idx").on(
      table.fieldId,
      table.productId,
      table.numberValue,
      table.textValue,
      table.booleanValue,
    ),
  ],
);

/**
 * How many published products have each value of a field that the catalogue filters by (a
 * number, a choice, yes or no; a number field's values share one row, '' and false), kept by
 * triggers on the values and on products (app/db/sql/catalogue-counts.sql, decision 033). A category's page
 * reads the counts beside its filters from these few rows instead of counting its products' values.
 */
export const specificationValueCounts = pgTable(
  "specification_value_counts",
  {
    fieldId: uuid()
      .notNull()
      .references(() => specificationFields.id, { onDelete: "cascade" }),
    textValue: text().notNull(),
    booleanValue: boolean().notNull(),
    products: integer().notNull(),
  },
  (table) => [primaryKey({ columns: [table.fieldId, table.textValue, table.booleanValue] })],
);

/**
 * How many products share each combination of the catalogue's filter values (category, technology,
 * interface, featured; a missing technology or interface is ''), kept by statement triggers on
 * products (app/db/sql/catalogue-counts.sql). The catalogue's totals and its Technology and Interface choices are
 * read from these few rows instead of counting every product.
 */
export const productCounts = pgTable(
  "product_counts",
  {
    categoryId: uuid().notNull(),
    technology: text().notNull(),
    interface: text().notNull(),
    isFeatured: boolean().notNull(),
    /** Published products are the catalogue's; the others are counted for staff only (decision 031). */
    isPublished: boolean().notNull().default(true),
    products: integer().notNull(),
  },
  (table) => [primaryKey({ columns: [table.categoryId, table.technology, table.interface, table.isFeatured, table.isPublished] })],
);

/**
 * Each product's searched text in one lower-case line (name, code and description, apart by a
 * unit separator), with what the catalogue's search counts by, kept by a statement trigger on
 * products (app/db/sql/catalogue-search-texts.sql). A broad search is counted here: its matches' rows are a tenth of a
 * product's width, and one trigram index answers it (decision 042).
 */
export const productSearchTexts = pgTable(
  "product_search_texts",
  {
    productId: uuid()
      .primaryKey()
      .references(() => products.id, { onDelete: "cascade" }),
    categoryId: uuid().notNull(),
    isPublished: boolean().notNull(),
    haystack: text().notNull(),
  },
  (table) => [index("product_search_texts_haystack_trgm_idx").using("gin", table.haystack.op("gin_trgm_ops"))],
);

export const solutions = pgTable(
  "solutions",
  {
    id: id(),
    name: text().notNull(),
    slug: text().notNull().unique(),
    tagline: text(),
    description: text().notNull(),
    heroImageUrl: text(),
    useCase: text().notNull(),
    industry: textList(),
    wiringDiagramUrl: text(),
    bomList: jsonb().$type<BillOfMaterialsRow[]>().notNull().default([]),
    videoUrl: text(),
    benefits: textList(),
    isFeatured: boolean().notNull().default(false),
    ...publication(),
    translations: translations(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    translationsAreAnObject("solutions", table),
    ...publicationChecks("solutions", table),
    // The solutions page: newest first, then by name (decision 024), optionally of one industry.
    index("solutions_newest_first_idx").on(table.createdAt.desc().nullsFirst(), table.name, table.id),
    index("solutions_industry_idx").using("gin", table.industry),
  ],
);

export const caseStudies = pgTable(
  "case_studies",
  {
    id: id(),
    title: text().notNull(),
    slug: text().notNull().unique(),
    industry: text().notNull(),
    problem: text().notNull(),
    solution: text().notNull(),
    results: text().notNull(),
    client: text(),
    location: text(),
    heroImageUrl: text(),
    imageGallery: textList(),
    testimonial: text(),
    testimonialAuthor: text(),
    solutionId: uuid().references(() => solutions.id, { onDelete: "set null" }),
    translations: translations(),
    createdAt: createdAt(),
  },
  (table) => [translationsAreAnObject("case_studies", table), index("case_studies_solution_id_idx").on(table.solutionId)],
);

export const resources = pgTable(
  "resources",
  {
    id: id(),
    title: text().notNull(),
    type: text({ enum: RESOURCE_TYPES }).notNull().default("app"),
    description: text(),
    fileUrl: text(),
    externalUrl: text(),
    version: text(),
    fileSize: text(),
    platform: text(),
    thumbnailUrl: text(),
    categoryId: uuid().references(() => categories.id, { onDelete: "set null" }),
    duration: text(),
    translations: translations(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    translationsAreAnObject("resources", table),
    check("resources_type_check", isOneOf(table.type, RESOURCE_TYPES)),
    index("resources_category_id_idx").on(table.categoryId),
    // The support page: newest first, all types or one (decision 024).
    index("resources_newest_first_idx").on(table.createdAt, table.id),
    index("resources_type_newest_first_idx").on(table.type, table.createdAt, table.id),
    // The download center's platform filter: a word of the platform text (`~*`, pg_trgm).
    index("resources_platform_trgm_idx").using("gin", table.platform.op("gin_trgm_ops")),
  ],
);

/** Which products a resource belongs to (decision 034): many to many, gone with either side. */
export const resourceProducts = pgTable(
  "resource_products",
  {
    resourceId: uuid()
      .notNull()
      .references(() => resources.id, { onDelete: "cascade" }),
    productId: uuid()
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
  },
  (table) => [
    primaryKey({ columns: [table.resourceId, table.productId] }),
    // A product page's downloads and the download center's product filter.
    index("resource_products_product_id_idx").on(table.productId),
  ],
);

/**
 * A resource's releases (decision 034). The newest by release date is the current one: the
 * resource's version, fileUrl, externalUrl and fileSize columns are kept equal to it. A label
 * is optional (a tutorial has releases but no version number), unique within its resource.
 */
export const resourceVersions = pgTable(
  "resource_versions",
  {
    id: id(),
    resourceId: uuid()
      .notNull()
      .references(() => resources.id, { onDelete: "cascade" }),
    version: text(),
    releaseNotes: text(),
    releasedOn: date({ mode: "string" }).notNull(),
    fileUrl: text(),
    externalUrl: text(),
    fileSize: text(),
    /** The line of releases the version belongs to (decision 057), if any. */
    releaseTrack: text({ enum: RELEASE_TRACKS }),
    /** The oldest firmware version this release needs (decision 061): a software release's minimum firmware. */
    minimumFirmwareId: uuid().references((): AnyPgColumn => resourceVersions.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check("resource_versions_release_track_check", isOneOf(table.releaseTrack, RELEASE_TRACKS)),
    unique("resource_versions_version_unique").on(table.resourceId, table.version),
    // A resource's history, newest first; its first row is the current version.
    index("resource_versions_newest_first_idx").on(table.resourceId, table.releasedOn, table.createdAt, table.id),
  ],
);

/** The product models a version runs on (decision 061): a firmware release's models; gone with either side. */
export const resourceVersionProducts = pgTable(
  "resource_version_products",
  {
    versionId: uuid()
      .notNull()
      .references(() => resourceVersions.id, { onDelete: "cascade" }),
    productId: uuid()
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
  },
  (table) => [
    primaryKey({ columns: [table.versionId, table.productId] }),
    // A product page's firmware.
    index("resource_version_products_product_id_idx").on(table.productId),
  ],
);

export const inquiries = pgTable(
  "inquiries",
  {
    id: id(),
    type: text({ enum: INQUIRY_TYPES }).notNull(),
    name: text().notNull(),
    email: text().notNull(),
    phone: text(),
    company: text(),
    country: text(),
    /** The customization form's "Project Type". */
    projectType: text(),
    message: text(),
    productIds: uuid()
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    status: text({ enum: INQUIRY_STATUSES }).notNull().default("pending"),
    /** Caught by the spam checks: kept for review, but not notified, listed or counted. */
    isSpam: boolean().notNull().default(false),
    /** Which check caught it; null for an inquiry in the inbox (never caught, or restored by staff). */
    spamReason: text({ enum: SPAM_REASONS }),
    /** The staff member who handles it (docs/decisions/036-inquiry-pipeline.md); cleared when the account is deleted. */
    assignedTo: uuid().references((): AnyPgColumn => adminUsers.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (table) => [
    check("inquiries_type_check", isOneOf(table.type, INQUIRY_TYPES)),
    check("inquiries_status_check", isOneOf(table.status, INQUIRY_STATUSES)),
    check("inquiries_spam_reason_check", isOneOf(table.spamReason, SPAM_REASONS)),
    index("inquiries_created_at_idx").on(table.createdAt),
    index("inquiries_assigned_to_idx").on(table.assignedTo, table.createdAt),
  ],
);

/** Staff's internal notes on an inquiry, oldest first; the author is cleared when the account is deleted. */
export const inquiryNotes = pgTable(
  "inquiry_notes",
  {
    id: id(),
    inquiryId: uuid()
      .notNull()
      .references(() => inquiries.id, { onDelete: "cascade" }),
    authorId: uuid().references(() => adminUsers.id, { onDelete: "set null" }),
    body: text().notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    check("inquiry_notes_body_check", sql`length(${table.body}) between 1 and 5000`),
    index("inquiry_notes_inquiry_idx").on(table.inquiryId, table.createdAt),
    index("inquiry_notes_author_idx").on(table.authorId),
  ],
);

/**
 * Each change of an inquiry's status, written by a database trigger in the transaction of the
 * change, whatever call made it, with the staff member the request named (`activity.actor_id`).
 */
export const inquiryStatusChanges = pgTable(
  "inquiry_status_changes",
  {
    id: id(),
    inquiryId: uuid()
      .notNull()
      .references(() => inquiries.id, { onDelete: "cascade" }),
    fromStatus: text({ enum: INQUIRY_STATUSES }).notNull(),
    toStatus: text({ enum: INQUIRY_STATUSES }).notNull(),
    changedBy: uuid().references(() => adminUsers.id, { onDelete: "set null" }),
    changedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("inquiry_status_changes_from_check", isOneOf(table.fromStatus, INQUIRY_STATUSES)),
    check("inquiry_status_changes_to_check", isOneOf(table.toStatus, INQUIRY_STATUSES)),
    index("inquiry_status_changes_inquiry_idx").on(table.inquiryId, table.changedAt),
    index("inquiry_status_changes_changed_by_idx").on(table.changedBy),
  ],
);

/**
 * The daily digest's days (docs/decisions/036-inquiry-pipeline.md): one row per UTC day whose
 * digest was decided, inserted in the transaction that queues its mail, so that however many
 * instances try, a day's digest is queued once. A day without new inquiries is recorded too (no mail).
 */
export const digestRuns = pgTable("digest_runs", {
  day: date().primaryKey(),
  inquiryCount: integer().notNull(),
  recipient: text().notNull(),
  createdAt: createdAt(),
});

/**
 * The products of a contact inquiry, in the order the visitor listed them, each with a quantity
 * and an optional note (docs/decisions/030-quote-requests.md). The product's name and code are
 * copied at request time, so a summary still names a product deleted since (its id is cleared).
 */
export const inquiryItems = pgTable(
  "inquiry_items",
  {
    inquiryId: uuid()
      .notNull()
      .references(() => inquiries.id, { onDelete: "cascade" }),
    /** 0-based place in the visitor's list. */
    position: integer().notNull(),
    productId: uuid().references(() => products.id, { onDelete: "set null" }),
    productName: text().notNull(),
    productCode: text().notNull(),
    quantity: integer().notNull().default(1),
    note: text(),
  },
  (table) => [
    primaryKey({ columns: [table.inquiryId, table.position] }),
    check("inquiry_items_quantity_check", sql`${table.quantity} between 1 and 100000`),
    index("inquiry_items_product_id_idx").on(table.productId),
  ],
);

/**
 * The drawings and logos sent with a customization inquiry (docs/decisions/035-inquiry-attachments.md):
 * private files, stored under keys the public /uploads route refuses, downloaded by staff only.
 */
export const inquiryAttachments = pgTable(
  "inquiry_attachments",
  {
    id: id(),
    inquiryId: uuid()
      .notNull()
      .references(() => inquiries.id, { onDelete: "cascade" }),
    /** The visitor's file name, cleaned for display (no folders, control or bidi characters). */
    filename: text().notNull(),
    /** The type read from the file's bytes, never the one the browser declared. */
    contentType: text().notNull(),
    size: integer().notNull(),
    storageKey: text().notNull().unique(),
    createdAt: createdAt(),
  },
  (table) => [
    check("inquiry_attachments_size_check", sql`${table.size} > 0`),
    index("inquiry_attachments_inquiry_id_idx").on(table.inquiryId, table.createdAt),
  ],
);

export const newsArticles = pgTable(
  "news_articles",
  {
    id: id(),
    title: text().notNull(),
    slug: text().notNull().unique(),
    category: text({ enum: NEWS_CATEGORIES }).notNull().default("news"),
    excerpt: text().notNull(),
    content: text().notNull(),
    heroImageUrl: text(),
    imageGallery: textList(),
    author: text().notNull().default("Editorial Team"),
    tags: textList(),
    relatedProductIds: uuid()
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    isFeatured: boolean().notNull().default(false),
    publishedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    ...publication(),
    translations: translations(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    translationsAreAnObject("news_articles", table),
    ...publicationChecks("news_articles", table),
    check("news_articles_category_check", isOneOf(table.category, NEWS_CATEGORIES)),
    // The news page and GET /api/news: newest first, all categories or one (decision 024).
    index("news_articles_newest_first_idx").on(table.publishedAt, table.createdAt, table.id),
    index("news_articles_category_newest_first_idx").on(table.category, table.publishedAt, table.createdAt, table.id),
    // The news page's top story: the newest featured article.
    index("news_articles_featured_newest_first_idx")
      .on(table.publishedAt, table.createdAt, table.id)
      .where(sql`${table.isFeatured}`),
  ],
);

/**
 * Every former slug of a slugged item (docs/decisions/028-slug-history.md): its old address answers
 * 301 to the current one. A row names its item by the one reference column of its kind, so that
 * deleting the item deletes its former slugs (a 404, not a redirect to nothing). A slug is
 * remembered once per kind; a live slug always wins over a remembered one.
 */
export const slugHistory = pgTable(
  "slug_history",
  {
    kind: text({ enum: SLUGGED_KINDS }).notNull(),
    slug: text().notNull(),
    categoryId: uuid().references(() => categories.id, { onDelete: "cascade" }),
    productId: uuid().references(() => products.id, { onDelete: "cascade" }),
    solutionId: uuid().references(() => solutions.id, { onDelete: "cascade" }),
    newsArticleId: uuid().references(() => newsArticles.id, { onDelete: "cascade" }),
    caseStudyId: uuid().references(() => caseStudies.id, { onDelete: "cascade" }),
    /** When the item left this slug. */
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.kind, table.slug] }),
    check("slug_history_kind_check", isOneOf(table.kind, SLUGGED_KINDS)),
    // The reference column of the row's kind is set, and no other.
    check(
      "slug_history_item_check",
      sql`(${table.kind} = 'category') = (${table.categoryId} is not null)
        and (${table.kind} = 'product') = (${table.productId} is not null)
        and (${table.kind} = 'solution') = (${table.solutionId} is not null)
        and (${table.kind} = 'news_article') = (${table.newsArticleId} is not null)
        and (${table.kind} = 'case_study') = (${table.caseStudyId} is not null)`,
    ),
    // Deleting an item finds its former slugs (and the admin lists them) by these.
    index("slug_history_category_id_idx")
      .on(table.categoryId)
      .where(sql`${table.categoryId} is not null`),
    index("slug_history_product_id_idx")
      .on(table.productId)
      .where(sql`${table.productId} is not null`),
    index("slug_history_solution_id_idx")
      .on(table.solutionId)
      .where(sql`${table.solutionId} is not null`),
    index("slug_history_news_article_id_idx")
      .on(table.newsArticleId)
      .where(sql`${table.newsArticleId} is not null`),
    index("slug_history_case_study_id_idx")
      .on(table.caseStudyId)
      .where(sql`${table.caseStudyId} is not null`),
  ],
);

export const companyInfo = pgTable(
  "company_info",
  {
    id: id(),
    section: text({ enum: COMPANY_SECTIONS }).notNull().unique(),
    title: text(),
    content: text(),
    stats: jsonb().$type<Record<string, string>>().notNull().default({}),
    certifications: jsonb().$type<CertificationEntry[]>().notNull().default([]),
    clientLogos: textList(),
    videoUrl: text(),
    imageGallery: textList(),
    translations: translations(),
    updatedAt: updatedAt(),
  },
  (table) => [
    translationsAreAnObject("company_info", table),
    check("company_info_section_check", isOneOf(table.section, COMPANY_SECTIONS)),
  ],
);

export const heroSlides = pgTable(
  "hero_slides",
  {
    id: id(),
    title: text().notNull(),
    subtitle: text(),
    description: text(),
    backgroundImageUrl: text().notNull(),
    ctaText: text(),
    ctaLink: text(),
    /** The public carousel's second call to action (docs/behaviour/public-site.md §2, Home). */
    cta2Text: text(),
    cta2Link: text(),
    stats: jsonb().$type<HeroStatistic[]>().notNull().default([]),
    order: integer().notNull().default(0),
    isActive: boolean().notNull().default(true),
    translations: translations(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [translationsAreAnObject("hero_slides", table)],
);

/**
 * The distributor directory of the "Where to buy" page (docs/decisions/025-where-to-buy.md):
 * partners by country (ISO 3166-1 alpha-2), region and tier, with their contacts. Unpublished
 * ones are seen by staff only.
 */
export const distributors = pgTable(
  "distributors",
  {
    id: id(),
    companyName: text().notNull(),
    country: text().notNull(),
    region: text({ enum: DISTRIBUTOR_REGIONS }).notNull(),
    tier: text({ enum: PARTNER_TIERS }).notNull().default("authorised"),
    contactName: text(),
    email: text().notNull(),
    phone: text(),
    website: text(),
    address: text(),
    city: text().notNull(),
    notes: text(),
    isPublished: boolean().notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check("distributors_country_check", sql`${table.country} ~ '^[A-Z]{2}$'`),
    check("distributors_region_check", isOneOf(table.region, DISTRIBUTOR_REGIONS)),
    check("distributors_tier_check", isOneOf(table.tier, PARTNER_TIERS)),
    index("distributors_country_idx").on(table.country),
  ],
);

export const media = pgTable(
  "media",
  {
    id: id(),
    url: text().notNull().unique(),
    filename: text().notNull(),
    contentType: text().notNull(),
    size: integer().notNull(),
    /** The stored file's SHA-256 in hex, computed when it is stored; null until a file stored before checksums were kept has been read again (fillMissingChecksums, media.server.ts). */
    sha256: text(),
    width: integer(),
    height: integer(),
    /** What the image shows, for those who cannot see it (`alt`), in English; null leaves the page's own text (decision 063). */
    altText: text(),
    /** A line shown under the image where the page has room for one, in English. */
    caption: text(),
    /** The alt text and caption in the other languages; English stands in for a missing one. */
    translations: translations(),
    /** Counts the files stored under this url: 1 at upload, one more at each replacement; pages add it to the address so browsers fetch the new file. */
    version: integer().notNull().default(1),
    uploadedBy: uuid().references(() => adminUsers.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [translationsAreAnObject("media", table), check("media_version_check", sql`${table.version} >= 1`)],
);

export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: id(),
    recipient: text().notNull(),
    /** Where a reply goes: the inquirer, so sales can simply answer the notification. */
    replyTo: text(),
    subject: text().notNull(),
    textBody: text().notNull(),
    /** The same message as HTML, for mail that has one (the quote confirmation); null sends text only. */
    htmlBody: text(),
    status: text({ enum: MAIL_STATUSES }).notNull().default("pending"),
    attempts: integer().notNull().default(0),
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastError: text(),
    inquiryId: uuid().references(() => inquiries.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    sentAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    check("mail_outbox_status_check", isOneOf(table.status, MAIL_STATUSES)),
    index("mail_outbox_due_idx").on(table.status, table.nextAttemptAt),
  ],
);

/**
 * Purges of a shared cache in front of the site (Varnish, a CDN) still to be sent: the surrogate
 * keys a change touched, retried with backoff while the cache cannot be reached, so that no
 * purge is lost (server/shared-cache/).
 */
export const sharedCachePurges = pgTable(
  "shared_cache_purges",
  {
    id: id(),
    keys: text().array().notNull(),
    attempts: integer().notNull().default(0),
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastError: text(),
    createdAt: createdAt(),
  },
  (table) => [index("shared_cache_purges_due_idx").on(table.nextAttemptAt)],
);

/** Fixed-window counters for rate limits, shared by every instance of the application. */
export const rateLimits = pgTable("rate_limits", {
  key: text().primaryKey(),
  hits: integer().notNull(),
  resetAt: timestamp({ withTimezone: true }).notNull(),
});

/**
 * The spam checks' settings (docs/decisions/029-spam-folder.md): one row. The e-mail domains whose
 * inquiries go to the spam folder, edited by admins, and the key that signs the public forms'
 * start tokens, made by the database when the row is and never sent to any client.
 */
export const spamSettings = pgTable(
  "spam_settings",
  {
    id: integer().primaryKey().default(1),
    blockedEmailDomains: textList(),
    formTokenKey: text()
      .notNull()
      .default(sql`replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')`),
    updatedAt: updatedAt(),
  },
  (table) => [check("spam_settings_single_row_check", sql`${table.id} = 1`)],
);

/**
 * The company's name and contact details, shown in the public site's header, footer, contact
 * and about pages: one row, edited by staff.
 */
export const siteSettings = pgTable(
  "site_settings",
  {
    id: integer().primaryKey().default(1),
    companyName: text().notNull(),
    /** The short description in the footer. */
    companyDescription: text().notNull(),
    salesEmail: text().notNull(),
    supportEmail: text().notNull(),
    phone: text().notNull(),
    /** The chat-messaging (WhatsApp) number, digits with an optional leading +. */
    chatPhone: text().notNull(),
    website: text().notNull(),
    address: text().notNull(),
    businessHours: textList(),
    socialLinks: jsonb().$type<SocialLink[]>().notNull().default([]),
    /** Where vulnerabilities are reported (decision 059): security.txt's Contact and the reporting page. */
    securityEmail: text(),
    /** Within how many business days a report is acknowledged, as the reporting page states. */
    securityAcknowledgeDays: integer().notNull().default(3),
    /** security.txt's Expires (RFC 9116: at most a year ahead); no file is served without it. */
    securityTxtExpiresOn: date({ mode: "string" }),
    /** security.txt's Preferred-Languages, in order. */
    securityLanguages: text()
      .array()
      .$type<Locale[]>()
      .notNull()
      .default(sql`'{en}'::text[]`),
    updatedAt: updatedAt(),
  },
  (table) => [check("site_settings_single_row_check", sql`${table.id} = 1`)],
);

/**
 * Security advisories (docs/decisions/059-security-advisories.md): a vulnerability found in the
 * products, its severity from a CVSS v3.1 vector (the score and severity computed by the server),
 * its CVE ids, the products and firmware version ranges it affects, the download-center versions
 * that fix it, a workaround, and its revisions. Drafts and scheduling as for news (decision 031).
 */
export const securityAdvisories = pgTable(
  "security_advisories",
  {
    id: id(),
    /** The public id, e.g. AUR-SA-2026-001: the advisory's address (/security/{code}) and how it is cited. */
    code: text().notNull().unique(),
    title: text().notNull(),
    summary: text().notNull(),
    workaround: text(),
    cvssVector: text().notNull(),
    cvssScore: doublePrecision().notNull(),
    severity: text({ enum: ADVISORY_SEVERITIES }).notNull(),
    cveIds: textList(),
    /** The weakness, as a CWE id (CWE-287), when staff name one; its name comes from the CWE catalogue. */
    cweId: text(),
    /** The day it was first made public, as the advisory states it. */
    publishedOn: date({ mode: "string" }).notNull(),
    ...publication(),
    translations: translations(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    translationsAreAnObject("security_advisories", table),
    ...publicationChecks("security_advisories", table),
    check("security_advisories_severity_check", isOneOf(table.severity, ADVISORY_SEVERITIES)),
    check("security_advisories_cvss_score_check", sql`${table.cvssScore} between 0 and 10`),
    // The /security list: newest first.
    index("security_advisories_newest_first_idx").on(table.publishedOn.desc(), table.code.desc()),
  ],
);

/** The products an advisory affects, each with the versions affected as staff write them ("5.0.0 to 5.0.7"). */
export const advisoryProducts = pgTable(
  "advisory_products",
  {
    advisoryId: uuid()
      .notNull()
      .references(() => securityAdvisories.id, { onDelete: "cascade" }),
    productId: uuid()
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    affectedVersions: text().notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.advisoryId, table.productId] }),
    // A product page's advisories.
    index("advisory_products_product_id_idx").on(table.productId),
  ],
);

/** The download-center versions that fix an advisory; gone with the version. */
export const advisoryFixes = pgTable(
  "advisory_fixes",
  {
    advisoryId: uuid()
      .notNull()
      .references(() => securityAdvisories.id, { onDelete: "cascade" }),
    versionId: uuid()
      .notNull()
      .references(() => resourceVersions.id, { onDelete: "cascade" }),
  },
  (table) => [primaryKey({ columns: [table.advisoryId, table.versionId] }), index("advisory_fixes_version_id_idx").on(table.versionId)],
);

/**
 * The products an advisory states are not affected (VEX, decision 079): why, as one of CSAF's five
 * justifications, and the impact statement that explains it.
 */
export const advisoryNotAffected = pgTable(
  "advisory_not_affected",
  {
    advisoryId: uuid()
      .notNull()
      .references(() => securityAdvisories.id, { onDelete: "cascade" }),
    productId: uuid()
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    justification: text({ enum: VEX_JUSTIFICATIONS }).notNull(),
    impactStatement: text().notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.advisoryId, table.productId] }),
    check("advisory_not_affected_justification_check", isOneOf(table.justification, VEX_JUSTIFICATIONS)),
    index("advisory_not_affected_product_id_idx").on(table.productId),
  ],
);

/** An advisory's revision history: what changed on which day, oldest first; the newest is its "updated" date. */
export const advisoryRevisions = pgTable(
  "advisory_revisions",
  {
    id: id(),
    advisoryId: uuid()
      .notNull()
      .references(() => securityAdvisories.id, { onDelete: "cascade" }),
    revisedOn: date({ mode: "string" }).notNull(),
    note: text().notNull(),
    translations: translations(),
    createdAt: createdAt(),
  },
  (table) => [
    translationsAreAnObject("advisory_revisions", table),
    index("advisory_revisions_advisory_id_idx").on(table.advisoryId, table.revisedOn, table.createdAt),
  ],
);

/** One entry of a CSAF document's revision history (decision 079). */
export type CsafRevision = { number: string; date: string; summary: string };

/**
 * The CSAF 2.0 document of each advisory ever published (decision 079), as the trusted provider's
 * directory serves it: the exact bytes, their checksums and detached OpenPGP signature, made when
 * the advisory is published or changed and kept when it is withdrawn (unpublished or deleted).
 */
export const csafDocuments = pgTable(
  "csaf_documents",
  {
    /** The document's tracking id: the advisory's code. */
    trackingId: text().primaryKey(),
    advisoryId: uuid().references(() => securityAdvisories.id, { onDelete: "set null" }),
    /** Where it lies under the directory: `<year of the initial release>/<file name>`. */
    path: text().notNull().unique(),
    initialReleaseDate: timestamp({ withTimezone: true, mode: "date" }).notNull(),
    currentReleaseDate: timestamp({ withTimezone: true, mode: "date" }).notNull(),
    revisions: jsonb().$type<CsafRevision[]>().notNull(),
    /** SHA-256 of the document without its tracking: a change of it makes a new version. */
    contentDigest: text().notNull(),
    /** Set while its advisory is no longer published. */
    withdrawn: boolean().notNull().default(false),
    /** The document as served, byte for byte. */
    document: text().notNull(),
    sha256: text().notNull(),
    sha512: text().notNull(),
    /** The armored detached OpenPGP signature of `document`, and the fingerprint of the key that made it. */
    signature: text().notNull(),
    signedBy: text().notNull(),
  },
  (table) => [index("csaf_documents_newest_first_idx").on(table.currentReleaseDate.desc(), table.path)],
);

/**
 * The OpenPGP key that signs the CSAF documents when none is configured (decision 079): made at
 * the first start, one row that every instance reads, carried by backups.
 */
export const csafSigningKeys = pgTable(
  "csaf_signing_keys",
  {
    id: integer().primaryKey().default(1),
    /** Armored, without a passphrase: readable only by whoever can read the database. */
    privateKey: text().notNull(),
    fingerprint: text().notNull(),
    createdAt: createdAt(),
  },
  (table) => [check("csaf_signing_keys_single_row_check", sql`${table.id} = 1`)],
);

/**
 * Certificates (docs/decisions/060-certifications-register.md): a standard a product was certified
 * to, by which body or lab, under which number, when issued and until when, for which firmware
 * version, with the certificate's PDF; linked to the products it covers.
 */
export const certificates = pgTable(
  "certificates",
  {
    id: id(),
    standard: text().notNull(),
    issuer: text().notNull(),
    number: text().notNull(),
    /** What the certificate covers, in words (translatable). */
    scope: text(),
    issuedOn: date({ mode: "string" }).notNull(),
    expiresOn: date({ mode: "string" }),
    firmwareVersion: text(),
    documentUrl: text(),
    translations: translations(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    translationsAreAnObject("certificates", table),
    unique("certificates_issuer_number_unique").on(table.issuer, table.number),
    check("certificates_dates_check", sql`${table.expiresOn} is null or ${table.expiresOn} >= ${table.issuedOn}`),
  ],
);

export const certificateProducts = pgTable(
  "certificate_products",
  {
    certificateId: uuid()
      .notNull()
      .references(() => certificates.id, { onDelete: "cascade" }),
    productId: uuid()
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
  },
  (table) => [
    primaryKey({ columns: [table.certificateId, table.productId] }),
    // A product page's certificates and the catalogue's filter by certificate.
    index("certificate_products_product_id_idx").on(table.productId),
  ],
);

/**
 * Who did what to which item, and when (docs/decisions/032-activity-log.md). Rows are written by
 * database triggers in the transaction of the write, with the actor the request names
 * (`activity.actor_id`), and by the few events that change no row (sign-in, seed, clear). The
 * actor's name is copied so that a deleted user's entries still read well.
 */
export const activityLog = pgTable(
  "activity_log",
  {
    id: id(),
    createdAt: createdAt(),
    actorId: uuid().references(() => adminUsers.id, { onDelete: "set null" }),
    actorName: text().notNull(),
    action: text({ enum: ACTIVITY_ACTIONS }).notNull(),
    entityKind: text({ enum: ACTIVITY_KINDS }).notNull(),
    /** The item's id as text (the settings rows have the number 1); null for seed and clear. */
    itemId: text(),
    /** The item's name, title, company or file name at the time. */
    itemLabel: text(),
    changes: jsonb().$type<ActivityChanges>(),
  },
  (table) => [
    check("activity_log_action_check", isOneOf(table.action, ACTIVITY_ACTIONS)),
    check("activity_log_entity_kind_check", isOneOf(table.entityKind, ACTIVITY_KINDS)),
    index("activity_log_newest_first_idx").on(table.createdAt, table.id),
    index("activity_log_actor_idx").on(table.actorId, table.createdAt),
    index("activity_log_kind_idx").on(table.entityKind, table.createdAt),
    index("activity_log_item_idx").on(table.itemId),
  ],
);

/**
 * An address that is told of events (docs/decisions/065-webhooks.md): its URL, the events it is
 * sent, and whether it may be on a private network. Its signing secret is a table of its own, so
 * that no read of endpoints, and no activity log entry, ever carries it.
 */
export const webhookEndpoints = pgTable(
  "webhook_endpoints",
  {
    id: id(),
    name: text().notNull(),
    url: text().notNull(),
    events: text({ enum: WEBHOOK_EVENTS }).array().$type<WebhookEvent[]>().notNull(),
    /** Loopback and private-network addresses are refused unless an admin allows them here. */
    allowPrivateNetwork: boolean().notNull().default(false),
    active: boolean().notNull().default(true),
    createdBy: uuid().references((): AnyPgColumn => adminUsers.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check(
      "webhook_endpoints_events_check",
      sql`cardinality(${table.events}) > 0 and ${table.events} <@ array[${sql.raw(WEBHOOK_EVENTS.map((event) => `'${event}'`).join(", "))}]::text[]`,
    ),
  ],
);

/** The key each delivery to an endpoint is signed with; kept as is, since signing needs it. */
export const webhookEndpointSecrets = pgTable("webhook_endpoint_secrets", {
  endpointId: uuid()
    .primaryKey()
    .references(() => webhookEndpoints.id, { onDelete: "cascade" }),
  secret: text().notNull(),
  updatedAt: updatedAt(),
});

/**
 * One event for one endpoint, queued in the transaction of the event (by the triggers of
 * app/db/sql/webhooks.sql) and sent by the delivery loop until an answer is a 2xx or the attempts run out.
 */
export const webhookDeliveries = pgTable(
  "webhook_deliveries",
  {
    id: id(),
    endpointId: uuid()
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: "cascade" }),
    event: text({ enum: DELIVERED_EVENTS }).notNull(),
    /** The event's id: the same for every endpoint told of it. */
    eventId: uuid().notNull(),
    /** The JSON sent, as text: the signature covers these very bytes. */
    body: text().notNull(),
    state: text({ enum: DELIVERY_STATES }).notNull().default("pending"),
    attempts: integer().notNull().default(0),
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (table) => [
    check("webhook_deliveries_event_check", isOneOf(table.event, DELIVERED_EVENTS)),
    check("webhook_deliveries_state_check", isOneOf(table.state, DELIVERY_STATES)),
    index("webhook_deliveries_due_idx").on(table.state, table.nextAttemptAt),
    index("webhook_deliveries_endpoint_idx").on(table.endpointId, table.createdAt),
  ],
);

/** Each attempt of a delivery: the answer's status and the start of its body, or why there was none. */
export const webhookAttempts = pgTable(
  "webhook_attempts",
  {
    id: id(),
    deliveryId: uuid()
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: "cascade" }),
    attemptedAt: timestamp({ withTimezone: true }).notNull(),
    /** Null when no answer came (refused address, timeout, connection error). */
    statusCode: integer(),
    /** The first characters of the answer's body. */
    answerExcerpt: text(),
    durationMs: integer().notNull(),
    error: text(),
  },
  (table) => [index("webhook_attempts_delivery_idx").on(table.deliveryId, table.attemptedAt)],
);

/**
 * Every version of a content item, as its GET call answers it (decision 062): numbered from 1 per
 * item, written in the transaction of the staff write that made it. `actorName` null is the state
 * found when the item's history began (an item older than the history). No foreign key to the
 * item: its versions outlive a delete, so that a restore brings them back with it.
 */
export const itemVersions = pgTable(
  "item_versions",
  {
    id: id(),
    kind: text({ enum: VERSIONED_KINDS }).notNull(),
    itemId: uuid().notNull(),
    number: integer().notNull(),
    item: jsonb().$type<Record<string, unknown>>().notNull(),
    /** The number of the version this one restored; null for an edit. */
    restoredFrom: integer(),
    actorId: uuid().references(() => adminUsers.id, { onDelete: "set null" }),
    actorName: text(),
    createdAt: createdAt(),
  },
  (table) => [
    check("item_versions_kind_check", isOneOf(table.kind, VERSIONED_KINDS)),
    unique("item_versions_item_number_unique").on(table.kind, table.itemId, table.number),
  ],
);

/** A deleted item's last version, and the items its delete took with it, kept 30 days for a restore (decision 062). */
export const deletedItems = pgTable(
  "deleted_items",
  {
    id: id(),
    kind: text({ enum: VERSIONED_KINDS }).notNull(),
    itemId: uuid().notNull(),
    label: text().notNull(),
    item: jsonb().$type<Record<string, unknown>>().notNull(),
    /** The items deleted with it (a category's products and typed fields), each as its GET call answered it. */
    dependents: jsonb().$type<DeletedDependent[]>().notNull().default([]),
    /** The former slugs of the item and of what it took along: restored with them, they redirect again. */
    formerSlugs: jsonb().$type<DeletedFormerSlug[]>().notNull().default([]),
    deletedById: uuid().references(() => adminUsers.id, { onDelete: "set null" }),
    deletedByName: text().notNull(),
    deletedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("deleted_items_kind_check", isOneOf(table.kind, VERSIONED_KINDS)),
    index("deleted_items_deleted_at_idx").on(table.deletedAt),
  ],
);
