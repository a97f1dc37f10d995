/**
 * The database's functions and triggers, kept as source files by area in app/db/sql and applied
 * after the migrations at every start (decision 074). A file runs again when its text changed or
 * migrations ran since it last did; drizzle.__sql_source_files, beside drizzle's own record of
 * the migrations, keeps each file's checksum. An expression index over a function whose
 * definition changed is rebuilt.
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { sql, type SQL } from "drizzle-orm";
import { readMigrationFiles } from "drizzle-orm/migrator";
import type { Database, Queryable } from "~/db/client.server";
import { installedFile } from "~/lib/server/install-folder.server";
import { sqlStatements } from "./sql-statements";

export const SQL_SOURCE_FOLDER = installedFile("app", "db", "sql");

export type SqlSourceFile = { name: string; text: string };

/** The source files, in the order they are applied: by name. */
export function readSqlSourceFiles(folder = SQL_SOURCE_FOLDER): SqlSourceFile[] {
  return fs
    .readdirSync(folder)
    .filter((name) => name.endsWith(".sql"))
    .sort()
    .map((name) => ({ name, text: fs.readFileSync(path.join(folder, name), "utf8") }));
}

/** When the newest migration in the folder was made: drizzle's `created_at` of the migration. */
export function newestMigrationIn(migrationsFolder: string): number {
  return Math.max(...readMigrationFiles({ migrationsFolder }).map((migration) => migration.folderMillis));
}

/** The rows a query answers, on PGlite and PostgreSQL alike. */
export async function rows<Row>(db: Queryable, query: SQL): Promise<Row[]> {
  return ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
}

/** Every function of the schema that no extension brought, by oid, with its definition. */
export async function functionDefinitions(db: Queryable): Promise<Map<string, string>> {
  const found = await rows<{ oid: string; definition: string }>(
    db,
    sql`select p.oid::text as oid, pg_get_functiondef(p.oid) as definition
        from pg_proc p
        where p.pronamespace = current_schema()::regnamespace and p.prokind in ('f', 'p')
          and not exists (select from pg_depend d where d.classid = 'pg_proc'::regclass and d.objid = p.oid and d.deptype = 'e')`,
  );
  return new Map(found.map((row) => [row.oid, row.definition]));
}

/** The indexes over the given functions, or over functions that call them. */
async function indexesOver(db: Queryable, functionOids: string[]): Promise<string[]> {
  const found = await rows<{ name: string }>(
    db,
    sql`with recursive changed(oid) as (
          select unnest(${`{${functionOids.join(",")}}`}::oid[])
          union
          select d.objid from pg_depend d join changed on d.refobjid = changed.oid
          where d.classid = 'pg_proc'::regclass and d.refclassid = 'pg_proc'::regclass
        )
        select distinct i.oid::regclass::text as name
        from pg_depend d join changed on d.refobjid = changed.oid join pg_class i on i.oid = d.objid and i.relkind = 'i'
        where d.classid = 'pg_class'::regclass and d.refclassid = 'pg_proc'::regclass
        order by 1`,
  );
  return found.map((row) => row.name);
}

/** Runs a file's statements; an error names the file and the line its statement starts on. */
export async function runSqlSourceFile(db: Queryable, file: SqlSourceFile): Promise<void> {
  for (const statement of sqlStatements(file.text)) {
    try {
      await db.execute(sql.raw(statement.text));
    } catch (error) {
      const reason = (error as { cause?: Error }).cause?.message ?? (error as Error).message;
      throw new Error(`app/db/sql/${file.name}, the statement on line ${statement.line}: ${reason}`, { cause: error });
    }
  }
}

const checksum = (file: SqlSourceFile) => createHash("sha256").update(file.text).digest("hex");

export type SqlSourceFilesApplied = { applied: string[]; reindexed: string[] };

/**
 * Applies the files that changed, or all of them when migrations ran since, each in a transaction
 * of its own with its checksum. Called right after the migrations under their lock, so several
 * instances starting at once apply them one at a time. A database a newer release migrated
 * (this code's newest migration is older than its newest) is left to that release's files.
 */
export async function applySqlSourceFiles(
  db: Database,
  files: SqlSourceFile[],
  codeNewestMigration: number,
): Promise<SqlSourceFilesApplied> {
  await db.execute(sql`create table if not exists drizzle.__sql_source_files (
    file text primary key, checksum text not null, after_migration bigint not null, applied_at timestamp with time zone not null)`);
  const [newest] = await rows<{ migration: string }>(db, sql`select max(created_at)::text as migration from drizzle.__drizzle_migrations`);
  const databaseNewestMigration = Number(newest!.migration);
  const done: SqlSourceFilesApplied = { applied: [], reindexed: [] };
  if (databaseNewestMigration > codeNewestMigration) return done;

  const recorded = new Map(
    (await rows<{ file: string; checksum: string; after_migration: string }>(db, sql`select * from drizzle.__sql_source_files`)).map(
      (row) => [row.file, row],
    ),
  );
  for (const file of files) {
    const sum = checksum(file);
    const last = recorded.get(file.name);
    if (last?.checksum === sum && Number(last.after_migration) === databaseNewestMigration) continue;
    await db.transaction(async (tx) => {
      const before = await functionDefinitions(tx);
      await runSqlSourceFile(tx, file);
      const after = await functionDefinitions(tx);
      const redefined = [...after].filter(([oid, definition]) => before.has(oid) && before.get(oid) !== definition).map(([oid]) => oid);
      const indexes = redefined.length === 0 ? [] : await indexesOver(tx, redefined);
      for (const index of indexes) await tx.execute(sql.raw(`reindex index ${index}`));
      await tx.execute(sql`insert into drizzle.__sql_source_files (file, checksum, after_migration, applied_at)
        values (${file.name}, ${sum}, ${databaseNewestMigration}, now())
        on conflict (file) do update set checksum = excluded.checksum, after_migration = excluded.after_migration, applied_at = excluded.applied_at`);
      done.applied.push(file.name);
      done.reindexed.push(...indexes);
    });
  }
  await db.execute(
    sql`delete from drizzle.__sql_source_files where not (file = any(${`{${files.map((file) => `"${file.name}"`).join(",")}}`}::text[]))`,
  );
  return done;
}
