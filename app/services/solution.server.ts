/** Industry solutions. Deleting one clears the solution of its case studies (the foreign key sets null). */
import { arrayContains, asc, desc, eq, type SQL } from "drizzle-orm";
import type { Queryable } from "~/db/client.server";
import { solutions } from "~/db/schema";
import type { CreateSolutionInput, SolutionListQuery, UpdateSolutionInput } from "~/schemas/solution";
import { isStorableText } from "./entity-rows.server";
import { entityStore } from "./entity-store.server";

export type Solution = typeof solutions.$inferSelect;

const store = entityStore(solutions, { entityName: "Solution" });

function selectSolutions(db: Queryable, condition: SQL | undefined): Promise<Solution[]> {
  return db.select().from(solutions).where(condition).orderBy(desc(solutions.createdAt), asc(solutions.name), asc(solutions.id));
}

/** Newest first; with an industry, only the solutions whose industry list includes it. */
export async function listSolutions(db: Queryable, query: SolutionListQuery = { industry: null }): Promise<Solution[]> {
  const { industry } = query;
  if (!industry) return selectSolutions(db, undefined);
  return isStorableText(industry) ? selectSolutions(db, arrayContains(solutions.industry, [industry])) : [];
}

export const listFeaturedSolutions = (db: Queryable) => selectSolutions(db, eq(solutions.isFeatured, true));
export const findSolutionBySlug = (db: Queryable, slug: string) => store.findBySlug(db, slug);
export const createSolution = (db: Queryable, input: CreateSolutionInput) => store.insert(db, input);
export const updateSolution = (db: Queryable, id: string, input: UpdateSolutionInput) => store.update(db, id, input);
export const deleteSolution = (db: Queryable, id: string) => store.remove(db, id);
