/**
 * `import source from "./module?minified-source"`: a module's code as a string, minified, for a
 * page to run inline (the document script, app/components/islands/run-document-script.ts). The
 * module's default export is a function that uses nothing from outside itself; the string is that
 * function's source.
 */
import { readFile } from "node:fs/promises";
import { transformWithEsbuild, type Plugin } from "vite";

const QUERY = "?minified-source";

export function minifiedSource(): Plugin {
  return {
    name: "minified-source",
    async load(id) {
      if (!id.endsWith(QUERY)) return null;
      const file = id.slice(0, -QUERY.length);
      this.addWatchFile(file);
      const { code } = await transformWithEsbuild(await readFile(file, "utf8"), file, {
        minify: true,
        format: "esm",
        // Every browser the site supports runs this syntax; leave it as written.
        target: "es2022",
      });
      const source = code
        .trim()
        .replace(/export\s*\{\s*\w+\s+as\s+default\s*\};?$/, "")
        .replace(/^export default /, "")
        .trim();
      return `export default ${JSON.stringify(source.replace(/;$/, ""))};`;
    },
  };
}
