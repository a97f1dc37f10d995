/** The OpenAPI operations of content.routes.ts: news, resources and their versions, security advisories, hero slides, distributors, certificates, company info. */
import { z } from "zod";
import type { Operation } from "~/lib/server/openapi-document.server";
import {
  certificateListQuerySchema,
  certificateRow,
  createCertificateSchema,
  updateCertificateSchema,
} from "~/schemas/content/certificate";
import { companyInfoRow, createCompanyInfoSchema, updateCompanyInfoSchema } from "~/schemas/content/company-info";
import {
  createDistributorSchema,
  distributorListQuerySchema,
  distributorRow,
  updateDistributorSchema,
} from "~/schemas/content/distributor";
import { createHeroSlideSchema, heroSlideListQuerySchema, heroSlideRow, updateHeroSlideSchema } from "~/schemas/content/hero-slide";
import { createNewsArticleSchema, newsArticleRow, newsListQuerySchema, updateNewsArticleSchema } from "~/schemas/content/news-article";
import { createResourceSchema, resourceListQuerySchema, resourceRow, updateResourceSchema } from "~/schemas/content/resource";
import { createResourceVersionSchema, resourceVersionRow, updateResourceVersionSchema } from "~/schemas/content/resource-version";
import { advisoryRow, createAdvisorySchema, updateAdvisorySchema } from "~/schemas/content/security-advisory";
import { entityOperations, withReadOnly } from "./entity-operations";

const news = withReadOnly(newsArticleRow);
/** A resource with the products it belongs to (decision 034); version, fileUrl, externalUrl and fileSize are its current version's. */
const resource = withReadOnly(
  resourceRow.extend({ productIds: resourceRow.shape.productIds.describe("The products the resource belongs to") }),
);
const version = withReadOnly(resourceVersionRow, ["resourceId", "fileSha256", "fileBytes"]);
/** An advisory (decision 059): its score and severity are computed from its CVSS v3.1 vector. */
const advisory = withReadOnly(advisoryRow, ["cvssScore", "severity", "fixedVersions"]);
const heroSlide = withReadOnly(heroSlideRow);
const distributor = withReadOnly(distributorRow);
const companySection = withReadOnly(companyInfoRow);
/** A certificate with the products it covers (decision 060). */
const certificate = withReadOnly(
  certificateRow.extend({ productIds: certificateRow.shape.productIds.describe("The products the certificate covers") }),
);

const VERSIONS_TAG = "Resource versions";

/** A resource's releases (decision 034): the newest by release date is the resource's current version. */
const resourceVersionOperations: Operation[] = [
  {
    method: "get",
    path: "/api/resources/{id}/versions",
    tag: VERSIONS_TAG,
    access: "public",
    summary: "A resource's versions, newest release first",
    response: { status: 200, description: "The versions", schema: z.array(version) },
    errors: [404],
  },
  {
    method: "post",
    path: "/api/resources/{id}/versions",
    tag: VERSIONS_TAG,
    access: "staff",
    summary: "Add a version; the newest by release date becomes the resource's current one",
    body: createResourceVersionSchema,
    response: { status: 201, description: "Added", schema: version },
    errors: [404, 409],
  },
  {
    method: "put",
    path: "/api/resources/{id}/versions/{versionId}",
    tag: VERSIONS_TAG,
    access: "staff",
    summary: "Update a version",
    body: updateResourceVersionSchema,
    response: { status: 200, description: "Updated", schema: version },
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

/** The company page's sections, one row each (about, factory, certifications), read by name and written by id. */
const companyInfoOperations: Operation[] = [
  {
    method: "get",
    path: "/api/company-info",
    tag: "Company info",
    access: "public",
    summary: "Every company section",
    response: { status: 200, description: "The sections", schema: z.array(companySection) },
  },
  {
    method: "post",
    path: "/api/company-info",
    tag: "Company info",
    access: "staff",
    summary: "Create a section not yet existing",
    body: createCompanyInfoSchema,
    response: { status: 201, description: "Created", schema: companySection },
    errors: [409],
  },
  {
    method: "get",
    path: "/api/company-info/{key}",
    tag: "Company info",
    access: "public",
    summary: "One section by name (about, factory, certifications)",
    response: { status: 200, description: "The section", schema: companySection },
    errors: [404],
  },
  {
    method: "put",
    path: "/api/company-info/{key}",
    tag: "Company info",
    access: "staff",
    summary: "Update a section by id",
    body: updateCompanyInfoSchema,
    response: { status: 200, description: "Updated", schema: companySection },
    errors: [404],
  },
];

export const contentOperations: Operation[] = [
  ...entityOperations({
    tag: "News",
    path: "/api/news",
    row: news,
    create: createNewsArticleSchema,
    update: updateNewsArticleSchema,
    listQuery: newsListQuerySchema,
    bySlug: true,
  }),
  ...entityOperations({
    tag: "Resources",
    path: "/api/resources",
    row: resource,
    create: createResourceSchema,
    update: updateResourceSchema,
    listQuery: resourceListQuerySchema,
  }),
  ...resourceVersionOperations,
  ...entityOperations({
    tag: "Security advisories",
    path: "/api/advisories",
    row: advisory,
    create: createAdvisorySchema,
    update: updateAdvisorySchema,
    listDescription: "Newest first; the public sees published advisories, staff all. One is read by id or by its code (AUR-SA-2026-001).",
    bySlug: true,
  }),
  ...entityOperations({
    tag: "Hero slides",
    path: "/api/hero-slides",
    row: heroSlide,
    create: createHeroSlideSchema,
    update: updateHeroSlideSchema,
    listQuery: heroSlideListQuerySchema,
  }),
  ...entityOperations({
    tag: "Distributors",
    path: "/api/distributors",
    row: distributor,
    create: createDistributorSchema,
    update: updateDistributorSchema,
    listQuery: distributorListQuerySchema,
  }),
  ...entityOperations({
    tag: "Certificates",
    path: "/api/certificates",
    row: certificate,
    create: createCertificateSchema,
    update: updateCertificateSchema,
    listQuery: certificateListQuerySchema,
    listDescription:
      "The certifications register (decision 060), by standard and newest issue first; with `productIds` (comma-separated) only the certificates covering any of those products.",
  }),
  {
    method: "get",
    path: "/api/certificates/{id}",
    tag: "Certificates",
    access: "public",
    summary: "Read one certificate by id",
    response: { status: 200, description: "The certificate", schema: certificate },
    errors: [404],
  },
  ...companyInfoOperations,
];
