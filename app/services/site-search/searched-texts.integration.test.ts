/**
 * Every text a visitor can read of each searched kind is found by the site search, or is listed in
 * its source's `notSearched`: the search functions are read from the database as they run
 * (whichever file defines them), and each text column of the kind's table must be one of their
 * arguments, which `SEARCH_SOURCES` passes as the very columns the indexes are built on.
 */
import { getTableColumns, sql, type SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { SEARCH_KINDS } from "~/lib/catalogue/site-search";
import { createTestDatabase } from "../../../tests/support/servers/test-database";
import { SEARCH_SOURCES } from "./search-sources.server";

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

/** SQL as the application sends it: columns named in snake case. */
const asSent = (query: SQL) => new PgDialect({ casing: "snake_case" }).sqlToQuery(query).sql;

/** A call of a search function as the queries make it: the function's name and the columns passed, in order. */
function callOf(words: SQL): { name: string; columns: string[] } {
  const text = asSent(words);
  return { name: /^\s*(\w+)\(/.exec(text)![1]!, columns: [...text.matchAll(/"\w+"\."(\w+)"/g)].map((match) => match[1]!) };
}

/** A function's parameter names and body, from its definition in the database. */
async function definitionOf(name: string): Promise<{ parameters: string[]; body: string }> {
  const { rows } = (await database.db.execute(sql`select pg_get_functiondef(${name}::regproc) as definition`)) as unknown as {
    rows: { definition: string }[];
  };
  const definition = rows[0]!.definition;
  const header = new RegExp(`FUNCTION public\\.${name}\\(([^)]*)\\)`).exec(definition)!;
  return {
    parameters: header[1]!.split(",").map((parameter) => parameter.trim().split(" ")[0]!),
    body: definition.slice(header.index + header[0].length),
  };
}

/** The table's columns of text or lists of text, by their names in TypeScript. */
const textColumns = (table: (typeof SEARCH_SOURCES)[keyof typeof SEARCH_SOURCES]["table"]) =>
  Object.entries(getTableColumns(table)).filter(([, column]) => /^(text|varchar)/.test(column.getSQLType()));

describe.each(SEARCH_KINDS)("the site search of %s", (kind) => {
  const source = SEARCH_SOURCES[kind];

  it("indexes every text column of its table that is not listed in notSearched, and every translation", async () => {
    const call = callOf(source.words);
    const { parameters, body } = await definitionOf(call.name);
    expect(parameters, `${call.name} takes the columns its callers pass, by name`).toEqual(call.columns);
    for (const parameter of parameters) expect(body, `${call.name} uses ${parameter}`).toMatch(new RegExp(`\\b${parameter}\\b`));
    expect(body, `${call.name} reads every field of every language`).toMatch(/site_search_translated\(translations, 'strict \$\.\*\.\*'/);

    const unsearched = textColumns(source.table)
      .filter(([, column]) => !call.columns.some((name) => asSent(sql`${column}`).endsWith(`"${name}"`)))
      .map(([field]) => field);
    expect(unsearched.sort(), `the text columns of ${kind} left out of its search`).toEqual([...source.notSearched].sort());
  });
});
