/**
 * Industry solutions. Deleting one clears the solution of its case studies (the foreign key sets
 * null). The public reads published solutions only; signed-in staff read all (decision 031).
 */
import { and, arrayContains, asc, desc, eq, sql, type SQL } from "drizzle-orm";
import type { Queryable } from "~/db/client.server";
import { solutions } from "~/db/schema";
import type { CreateSolutionInput, SolutionListQuery, UpdateSolutionInput } from "~/schemas/content/solution";
import type { ListWindow } from "~/lib/server/pages/page-data.server";
import { countedPage, type CountedPage } from "../records/counted-page.server";
import { publicationColumns } from "~/schemas/content/publication";
import { PUBLIC, publicRows, visibleTo, type Audience } from "../records/audience.server";
import { isStorableText } from "../records/entity-rows.server";
import { entityStore } from "../records/entity-store.server";

export type Solution = typeof solutions.$inferSelect;

const store = entityStore(solutions, { entityName: "Solution", kind: "solution" });

/** Newest first, then by name; the id makes the order total, so pages never overlap. */
const newestFirst = [desc(solutions.createdAt), asc(solutions.name), asc(solutions.id)];

function selectSolutions(db: Queryable, condition: SQL | undefined): Promise<Solution[]> {
  return db
    .select()
    .from(solutions)
    .where(condition)
    .orderBy(...newestFirst);
}

/** All solutions, or those whose industry list includes `industry` (none for text PostgreSQL cannot compare). */
function ofIndustry(industry: string | null): SQL | undefined {
  if (!industry) return undefined;
  return isStorableText(industry) ? arrayContains(solutions.industry, [industry]) : sql`false`;
}

/** Newest first; with an industry, only the solutions whose industry list includes it. */
export function listSolutions(
  db: Queryable,
  query: SolutionListQuery = { industry: null },
  audience: Audience = PUBLIC,
): Promise<Solution[]> {
  return selectSolutions(db, and(ofIndustry(query.industry), visibleTo(solutions, audience)));
}

/** What a solution card shows, with the translations of its texts. */
const cardColumns = {
  id: solutions.id,
  slug: solutions.slug,
  name: solutions.name,
  tagline: solutions.tagline,
  description: solutions.description,
  heroImageUrl: solutions.heroImageUrl,
  industry: solutions.industry,
  benefits: solutions.benefits,
  translations: solutions.translations,
};

export type SolutionCardRow = Pick<Solution, keyof typeof cardColumns>;

/** A window of the solutions page's published cards in the list's order, optionally of one industry, with their total. */
export function listSolutionPage(
  db: Queryable,
  { industry, limit, offset }: ListWindow & SolutionListQuery,
): Promise<CountedPage<SolutionCardRow>> {
  const where = and(ofIndustry(industry), publicRows(solutions));
  return countedPage(
    db,
    solutions,
    where,
    db
      .select(cardColumns)
      .from(solutions)
      .where(where)
      .orderBy(...newestFirst)
      .limit(limit)
      .offset(offset),
  );
}

export const listFeaturedSolutions = (db: Queryable) => selectSolutions(db, and(eq(solutions.isFeatured, true), publicRows(solutions)));
export const findSolutionBySlug = (db: Queryable, slug: string, audience: Audience = PUBLIC) =>
  store.findBySlug(db, slug, visibleTo(solutions, audience));
export const createSolution = (db: Queryable, input: CreateSolutionInput) => store.insert(db, publicationColumns(input));
export const updateSolution = (db: Queryable, id: string, input: UpdateSolutionInput) => store.update(db, id, publicationColumns(input));
export const deleteSolution = (db: Queryable, id: string) => store.remove(db, id);
