import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import pg from "pg";
import { describe, expect, inject, it } from "vitest";
import { openEmbeddedDatabase, openPostgresDatabase } from "~/db/client.server";
import { readSqlSourceFiles } from "~/db/sql-source-files.server";
import { TABLE_NAMES } from "../../tests/support/kits/stored-rows";
import { testDatabaseKind } from "../../tests/support/servers/test-database";

describe.runIf(testDatabaseKind() === "postgres")("migrations on a PostgreSQL server", () => {
  it("run safely, the SQL source files after them, when several instances start at the same moment on an empty database", async () => {
    const clusterUrl = inject("postgresUrl");
    const name = `concurrent_${Date.now()}`;
    const admin = new pg.Client({ connectionString: clusterUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = clusterUrl.replace(/\/postgres$/, `/${name}`);
    const instances = Array.from({ length: 4 }, () => openPostgresDatabase(url, 2));
    try {
      await Promise.all(instances.map((instance) => instance.migrate()));
      const check = new pg.Client({ connectionString: url });
      await check.connect();
      const applied = await check.query("select count(*)::int as count from drizzle.__drizzle_migrations");
      const tables = await check.query<{ name: string }>(
        "select table_name as name from information_schema.tables where table_schema = 'public'",
      );
      const sourceFiles = await check.query<{ file: string }>("select file from drizzle.__sql_source_files order by file");
      await check.end();
      expect(applied.rows[0].count).toBeGreaterThanOrEqual(5);
      expect(sourceFiles.rows.map((row) => row.file)).toEqual(readSqlSourceFiles().map((file) => file.name));
      expect(tables.rows.map((table) => table.name).sort()).toEqual([...TABLE_NAMES].sort());
    } finally {
      await Promise.all(instances.map((instance) => instance.close()));
      await admin.query(`drop database ${name} with (force)`);
      await admin.end();
    }
  });
});

describe.runIf(testDatabaseKind() === "pglite")("the embedded database", () => {
  const sharedBuffers = async (folder: string, sharedBuffersMb?: number) => {
    const database = await openEmbeddedDatabase(folder, sharedBuffersMb === undefined ? {} : { sharedBuffersMb });
    try {
      const { rows } = (await database.db.execute(sql`show shared_buffers`)) as unknown as { rows: { shared_buffers: string }[] };
      return rows[0]?.shared_buffers;
    } finally {
      await database.close();
    }
  };

  it("keeps 32 MB of pages by default, and the size it is given from its next start on", async () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), "embedded-buffers-"));
    try {
      expect(await sharedBuffers(folder)).toBe("32MB");
      expect(await sharedBuffers(folder, 16)).toBe("16MB");
      expect(await sharedBuffers(folder)).toBe("32MB");
    } finally {
      fs.rmSync(folder, { recursive: true, force: true });
    }
    // Three starts, the first making a new database: seconds each on a busy machine.
  }, 120_000);
});
