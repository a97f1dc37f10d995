/**
 * The nine kinds of item that keep their versions (docs/decisions/062-history-and-restore.md) and,
 * for each, how it is read as its GET call answers it, written back by its own update
 * service (a restored version), and made again by its own create service with its old id (a
 * restored delete). Both go through the kind's schemas, so a value that can no longer be stored
 * (a category deleted since) is a 400 naming the field, as for any write.
 */
import { eq } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { z } from "zod";
import type { Queryable } from "~/db/client.server";
import { caseStudies, categories, companyInfo, distributors, heroSlides, newsArticles, products, resources, solutions } from "~/db/schema";
import { PUBLICATION_FIELDS, type RestorePublication, type VersionedKind } from "~/lib/history-values";
import { parseWith } from "~/lib/server/api-route.server";
import { createCategorySchema, updateCategorySchema } from "~/schemas/catalogue/category";
import { createProductSchema, updateProductSchema } from "~/schemas/catalogue/product";
import { createCaseStudySchema, updateCaseStudySchema } from "~/schemas/content/case-study";
import { createCompanyInfoSchema, updateCompanyInfoSchema } from "~/schemas/content/company-info";
import { createDistributorSchema, updateDistributorSchema } from "~/schemas/content/distributor";
import { createHeroSlideSchema, updateHeroSlideSchema } from "~/schemas/content/hero-slide";
import { createNewsArticleSchema, updateNewsArticleSchema } from "~/schemas/content/news-article";
import { createResourceSchema, updateResourceSchema } from "~/schemas/content/resource";
import { createSolutionSchema, updateSolutionSchema } from "~/schemas/content/solution";
import { createCategory, updateCategory } from "../catalogue/category.server";
import { createProduct, updateProduct, withValuesAndRelations } from "../catalogue/product.server";
import { createCaseStudy, updateCaseStudy } from "../content/case-study.server";
import { createCompanySection, updateCompanySection } from "../content/company-info.server";
import { createDistributor, updateDistributor } from "../content/distributor.server";
import { createHeroSlide, updateHeroSlide } from "../content/hero-slide.server";
import { createNewsArticle, updateNewsArticle } from "../content/news-article.server";
import { createResource, findResource, updateResource } from "../content/downloads/resource.server";
import { createSolution, updateSolution } from "../content/solution.server";
import { isUuid } from "../records/entity-rows.server";

/** An item as JSON holds it: what its GET call answers, dates as ISO text. */
export type ItemJson = Record<string, unknown>;

export type VersionedKindRules = {
  /** The item as its GET call answers it, or null when there is none. */
  read(db: Queryable, id: string): Promise<ItemJson | null>;
  /**
   * Writes `item` (an older version) over the item through its update service; with `keep`, its
   * publication fields are left out, so the item keeps those it has (a partial update keeps what it is not given).
   */
  writeBack(db: Queryable, id: string, item: ItemJson, publication: RestorePublication): Promise<void>;
  /** Makes the item again with its old id through its create service. */
  recreate(db: Queryable, item: ItemJson): Promise<void>;
};

const asJson = (value: unknown): ItemJson => JSON.parse(JSON.stringify(value)) as ItemJson;

/** The row of `table` with this id, as JSON, or null. */
async function rowOf(db: Queryable, table: PgTable & { id: PgColumn }, id: string): Promise<ItemJson | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select()
    .from(table as PgTable)
    .where(eq(table.id, id));
  return row ? asJson(row) : null;
}

const withoutFields = (item: ItemJson, fields: readonly string[]): ItemJson =>
  Object.fromEntries(Object.entries(item).filter(([field]) => !fields.includes(field)));

/** The fields the server set that a create service takes back, so a restored item keeps them. */
function keptIdentity(item: ItemJson): { id: string; createdAt?: Date } {
  const createdAt = typeof item.createdAt === "string" ? new Date(item.createdAt) : undefined;
  return { id: String(item.id), ...(createdAt ? { createdAt } : {}) };
}

/**
 * The rules of a kind whose versions go back through `update` and `create`, each given what its
 * schema parsed. The old id (and creation time) ride along into the create service's insert.
 */
function rulesFor<Create extends z.ZodType, Update extends z.ZodType>(rules: {
  read(db: Queryable, id: string): Promise<ItemJson | null>;
  createSchema: Create;
  updateSchema: Update;
  /** The kind's `PUBLICATION_FIELDS`, each a field its update takes. */
  publication: readonly (keyof z.output<Update>)[];
  create(db: Queryable, input: z.output<Create>): Promise<unknown>;
  update(db: Queryable, id: string, input: z.output<Update>): Promise<unknown>;
}): VersionedKindRules {
  return {
    read: rules.read,
    writeBack: async (db, id, item, publication) => {
      const written = publication === "keep" ? withoutFields(item, rules.publication as readonly string[]) : item;
      await rules.update(db, id, parseWith(rules.updateSchema, written));
    },
    recreate: async (db, item) => {
      await rules.create(db, { ...(parseWith(rules.createSchema, item) as object), ...keptIdentity(item) } as z.output<Create>);
    },
  };
}

export const VERSIONED_KIND_RULES: Record<VersionedKind, VersionedKindRules> = {
  product: rulesFor({
    read: async (db, id) => {
      const rows = isUuid(id) ? await db.select().from(products).where(eq(products.id, id)) : [];
      const [product] = await withValuesAndRelations(db, rows, { includeUnpublished: true });
      return product ? asJson(product) : null;
    },
    createSchema: createProductSchema,
    updateSchema: updateProductSchema,
    publication: PUBLICATION_FIELDS.product,
    create: createProduct,
    update: updateProduct,
  }),
  solution: rulesFor({
    read: (db, id) => rowOf(db, solutions, id),
    createSchema: createSolutionSchema,
    updateSchema: updateSolutionSchema,
    publication: PUBLICATION_FIELDS.solution,
    create: createSolution,
    update: updateSolution,
  }),
  news_article: rulesFor({
    read: (db, id) => rowOf(db, newsArticles, id),
    createSchema: createNewsArticleSchema,
    updateSchema: updateNewsArticleSchema,
    publication: PUBLICATION_FIELDS.news_article,
    create: createNewsArticle,
    update: updateNewsArticle,
  }),
  case_study: rulesFor({
    read: (db, id) => rowOf(db, caseStudies, id),
    createSchema: createCaseStudySchema,
    updateSchema: updateCaseStudySchema,
    publication: PUBLICATION_FIELDS.case_study,
    create: createCaseStudy,
    update: updateCaseStudy,
  }),
  resource: rulesFor({
    read: async (db, id) => ((await rowOf(db, resources, id)) ? asJson(await findResource(db, id)) : null),
    createSchema: createResourceSchema,
    updateSchema: updateResourceSchema,
    publication: PUBLICATION_FIELDS.resource,
    create: createResource,
    update: updateResource,
  }),
  category: rulesFor({
    read: (db, id) => rowOf(db, categories, id),
    createSchema: createCategorySchema,
    updateSchema: updateCategorySchema,
    publication: PUBLICATION_FIELDS.category,
    create: createCategory,
    update: updateCategory,
  }),
  hero_slide: rulesFor({
    read: (db, id) => rowOf(db, heroSlides, id),
    createSchema: createHeroSlideSchema,
    updateSchema: updateHeroSlideSchema,
    publication: PUBLICATION_FIELDS.hero_slide,
    create: createHeroSlide,
    update: updateHeroSlide,
  }),
  distributor: rulesFor({
    read: (db, id) => rowOf(db, distributors, id),
    createSchema: createDistributorSchema,
    updateSchema: updateDistributorSchema,
    publication: PUBLICATION_FIELDS.distributor,
    create: createDistributor,
    update: updateDistributor,
  }),
  company_section: rulesFor({
    read: (db, id) => rowOf(db, companyInfo, id),
    createSchema: createCompanyInfoSchema,
    updateSchema: updateCompanyInfoSchema,
    publication: PUBLICATION_FIELDS.company_section,
    create: createCompanySection,
    update: updateCompanySection,
  }),
};
