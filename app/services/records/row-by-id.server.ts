/**
 * Reading, updating and deleting the one row a URL names by id, for the services of entities
 * whose rows are addressed that way. An id that is not a uuid cannot name a row, so it answers
 * 404 like a missing one (PostgreSQL would refuse to compare it with a uuid column).
 */
import { eq } from "drizzle-orm";
import type { PgColumn, PgTable, PgUpdateSetSource } from "drizzle-orm/pg-core";
import type { Queryable } from "~/db/client.server";
import { notFound } from "~/lib/server/http-errors.server";
import { isUuid } from "./entity-rows.server";

type TableWithId = PgTable & { id: PgColumn };

/** The id from the URL, or 404 with `message` when it cannot name a row. */
export function rowId(id: string | undefined, message: string): string {
  if (id === undefined || !isUuid(id)) throw notFound(message);
  return id;
}

/** The single row a query or write returned, or 404 with `message` when it found none. */
export function foundRow<Row>(rows: Row[], message: string): Row {
  const [row] = rows;
  if (row === undefined) throw notFound(message);
  return row;
}

/** Writes the given fields (an undefined one keeps its value) and answers the whole row. */
export async function updateRowById<Table extends TableWithId>(
  db: Queryable,
  table: Table,
  id: string | undefined,
  values: PgUpdateSetSource<Table>,
  message: string,
): Promise<Table["$inferSelect"]> {
  const where = eq(table.id, rowId(id, message));
  // An update that names no field changes nothing; Drizzle refuses an empty SET.
  const changesSomething = Object.values(values).some((value) => value !== undefined);
  const rows = changesSomething
    ? await db.update(table).set(values).where(where).returning()
    : await db
        .select()
        .from(table as PgTable)
        .where(where);
  return foundRow(rows as Table["$inferSelect"][], message);
}

export async function deleteRowById(db: Queryable, table: TableWithId, id: string | undefined, message: string): Promise<void> {
  foundRow(
    await db
      .delete(table)
      .where(eq(table.id, rowId(id, message)))
      .returning({ id: table.id }),
    message,
  );
}
