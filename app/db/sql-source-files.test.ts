import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { MIGRATIONS_FOLDER } from "~/db/client.server";
import { readSqlSourceFiles } from "~/db/sql-source-files.server";
import { sqlStatements } from "~/db/sql-statements";

/** The migrations up to this one defined functions and triggers before app/db/sql did; they stay as history. */
const LAST_MIGRATION_WITH_CODE = 40;

const withoutComments = (text: string) => text.replaceAll(/--[^\n]*/g, "").replaceAll(/\/\*[\s\S]*?\*\//g, "");
const DEFINES_CODE =
  /\b(CREATE\s+(OR\s+REPLACE\s+)?(CONSTRAINT\s+)?(FUNCTION|PROCEDURE|TRIGGER)|ALTER\s+(FUNCTION|PROCEDURE|TRIGGER)|(ENABLE|DISABLE)\s+TRIGGER)\b/gi;

describe("SQL that is code lives in app/db/sql", () => {
  it(`no migration after ${String(LAST_MIGRATION_WITH_CODE).padStart(4, "0")} defines or alters a function or trigger`, () => {
    const later = fs
      .readdirSync(MIGRATIONS_FOLDER)
      .filter((name) => /^\d{4}_.*\.sql$/.test(name) && Number(name.slice(0, 4)) > LAST_MIGRATION_WITH_CODE);
    const defining = later.flatMap((name) =>
      [...withoutComments(fs.readFileSync(path.join(MIGRATIONS_FOLDER, name), "utf8")).matchAll(DEFINES_CODE)].map(
        (match) => `${name}: ${match[0].replaceAll(/\s+/g, " ")} (write it in app/db/sql/<area>.sql instead)`,
      ),
    );
    expect(defining).toEqual([]);
  });

  it("every statement of a source file can run again: CREATE OR REPLACE a function or trigger, or an index IF NOT EXISTS", () => {
    const files = readSqlSourceFiles();
    expect(files.length).toBeGreaterThan(0);
    const once = files.flatMap((file) =>
      sqlStatements(file.text)
        .filter((statement) => !/^(CREATE OR REPLACE (FUNCTION|TRIGGER)|CREATE (UNIQUE )?INDEX IF NOT EXISTS)\s/i.test(statement.text))
        .map((statement) => `${file.name}, line ${statement.line}: ${statement.text.split("\n")[0]}`),
    );
    expect(once).toEqual([]);
  });
});
