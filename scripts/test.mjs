// @ts-check
/**
 * `npm test`: every test. Builds the production bundle, runs Vitest (unit tests, then the
 * integration tests on PGlite and on a throwaway PostgreSQL cluster) and the Playwright
 * browser tests against the production server, then prints one closing line of totals.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import { ensureChromium } from "./chromium.mjs";
import { ensureDebianCommands } from "./perf/processes.mjs";
import { failedPlaywrightTests, failedVitestTests } from "./test-run/failures.mjs";

const RESULTS = "test-results";
const VITEST_REPORT = `${RESULTS}/vitest.json`;
const PLAYWRIGHT_REPORT = `${RESULTS}/playwright.json`;

/**
 * @param {string} title
 * @param {string[]} args
 * @param {Record<string, string>} [env]
 */
function run(title, args, env = {}) {
  console.log(`\n=== ${title}\n`);
  const result = spawnSync(process.execPath, args, { stdio: "inherit", env: { ...process.env, ...env } });
  return result.status === 0;
}

/** @param {string} file */
function readReport(file) {
  try {
    return JSON.parse(fs.readFileSync(file, "utf8"));
  } catch {
    return null;
  }
}

fs.rmSync(RESULTS, { recursive: true, force: true });
fs.mkdirSync(RESULTS, { recursive: true });
const chromium = ensureChromium();
// The Nu HTML Checker (npm vnu-jar) runs on Java; the rolling-restart test puts nginx in front of two instances.
ensureDebianCommands({ java: "default-jre-headless", nginx: "nginx" });

const built = run("Build", ["node_modules/@react-router/dev/bin.js", "build"]);
if (!built) process.exit(1);

const vitestPassed = run("Vitest: unit and integration tests (PGlite and PostgreSQL)", [
  "node_modules/vitest/vitest.mjs",
  "run",
  "--reporter=default",
  "--reporter=json",
  `--outputFile.json=${VITEST_REPORT}`,
]);
const playwrightPassed = run(
  "Playwright: browser tests against the production build",
  ["node_modules/@playwright/test/cli.js", "test", "--reporter=list,json"],
  { CHROME_PATH: chromium, PLAYWRIGHT_JSON_OUTPUT_NAME: PLAYWRIGHT_REPORT },
);

const vitest = readReport(VITEST_REPORT);
const playwright = readReport(PLAYWRIGHT_REPORT);
const passed = (vitest?.numPassedTests ?? 0) + (playwright?.stats?.expected ?? 0) + (playwright?.stats?.flaky ?? 0);
const failed = (vitest?.numFailedTests ?? 0) + (playwright?.stats?.unexpected ?? 0);
const skipped = (vitest?.numPendingTests ?? 0) + (vitest?.numTodoTests ?? 0) + (playwright?.stats?.skipped ?? 0);
const allPassed = vitestPassed && playwrightPassed && vitest !== null && playwright !== null && passed > 0;

const failures = [...failedVitestTests(vitest, process.cwd()), ...failedPlaywrightTests(playwright)];
if (failures.length > 0) console.log(`\nFailed:\n${failures.map((failure) => `- ${failure}`).join("\n")}`);
console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(allPassed ? 0 : 1);
