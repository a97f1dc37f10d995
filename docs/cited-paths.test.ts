/**
 * Every file the docs cite exists: the targets of their links, and the repository paths and
 * source file names they quote as code. A file moved or removed fails here until the docs
 * point to what replaced it.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { basename, dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const NOT_SOURCES = new Set([".git", "node_modules", "build", "data", "test-results", "playwright-report", ".react-router"]);
/** Folders of app/ that the docs also name without the `app/` in front (`services/`, `lib/server/`). */
const APP_FOLDERS = new Set(
  readdirSync(join(root, "app"), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name),
);
const TOP_LEVEL = new Set(readdirSync(root).filter((name) => !NOT_SOURCES.has(name)));
/** A bare file name quoted as code is looked for anywhere when it names source of these kinds. */
const SOURCE_NAME = /^[\w.-]+\.(ts|tsx|mjs|js|sql)$/;
/** Patterns and placeholders (`app/locales/<lang>/site.json`, `*.island.tsx`) name no one file. */
const PATTERN = /[<>*{}$[\]]/;

function filesUnder(folder: string): string[] {
  return readdirSync(join(root, folder), { withFileTypes: true }).flatMap((entry) => {
    if (NOT_SOURCES.has(entry.name)) return [];
    const path = join(folder, entry.name);
    return entry.isDirectory() ? filesUnder(path) : [path];
  });
}

const allFiles = filesUnder(".");
const fileNames = new Set(allFiles.map((file) => basename(file)));
const docs = allFiles.filter((file) => file.endsWith(".md") && (file.startsWith("docs/") || file === "README.md"));

/** A module path may leave out its extension (`components/site/shell/localized-link`). */
const existsInRepo = (path: string) => existsSync(join(root, path)) || allFiles.some((file) => file.startsWith(`${path}.`));

function linkTargets(doc: string, text: string): string[] {
  return [...text.matchAll(/\]\(([^)\s]+)\)/g)]
    .map((match) => match[1]!.replace(/[#?].*$/, ""))
    .filter((target) => target !== "" && !/^[a-z][a-z+.-]*:/i.test(target))
    .filter((target) => !existsSync(join(root, dirname(doc), decodeURI(target))));
}

/** The words of inline code and code blocks that name a file of the repository. */
function quotedPaths(text: string): string[] {
  const code = [...text.matchAll(/```[^\n]*\n([\s\S]*?)```|`([^`\n]+)`/g)].map((match) => match[1] ?? match[2]!);
  return code
    .flatMap((snippet) => snippet.split(/[\s()"',;=]+/))
    .map((word) => word.replace(/[.:]+$/, ""))
    .filter((word) => word !== "" && !PATTERN.test(word) && !word.includes("://"))
    .filter((word) => {
      const [first] = word.split("/");
      if (word.includes("/")) {
        if (TOP_LEVEL.has(first!)) return !existsInRepo(word);
        if (APP_FOLDERS.has(first!)) return !existsInRepo(`app/${word}`);
        return false;
      }
      return SOURCE_NAME.test(word) && !fileNames.has(word);
    });
}

describe("the docs cite only files that exist", () => {
  it.each(docs)("%s", (doc) => {
    const text = readFileSync(join(root, doc), "utf8");
    const dead = [...linkTargets(doc, text).map((target) => `link ${target}`), ...quotedPaths(text).map((path) => `path ${path}`)];
    expect(dead, `${relative(root, join(root, doc))} cites what no longer exists`).toEqual([]);
  });
});
