/**
 * Every stored row, table by table, for tests that show a run of hostile requests changed
 * nothing: each table's rows as sorted JSON lines, compared before and after.
 */
import { getTableName, sql } from "drizzle-orm";
import type { DatabaseHandle } from "~/db/client.server";
import * as schema from "~/db/schema";

/** The names of the application's tables. */
export const TABLE_NAMES: string[] = Object.values(schema)
  .filter((table) => typeof table === "object" && table !== null && Symbol.for("drizzle:IsDrizzleTable") in table)
  .map((table) => getTableName(table as typeof schema.products));

/** Tables that change by design on any request: sign-ins make sessions, limits count requests. */
export const BOOKKEEPING_TABLES = ["sessions", "rate_limits"];

/** The rows of the named tables (by default all but the bookkeeping ones), each table's sorted. */
export async function storedRows(
  database: DatabaseHandle,
  tables = TABLE_NAMES.filter((name) => !BOOKKEEPING_TABLES.includes(name)),
): Promise<Record<string, string[]>> {
  const rows: Record<string, string[]> = {};
  for (const table of tables) {
    // PostgreSQL's own JSON of each row: exact to the microsecond and to a `json` value's text, on either engine.
    const { rows: stored } = (await database.db.execute(
      sql`select row_to_json(t)::text as line from ${sql.identifier(table)} t`,
    )) as unknown as {
      rows: { line: string }[];
    };
    rows[table] = stored.map((row) => row.line).sort();
  }
  return rows;
}
