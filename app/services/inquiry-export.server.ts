/**
 * The inquiries CSV download (admin-panel.md §9): columns Date, Type, Name, Email, Phone,
 * Company, Country, Status, Message; dates as yyyy-MM-dd HH:mm in UTC; every cell
 * double-quoted with inner quotes doubled; spam left out; newest first.
 *
 * The file starts with a UTF-8 byte order mark so that spreadsheet programs read names in any
 * script correctly, and lines end in CRLF (RFC 4180). A cell that a spreadsheet would run as a
 * formula (starting with =, +, -, @, a tab or a carriage return) is prefixed with a single quote.
 */
import { and, desc, eq } from "drizzle-orm";
import type { Queryable } from "~/db/client.server";
import { inquiries } from "~/db/schema";
import { notFound } from "~/lib/server/http-errors.server";
import type { InquiryExportQuery } from "~/schemas/inquiry";
import { inquiryFilterConditions } from "./inquiry-filters.server";

const INQUIRY_CSV_COLUMNS = ["Date", "Type", "Name", "Email", "Phone", "Company", "Country", "Status", "Message"];
const NO_INQUIRIES_TO_EXPORT = "No inquiries to export";

const BYTE_ORDER_MARK = "\uFEFF";
const FORMULA_START = /^[=+\-@\t\r]/;

export type InquiryCsv = { filename: string; content: string };

/** 2025-03-04 05:06 (UTC). */
const formatMinuteUtc = (date: Date) => date.toISOString().slice(0, 16).replace("T", " ");

function csvCell(value: string | null): string {
  const text = value ?? "";
  const inert = FORMULA_START.test(text) ? `'${text}` : text;
  return `"${inert.replaceAll('"', '""')}"`;
}

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
  const lines = [INQUIRY_CSV_COLUMNS, ...records].map((cells) => cells.map(csvCell).join(",") + "\r\n");
  return { filename: `inquiries_${today.toISOString().slice(0, 10)}.csv`, content: BYTE_ORDER_MARK + lines.join("") };
}
