/**
 * No code folder holds more than 25 source files (decision 078): past that, a folder is split into
 * subfolders by area, so that a newcomer finds a file by what it is about.
 */
import { readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const MAX_SOURCE_FILES = 25;
const REPOSITORY = fileURLToPath(new URL("..", import.meta.url));
const CODE_ROOTS = ["app", "server", "scripts", "tests"];
const SOURCE_FILE = /\.(ts|tsx|js|mjs|sql)$/;

/** Each folder under `root` that holds source files, with how many it holds directly. */
function sourceFilesPerFolder(root: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const entry of readdirSync(path.join(REPOSITORY, root), { recursive: true, withFileTypes: true })) {
    const folder = path.relative(REPOSITORY, entry.parentPath).split(path.sep).join("/");
    if (entry.isFile() && SOURCE_FILE.test(entry.name) && !folder.split("/").includes("node_modules"))
      counts.set(folder, (counts.get(folder) ?? 0) + 1);
  }
  return counts;
}

describe("code folders", () => {
  it(`hold at most ${MAX_SOURCE_FILES} source files each`, () => {
    const crowded = CODE_ROOTS.flatMap((root) =>
      [...sourceFilesPerFolder(root)]
        .filter(([, count]) => count > MAX_SOURCE_FILES)
        .map(([folder, count]) => `${folder} holds ${count} source files`),
    );
    expect(crowded).toEqual([]);
  });

  it("are counted at every depth, each for the files directly in it", () => {
    const counts = sourceFilesPerFolder("app");
    expect(counts.get("app/routes/api/auth/two-factor")).toBeGreaterThan(0);
    expect(counts.get("app")).toBe(readdirSync(path.join(REPOSITORY, "app")).filter((name) => SOURCE_FILE.test(name)).length);
  });
});
