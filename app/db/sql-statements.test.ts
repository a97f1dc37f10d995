import { describe, expect, it } from "vitest";
import { sqlStatements } from "./sql-statements";

const texts = (script: string) => sqlStatements(script).map((statement) => statement.text);

describe("sqlStatements", () => {
  it("splits at the semicolons between statements, each with the line it starts on", () => {
    expect(sqlStatements("select 1;\n\nselect 2;\nselect 3")).toEqual([
      { text: "select 1", line: 1 },
      { text: "select 2", line: 3 },
      { text: "select 3", line: 4 },
    ]);
  });

  it("keeps a dollar-quoted body whole, whatever its tag", () => {
    const body = "CREATE FUNCTION f() RETURNS trigger LANGUAGE plpgsql AS $$\nBEGIN\n  RETURN NULL;\nEND\n$$";
    const tagged = "CREATE FUNCTION g() RETURNS int LANGUAGE sql AS $function$ SELECT 1; $function$";
    expect(texts(`${body};\n${tagged};`)).toEqual([body, tagged]);
  });

  it("does not split inside quoted text, quoted names or comments", () => {
    expect(texts(`select 'a;b', 'it''s; fine', E'\\'; x', "odd;name" from t; -- a; comment\nselect /* a; /* nested; */ b; */ 2;`)).toEqual([
      `select 'a;b', 'it''s; fine', E'\\'; x', "odd;name" from t`,
      "select /* a; /* nested; */ b; */ 2",
    ]);
  });

  it("leaves out comments between statements and empty statements, and reads $1 as a parameter", () => {
    expect(sqlStatements("-- The header.\n\n-- What the next one does.\nselect $1::int;;\n-- The end.\n")).toEqual([
      { text: "select $1::int", line: 4 },
    ]);
  });
});
