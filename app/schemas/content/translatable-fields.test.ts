/**
 * The translatable fields of each kind of content (`TRANSLATABLE_FIELDS`) are fields of the row the
 * API sends, each holding text or a list of text, and the row keeps its translations: a field
 * renamed or removed from an entity fails here instead of being silently never translated.
 */
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { TRANSLATABLE_FIELDS, type TranslatableEntity } from "~/lib/content-translations";
import { categoryRow } from "../catalogue/category";
import { productRow } from "../catalogue/product";
import { specificationFieldRow } from "../catalogue/specification-field";
import { mediaFileRow } from "../media/media";
import { caseStudyRow } from "./case-study";
import { certificateRow } from "./certificate";
import { companyInfoRow } from "./company-info";
import { heroSlideRow } from "./hero-slide";
import { newsArticleRow } from "./news-article";
import { resourceRow } from "./resource";
import { advisoryRow } from "./security-advisory";
import { solutionRow } from "./solution";

/** Each translatable kind's row as the API sends it (an advisory's revision, as its advisory holds it). */
const ROWS = {
  category: categoryRow,
  specificationField: specificationFieldRow,
  product: productRow,
  solution: solutionRow,
  newsArticle: newsArticleRow,
  resource: resourceRow,
  heroSlide: heroSlideRow,
  caseStudy: caseStudyRow,
  companySection: companyInfoRow,
  securityAdvisory: advisoryRow,
  advisoryRevision: advisoryRow.shape.revisions.element,
  certificate: certificateRow,
  media: mediaFileRow,
} satisfies Record<TranslatableEntity, z.ZodObject>;

describe.each(Object.entries(ROWS))("the translatable fields of %s", (entity, row) => {
  const shape: Record<string, z.ZodType> = row.shape;

  it("are fields of its row that hold text or a list of text, beside its translations", () => {
    expect(Object.keys(shape)).toContain("translations");
    for (const field of TRANSLATABLE_FIELDS[entity as TranslatableEntity]) {
      expect(Object.keys(shape), `${entity}.${field}`).toContain(field);
      const takesText = shape[field]!.safeParse("text").success || shape[field]!.safeParse(["text"]).success;
      expect(takesText, `${entity}.${field} holds text`).toBe(true);
    }
  });
});
