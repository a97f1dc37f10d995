import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { findChromium } from "./scripts/chromium.mjs";
import { copyDataFolder, makeFreshDataFolder } from "./tests/support/servers/fresh-data-folder";

/**
 * Three production servers, each on its own fresh database, so that tests which change content
 * never disturb tests which read it:
 * - "site" (E2E_PORT): the public pages and the admin shell, on the demo content as seeded;
 * - "admin" (E2E_PORT + 1): the admin screens' create, edit and delete through the UI;
 * - "database" (E2E_PORT + 2): Populate Demo Data and Clear All Data, which touch every table.
 * Another checkout can run its own set beside this one with another E2E_PORT.
 * Every server that needs a fresh site starts on a copy of one data folder that a real first start
 * made at the beginning of the run (FRESH_DATA_DIRECTORY), instead of migrating and seeding its own.
 */
const BASE_PORT = Number(process.env.E2E_PORT ?? 4173);
export const E2E_ADMIN_PASSWORD = "e2e-admin-password";
const RESULTS = path.resolve(`test-results/e2e-${BASE_PORT}`);

const ALL_SERVERS = [
  { project: "site", port: BASE_PORT, testMatch: /tests\/e2e\/[^/]+\.spec\.ts$/ },
  { project: "admin", port: BASE_PORT + 1, testMatch: /tests\/e2e\/admin\/.+\.spec\.ts$/ },
  { project: "database", port: BASE_PORT + 2, testMatch: /tests\/e2e\/database\/.+\.spec\.ts$/ },
] as const;
// E2E_PROJECTS=admin,database starts only those servers (while working on one area).
const chosenProjects = process.env.E2E_PROJECTS?.split(",").map((name) => name.trim());
const SERVERS = ALL_SERVERS.filter(({ project }) => !chosenProjects || chosenProjects.includes(project));

const dataDirectory = (project: string) => path.join(RESULTS, `${project}-data`);
/** The first start's data folder (admin password E2E_ADMIN_PASSWORD, the demo content), remade by every run. */
export const FRESH_DATA_DIRECTORY = path.join(RESULTS, "fresh-data");

// The main process starts the servers on fresh databases; workers only read this file.
if (process.env.TEST_WORKER_INDEX === undefined) {
  await makeFreshDataFolder(FRESH_DATA_DIRECTORY, { ADMIN_PASSWORD: E2E_ADMIN_PASSWORD });
  for (const { project } of SERVERS) copyDataFolder(FRESH_DATA_DIRECTORY, dataDirectory(project));
}

export default defineConfig({
  testDir: "tests/e2e",
  outputDir: path.join(RESULTS, "output"),
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: 2,
  timeout: 30_000,
  // A screen's list arrives by a call after the page: on two busy cores that can take more than
  // Playwright's default 5 s, which is a slow machine, not a failure.
  expect: { timeout: 10_000 },
  use: {
    // A failure keeps a screenshot and its error context (the page's accessibility tree); a
    // trace of every test, kept or not, cost a fifth of the suite's time (decision 055):
    // `npx playwright test --trace on` records one while hunting a failure.
    trace: "off",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: findChromium() ?? undefined,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        // Nothing a page does may reach outside this machine.
        "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost",
      ],
    },
  },
  projects: SERVERS.map(({ project, port, testMatch }) => ({
    name: project,
    testMatch,
    use: { ...devices["Desktop Chrome"], baseURL: `http://127.0.0.1:${port}` },
  })),
  webServer: SERVERS.map(({ project, port }) => ({
    command: "node scripts/serve.mjs",
    url: `http://127.0.0.1:${port}/healthz`,
    reuseExistingServer: false,
    timeout: 180_000,
    env: {
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      DATA_DIR: dataDirectory(project),
      ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
      LOG_LEVEL: "warn",
      // Every test submits from 127.0.0.1; the limit itself is tested against the API.
      INQUIRIES_PER_HOUR_PER_ADDRESS: "10000",
      // Tests fill forms at machine speed; the minimum fill time is tested on a server of its own (spam-folder.spec.ts).
      INQUIRY_MIN_FILL_SECONDS: "0",
    },
  })),
});
