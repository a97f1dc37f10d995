import pg from "pg";
import { describe, expect, inject, it } from "vitest";
import { openPostgresDatabase } from "~/db/client.server";
import { TABLE_NAMES } from "../../tests/support/stored-rows";
import { testDatabaseKind } from "../../tests/support/test-database";

describe.runIf(testDatabaseKind() === "postgres")("migrations on a PostgreSQL server", () => {
  it("run safely when several instances start at the same moment on an empty database", async () => {
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
      await check.end();
      expect(applied.rows[0].count).toBeGreaterThanOrEqual(5);
      expect(tables.rows.map((table) => table.name).sort()).toEqual([...TABLE_NAMES].sort());
    } finally {
      await Promise.all(instances.map((instance) => instance.close()));
      await admin.query(`drop database ${name} with (force)`);
      await admin.end();
    }
  });
});
