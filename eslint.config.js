// @ts-check
import js from "@eslint/js";
import globals from "globals";
import tseslint from "typescript-eslint";

/**
 * Forbids imports of the named layers, types included: the one-way import direction of docs/architecture.md.
 * @param {string[]} layers
 * @param {string} reason
 * @returns {import("eslint").Linter.RulesRecord}
 */
function mayNotImport(layers, reason) {
  return {
    "@typescript-eslint/no-restricted-imports": [
      /** @type {const} */ ("error"),
      { patterns: [{ group: layers.flatMap((layer) => [`~/${layer}/*`, `~/${layer}/**`]), message: reason }] },
    ],
  };
}

export default tseslint.config(
  {
    ignores: ["build/", "build-*/", ".react-router/", "node_modules/", "data/", "public/", "test-results/", "playwright-report/"],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    files: ["app/db/**", "app/lib/**"],
    rules: mayNotImport(["routes", "services", "components", "schemas"], "db and lib import nothing above them."),
  },
  {
    files: ["app/lib/**"],
    ignores: ["app/lib/server/app-context.server.ts"],
    rules: mayNotImport(["db", "routes", "services", "components", "schemas"], "lib imports nothing above it."),
  },
  {
    files: ["app/schemas/**"],
    rules: mayNotImport(["db", "routes", "services", "components"], "Schemas are isomorphic: they import only lib."),
  },
  {
    files: ["app/services/**"],
    rules: mayNotImport(["routes", "components"], "Services never import routes or components."),
  },
  {
    files: ["app/components/**"],
    // The API's rows are the schemas' (app/schemas/), not the tables'.
    rules: mayNotImport(
      ["routes", "services", "db"],
      "Components import components/ui, schemas and lib, never services or db (not even types).",
    ),
  },
  {
    files: ["app/routes/admin/**"],
    rules: mayNotImport(
      ["db"],
      "Admin screens read the API's rows from schemas; their server-only modules reach the database through services and the app context.",
    ),
  },
);
