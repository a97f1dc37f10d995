/**
 * The tables a backup holds, in an order that puts every row after the rows it refers to, and
 * the moving of their rows to and from files. Rows travel as PostgreSQL's own JSON (row_to_json
 * out, json_populate_recordset in), so every value comes back exactly as it was: timestamps to
 * the microsecond, `json` with its key order, arrays, booleans, on PGlite and PostgreSQL alike.
 * Each row is one record of a JSON text sequence (RFC 7464: RS, the JSON, LF): a `json` value
 * may hold line breaks of its own, but never the RS control character.
 */
import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";
import { open } from "node:fs/promises";
import { is, sql, type SQL } from "drizzle-orm";
import { getTableConfig, PgTable } from "drizzle-orm/pg-core";
import type { Queryable } from "~/db/client.server";
import * as schema from "~/db/schema";

const RECORD_SEPARATOR = "\x1e";
const FETCH_ROWS = 1000;
/** Rows sent to the database in one insert: at most this many, or this much JSON. */
const INSERT_ROWS = 1000;
const INSERT_CHARACTERS = 4 * 1024 * 1024;

const schemaTables = (Object.values(schema) as unknown[]).filter((value): value is PgTable => is(value, PgTable));

/** Depth first: a table comes after every table its foreign keys point at. */
function inDependencyOrder(tables: PgTable[]): PgTable[] {
  const ordered: PgTable[] = [];
  const visit = (table: PgTable) => {
    if (ordered.includes(table)) return;
    for (const foreignKey of getTableConfig(table).foreignKeys) {
      const target = foreignKey.reference().foreignTable;
      if (target !== table) visit(target);
    }
    ordered.push(table);
  };
  tables.forEach(visit);
  return ordered;
}

const tableName = (table: PgTable) => getTableConfig(table).name;

/** Every table of the schema, referenced tables first. */
export const ALL_TABLES = inDependencyOrder(schemaTables).map(tableName);

/**
 * Sign-ins and rate-limit counters are left out: a restored session could revive a sign-in that
 * was ended after the backup, and counters are minutes old at most (decision 023); so are sign-ins
 * waiting for their second factor, five minutes old at most (decision 064), whose secrets and
 * recovery codes are kept. So are the
 * catalogue's counts and search texts, which the triggers on products and their values rebuild
 * as those are restored (decisions 026, 033 and 042). So are the webhooks' deliveries and their
 * attempts: restored, those still pending would send old events again (decision 065); the
 * endpoints and their secrets are kept. So are the shared cache's pending purges (decision
 * 080): they name pages of the site as it was; after a restore the cache in front is purged whole.
 */
export const TABLES_NOT_BACKED_UP: readonly string[] = [
  tableName(schema.sessions),
  tableName(schema.pendingSignIns),
  tableName(schema.rateLimits),
  tableName(schema.productCounts),
  tableName(schema.specificationValueCounts),
  tableName(schema.productSearchTexts),
  tableName(schema.webhookDeliveries),
  tableName(schema.webhookAttempts),
  tableName(schema.sharedCachePurges),
];

/** The tables a backup holds, referenced tables first: the order in which a restore inserts them. */
export const BACKED_UP_TABLES = ALL_TABLES.filter((name) => !TABLES_NOT_BACKED_UP.includes(name));

async function queryRows<Row>(db: Queryable, query: SQL): Promise<Row[]> {
  return ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
}

/** The table's columns as the database has them, in their order. */
export async function tableColumns(db: Queryable, table: string): Promise<string[]> {
  const rows = await queryRows<{ name: string }>(
    db,
    sql`select column_name as name from information_schema.columns
        where table_schema = current_schema() and table_name = ${table} order by ordinal_position`,
  );
  return rows.map((row) => row.name);
}

export async function countRows(db: Queryable, table: string): Promise<number> {
  const [row] = await queryRows<{ rows: number }>(db, sql`select count(*)::int as rows from ${sql.identifier(table)}`);
  return row!.rows;
}

/** Empties every table of the schema at once (foreign keys allow nothing less). */
export async function truncateAllTables(db: Queryable): Promise<void> {
  await db.execute(
    sql`truncate table ${sql.join(
      ALL_TABLES.map((name) => sql.identifier(name)),
      sql`, `,
    )}`,
  );
}

/**
 * Writes every row of `table` to `file`; `db` must be a transaction (a cursor lives in one).
 * Returns the row count and the file's SHA-256.
 */
export async function dumpTable(db: Queryable, table: string, file: string): Promise<{ rows: number; sha256: string }> {
  const hash = createHash("sha256");
  const out = await open(file, "wx");
  let rows = 0;
  try {
    await db.execute(sql`declare backup_rows no scroll cursor for select row_to_json(t)::text as line from ${sql.identifier(table)} t`);
    for (;;) {
      const batch = await queryRows<{ line: string }>(db, sql.raw(`fetch forward ${FETCH_ROWS} from backup_rows`));
      if (batch.length === 0) break;
      const chunk = batch.map((row) => `${RECORD_SEPARATOR}${row.line}\n`).join("");
      hash.update(chunk);
      await out.write(chunk);
      rows += batch.length;
    }
    await db.execute(sql`close backup_rows`);
  } finally {
    await out.close();
  }
  return { rows, sha256: hash.digest("hex") };
}

/** Each row (JSON text) of a file written by dumpTable, streamed. */
export async function* readTableRows(file: string): AsyncGenerator<string> {
  let pending = "";
  for await (const chunk of createReadStream(file, { encoding: "utf8" }) as AsyncIterable<string>) {
    const records = (pending + chunk).split(RECORD_SEPARATOR);
    pending = records.pop()!;
    for (const record of records) if (record !== "") yield record;
  }
  if (pending !== "") yield pending;
}

/**
 * Inserts the rows of a file written by dumpTable. Only `columns` are set: a column added to
 * the table since the backup was made takes its default. Returns the number of rows inserted.
 */
export async function loadTable(db: Queryable, table: string, columns: string[], file: string): Promise<number> {
  const target = sql.identifier(table);
  const columnList = sql.join(
    columns.map((column) => sql.identifier(column)),
    sql`, `,
  );
  let batch: string[] = [];
  let characters = 0;
  let rows = 0;
  const insertBatch = async () => {
    if (batch.length === 0) return;
    const records = `[${batch.join(",")}]`;
    await db.execute(
      sql`insert into ${target} (${columnList}) select ${columnList} from json_populate_recordset(null::${target}, ${records}::json)`,
    );
    rows += batch.length;
    batch = [];
    characters = 0;
  };
  for await (const record of readTableRows(file)) {
    batch.push(record);
    characters += record.length;
    if (batch.length >= INSERT_ROWS || characters >= INSERT_CHARACTERS) await insertBatch();
  }
  await insertBatch();
  return rows;
}
