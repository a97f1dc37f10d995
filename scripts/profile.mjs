// @ts-check
/**
 * `npm run profile`: where the time of an uncached page goes. For each page, starts the production
 * server with the page cache off under Node's CPU profiler, asks for the page one request at a
 * time for a while (wrk -c1), stops the server and reads its profile: the time per request by what
 * it belongs to (a package, Node, the application, the database's WebAssembly, the garbage
 * collector) and the functions that take the most. Writes the section `profile-<label>` of
 * docs/performance.md and keeps the .cpuprofile files (open them in Chromium's DevTools).
 *
 * Options: --label now (the section's name: e.g. before, after) --seconds 10
 *          --page home=/ --page "catalogue search=/products?q=finger" (the default pages) --no-build
 */
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { summarizeProfile } from "./perf/cpu-profile.mjs";
import { runWrk } from "./perf/load.mjs";
import {
  buildApplication,
  ensureDebianCommands,
  startAppServer,
  stopAllChildren,
  stopChild,
  stopChildrenOnSignal,
  temporaryFolder,
} from "./perf/processes.mjs";
import { describeMachine, loadAverages, markdownTable, timestamp, writeReportSection } from "./perf/report.mjs";

const { values: options } = parseArgs({
  options: {
    label: { type: "string", default: "now" },
    seconds: { type: "string", default: "10" },
    page: { type: "string", multiple: true, default: ["home=/", "catalogue search=/products?q=finger"] },
    "no-build": { type: "boolean", default: false },
  },
});
const BUILD_DIR = "build-bench";
const SECONDS = Number(options.seconds);
const WARM_UP_SECONDS = 3;
const TOP_OWNERS = 10;
const TOP_FUNCTIONS = 15;
const PAGES = options.page.map((page) => {
  const at = page.indexOf("=");
  return { name: page.slice(0, at), path: page.slice(at + 1) };
});

/** @param {number} value */
const ms = (value) => value.toFixed(2);
/** @param {number} share */
const percent = (share) => `${(share * 100).toFixed(1)}%`;

/**
 * Profiles one page: the figures and the profile's file.
 * @param {{ name: string, path: string }} page
 * @param {string} work
 */
async function profilePage(page, work) {
  const profileDir = path.join(work, `profile-${page.name.replace(/\W+/g, "-")}`);
  const server = await startAppServer({
    buildDir: BUILD_DIR,
    dataDir: path.join(work, "data"),
    logFile: path.join(work, "server.log"),
    pageCache: false,
    nodeOptions: ["--cpu-prof", `--cpu-prof-dir=${profileDir}`],
  });
  const one = { connections: 1, threads: 1 };
  const warmUp = runWrk(`${server.url}${page.path}`, { ...one, seconds: WARM_UP_SECONDS });
  const measured = runWrk(`${server.url}${page.path}`, { ...one, seconds: SECONDS });
  await stopChild(server.child);
  const file = fs.readdirSync(profileDir).find((name) => name.endsWith(".cpuprofile"));
  if (!file) throw new Error(`The server wrote no profile into ${profileDir}`);
  const summary = summarizeProfile(JSON.parse(fs.readFileSync(path.join(profileDir, file), "utf8")));
  // The profile covers the warm-up too: its time is shared over every request it served.
  const requests = warmUp.requests + measured.requests;
  return { page, requestsPerSecond: measured.requestsPerSecond, requests, summary, file: path.join(profileDir, file) };
}

/** @param {Awaited<ReturnType<typeof profilePage>>} result */
function describe({ page, requestsPerSecond, requests, summary }) {
  const perRequest = (/** @type {number} */ totalMs) => ms(totalMs / requests);
  return [
    `### ${page.name} (\`${page.path}\`)`,
    "",
    `${requestsPerSecond.toFixed(0)} requests/s one at a time (wrk -c1, ${SECONDS} s); ${perRequest(summary.totalMs)} ms of CPU per request ` +
      `(${requests} requests profiled, the ${WARM_UP_SECONDS} s warm-up included).`,
    "",
    markdownTable(
      ["what the time belongs to", "ms per request", "share"],
      summary.owners.slice(0, TOP_OWNERS).map((owner) => [owner.name, perRequest(owner.ms), percent(owner.share)]),
    ),
    "",
    markdownTable(
      ["function (self time)", "belongs to", "ms per request", "share"],
      summary.functions
        .slice(0, TOP_FUNCTIONS)
        .map((entry) => [`\`${entry.name}\``, entry.owner, perRequest(entry.ms), percent(entry.share)]),
    ),
  ].join("\n");
}

stopChildrenOnSignal();
try {
  ensureDebianCommands({ wrk: "wrk" });
  if (!options["no-build"]) buildApplication(BUILD_DIR);
  const work = temporaryFolder("profile-");
  const started = timestamp();
  const load = loadAverages();
  const results = [];
  for (const page of PAGES) {
    console.log(`\nProfiling ${page.name} (${page.path})`);
    const result = await profilePage(page, work);
    console.log(`${describe(result)}\n\nProfile: ${result.file}`);
    results.push(result);
  }
  writeReportSection(
    `profile-${options.label}`,
    [
      `## CPU profile of uncached pages: ${options.label} (\`npm run profile -- --label ${options.label}\`)`,
      "",
      `Run from ${started} to ${timestamp()} on ${describeMachine()}; load averages (1, 5, 15 min) at the start: ${load}. ` +
        "The production build with the page cache off on the demo content (embedded database), under `node --cpu-prof`; " +
        "self time of each function, idle time left out.",
      "",
      ...results.map(describe).flatMap((text) => [text, ""]),
    ].join("\n"),
  );
} finally {
  await stopAllChildren();
}
