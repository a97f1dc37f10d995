/**
 * Each decision record opens with a short title, its status and the date it was added, and the
 * list in README.md gives every record with the same title and status.
 */
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const folder = dirname(fileURLToPath(import.meta.url));
const records = readdirSync(folder).filter((name) => /^\d{3}-.*\.md$/.test(name));
const numbers = new Set(records.map((name) => name.slice(0, 3)));
const listed = readFileSync(join(folder, "README.md"), "utf8").split("\n");

/** A title a reader takes in at a glance in the list. */
const TITLE_MAX_CHARACTERS = 72;
const STATUS = /^(accepted|superseded(?: in part)? by (\d{3}(?:(?:, | and )\d{3})*))$/;

function headOf(name: string) {
  const [title = "", blank, status = "", date = ""] = readFileSync(join(folder, name), "utf8").split("\n");
  return {
    number: title.match(/^# (\d{3})\. /)?.[1],
    title: title.replace(/^# \d{3}\. /, ""),
    blank,
    status: status.replace(/^Status: /, ""),
    date: date.replace(/^Date: /, ""),
  };
}

describe.each(records)("decision record %s", (name) => {
  const head = headOf(name);

  it("opens with its number, a short title, then Status and Date lines", () => {
    expect(head.number).toBe(name.slice(0, 3));
    expect(head.title.length).toBeLessThanOrEqual(TITLE_MAX_CHARACTERS);
    expect(head.blank).toBe("");
    expect(head.status).toMatch(STATUS);
    expect(head.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it("is superseded only by records that exist", () => {
    const by = head.status.match(STATUS)?.[2]?.split(/, | and /) ?? [];
    expect(by.filter((number) => !numbers.has(number))).toEqual([]);
  });

  it("is listed in README.md with its title and status", () => {
    const entry = `- [${name.slice(0, 3)}](${name}) `;
    expect(listed.find((line) => line.startsWith(entry))).toBe(`${entry}${head.title} (${head.status})`);
  });
});

it("README.md lists each record once, in order, and nothing else", () => {
  const entries = listed.filter((line) => line.startsWith("- ["));
  expect(entries.map((line) => line.match(/\]\((.+?)\)/)?.[1])).toEqual([...records].sort());
});
