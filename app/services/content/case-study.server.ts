/** Customer case studies, each optionally illustrating one solution. */
import { asc, desc, eq } from "drizzle-orm";
import type { Queryable } from "~/db/client.server";
import { caseStudies } from "~/db/schema";
import type { CaseStudyListQuery, CreateCaseStudyInput, UpdateCaseStudyInput } from "~/schemas/content/case-study";
import { entityStore } from "../records/entity-store.server";

export type CaseStudy = typeof caseStudies.$inferSelect;

const store = entityStore(caseStudies, {
  entityName: "Case study",
  kind: "case_study",
  references: { solutionId: "Choose an existing solution" },
});

/** Newest first; with a solution id, only that solution's case studies. */
export function listCaseStudies(db: Queryable, query: CaseStudyListQuery = { solution: null }): Promise<CaseStudy[]> {
  return db
    .select()
    .from(caseStudies)
    .where(query.solution ? eq(caseStudies.solutionId, query.solution) : undefined)
    .orderBy(desc(caseStudies.createdAt), asc(caseStudies.title), asc(caseStudies.id));
}

export const findCaseStudyBySlug = (db: Queryable, slug: string) => store.findBySlug(db, slug);
export const createCaseStudy = (db: Queryable, input: CreateCaseStudyInput) => store.insert(db, input);
export const updateCaseStudy = (db: Queryable, id: string, input: UpdateCaseStudyInput) => store.update(db, id, input);
export const deleteCaseStudy = (db: Queryable, id: string) => store.remove(db, id);
