import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { findPostgresBinaries } from "./tests/support/servers/postgres-cluster";
import { minifiedSource } from "./vite.minified-source";

const alias = { "~": fileURLToPath(new URL("./app", import.meta.url)) };
const integrationTests = ["app/**/*.integration.test.ts", "server/**/*.integration.test.ts"];

const hasPostgres = findPostgresBinaries() !== null;
if (!hasPostgres) {
  console.warn(
    "\n" +
      "!!! PostgreSQL binaries (initdb, pg_ctl) were not found: integration tests run on PGlite only.\n" +
      "!!! Install them (Debian: apt-get install -y postgresql) to run them on PostgreSQL as well.\n",
  );
}

export default defineConfig({
  resolve: { alias },
  plugins: [minifiedSource()],
  test: {
    // Vitest's default leaves a core idle (all but one); integration tests spend much of their
    // time waiting on servers and databases in other processes, so every core gets a worker.
    maxWorkers: "100%",
    // The files of a worker share its process and modules, loaded and compiled once (PGlite's
    // WebAssembly among them). Every file opens its own database and servers and closes them, and
    // env stubs are undone; what a module keeps in its own variables does carry over to the next
    // file. Vitest's default, a fresh module graph per file, made the run 1.7 times as long
    // (decision 055).
    isolate: false,
    unstubEnvs: true,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "scripts/**/*.test.ts", "docs/**/*.test.ts"],
          exclude: integrationTests,
        },
      },
      {
        extends: true,
        test: {
          name: "pglite",
          include: integrationTests,
          env: { TEST_DATABASE: "pglite" },
          globalSetup: ["tests/support/servers/pglite-global-setup.ts"],
        },
      },
      ...(hasPostgres
        ? [
            {
              extends: true as const,
              test: {
                name: "postgres",
                include: integrationTests,
                env: { TEST_DATABASE: "postgres" },
                globalSetup: ["tests/support/servers/postgres-global-setup.ts"],
              },
            },
          ]
        : []),
    ],
  },
});
