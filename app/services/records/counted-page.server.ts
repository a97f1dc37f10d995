/**
 * One page of a list together with the number of rows its filter matches, counted by the
 * database (`count(*)`), so that paging never reads every row into Node.
 */
import { count, type SQL } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Queryable } from "~/db/client.server";

export type CountedPage<Row> = { rows: Row[]; total: number };

/** The window of rows `page` selects (already limited) and the count of `table`'s rows matching `where`, queried side by side. */
export async function countedPage<Row>(
  db: Queryable,
  table: PgTable,
  where: SQL | undefined,
  page: PromiseLike<Row[]>,
): Promise<CountedPage<Row>> {
  const [rows, [counted]] = await Promise.all([page, db.select({ total: count() }).from(table).where(where)]);
  return { rows, total: counted?.total ?? 0 };
}
