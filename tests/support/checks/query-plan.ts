/** The plan PostgreSQL (or PGlite) makes for a query, as the text `EXPLAIN` prints: what plan tests match against. */
import { sql, type SQLWrapper } from "drizzle-orm";
import type { Queryable } from "~/db/client.server";

export async function queryPlan(db: Queryable, query: SQLWrapper): Promise<string> {
  const plan = (await db.execute(sql`explain ${query}`)) as unknown as { rows: Record<string, unknown>[] };
  return plan.rows.map((row) => Object.values(row).join(" ")).join("\n");
}
