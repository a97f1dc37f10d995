// @ts-check
/**
 * `npm run security:sqlmap`: issue 8's SQL-injection scan. Runs Debian's sqlmap (installed when
 * missing, as root on Debian) against a production build (build-load/) with the demo content, on
 * every public call that takes parameters and the public pages that read their address
 * (scripts/sqlmap/targets.mjs); fails when a parameter is injectable or a scan is inconclusive.
 * Writes the "sqlmap" section of docs/reliability.md.
 *
 * Options: --level 1 --risk 1 (sqlmap's defaults; up to 5 and 3, much slower on the pages)
 *          --parallel 2 (sqlmap processes at once) --no-build
 */
import { spawnSync } from "node:child_process";
import { once } from "node:events";
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { buildAndStartAppServer, ensureDebianCommands, runWithChildren, startChild, stopChild } from "./perf/processes.mjs";
import { describeMachine, loadAverages, markdownTable, timestamp, verdict, writeReliabilitySection } from "./perf/report.mjs";
import { parseSqlmapOutput, sqlmapVerdict } from "./sqlmap/output.mjs";
import { apiTargets, pageTargets, siteSamples } from "./sqlmap/targets.mjs";

const { values: options } = parseArgs({
  options: {
    level: { type: "string", default: "1" },
    risk: { type: "string", default: "1" },
    parallel: { type: "string", default: "2" },
    "no-build": { type: "boolean", default: false },
  },
});
const LEVEL = Number(options.level);
const RISK = Number(options.risk);
const PARALLEL = Number(options.parallel);
const BUILD_DIR = "build-load";
/** A scan of one target that runs longer than this is stopped and counts as inconclusive. */
const TARGET_TIMEOUT_MS = 20 * 60_000;
/** Every request reaches the database, and the inquiry scan is not answered 429 after ten requests. */
const SERVER_SETTINGS = { PAGE_CACHE: "off", INQUIRIES_PER_HOUR_PER_ADDRESS: "100000" };

if (![1, 2, 3, 4, 5].includes(LEVEL) || ![1, 2, 3].includes(RISK)) throw new Error("--level must be 1 to 5 and --risk 1 to 3");
if (!(Number.isInteger(PARALLEL) && PARALLEL >= 1 && PARALLEL <= 8)) throw new Error("--parallel must be 1 to 8");

/** @typedef {import("./sqlmap/targets.mjs").Target} Target */
/** @typedef {Target & { findings: import("./sqlmap/output.mjs").SqlmapFindings, verdict: string, seconds: number }} ScannedTarget */

/**
 * The target's own request must succeed, or sqlmap would only ever see the validation's 4xx.
 * @param {Target} target
 */
async function checkSampleRequest(target) {
  const response = await fetch(target.url.replaceAll("*", ""), {
    method: target.method,
    headers: target.body ? { "Content-Type": "application/json" } : {},
    body: target.body,
  });
  if (response.status !== target.expect)
    throw new Error(`${target.name}: its sample request answered ${response.status}, not ${target.expect}: ${await response.text()}`);
}

/**
 * Runs sqlmap on one target, in an output folder of its own (sqlmap keeps a session per host).
 * @param {Target} target
 * @param {string} folder
 * @returns {Promise<ScannedTarget>}
 */
async function scan(target, folder) {
  const args = [
    "-u",
    target.url,
    ...(target.body ? ["--data", target.body] : []),
    "--batch",
    "--disable-coloring",
    "--dbms=PostgreSQL",
    `--level=${LEVEL}`,
    `--risk=${RISK}`,
    "--timeout=30",
    // Rendered pages answer in a tenth of a second or more on a busy machine: sqlmap's advice for time-based tests.
    "--time-sec=10",
    `--output-dir=${folder}`,
  ];
  const started = performance.now();
  const outputFile = path.join(folder, "sqlmap.out");
  const child = startChild("sqlmap", args, { env: { ...process.env, TERM: "dumb" }, logFile: outputFile });
  const exited = once(child, "exit");
  const timer = setTimeout(() => void stopChild(child, 5000), TARGET_TIMEOUT_MS);
  const [exitCode] = await exited;
  clearTimeout(timer);
  const output = fs.readFileSync(outputFile, "utf8");
  const findings = parseSqlmapOutput(output);
  const seconds = (performance.now() - started) / 1000;
  const result = { ...target, findings, verdict: sqlmapVerdict(findings, exitCode), seconds };
  console.log(`  ${result.verdict.padEnd(14)} ${target.name}: ${findings.tested.join(", ")} (${seconds.toFixed(0)} s)`);
  return result;
}

/**
 * Scans the targets, PARALLEL at a time, in their order.
 * @param {Target[]} targets
 * @param {string} work
 */
async function scanAll(targets, work) {
  /** @type {ScannedTarget[]} */
  const results = new Array(targets.length);
  let next = 0;
  const worker = async () => {
    while (next < targets.length) {
      const index = next++;
      const folder = path.join(work, `sqlmap-${index}`);
      fs.mkdirSync(folder);
      results[index] = await scan(/** @type {Target} */ (targets[index]), folder);
    }
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));
  return results;
}

const sqlmapVersion = () =>
  `sqlmap ${spawnSync("sqlmap", ["--version"], { encoding: "utf8" }).stdout.trim().split("\n")[0] ?? "(version unknown)"}`;

/**
 * @param {ScannedTarget[]} results
 * @param {{ call: string, reason: string }[]} excluded
 * @param {{ started: string, finished: string, load: string, version: string }} run
 */
function report(results, excluded, run) {
  const injectable = results.flatMap((result) =>
    result.findings.injectable.map((point) => `${result.name}: ${point.parameter} (${point.place}; ${point.techniques.join(", ")})`),
  );
  const inconclusive = results.filter((result) => result.verdict === "inconclusive");
  const tested = results.reduce((sum, result) => sum + result.findings.tested.length, 0);
  const rows = results.map((result) => [
    `\`${result.name}\``,
    result.findings.tested.map((parameter) => `\`${parameter}\``).join(", "),
    result.verdict === "not injectable" ? "not injectable" : `**${result.verdict}**`,
    result.seconds.toFixed(0),
  ]);
  const hints = results.flatMap((result) => result.findings.hints.map((hint) => `- ${result.name}: ${hint}`));
  const notes = [...new Set(results.flatMap((result) => result.findings.notes))].map((note) => `- ${note}`);
  const problems = inconclusive.map(
    (result) => `- ${result.name}: ${result.findings.problems.join("; ") || "not every tested parameter was reported clean"}`,
  );
  return `## SQL injection scan (\`npm run security:sqlmap\`)

Run from ${run.started} to ${run.finished} on ${describeMachine()}; load averages (1, 5, 15 min)
at the start: ${run.load}. ${run.version} (Debian's package), \`--batch --dbms=PostgreSQL
--level=${LEVEL} --risk=${RISK} --time-sec=10\`, against the production build on a fresh embedded database (PostgreSQL
in WebAssembly) with the demo content. The server ran with \`PAGE_CACHE=off\`, so that every request
reaches the database, and \`INQUIRIES_PER_HOUR_PER_ADDRESS=100000\`, so that sqlmap's inquiries
are not throttled after ten. Each target's own request was checked to succeed first (sqlmap would
otherwise only see validation errors); path parameters are marked with \`*\` (sqlmap names such a
point \`#1*\`), JSON bodies are scanned value by value.

### Verdict

${markdownTable(
  ["target", "measured", "verdict"],
  [
    [
      "no injectable parameter",
      `${tested} parameters in ${results.length} targets: ${injectable.length} injectable, ${inconclusive.length} targets inconclusive`,
      verdict(injectable.length === 0 && inconclusive.length === 0),
    ],
  ],
)}
${injectable.length ? `\nInjectable:\n\n${injectable.map((line) => `- ${line}`).join("\n")}\n` : ""}${problems.length ? `\nInconclusive:\n\n${problems.join("\n")}\n` : ""}
### Targets

${markdownTable(["target", "parameters tested", "verdict", "seconds"], rows)}
${hints.length ? `\nsqlmap's heuristic hints (not findings):\n\n${hints.join("\n")}\n` : ""}${notes.length ? `\nsqlmap's advice during the scans (not findings):\n\n${notes.join("\n")}\n` : ""}
Not scanned: ${excluded.map(({ call, reason }) => `\`${call}\`: ${reason}`).join("; ") || "nothing"}.
`;
}

const started = timestamp();
const load = loadAverages();
await runWithChildren("sqlmap-", async (work) => {
  ensureDebianCommands({ sqlmap: "sqlmap" });
  const server = await buildAndStartAppServer({
    buildDir: BUILD_DIR,
    work,
    build: !options["no-build"],
    pageCache: false,
    env: SERVER_SETTINGS,
  });
  const samples = await siteSamples(server.url);
  const { targets: calls, excluded } = await apiTargets(server.url, samples);
  const targets = [...calls, ...pageTargets(server.url, samples)];
  for (const target of targets) await checkSampleRequest(target);
  console.log(`Scanning ${targets.length} targets with ${sqlmapVersion()}, level ${LEVEL}, risk ${RISK}, ${PARALLEL} at a time...`);
  const results = await scanAll(targets, work);
  writeReliabilitySection("sqlmap", report(results, excluded, { started, finished: timestamp(), load, version: sqlmapVersion() }));
  const passed = results.every((result) => result.verdict === "not injectable");
  if (!passed) console.error("sqlmap found an injectable parameter or could not finish a scan: see docs/reliability.md");
  return passed;
});
