/** Whole-day ranges of the list filters (UTC days, both ends included), as SQL conditions on a time column. */
import { gte, lt, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";

const DAY_MS = 24 * 60 * 60 * 1000;

/** The first instant of a day, "2025-03-04" → 2025-03-04T00:00:00Z. */
export const startOfDay = (day: string) => new Date(`${day}T00:00:00Z`);
/** The first instant after a day. */
export const endOfDay = (day: string) => new Date(startOfDay(day).getTime() + DAY_MS);
/** The UTC day before the one `now` falls in, as YYYY-MM-DD. */
export const previousDay = (now: Date) => new Date(now.getTime() - DAY_MS).toISOString().slice(0, 10);

/** `column` within the days `from` to `to` (either may be absent). */
export function withinDays(column: PgColumn, range: { from?: string; to?: string }): SQL[] {
  return [range.from ? gte(column, startOfDay(range.from)) : undefined, range.to ? lt(column, endOfDay(range.to)) : undefined].filter(
    (condition) => condition !== undefined,
  );
}
