/**
 * No file the repository tracks holds a merge's conflict markers, as git leaves them
 * (`<<<<<<< HEAD`, `=======`, `>>>>>>> branch`) or as Prettier rewrites them in Markdown
 * (`\=======`, `> > > > > > > branch`): two decision records carried them unseen for weeks.
 */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const TEXT_FILE = /\.(ts|tsx|mjs|js|cjs|json|md|sql|css|vcl|conf|yml|yaml|html|svg|txt)$|^\.ci\/run$|^\.env\.example$/;
const MARKER = /^\s*(<{7} |>{7} |\\?={7}$|(> ){6}>)/;

/** The markers in `text`, as `line: text`. */
function conflictMarkers(text: string): string[] {
  return text.split("\n").flatMap((line, index) => (MARKER.test(line) ? [`${index + 1}: ${line.trim()}`] : []));
}

describe("merge conflict markers", () => {
  it("are found as git writes them and as Prettier rewrites them, and not in ordinary text", () => {
    expect(conflictMarkers("a\n<<<<<<< HEAD\nb\n=======\nc\n>>>>>>> folders\n")).toEqual([
      "2: <<<<<<< HEAD",
      "4: =======",
      "6: >>>>>>> folders",
    ]);
    expect(conflictMarkers("  <<<<<<< HEAD\n  \\=======\n> > > > > > > folders\n")).toHaveLength(3);
    expect(conflictMarkers("a >> b\n> a quotation\n=== heading\n<<< not one\n")).toEqual([]);
  });

  it("are in no file the repository tracks", () => {
    const files = execFileSync("git", ["ls-files"], { cwd: root, encoding: "utf8" })
      .split("\n")
      .filter((file) => TEXT_FILE.test(file));
    expect(files.length).toBeGreaterThan(100);
    const found = files.flatMap((file) => conflictMarkers(readFileSync(join(root, file), "utf8")).map((marker) => `${file}:${marker}`));
    expect(found).toEqual([]);
  });
});
