/**
 * Reads whose matches only an index can find cheaply, run with sequential scans priced out (for
 * their transaction only). The planner prices a pattern match (`ILIKE '%…%'`, trigram likeness)
 * like any comparison, so when its statistics say many rows match it scans the table, evaluating
 * the pattern on every row: on long descriptions, several times the cost of reading the few
 * thousand rows the trigram indexes point to.
 */
import { sql } from "drizzle-orm";
import type { Queryable } from "~/db/client.server";

export function throughIndexes<T>(db: Queryable, read: (db: Queryable) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    return read(tx);
  });
}
