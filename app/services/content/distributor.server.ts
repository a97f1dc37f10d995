/**
 * The distributor directory ("Where to buy"): the public reads published distributors by
 * country, region and a search text, the higher partner tiers first; staff manage them all.
 */
import { and, asc, eq, ilike, inArray, or, sql, type SQL } from "drizzle-orm";
import type { Queryable } from "~/db/client.server";
import { distributors } from "~/db/schema";
import { countryCodesNamed } from "~/lib/countries";
import { PARTNER_TIERS, type DistributorRegion } from "~/lib/domain-values";
import type { CreateDistributorInput, UpdateDistributorInput } from "~/schemas/content/distributor";
import { countedPage, type CountedPage } from "../records/counted-page.server";
import { escapeLikePattern, isStorableText } from "../records/entity-rows.server";
import { deleteRowById, updateRowById } from "../records/row-by-id.server";

export type Distributor = typeof distributors.$inferSelect;

const NOT_FOUND = "Distributor not found";

export type DistributorFilters = {
  /** An ISO 3166-1 alpha-2 code. */
  country?: string;
  region?: DistributorRegion;
  /** Matches the company, city or contact person, or the country's name in one of `searchLocales`. */
  q?: string | null;
  /** The languages whose country names the search text is matched against (English always). */
  searchLocales?: readonly string[];
  /** Staff only: the unpublished distributors too. */
  includeUnpublished?: boolean;
  limit?: number;
  offset?: number;
};

/** Platinum, then gold, then authorised; by company name within a tier; the id makes the order total. */
const directoryOrder = [
  sql`array_position(array[${sql.join(
    PARTNER_TIERS.map((tier) => sql`${tier}`),
    sql`, `,
  )}]::text[], ${distributors.tier})`,
  asc(sql`lower(${distributors.companyName})`),
  asc(distributors.id),
];

function searchCondition(text: string, locales: readonly string[]): SQL | undefined {
  const pattern = `%${escapeLikePattern(text)}%`;
  const countries = countryCodesNamed(text, ["en", ...locales]);
  return or(
    ilike(distributors.companyName, pattern),
    ilike(distributors.city, pattern),
    ilike(distributors.contactName, pattern),
    countries.length > 0 ? inArray(distributors.country, countries) : undefined,
  );
}

function filterCondition(filters: DistributorFilters): SQL | undefined {
  if (filters.q && !isStorableText(filters.q)) return sql`false`;
  return and(
    filters.includeUnpublished ? undefined : eq(distributors.isPublished, true),
    filters.country ? eq(distributors.country, filters.country) : undefined,
    filters.region ? eq(distributors.region, filters.region) : undefined,
    filters.q ? searchCondition(filters.q, filters.searchLocales ?? []) : undefined,
  );
}

/** A page of the matching distributors in directory order, and how many match. */
export function listDistributors(db: Queryable, filters: DistributorFilters = {}): Promise<CountedPage<Distributor>> {
  const where = filterCondition(filters);
  const page = db
    .select()
    .from(distributors)
    .where(where)
    .orderBy(...directoryOrder)
    .limit(filters.limit ?? 1000)
    .offset(filters.offset ?? 0);
  return countedPage(db, distributors, where, page);
}

/** The countries that have a published distributor: the choices of the public page's country filter. */
export async function listDistributorCountries(db: Queryable): Promise<string[]> {
  const rows = await db
    .selectDistinct({ country: distributors.country })
    .from(distributors)
    .where(eq(distributors.isPublished, true))
    .orderBy(asc(distributors.country));
  return rows.map((row) => row.country);
}

export async function createDistributor(db: Queryable, input: CreateDistributorInput): Promise<Distributor> {
  const [row] = await db.insert(distributors).values(input).returning();
  return row!;
}

export function updateDistributor(db: Queryable, id: string | undefined, input: UpdateDistributorInput): Promise<Distributor> {
  return updateRowById(db, distributors, id, input, NOT_FOUND);
}

export function deleteDistributor(db: Queryable, id: string | undefined): Promise<void> {
  return deleteRowById(db, distributors, id, NOT_FOUND);
}
