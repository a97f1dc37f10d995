// @ts-check
/**
 * `npm run load`: issue 8's mixed load on a production build (build-load/) with the demo content:
 * a weighted mix of page views, searches, API reads, inquiries and admin edits
 * (scripts/load/mix.mjs) on --connections connections for --duration. Reports errors, latency per
 * kind and memory, writes the "load" section of docs/reliability.md, and exits 1 on any error or
 * on memory growth.
 *
 * Options: --duration 60s (also 10m, 1h; at most 2h) --connections 100 (at most 1000)
 *          --sample-seconds 5 --no-build --url http://host:port (a running server you can spare,
 *          signed in with ADMIN_USERNAME and ADMIN_PASSWORD; TRUST_PROXY=loopback) --pid <its pid>
 */
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { discoverSite, requestMix, signIn } from "./load/mix.mjs";
import { consoleSummary, loadReport, summarise } from "./load/report.mjs";
import { runLoad } from "./load/run.mjs";
import { parseDuration } from "./load/stats.mjs";
import { APP_ADMIN_PASSWORD, buildAndStartAppServer, residentMemory, runWithChildren, stopAllChildren } from "./perf/processes.mjs";
import { describeMachine, loadAverages, timestamp, writeReliabilitySection } from "./perf/report.mjs";

const { values: options } = parseArgs({
  options: {
    duration: { type: "string", default: "60s" },
    connections: { type: "string", default: "100" },
    "sample-seconds": { type: "string", default: "5" },
    url: { type: "string" },
    pid: { type: "string" },
    "no-build": { type: "boolean", default: false },
  },
});
const SECONDS = parseDuration(options.duration);
const CONNECTIONS = Number(options.connections);
const SAMPLE_SECONDS = Number(options["sample-seconds"]);
const BUILD_DIR = "build-load";
const MAX_SECONDS = 2 * 3600;
const MAX_CONNECTIONS = 1000;
/** Everything (build and start included) ends within this time after the load's own end. */
const HARD_CAP_EXTRA_MS = 10 * 60_000;

if (!(SECONDS > 0 && SECONDS <= MAX_SECONDS))
  throw new Error(`--duration must be a time up to 2h such as 90s or 10m (got ${options.duration})`);
if (!(Number.isInteger(CONNECTIONS) && CONNECTIONS >= 1 && CONNECTIONS <= MAX_CONNECTIONS))
  throw new Error(`--connections must be a whole number from 1 to ${MAX_CONNECTIONS} (got ${options.connections})`);
if (!(SAMPLE_SECONDS >= 1)) throw new Error(`--sample-seconds must be at least 1 (got ${options["sample-seconds"]})`);

/**
 * The server to load: the one at --url, or a production server of our own on a fresh data folder.
 * @param {string} work
 */
async function targetServer(work) {
  if (options.url) {
    const password = process.env.ADMIN_PASSWORD;
    if (!password) throw new Error("--url needs the admin's password in ADMIN_PASSWORD (and ADMIN_USERNAME unless it is admin)");
    return {
      url: options.url.replace(/\/$/, ""),
      pid: options.pid ? Number(options.pid) : null,
      credentials: { username: process.env.ADMIN_USERNAME ?? "admin", password },
      logFile: null,
      description: `the server at ${options.url}`,
    };
  }
  const server = await buildAndStartAppServer({
    buildDir: BUILD_DIR,
    work,
    build: !options["no-build"],
    pageCache: true,
    env: { TRUST_PROXY: "loopback" },
    restarted: true,
  });
  return {
    url: server.url,
    pid: server.pid,
    credentials: { username: "admin", password: APP_ADMIN_PASSWORD },
    logFile: server.logFile,
    description:
      "the production build (`node scripts/serve.mjs`) on a fresh embedded database with the demo content, page cache on (the default), `TRUST_PROXY=loopback`, every other setting at its default. " +
      `The server's first start creates the database and the demo content (a one-time cost: it peaked at ${Math.round(server.firstStartPeakMb ?? NaN)} MB resident) and is stopped; the run loads the server started again on that folder, as it runs after its first start`,
  };
}

/**
 * The log lines at level error or fatal (pino levels 50 and 60) in the server's log.
 * @param {string | null} logFile
 */
function serverLogProblems(logFile) {
  if (!logFile) return null;
  return fs
    .readFileSync(logFile, "utf8")
    .split("\n")
    .filter((line) => /"level":(50|60)\b/.test(line)).length;
}

const hardCap = setTimeout(
  () => {
    console.error("The run passed its hard cap: stopping.");
    void stopAllChildren().finally(() => process.exit(2));
  },
  SECONDS * 1000 + HARD_CAP_EXTRA_MS,
);
hardCap.unref();

await runWithChildren("load-", async (work) => {
  const server = await targetServer(work);
  const site = await discoverSite(server.url);
  const sessionCookie = await signIn(server.url, server.credentials);
  const kinds = requestMix(site, { baseUrl: server.url, sessionCookie });
  const memory = () => {
    if (server.pid === null) return null;
    try {
      return residentMemory(server.pid).rssMb;
    } catch {
      return null;
    }
  };
  const started = timestamp();
  const load = loadAverages();
  console.log(`Loading ${server.url} with ${CONNECTIONS} connections for ${SECONDS} s (load averages ${load})...`);
  const result = await runLoad({
    baseUrl: server.url,
    connections: CONNECTIONS,
    seconds: SECONDS,
    kinds,
    sampleSeconds: SAMPLE_SECONDS,
    memory,
    onInterval: (interval) =>
      console.log(
        `  ${String(interval.seconds).padStart(5)} s: ${Math.round(interval.requests / SAMPLE_SECONDS)} req/s, p99 ${interval.p99Ms.toFixed(0)} ms, ${interval.errors} errors, RSS ${interval.rssMb?.toFixed(0) ?? "n/a"} MB`,
      ),
  });
  const summary = summarise(result, kinds);
  console.log(consoleSummary(summary));
  fs.writeFileSync(
    path.join(work, "intervals.json"),
    JSON.stringify(
      { intervals: result.intervals, errors: summary.perKind.map(({ kind, record }) => [kind.name, [...record.examples]]) },
      null,
      2,
    ),
  );
  writeReliabilitySection(
    "load",
    loadReport(summary, result, {
      started,
      finished: timestamp(),
      machine: describeMachine(),
      load,
      target: server.description,
      connections: CONNECTIONS,
      seconds: SECONDS,
      sampleSeconds: SAMPLE_SECONDS,
      serverLogProblems: serverLogProblems(server.logFile),
    }),
  );
  if (summary.errors > 0) console.error(`${summary.errors} errors under load.`);
  if (summary.memory?.grows) console.error("Resident memory grew under load.");
  return summary.errors === 0 && summary.memory?.grows !== true;
});
