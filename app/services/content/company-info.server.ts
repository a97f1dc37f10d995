/** The about page's sections (about, factory, certifications): at most one row each. */
import { asc, eq } from "drizzle-orm";
import type { Queryable } from "~/db/client.server";
import { companyInfo } from "~/db/schema";
import { COMPANY_SECTIONS, type CompanySection } from "~/lib/domain-values";
import { withUniqueFields } from "~/lib/server/database-errors.server";
import type { CompanyInfoInput, CompanyInfoUpdate } from "~/schemas/content/company-info";
import { foundRow, updateRowById } from "../records/row-by-id.server";

export type CompanyInfo = typeof companyInfo.$inferSelect;

const NOT_FOUND = "Company information not found";
const TABLE = "company_info";

export function listCompanyInfo(db: Queryable): Promise<CompanyInfo[]> {
  return db.select().from(companyInfo).orderBy(asc(companyInfo.section));
}

const isCompanySection = (name: string): name is CompanySection => (COMPANY_SECTIONS as readonly string[]).includes(name);

/** One section by name; an unknown name or a section not written yet answers 404. */
export async function findCompanySection(db: Queryable, section: string | undefined): Promise<CompanyInfo> {
  const rows =
    section !== undefined && isCompanySection(section) ? await db.select().from(companyInfo).where(eq(companyInfo.section, section)) : [];
  return foundRow(rows, NOT_FOUND);
}

/** Writes a section that does not exist yet; an existing one answers 409 naming `section`. */
export async function createCompanySection(db: Queryable, input: CompanyInfoInput): Promise<CompanyInfo> {
  const [row] = await withUniqueFields(TABLE, () => db.insert(companyInfo).values(input).returning());
  return row!;
}

export function updateCompanySection(db: Queryable, id: string | undefined, input: CompanyInfoUpdate): Promise<CompanyInfo> {
  return withUniqueFields(TABLE, () => updateRowById(db, companyInfo, id, input, NOT_FOUND));
}
