/**
 * The catalog texts a module's code can show, read from its source and from that of every module
 * it imports (server-only modules aside), for the test that each page is sent the texts it needs
 * (decision 039). A reference is each string that names a text or a group of the English catalog
 * ("nav.home", "meta.about"), or a plural text by its base name ("quote.items"), and each template
 * whose fixed start names a group (`search.kind.${kind}` names "search.kind"). This finds more
 * than a page shows (a component's every branch, a string that happens to name a text), never
 * less, as long as no key is pieced together without naming its group first.
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import type { Catalog } from "~/lib/i18n/translator";

export const APP_FOLDER = fileURLToPath(new URL("../../../app/", import.meta.url));

export type CatalogReference = { path: string; module: string };

function resolveImport(from: string, specifier: string): string | null {
  const base = specifier.startsWith("~/")
    ? path.join(APP_FOLDER, specifier.slice(2))
    : specifier.startsWith(".")
      ? path.resolve(path.dirname(from), specifier)
      : null;
  if (base === null) return null;
  const file = [base, `${base}.ts`, `${base}.tsx`].find((candidate) => /\.tsx?$/.test(candidate) && fs.existsSync(candidate));
  return file && !/\.server\.tsx?$/.test(file) ? file : null;
}

type ModuleSource = { imports: string[]; strings: { text: string; isTemplateStart: boolean }[] };

function readModule(file: string): ModuleSource {
  const source = ts.createSourceFile(file, fs.readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true);
  const found: ModuleSource = { imports: [], strings: [] };
  const visit = (node: ts.Node) => {
    if (ts.isTypeNode(node)) return;
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      const typeOnly = ts.isImportDeclaration(node) ? node.importClause?.isTypeOnly : node.isTypeOnly;
      if (!typeOnly) found.imports.push(node.moduleSpecifier.text);
      return;
    }
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [specifier] = node.arguments;
      if (specifier && ts.isStringLiteral(specifier)) found.imports.push(specifier.text);
    }
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node))
      found.strings.push({ text: node.text, isTemplateStart: false });
    if (ts.isTemplateHead(node)) found.strings.push({ text: node.text, isTemplateStart: true });
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The modules `entry` runs in the browser or in its `meta`: itself and everything it imports from the app. */
export function moduleGraph(entry: string): string[] {
  const seen = new Set<string>();
  const pending = [entry];
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    for (const specifier of readModule(file).imports) {
      const imported = resolveImport(file, specifier);
      if (imported) pending.push(imported);
    }
  }
  return [...seen];
}

const isGroup = (node: unknown): node is Catalog => typeof node === "object" && node !== null;

/** What a catalog holds at a path: a text, a group, or nothing. */
export const nodeAt = (catalog: Catalog, at: string): unknown =>
  at.split(".").reduce<unknown>((node, key) => (isGroup(node) ? node[key] : undefined), catalog);

/** The texts of the catalog a path names: one text, a group's texts, or a plural text's forms. */
export function textsAt(catalog: Catalog, at: string): string[] {
  const node = nodeAt(catalog, at);
  if (typeof node === "string") return [at];
  if (isGroup(node)) return Object.keys(node).flatMap((key) => textsAt(catalog, `${at}.${key}`));
  const parent = at.slice(0, at.lastIndexOf("."));
  const base = at.slice(parent.length + 1);
  const group = nodeAt(catalog, parent);
  return isGroup(group)
    ? Object.keys(group)
        .filter((key) => key.startsWith(`${base}_`))
        .map((key) => `${parent}.${key}`)
    : [];
}

/** The catalog path a string of the source names, if any. */
function referencedPath(catalog: Catalog, text: string, isTemplateStart: boolean): string | null {
  if (isTemplateStart) {
    const group = text.endsWith(".") ? text.slice(0, -1) : null;
    return group && isGroup(nodeAt(catalog, group)) ? group : null;
  }
  return text.includes(".") && textsAt(catalog, text).length > 0 ? text : null;
}

/** Every catalog path the code of `entry` (a file of the app) names, with the module naming it. */
export function catalogReferences(entry: string, catalog: Catalog): CatalogReference[] {
  return moduleGraph(path.join(APP_FOLDER, entry)).flatMap((file) =>
    readModule(file)
      .strings.map(({ text, isTemplateStart }) => referencedPath(catalog, text, isTemplateStart))
      .filter((found): found is string => found !== null)
      .map((found) => ({ path: found, module: path.relative(APP_FOLDER, file) })),
  );
}
