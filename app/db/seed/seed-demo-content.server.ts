/**
 * Writes the demo content ("Populate Demo Data", and the first start of an empty database).
 *
 * Running it again replaces the demo rows instead of duplicating them: rows with a unique key
 * (slug, section) are upserted by it, slides and resources by their title, distributors by their company name,
 * advisories by their code, certificates by issuer and number, the described pictures' media rows by url. Content that staff
 * added themselves is never touched. Call it inside a transaction so a failure changes nothing in
 * the database. The demo's downloads go into `storage` first, like uploads (demo-download-files.server.ts).
 */
import { and, eq, inArray } from "drizzle-orm";
import type { Queryable } from "~/db/client.server";
import {
  advisoryFixes,
  advisoryNotAffected,
  advisoryProducts,
  advisoryRevisions,
  caseStudies,
  categories,
  certificateProducts,
  certificates,
  companyInfo,
  distributors,
  heroSlides,
  newsArticles,
  products,
  productRelations,
  resourceProducts,
  resources,
  resourceVersionProducts,
  resourceVersions,
  securityAdvisories,
  siteSettings,
  solutions,
  specificationFields,
  specificationValues,
} from "~/db/schema";
import { assessCvss } from "~/lib/security/cvss";
import { demoAdvisories } from "./demo-advisories";
import { demoCategories, demoCompanyInfo, demoHeroSlides, demoResources } from "./demo-content";
import { demoCertificates } from "./demo-certificates";
import { demoDistributors } from "./demo-distributors";
import { demoReleases } from "./demo-downloads";
import { demoCategoryTranslations, demoHeroSlideTranslations } from "./demo-translations";
import { demoNews } from "./demo-news";
import { demoProducts, demoRelations } from "./demo-products";
import { demoSiteSettings } from "./demo-site-settings";
import { seedDemoMedia } from "./seed-demo-media.server";
import { storeDemoDownloads } from "./demo-download-files.server";
import type { FileStorage } from "~/lib/server/storage/file-storage.server";
import { demoSpecificationFields, demoSpecificationFieldTranslations, demoSpecificationValues } from "./demo-specifications";
import { demoCaseStudies, demoSolutions } from "./demo-solutions";

export type SeedCounts = { categories: number; products: number; solutions: number; news: number; resources: number };

function idBySlug(rows: { id: string; slug: string }[]): (slug: string) => string {
  const ids = new Map(rows.map((row) => [row.slug, row.id]));
  return (slug) => {
    const id = ids.get(slug);
    if (id === undefined) throw new Error(`Demo content refers to an unknown slug: ${slug}`);
    return id;
  };
}

/**
 * Each demo resource's products, its current version (the resource's own release fields) and its
 * older versions, the models they run on and, once every resource is in, the firmware a current
 * version needs at least (decision 061).
 */
async function seedDownloadCenter(
  tx: Queryable,
  rows: (typeof resources.$inferSelect)[],
  productId: (slug: string) => string,
  downloads: DemoDownloads,
) {
  const currentVersions = new Map<string, string>();
  for (const resource of rows) {
    const release = demoReleases[resource.title];
    if (release === undefined) throw new Error(`Demo resource without a release: ${resource.title}`);
    const { version, fileUrl, externalUrl, fileSize } = resource;
    const versions = await tx
      .insert(resourceVersions)
      .values([
        {
          resourceId: resource.id,
          version,
          fileUrl,
          externalUrl,
          fileSize,
          releasedOn: release.releasedOn,
          releaseNotes: release.releaseNotes,
          releaseTrack: release.releaseTrack,
        },
        ...release.olderVersions.map((older) => ({ ...older, ...downloads.file(older.fileUrl!), resourceId: resource.id })),
      ])
      .returning({ id: resourceVersions.id });
    currentVersions.set(resource.title, versions[0]!.id);
    await tx.insert(resourceProducts).values(release.productSlugs.map((slug) => ({ resourceId: resource.id, productId: productId(slug) })));
    const models = (release.runsOn ?? []).map(productId);
    if (models.length > 0) {
      await tx
        .insert(resourceVersionProducts)
        .values(versions.flatMap(({ id }) => models.map((model) => ({ versionId: id, productId: model }))));
    }
  }
  for (const [title, release] of Object.entries(demoReleases)) {
    if (!release.needsFirmware) continue;
    const firmware = await demoVersionId(tx, release.needsFirmware);
    await tx
      .update(resourceVersions)
      .set({ minimumFirmwareId: firmware })
      .where(eq(resourceVersions.id, currentVersions.get(title)!));
  }
}

/** A demo version by its resource's title and its label. */
async function demoVersionId(tx: Queryable, { resourceTitle, version }: { resourceTitle: string; version: string }): Promise<string> {
  const [row] = await tx
    .select({ id: resourceVersions.id })
    .from(resourceVersions)
    .innerJoin(resources, eq(resources.id, resourceVersions.resourceId))
    .where(and(eq(resources.title, resourceTitle), eq(resourceVersions.version, version)));
  if (!row) throw new Error(`Demo content names an unknown version: ${resourceTitle} ${version}`);
  return row.id;
}

/** The demo advisories with their products, fixing versions (found by resource title and label) and revisions. */
async function seedAdvisories(tx: Queryable, productId: (slug: string) => string) {
  await tx.delete(securityAdvisories).where(
    inArray(
      securityAdvisories.code,
      demoAdvisories.map((advisory) => advisory.code),
    ),
  );
  for (const { products: affected, notAffected, fixes, revisions, ...advisory } of demoAdvisories) {
    const { score, severity } = assessCvss(advisory.cvssVector)!;
    const [row] = await tx
      .insert(securityAdvisories)
      .values({ ...advisory, cvssScore: score, severity })
      .returning({ id: securityAdvisories.id });
    const advisoryId = row!.id;
    await tx
      .insert(advisoryProducts)
      .values(affected.map(({ slug, affectedVersions }) => ({ advisoryId, productId: productId(slug), affectedVersions })));
    if (notAffected.length > 0) {
      await tx
        .insert(advisoryNotAffected)
        .values(notAffected.map(({ slug, ...statement }) => ({ advisoryId, productId: productId(slug), ...statement })));
    }
    for (const fix of fixes) await tx.insert(advisoryFixes).values({ advisoryId, versionId: await demoVersionId(tx, fix) });
    await tx.insert(advisoryRevisions).values(revisions.map((revision) => ({ ...revision, advisoryId })));
  }
}

type DemoDownloads = Awaited<ReturnType<typeof storeDemoDownloads>>;

/** Every download the demo content names: each is stored like an upload first. */
const demoDownloadAddresses = () => [
  ...demoProducts.flatMap((product) => [product.datasheetUrl, product.sdkUrl]),
  ...demoSolutions.map((solution) => solution.wiringDiagramUrl),
  ...demoResources.map((resource) => resource.fileUrl),
  ...Object.values(demoReleases).flatMap((release) => release.olderVersions.map((version) => version.fileUrl)),
  ...demoCertificates.map((certificate) => certificate.documentUrl),
];

export async function seedDemoContent(tx: Queryable, storage: FileStorage): Promise<SeedCounts> {
  const downloads = await storeDemoDownloads(tx, storage, demoDownloadAddresses());
  const categoryRows = [];
  for (const demoCategory of demoCategories) {
    const category = { ...demoCategory, translations: demoCategoryTranslations(demoCategory.slug) };
    const [row] = await tx
      .insert(categories)
      .values(category)
      .onConflictDoUpdate({ target: categories.slug, set: category })
      .returning({ id: categories.id, slug: categories.slug });
    categoryRows.push(row!);
  }
  const categoryId = idBySlug(categoryRows);

  const productRows = [];
  // The categories' typed fields (by category and name) and the products' values of them.
  const fieldsOf = new Map<string, Map<string, typeof specificationFields.$inferSelect>>();
  for (const [slug, fields] of Object.entries(demoSpecificationFields)) {
    const rows = new Map<string, typeof specificationFields.$inferSelect>();
    for (const [position, field] of fields.entries()) {
      const values = { ...field, categoryId: categoryId(slug), position, translations: demoSpecificationFieldTranslations(field) };
      const [row] = await tx
        .insert(specificationFields)
        .values(values)
        .onConflictDoUpdate({ target: [specificationFields.categoryId, specificationFields.name], set: values })
        .returning();
      rows.set(field.name, row!);
    }
    fieldsOf.set(slug, rows);
  }

  for (const { categorySlug, ...product } of demoProducts) {
    const values = {
      ...product,
      datasheetUrl: downloads.url(product.datasheetUrl),
      sdkUrl: downloads.url(product.sdkUrl),
      categoryId: categoryId(categorySlug),
    };
    const [row] = await tx
      .insert(products)
      .values(values)
      .onConflictDoUpdate({ target: products.slug, set: values })
      .returning({ id: products.id, slug: products.slug });
    productRows.push(row!);
    for (const [name, value] of Object.entries(demoSpecificationValues[product.slug] ?? {})) {
      const field = fieldsOf.get(categorySlug)?.get(name);
      if (!field) throw new Error(`Demo product ${product.slug} has a value of an unknown field: ${name}`);
      const typed = {
        numberValue: typeof value === "number" ? value : null,
        textValue: typeof value === "string" ? value : null,
        booleanValue: typeof value === "boolean" ? value : null,
      };
      await tx
        .insert(specificationValues)
        .values({ productId: row!.id, fieldId: field.id, fieldType: field.type, ...typed })
        .onConflictDoUpdate({ target: [specificationValues.productId, specificationValues.fieldId], set: typed });
    }
  }
  const productId = idBySlug(productRows);
  await tx
    .insert(productRelations)
    .values(
      demoRelations.map(({ productSlug, type, relatedSlug }) => ({
        productId: productId(productSlug),
        type,
        relatedProductId: productId(relatedSlug),
      })),
    )
    .onConflictDoNothing();

  const solutionRows = [];
  for (const demoSolution of demoSolutions) {
    const solution = { ...demoSolution, wiringDiagramUrl: downloads.url(demoSolution.wiringDiagramUrl) };
    const [row] = await tx
      .insert(solutions)
      .values(solution)
      .onConflictDoUpdate({ target: solutions.slug, set: solution })
      .returning({ id: solutions.id, slug: solutions.slug });
    solutionRows.push(row!);
  }
  const solutionId = idBySlug(solutionRows);

  for (const { solutionSlug, ...caseStudy } of demoCaseStudies) {
    const values = { ...caseStudy, solutionId: solutionId(solutionSlug) };
    await tx.insert(caseStudies).values(values).onConflictDoUpdate({ target: caseStudies.slug, set: values });
  }

  for (const article of demoNews) {
    await tx.insert(newsArticles).values(article).onConflictDoUpdate({ target: newsArticles.slug, set: article });
  }

  await tx.delete(resources).where(
    inArray(
      resources.title,
      demoResources.map((resource) => resource.title),
    ),
  );
  const resourceRows = await tx
    .insert(resources)
    .values(
      demoResources.map(({ categorySlug, ...resource }) => ({
        ...resource,
        ...(resource.fileUrl ? downloads.file(resource.fileUrl) : {}),
        categoryId: categorySlug === undefined ? null : categoryId(categorySlug),
      })),
    )
    .returning();
  await seedDownloadCenter(tx, resourceRows, productId, downloads);
  await seedAdvisories(tx, productId);

  await tx.delete(heroSlides).where(
    inArray(
      heroSlides.title,
      demoHeroSlides.map((slide) => slide.title),
    ),
  );
  await tx.insert(heroSlides).values(demoHeroSlides.map((slide, index) => ({ ...slide, translations: demoHeroSlideTranslations(index) })));

  await tx.delete(distributors).where(
    inArray(
      distributors.companyName,
      demoDistributors.map((distributor) => distributor.companyName),
    ),
  );
  await tx.insert(distributors).values(demoDistributors);

  for (const { productSlugs, ...demoCertificate } of demoCertificates) {
    const certificate = { ...demoCertificate, documentUrl: downloads.url(demoCertificate.documentUrl) };
    const [row] = await tx
      .insert(certificates)
      .values(certificate)
      .onConflictDoUpdate({ target: [certificates.issuer, certificates.number], set: certificate })
      .returning({ id: certificates.id });
    await tx
      .insert(certificateProducts)
      .values(productSlugs.map((slug) => ({ certificateId: row!.id, productId: productId(slug) })))
      .onConflictDoNothing();
  }

  // The company's own contact details, once entered, are never replaced by the demo company's.
  await tx
    .insert(siteSettings)
    .values({ id: 1, ...demoSiteSettings })
    .onConflictDoNothing();

  for (const section of demoCompanyInfo) {
    await tx.insert(companyInfo).values(section).onConflictDoUpdate({ target: companyInfo.section, set: section });
  }
  await seedDemoMedia(tx);

  return {
    categories: demoCategories.length,
    products: demoProducts.length,
    solutions: demoSolutions.length,
    news: demoNews.length,
    resources: demoResources.length,
  };
}
