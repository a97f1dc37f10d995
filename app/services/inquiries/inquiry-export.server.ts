/**
 * The inquiries CSV download (docs/behaviour/admin-area.md §9): columns Date, Type, Name, Email, Phone,
 * Company, Country, Status, Message; dates as yyyy-MM-dd HH:mm in UTC; every cell
 * double-quoted with inner quotes doubled; spam left out; newest first. The file's form (byte
 * order mark, CRLF, cells guarded against formulas) is app/lib/server/csv.server.ts.
 */
import { and, desc, eq } from "drizzle-orm";
import type { Queryable } from "~/db/client.server";
import { inquiries } from "~/db/schema";
import { CSV_BYTE_ORDER_MARK, csvLine } from "~/lib/server/csv.server";
import { notFound } from "~/lib/server/http-errors.server";
import type { InquiryExportQuery } from "~/schemas/inquiries/inquiry";
import { inquiryFilterConditions } from "./inquiry-filters.server";

const INQUIRY_CSV_COLUMNS = ["Date", "Type", "Name", "Email", "Phone", "Company", "Country", "Status", "Message"];
const NO_INQUIRIES_TO_EXPORT = "No inquiries to export";

export type InquiryCsv = { filename: string; content: string };

/** 2025-03-04 05:06 (UTC). */
const formatMinuteUtc = (date: Date) => date.toISOString().slice(0, 16).replace("T", " ");

/**
 * The CSV of the inquiries that are not spam (filtered like the list; `viewerId` is who "me" is),
 * named for `today`; 404 when there is none.
 */
export async function exportInquiriesCsv(db: Queryable, today: Date, filters: InquiryExportQuery, viewerId: string): Promise<InquiryCsv> {
  const where = and(eq(inquiries.isSpam, false), ...inquiryFilterConditions(filters, viewerId));
  const rows = await db.select().from(inquiries).where(where).orderBy(desc(inquiries.createdAt), desc(inquiries.id));
  if (rows.length === 0) throw notFound(NO_INQUIRIES_TO_EXPORT);

  const records = rows.map((row) => [
    formatMinuteUtc(row.createdAt),
    row.type,
    row.name,
    row.email,
    row.phone,
    row.company,
    row.country,
    row.status,
    row.message,
  ]);
  const lines = [INQUIRY_CSV_COLUMNS, ...records].map(csvLine);
  return { filename: `inquiries_${today.toISOString().slice(0, 10)}.csv`, content: CSV_BYTE_ORDER_MARK + lines.join("") };
}
