import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MIGRATIONS_FOLDER, type DatabaseHandle, type Queryable } from "~/db/client.server";
import {
  applySqlSourceFiles,
  functionDefinitions,
  newestMigrationIn,
  readSqlSourceFiles,
  rows,
  runSqlSourceFile,
  type SqlSourceFile,
} from "~/db/sql-source-files.server";
import { createTestDatabase } from "../../tests/support/servers/test-database";

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const NEWEST_MIGRATION = newestMigrationIn(MIGRATIONS_FOLDER);

/** The functions (by signature) and triggers (by name and table) the database runs, each with its definition. */
async function databaseCode(db: Queryable): Promise<Record<string, string>> {
  const definitions = await functionDefinitions(db);
  const functions = await rows<{ oid: string; signature: string }>(
    db,
    sql`select oid::text as oid, oid::regprocedure::text as signature from pg_proc where oid = any(${`{${[...definitions.keys()].join(",")}}`}::oid[])`,
  );
  const triggers = await rows<{ name: string; definition: string }>(
    db,
    sql`select t.tgname || ' on ' || t.tgrelid::regclass::text as name, pg_get_triggerdef(t.oid) || ' (enabled: ' || t.tgenabled::text || ')' as definition
        from pg_trigger t join pg_class c on c.oid = t.tgrelid
        where not t.tgisinternal and c.relnamespace = current_schema()::regnamespace`,
  );
  return Object.fromEntries([
    ...functions.map((row) => [`function ${row.signature}`, definitions.get(row.oid)!]),
    ...triggers.map((row) => [`trigger ${row.name}`, row.definition]),
  ]);
}

class RolledBack extends Error {}

/** What `work` sees inside a transaction that is then rolled back. */
async function inRolledBackTransaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T> {
  let seen: T | undefined;
  await database.db
    .transaction(async (tx) => {
      seen = await work(tx);
      throw new RolledBack();
    })
    .catch((error: unknown) => {
      if (!(error instanceof RolledBack)) throw error;
    });
  return seen!;
}

/** The functions and triggers the source files alone make: every function dropped (its triggers with it), then the files run. */
const codeOfTheSourceFilesAlone = () =>
  inRolledBackTransaction(async (tx) => {
    const signatures = await rows<{ signature: string }>(
      tx,
      sql`select oid::regprocedure::text as signature from pg_proc where oid = any(${`{${[...(await functionDefinitions(tx)).keys()].join(",")}}`}::oid[])`,
    );
    for (const { signature } of signatures) await tx.execute(sql.raw(`drop function if exists ${signature} cascade`));
    for (const file of readSqlSourceFiles()) await runSqlSourceFile(tx, file);
    return databaseCode(tx);
  });

/** For each trigger that fires on UPDATE OF some columns: the old row's columns its function or WHEN clause reads that it does not watch. */
async function unwatchedColumns(db: Queryable): Promise<Record<string, string[]>> {
  const triggers = await rows<{ name: string; source: string; definition: string; watched: string[] }>(
    db,
    sql`select t.tgname as name, p.prosrc as source, pg_get_triggerdef(t.oid) as definition,
          array(select a.attname::text from unnest(t.tgattr::int2[]) as k(number)
                join pg_attribute a on a.attrelid = t.tgrelid and a.attnum = k.number) as watched
        from pg_trigger t join pg_proc p on p.oid = t.tgfoid
        where not t.tgisinternal and cardinality(t.tgattr::int2[]) > 0
        order by 1`,
  );
  return Object.fromEntries(
    triggers.map((trigger) => {
      const whenClause = /\bWHEN \((.*)\) EXECUTE FUNCTION/.exec(trigger.definition)?.[1] ?? "";
      const reads = `${trigger.source}\n${whenClause}`;
      const columns = [...reads.matchAll(/\bOLD\s*\.\s*"?([a-z_][a-z0-9_]*)"?/gi)].map((match) => match[1]!.toLowerCase());
      const wholeRow = /\bOLD\b(?!\s*\.)/i.test(reads.replaceAll(/--[^\n]*/g, "")) ? ["the whole old row"] : [];
      return [trigger.name, [...new Set(columns.filter((column) => !trigger.watched.includes(column))), ...wholeRow]];
    }),
  );
}

describe("the functions and triggers", () => {
  it("are exactly those of the source files in app/db/sql: none only in a migration, none different", async () => {
    const running = await databaseCode(database.db);
    const ofTheSourceFiles = await codeOfTheSourceFilesAlone();
    const notInASourceFile = Object.keys(running).filter((name) => !(name in ofTheSourceFiles));
    const different = Object.keys(running).filter((name) => name in ofTheSourceFiles && running[name] !== ofTheSourceFiles[name]);
    expect({ notInASourceFile, different }).toEqual({ notInASourceFile: [], different: [] });
    expect(Object.keys(running).sort()).toEqual(Object.keys(ofTheSourceFiles).sort());
    expect(Object.keys(running).length).toBeGreaterThan(70);
  });

  it("that fire on UPDATE OF some columns watch every column of the old row they read", async () => {
    const unwatched = await unwatchedColumns(database.db);
    expect(Object.keys(unwatched)).toContain("inquiries_webhooks");
    expect(Object.values(unwatched).flat()).toEqual([]);
  });

  it("the UPDATE OF check names a column a trigger reads but forgot to watch", async () => {
    const unwatched = await inRolledBackTransaction(async (tx) => {
      await tx.execute(
        sql`create or replace trigger inquiries_webhooks after insert or update of status on inquiries for each row execute function webhook_inquiry_events()`,
      );
      return unwatchedColumns(tx);
    });
    expect(unwatched.inquiries_webhooks).toEqual(["is_spam"]);
  });
});

describe("applying the source files", () => {
  const files = readSqlSourceFiles();
  const changed = (name: string, text: (before: string) => string): SqlSourceFile[] =>
    files.map((file) => (file.name === name ? { name, text: text(file.text) } : file));
  const recorded = () =>
    rows<{ file: string; checksum: string }>(database.db, sql`select file, checksum from drizzle.__sql_source_files order by file`);

  it("records each file's checksum at the start and runs again only the file whose text changed", async () => {
    expect((await recorded()).map((row) => row.file)).toEqual(files.map((file) => file.name));
    expect(await applySqlSourceFiles(database.db, files, NEWEST_MIGRATION)).toEqual({ applied: [], reindexed: [] });

    const commented = changed("webhooks.sql", (text) => `${text}\n-- A comment changes the checksum.\n`);
    expect(await applySqlSourceFiles(database.db, commented, NEWEST_MIGRATION)).toEqual({ applied: ["webhooks.sql"], reindexed: [] });
    expect(await applySqlSourceFiles(database.db, files, NEWEST_MIGRATION)).toEqual({ applied: ["webhooks.sql"], reindexed: [] });
  });

  it("runs every file again after migrations ran since, and leaves a database a newer release migrated alone", async () => {
    await database.db.execute(sql`update drizzle.__sql_source_files set after_migration = after_migration - 1`);
    const afterANewMigration = await applySqlSourceFiles(database.db, files, NEWEST_MIGRATION);
    expect(afterANewMigration.applied).toEqual(files.map((file) => file.name));

    const olderRelease = changed("webhooks.sql", (text) => text.replace("RETURNS void", "RETURNS void /* older */"));
    expect(await applySqlSourceFiles(database.db, olderRelease, NEWEST_MIGRATION - 1)).toEqual({ applied: [], reindexed: [] });
  });

  it("rebuilds the indexes over a search function whose definition changed", async () => {
    const searchFor = async (word: string) => {
      const found = await inRolledBackTransaction(async (tx) => {
        await tx.execute(sql`set local enable_seqscan = off`);
        return rows<{ name: string }>(
          tx,
          sql`select name from products
              where product_search_vector(name, product_code, description, technology, interface, features, application, translations)
                @@ to_tsquery('simple', ${word})`,
        );
      });
      return found.length;
    };
    const [category] = await rows<{ id: string }>(
      database.db,
      sql`insert into categories (name, slug) values ('Locks', 'locks') returning id`,
    );
    await database.db.execute(
      sql`insert into products (category_id, name, slug, product_code, description) values (${category!.id}, 'Door Lock', 'door-lock', 'DL-1', 'A lock.')`,
    );
    const marked = changed("site-search.sql", (text) =>
      text.replace("array_to_string(texts, ' '), '<>-'", "array_to_string(texts || 'zzmarker'::text, ' '), '<>-'"),
    );
    expect(await searchFor("zzmarker")).toBe(0);

    const applied = await applySqlSourceFiles(database.db, marked, NEWEST_MIGRATION);
    expect(applied.reindexed).toEqual(expect.arrayContaining(["products_search_vector_idx", "certificates_search_title_idx"]));
    expect(await searchFor("zzmarker")).toBe(1);

    await applySqlSourceFiles(database.db, files, NEWEST_MIGRATION);
    expect(await searchFor("zzmarker")).toBe(0);
  });

  it("stops at a statement the database refuses, naming the file and its line, and records nothing of that file", async () => {
    const broken = [
      ...files,
      { name: "zz-broken.sql", text: "-- A typo.\n\nCREATE OR REPLACE FUNCTON nothing() RETURNS int LANGUAGE sql RETURN 1;\n" },
    ];
    await expect(applySqlSourceFiles(database.db, broken, NEWEST_MIGRATION)).rejects.toThrow(
      /^app\/db\/sql\/zz-broken\.sql, the statement on line 3: syntax error at or near "FUNCTON"/,
    );
    expect((await recorded()).map((row) => row.file)).not.toContain("zz-broken.sql");
  });
});
