/**
 * The REST API as an OpenAPI 3.1 document (`GET /api/openapi.json`), built from the zod schemas
 * the routes validate with and from the database tables the rows come from.
 */
import { createSelectSchema } from "drizzle-zod";
import { z } from "zod";
import {
  activityLog,
  caseStudies,
  categories,
  companyInfo,
  distributors,
  heroSlides,
  inquiries,
  inquiryAttachments,
  inquiryItems,
  inquiryNotes,
  inquiryStatusChanges,
  media,
  newsArticles,
  products,
  resources,
  resourceVersions,
  siteSettings,
  solutions,
  specificationFields,
} from "~/db/schema";
import { TRANSLATABLE_FIELDS, TRANSLATION_LOCALES, type TranslatableEntity } from "~/lib/content-translations";
import {
  ATTACHMENTS_FIELD,
  formatFileSize,
  MAX_ATTACHMENT_BYTES,
  MAX_ATTACHMENTS,
  MAX_ATTACHMENTS_TOTAL_BYTES,
} from "~/lib/inquiries/inquiry-attachment-rules";
import { buildOpenApiDocument, type Access, type Operation } from "~/lib/server/openapi-document.server";
import { activityListQuerySchema } from "~/schemas/staff/activity";
import { caseStudyListQuerySchema, createCaseStudySchema, updateCaseStudySchema } from "~/schemas/content/case-study";
import { createCategorySchema, updateCategorySchema } from "~/schemas/catalogue/category";
import { createCompanyInfoSchema, updateCompanyInfoSchema } from "~/schemas/content/company-info";
import { createDistributorSchema, distributorListQuerySchema, updateDistributorSchema } from "~/schemas/content/distributor";
import { createHeroSlideSchema, heroSlideListQuerySchema, updateHeroSlideSchema } from "~/schemas/content/hero-slide";
import {
  formTokenResponseSchema,
  inquiryExportQuerySchema,
  inquiryListQuerySchema,
  inquirySchema,
  updateInquiryStatusSchema,
} from "~/schemas/inquiries/inquiry";
import { customizationInquirySchema } from "~/schemas/inquiries/inquiry-forms";
import { assignInquirySchema, inquiryNoteSchema, sendDigestSchema } from "~/schemas/inquiries/inquiry-pipeline";
import { loginSchema } from "~/schemas/staff/login";
import { mediaDeleteQuery, mediaListQuery, uploadQuery } from "~/schemas/media/media";
import { productImportQuerySchema, productImportReportSchema } from "~/schemas/catalogue/product-import";
import { createNewsArticleSchema, newsListQuerySchema, updateNewsArticleSchema } from "~/schemas/content/news-article";
import { createProductSchema, productListQuerySchema, updateProductSchema } from "~/schemas/catalogue/product";
import { createResourceSchema, resourceListQuerySchema, updateResourceSchema } from "~/schemas/content/resource";
import { createResourceVersionSchema, updateResourceVersionSchema } from "~/schemas/content/resource-version";
import { specificationFieldsBodySchema, specificationValueEntry } from "~/schemas/catalogue/specification-field";
import { siteSearchAnswerSchema, siteSearchQuerySchema } from "~/schemas/site-search/site-search";
import { siteSettingsSchema } from "~/schemas/content/site-settings";
import { spamSettingsSchema } from "~/schemas/inquiries/spam-settings";
import { createSolutionSchema, solutionListQuerySchema, updateSolutionSchema } from "~/schemas/content/solution";
import { changePasswordSchema, createUserSchema, updateUserSchema } from "~/schemas/staff/user";

/** What the server sets on every row, never taken from a write. */
const SERVER_SET_FIELDS = ["id", "createdAt", "updatedAt"];

/**
 * `row` with the fields the server sets, and `keys`, marked readOnly: a client may send them back
 * in a PUT, which ignores them (docs/decisions/045-one-shape-per-field.md).
 */
function withReadOnly(row: z.ZodObject, keys: string[] = []): z.ZodObject {
  const marked = [...SERVER_SET_FIELDS, ...keys].filter((key) => key in row.shape);
  return row.extend(Object.fromEntries(marked.map((key) => [key, (row.shape[key] as z.ZodType).meta({ readOnly: true })])));
}

const user = z.object({ id: z.uuid(), username: z.string(), email: z.string(), role: z.enum(["admin", "editor"]) });
const seedCounts = z.object({ categories: z.int(), products: z.int(), solutions: z.int(), news: z.int(), resources: z.int() });
const stats = z.object({
  products: z.int(),
  categories: z.int(),
  solutions: z.int(),
  resources: z.int(),
  newsArticles: z.int(),
  caseStudies: z.int(),
  inquiries: z.int(),
  newInquiries: z.int(),
});
const translationLocale = z.enum(TRANSLATION_LOCALES);
const translationStatus = z.object({
  kinds: z.array(
    z.object({
      kind: z.enum(Object.keys(TRANSLATABLE_FIELDS) as TranslatableEntity[]),
      items: z.int(),
      untranslated: z.int().describe("How many items miss at least one language"),
      missing: z.record(translationLocale, z.int()).describe("Per language, how many items miss it"),
      examples: z
        .array(z.object({ id: z.uuid(), label: z.string(), missing: z.array(translationLocale) }))
        .describe("The first few items, by label, that miss some language"),
    }),
  ),
});
const createdInquiry = z.object({ id: z.uuid(), type: z.string(), status: z.string(), createdAt: z.date() });
const { passwordHash: _hidden, ...publicUserRow } = { passwordHash: null, ...user.shape };
/** The username never changes (`PUT /api/users/{id}` takes e-mail, role and password). */
const userRow = withReadOnly(z.object({ ...publicUserRow, createdAt: z.date() }), ["username"]);
const mediaRow = createSelectSchema(media).extend({ inUse: z.boolean() });
const assignee = z.object({ id: z.uuid(), username: z.string() });
const inquiryNote = createSelectSchema(inquiryNotes).extend({ authorName: z.string().nullable() });
const inquiryDetailFields = createSelectSchema(inquiries).extend({
  products: z.array(z.object({ id: z.uuid(), name: z.string(), productCode: z.string(), slug: z.string() })),
  items: z
    .array(createSelectSchema(inquiryItems).pick({ productId: true, productName: true, productCode: true, quantity: true, note: true }))
    .describe("The lines in the visitor's order; name and code as at request time, productId null once the product is deleted"),
  assignee: assignee.nullable().describe("The staff member the inquiry is assigned to"),
  notes: z.array(inquiryNote).describe("Staff's internal notes, oldest first"),
  statusChanges: z
    .array(
      createSelectSchema(inquiryStatusChanges)
        .pick({ fromStatus: true, toStatus: true, changedBy: true, changedAt: true })
        .extend({ changedByName: z.string().nullable() }),
    )
    .describe("Every status change, oldest first, with who made it (null once the account is deleted)"),
});
/**
 * `PUT /api/inquiries/{id}` changes the status only: what the visitor sent and the pipeline's
 * records are read-only there (the assignee has its own PUT, notes their own calls).
 */
const inquiryDetail = withReadOnly(
  inquiryDetailFields,
  Object.keys(inquiryDetailFields.shape).filter((key) => key !== "status"),
);
const digestRun = z.object({ day: z.iso.date(), inquiryCount: z.int(), mailed: z.boolean() });

const inquiryAttachment = createSelectSchema(inquiryAttachments).omit({ inquiryId: true, storageKey: true });

/** A resource with the products it belongs to (decision 034); version, fileUrl, externalUrl and fileSize are its current version's. */
const resourceRow = withReadOnly(
  createSelectSchema(resources).extend({
    productIds: z.array(z.uuid()).describe("The products the resource belongs to"),
  }),
);
const versionRow = withReadOnly(createSelectSchema(resourceVersions), ["resourceId"]);
const VERSIONS_TAG = "Resource versions";

/** A resource's releases (decision 034): the newest by release date is the resource's current version. */
const resourceVersionOperations: Operation[] = [
  {
    method: "get",
    path: "/api/resources/{id}/versions",
    tag: VERSIONS_TAG,
    access: "public",
    summary: "A resource's versions, newest release first",
    response: { status: 200, description: "The versions", schema: z.array(versionRow) },
    errors: [404],
  },
  {
    method: "post",
    path: "/api/resources/{id}/versions",
    tag: VERSIONS_TAG,
    access: "staff",
    summary: "Add a version; the newest by release date becomes the resource's current one",
    body: createResourceVersionSchema,
    response: { status: 201, description: "Added", schema: versionRow },
    errors: [404, 409],
  },
  {
    method: "put",
    path: "/api/resources/{id}/versions/{versionId}",
    tag: VERSIONS_TAG,
    access: "staff",
    summary: "Update a version",
    body: updateResourceVersionSchema,
    response: { status: 200, description: "Updated", schema: versionRow },
    errors: [404, 409],
  },
  {
    method: "delete",
    path: "/api/resources/{id}/versions/{versionId}",
    tag: VERSIONS_TAG,
    access: "staff",
    summary: "Delete a version; a resource's last version stays (409)",
    response: { status: 204, description: "Deleted" },
    errors: [404, 409],
  },
];

type Entity = {
  tag: string;
  /** Collection path, e.g. "/api/products". */
  path: string;
  row: z.ZodType;
  create: z.ZodType;
  update: z.ZodType;
  listQuery?: z.ZodObject;
  listDescription?: string;
  /** Read one by slug (`{key}` is a slug for GET and an id for PUT/DELETE). */
  bySlug?: boolean;
  readAccess?: Access;
};

function entityOperations({
  tag,
  path,
  row,
  create,
  update,
  listQuery,
  listDescription,
  bySlug,
  readAccess = "public",
}: Entity): Operation[] {
  const item = `${path}/${bySlug ? "{key}" : "{id}"}`;
  const operations: Operation[] = [
    {
      method: "get",
      path,
      tag,
      access: readAccess,
      summary: `List ${tag.toLowerCase()}`,
      query: listQuery,
      description: listDescription,
      response: { status: 200, description: "The list", schema: z.array(row) },
      errors: listQuery ? [400] : [],
    },
    {
      method: "post",
      path,
      tag,
      access: "staff",
      summary: `Create (${tag.toLowerCase()})`,
      body: create,
      response: { status: 201, description: "Created", schema: row },
      errors: [409],
    },
    {
      method: "put",
      path: item,
      tag,
      access: "staff",
      summary: `Update by id (${tag.toLowerCase()})`,
      body: update,
      response: { status: 200, description: "Updated", schema: row },
      errors: [404, 409],
    },
    {
      method: "delete",
      path: item,
      tag,
      access: "staff",
      summary: `Delete by id (${tag.toLowerCase()})`,
      response: { status: 204, description: "Deleted" },
      errors: [404],
    },
  ];
  if (bySlug) {
    operations.push({
      method: "get",
      path: item,
      tag,
      access: readAccess,
      summary: `Read one by slug (${tag.toLowerCase()}); a former slug answers 301 to the current one`,
      response: { status: 200, description: "The item", schema: row },
      errors: [301, 404],
    });
  }
  return operations;
}

/**
 * A product with its typed specification values (decision 033), as every product call answers it:
 * the list that its POST and PUT also take, name, unit and type read-only there (decision 045).
 */
const productRow = withReadOnly(
  createSelectSchema(products).extend({
    specificationValues: z.array(
      specificationValueEntry.extend({
        name: specificationValueEntry.shape.name.unwrap(),
        unit: specificationValueEntry.shape.unit.unwrap(),
        type: specificationValueEntry.shape.type.unwrap(),
        value: z.union([z.number(), z.string(), z.boolean()]),
      }),
    ),
  }),
);
/** A category's fields as GET answers them, which its PUT also takes: the place in the list is the position. */
const specificationFieldList = z.array(withReadOnly(createSelectSchema(specificationFields), ["categoryId", "position"]));
const categoryRow = withReadOnly(createSelectSchema(categories));
const solutionRow = withReadOnly(createSelectSchema(solutions));
const companySectionRow = withReadOnly(createSelectSchema(companyInfo));

/**
 * The catalogue page's typed filters (decision 033), which `GET /api/products` reads the same way:
 * their keys come from the chosen category's fields, so they are described in words, not as parameters.
 */
const PRODUCT_SPECIFICATION_FILTERS =
  "Typed filters: with `category` set, that category's typed fields (GET /api/categories/{key}/specification-fields; text fields excepted) " +
  "filter the list as on the catalogue page, each under a key made from its name as a slug (numbered -2, -3 when two names make the same): " +
  "a number field is a range, `<key>-min` and `<key>-max`, both inclusive; a choice field takes one of its choices and a yes/no field `yes` or `no`, " +
  "repeated for several values, any of which matches. Example: `?category=facial-recognition&face-capacity-min=2000&face-capacity-max=6000" +
  "&ip-rating=IP65&ip-rating=IP67&wi-fi=yes`. X-Total-Count counts the matches. An empty value is no filter; a value that is none of its field's " +
  "(a number that is not one, an unknown choice, a yes/no that is neither) is refused with a 400 naming its key. Without a category, " +
  "and for keys that name no field, the keys are ignored like any other unknown query key.";

const operations: Operation[] = [
  {
    method: "post",
    path: "/api/auth/login",
    tag: "Sign-in",
    access: "public",
    summary: "Sign in; sets the session cookie",
    body: loginSchema,
    response: { status: 200, description: "Signed in", schema: user },
    errors: [401, 429],
  },
  {
    method: "post",
    path: "/api/auth/logout",
    tag: "Sign-in",
    access: "public",
    summary: "Sign out; ends the session",
    response: { status: 200, description: "Signed out" },
  },
  {
    method: "get",
    path: "/api/auth/me",
    tag: "Sign-in",
    access: "staff",
    summary: "The signed-in user",
    response: { status: 200, description: "The user", schema: user },
  },
  {
    method: "put",
    path: "/api/auth/password",
    tag: "Sign-in",
    access: "staff",
    summary: "Change your own password; ends your other sessions",
    body: changePasswordSchema,
    response: { status: 204, description: "Changed" },
    errors: [429],
  },

  ...entityOperations({
    tag: "Categories",
    path: "/api/categories",
    row: categoryRow,
    create: createCategorySchema,
    update: updateCategorySchema,
    bySlug: true,
  }),
  {
    method: "get",
    path: "/api/categories/{key}/specification-fields",
    tag: "Categories",
    access: "public",
    summary: "The category's typed specification fields, in order (by slug or id)",
    response: { status: 200, description: "The fields", schema: specificationFieldList },
    errors: [301, 404],
  },
  {
    method: "put",
    path: "/api/categories/{key}/specification-fields",
    tag: "Categories",
    access: "staff",
    summary:
      "Replace the category's typed specification fields (by id): a field keeps its values while it keeps its id; a field left out is deleted with its values. " +
      "Takes `{ fields: [...] }` or the bare list GET answers; errors name `fields.N` either way",
    body: specificationFieldsBodySchema,
    response: { status: 200, description: "The fields as stored", schema: specificationFieldList },
    errors: [404, 409],
  },
  ...entityOperations({
    tag: "Products",
    path: "/api/products",
    row: productRow,
    create: createProductSchema,
    update: updateProductSchema,
    listQuery: productListQuerySchema,
    listDescription: PRODUCT_SPECIFICATION_FILTERS,
    bySlug: true,
  }),
  {
    method: "get",
    path: "/api/products/featured",
    tag: "Products",
    access: "public",
    summary: "Featured products",
    response: { status: 200, description: "The list", schema: z.array(productRow) },
  },
  {
    method: "get",
    path: "/api/products/export.csv",
    tag: "Products",
    access: "staff",
    summary: "Every product (drafts included) as CSV, in product-code order: the columns an import reads",
    response: { status: 200, description: "The CSV file", contentType: "text/csv" },
  },
  {
    method: "post",
    path: "/api/products/import.csv",
    tag: "Products",
    access: "staff",
    summary:
      "Create or update products from a CSV file (field `file`, UTF-8, at most 10,000 rows), matched by productCode. " +
      "A file with any error is refused whole (400 with the report); with dryRun=true nothing is written",
    query: productImportQuerySchema,
    body: "multipart",
    response: { status: 200, description: "The report of what was (or would be) imported", schema: productImportReportSchema },
    errors: [400, 409, 413, 415],
  },
  ...entityOperations({
    tag: "Solutions",
    path: "/api/solutions",
    row: solutionRow,
    create: createSolutionSchema,
    update: updateSolutionSchema,
    listQuery: solutionListQuerySchema,
    bySlug: true,
  }),
  {
    method: "get",
    path: "/api/solutions/featured",
    tag: "Solutions",
    access: "public",
    summary: "Featured solutions",
    response: { status: 200, description: "The list", schema: z.array(solutionRow) },
  },
  ...entityOperations({
    tag: "Case studies",
    path: "/api/case-studies",
    row: withReadOnly(createSelectSchema(caseStudies)),
    create: createCaseStudySchema,
    update: updateCaseStudySchema,
    listQuery: caseStudyListQuerySchema,
    bySlug: true,
  }),
  ...entityOperations({
    tag: "News",
    path: "/api/news",
    row: withReadOnly(createSelectSchema(newsArticles)),
    create: createNewsArticleSchema,
    update: updateNewsArticleSchema,
    listQuery: newsListQuerySchema,
    bySlug: true,
  }),
  ...entityOperations({
    tag: "Resources",
    path: "/api/resources",
    row: resourceRow,
    create: createResourceSchema,
    update: updateResourceSchema,
    listQuery: resourceListQuerySchema,
  }),
  ...resourceVersionOperations,
  ...entityOperations({
    tag: "Hero slides",
    path: "/api/hero-slides",
    row: withReadOnly(createSelectSchema(heroSlides)),
    create: createHeroSlideSchema,
    update: updateHeroSlideSchema,
    listQuery: heroSlideListQuerySchema,
  }),
  ...entityOperations({
    tag: "Distributors",
    path: "/api/distributors",
    row: withReadOnly(createSelectSchema(distributors)),
    create: createDistributorSchema,
    update: updateDistributorSchema,
    listQuery: distributorListQuerySchema,
  }),

  {
    method: "get",
    path: "/api/company-info",
    tag: "Company info",
    access: "public",
    summary: "Every company section",
    response: { status: 200, description: "The sections", schema: z.array(companySectionRow) },
  },
  {
    method: "post",
    path: "/api/company-info",
    tag: "Company info",
    access: "staff",
    summary: "Create a section not yet existing",
    body: createCompanyInfoSchema,
    response: { status: 201, description: "Created", schema: companySectionRow },
    errors: [409],
  },
  {
    method: "get",
    path: "/api/company-info/{key}",
    tag: "Company info",
    access: "public",
    summary: "One section by name (about, factory, certifications)",
    response: { status: 200, description: "The section", schema: companySectionRow },
    errors: [404],
  },
  {
    method: "put",
    path: "/api/company-info/{key}",
    tag: "Company info",
    access: "staff",
    summary: "Update a section by id",
    body: updateCompanyInfoSchema,
    response: { status: 200, description: "Updated", schema: companySectionRow },
    errors: [404],
  },
  {
    method: "get",
    path: "/api/search",
    tag: "Search",
    access: "public",
    summary: "Site search suggestions: the best products, solutions, news, case studies and downloads for a text, typos tolerated",
    query: siteSearchQuerySchema,
    response: { status: 200, description: "The suggestions, best first", schema: siteSearchAnswerSchema },
    errors: [400],
  },
  {
    method: "get",
    path: "/api/site-settings",
    tag: "Site settings",
    access: "public",
    summary: "Company name and contact details",
    response: { status: 200, description: "The settings", schema: createSelectSchema(siteSettings).omit({ id: true, updatedAt: true }) },
  },
  {
    method: "put",
    path: "/api/site-settings",
    tag: "Site settings",
    access: "staff",
    summary: "Save the company name and contact details",
    body: siteSettingsSchema,
    response: { status: 200, description: "Saved", schema: siteSettingsSchema },
  },

  {
    method: "post",
    path: "/api/inquiries",
    tag: "Inquiries",
    access: "public",
    summary:
      "Send a quote, distributor, demo or customization inquiry (spam is answered the same and kept in the spam folder); a quote request gets a confirmation e-mail listing its items; a customization inquiry may come as multipart/form-data with attachments",
    body: inquirySchema,
    filesAlongside: {
      fields: customizationInquirySchema,
      part: ATTACHMENTS_FIELD,
      maxFiles: MAX_ATTACHMENTS,
      description: `Drawings or logos, judged by their bytes: PDF, PNG, JPEG or WebP, each up to ${formatFileSize(MAX_ATTACHMENT_BYTES)}, together up to ${formatFileSize(MAX_ATTACHMENTS_TOTAL_BYTES)}; anything else is refused with fields.attachments naming the file (400, 413 or 415)`,
    },
    response: { status: 201, description: "Stored", schema: createdInquiry },
    errors: [429],
  },
  {
    method: "get",
    path: "/api/inquiries/form-token",
    tag: "Inquiries",
    access: "public",
    summary: "A signed start token for an inquiry form, sent back as formToken (fill-time check)",
    response: { status: 200, description: "The token", schema: formTokenResponseSchema },
  },
  {
    method: "post",
    path: "/api/inquiries/{id}/restore",
    tag: "Inquiries",
    access: "staff",
    summary: "Not spam: move an inquiry from the spam folder to the inbox and send its held-back notification",
    response: { status: 200, description: "Restored", schema: createSelectSchema(inquiries) },
    errors: [404, 409],
  },
  {
    method: "get",
    path: "/api/inquiries/spam-settings",
    tag: "Inquiries",
    access: "admin",
    summary: "The e-mail domains whose inquiries go to the spam folder",
    response: { status: 200, description: "The settings", schema: spamSettingsSchema },
  },
  {
    method: "put",
    path: "/api/inquiries/spam-settings",
    tag: "Inquiries",
    access: "admin",
    summary: "Replace the blocked e-mail domains (a domain also blocks its subdomains)",
    body: spamSettingsSchema,
    response: { status: 200, description: "Saved", schema: spamSettingsSchema },
  },
  {
    method: "get",
    path: "/api/inquiries",
    tag: "Inquiries",
    access: "staff",
    summary: "List inquiries, newest first, filtered by status, type, assignee and the days they arrived on (UTC)",
    query: inquiryListQuerySchema,
    response: {
      status: 200,
      description: "The list",
      schema: z.array(createSelectSchema(inquiries).extend({ attachmentCount: z.int().describe("How many files came with it") })),
    },
    errors: [400],
  },
  {
    method: "get",
    path: "/api/inquiries/{id}",
    tag: "Inquiries",
    access: "staff",
    summary:
      "Read one inquiry with the products it names (in its order; deleted ones left out), its lines with quantities and notes, its assignee, internal notes and status history",
    response: { status: 200, description: "The inquiry", schema: inquiryDetail },
    errors: [404],
  },
  {
    method: "put",
    path: "/api/inquiries/{id}",
    tag: "Inquiries",
    access: "staff",
    summary: "Change an inquiry's status (recorded in its status history with who and when)",
    body: updateInquiryStatusSchema,
    response: { status: 200, description: "Updated", schema: createSelectSchema(inquiries) },
    errors: [404],
  },
  {
    method: "get",
    path: "/api/inquiries/assignees",
    tag: "Inquiries",
    access: "staff",
    summary: "The staff members an inquiry can be assigned to",
    response: { status: 200, description: "The staff members, by name", schema: z.array(assignee) },
  },
  {
    method: "put",
    path: "/api/inquiries/{id}/assignee",
    tag: "Inquiries",
    access: "staff",
    summary: "Assign an inquiry to a staff member, or unassign it with null",
    body: assignInquirySchema,
    response: { status: 200, description: "Assigned", schema: createSelectSchema(inquiries) },
    errors: [400, 404],
  },
  {
    method: "post",
    path: "/api/inquiries/{id}/notes",
    tag: "Inquiries",
    access: "staff",
    summary: "Add an internal note to an inquiry",
    body: inquiryNoteSchema,
    response: { status: 201, description: "Added", schema: inquiryNote },
    errors: [404],
  },
  {
    method: "delete",
    path: "/api/inquiries/{id}/notes/{noteId}",
    tag: "Inquiries",
    access: "staff",
    summary: "Delete a note: one's own, or any as an admin",
    response: { status: 204, description: "Deleted" },
    errors: [403, 404],
  },
  {
    method: "post",
    path: "/api/inquiries/digest",
    tag: "Inquiries",
    access: "admin",
    summary:
      "Send a day's digest of new inquiries to the sales address now (the previous UTC day unless day is given); no mail for a day without any",
    body: sendDigestSchema,
    response: { status: 200, description: "The day's digest, decided", schema: digestRun },
    errors: [409],
  },
  {
    method: "get",
    path: "/api/inquiries/export.csv",
    tag: "Inquiries",
    access: "staff",
    summary: "The inquiries (but spam) as CSV, filtered like the list",
    query: inquiryExportQuerySchema,
    response: { status: 200, description: "The CSV file", contentType: "text/csv" },
    errors: [400, 404],
  },
  {
    method: "get",
    path: "/api/inquiries/{id}/attachments",
    tag: "Inquiries",
    access: "staff",
    summary: "The files sent with an inquiry (spam too), in the order they were sent",
    response: { status: 200, description: "The attachments", schema: z.array(inquiryAttachment) },
    errors: [404],
  },
  {
    method: "get",
    path: "/api/inquiries/{id}/attachments/{attachmentId}",
    tag: "Inquiries",
    access: "staff",
    summary:
      "Download one attachment under its original (cleaned) name: Content-Disposition attachment, nosniff, a sandboxing Content-Security-Policy, never cached",
    response: { status: 200, description: "The file, with the type read from its bytes", contentType: "application/octet-stream" },
    errors: [404],
  },
  {
    method: "get",
    path: "/api/inquiries/{id}/summary.pdf",
    tag: "Inquiries",
    access: "staff",
    summary:
      "A quote request as a PDF download: company, date, customer, products with quantities and notes, message (404 for other types)",
    response: { status: 200, description: "The PDF file", contentType: "application/pdf" },
    errors: [404],
  },

  {
    method: "post",
    path: "/api/objects/upload",
    tag: "Media",
    access: "staff",
    summary: "Upload one file (field `file`)",
    query: uploadQuery,
    body: "multipart",
    response: { status: 201, description: "Stored", schema: createSelectSchema(media) },
    errors: [400, 413, 415],
  },
  {
    method: "get",
    path: "/api/media",
    tag: "Media",
    access: "staff",
    summary: "The media library, newest first",
    query: mediaListQuery,
    response: { status: 200, description: "The files", schema: z.array(mediaRow) },
    errors: [400],
  },
  {
    method: "delete",
    path: "/api/media/{id}",
    tag: "Media",
    access: "staff",
    summary: "Delete a file (force=true when in use)",
    query: mediaDeleteQuery,
    response: { status: 204, description: "Deleted" },
    errors: [404, 409],
  },

  {
    method: "get",
    path: "/api/admin/stats",
    tag: "Administration",
    access: "staff",
    summary: "Dashboard counts",
    response: { status: 200, description: "The counts", schema: stats },
  },
  {
    method: "get",
    path: "/api/admin/translation-status",
    tag: "Administration",
    access: "staff",
    summary: "How many items of each kind of content miss each language",
    response: { status: 200, description: "Per kind of content", schema: translationStatus },
  },
  {
    method: "post",
    path: "/api/database/seed",
    tag: "Administration",
    access: "admin",
    summary: "Populate the demo data (replaces it when run again)",
    response: { status: 200, description: "Counts per entity", schema: seedCounts },
  },
  {
    method: "post",
    path: "/api/database/clear",
    tag: "Administration",
    access: "admin",
    summary: "Delete all content and inquiries; keeps users",
    response: { status: 200, description: "Cleared" },
  },
  {
    method: "get",
    path: "/api/activity",
    tag: "Administration",
    access: "admin",
    summary:
      "The activity log, newest first: who created, changed or deleted what and when, with an update's changed fields (before and after; secrets only as changed), and sign-ins, demo seeds and clears. Filters: user id, kind, action, item id, from/to days (UTC, inclusive); the total in X-Total-Count",
    query: activityListQuerySchema,
    response: { status: 200, description: "The entries", schema: z.array(createSelectSchema(activityLog)) },
    errors: [400],
  },
  {
    method: "get",
    path: "/api/users",
    tag: "Users",
    access: "admin",
    summary: "Staff accounts",
    response: { status: 200, description: "The users", schema: z.array(userRow) },
  },
  {
    method: "post",
    path: "/api/users",
    tag: "Users",
    access: "admin",
    summary: "Add a staff account",
    body: createUserSchema,
    response: { status: 201, description: "Created", schema: userRow },
    errors: [409],
  },
  {
    method: "put",
    path: "/api/users/{id}",
    tag: "Users",
    access: "admin",
    summary: "Change e-mail or role, or reset the password",
    body: updateUserSchema,
    response: { status: 200, description: "Updated", schema: userRow },
    errors: [404, 409],
  },
  {
    method: "delete",
    path: "/api/users/{id}",
    tag: "Users",
    access: "admin",
    summary: "Remove a staff account",
    response: { status: 204, description: "Removed" },
    errors: [404, 409],
  },
];

let document: ReturnType<typeof buildOpenApiDocument> | undefined;

export function apiDescription() {
  document ??= buildOpenApiDocument(operations, {
    title: "Website and catalogue API",
    version: "1.0.0",
    description: "Public reads, inquiries and the admin area's calls. Staff calls need the session cookie set by POST /api/auth/login.",
  });
  return document;
}
