// @ts-check
/**
 * `npm run lighthouse`: Lighthouse 12 scores of ten public pages (issue 21's targets: performance
 * 98, total blocking time 50 ms, the other categories 100), audited in Debian's headless Chromium
 * with the mobile preset against a production build (build-bench/) with the demo content and the
 * page cache on. Writes the "lighthouse" section of docs/performance.md, with the failing audits.
 *
 * Options: --runs 1 (runs per page; the median score of each category is taken) --no-build
 */
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import lighthouse from "lighthouse";
import { ensureChromium } from "./chromium.mjs";
import {
  buildApplication,
  freePort,
  startAppServer,
  startChild,
  stopAllChildren,
  stopChildrenOnSignal,
  temporaryFolder,
  waitUntilAnswering,
} from "./perf/processes.mjs";
import { describeMachine, loadAverages, markdownTable, median, timestamp, verdict, writeReportSection } from "./perf/report.mjs";
import { findSiteSlugs, keyPages } from "./perf/site-pages.mjs";

const { values: options } = parseArgs({
  options: { runs: { type: "string", default: "1" }, "no-build": { type: "boolean", default: false } },
});
const RUNS = Number(options.runs);
const BUILD_DIR = "build-bench";
const CATEGORIES = /** @type {const} */ ([
  { id: "performance", title: "Performance", target: 98 },
  { id: "accessibility", title: "Accessibility", target: 100 },
  { id: "best-practices", title: "Best practices", target: 100 },
  { id: "seo", title: "SEO", target: 100 },
]);
const TOTAL_BLOCKING_TIME_TARGET_MS = 50;
const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  // Nothing leaves the machine: every host but the local server fails to resolve.
  "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost",
];

/** @typedef {import("lighthouse").Result} Result */

/**
 * Starts Chromium with a DevTools port for Lighthouse to drive.
 * @param {string} work
 */
async function startChromium(work) {
  const port = await freePort();
  const logFile = path.join(work, "chromium.log");
  const child = startChild(
    ensureChromium("lighthouse"),
    [...CHROME_FLAGS, `--remote-debugging-port=${port}`, `--user-data-dir=${path.join(work, "chromium-profile")}`, "about:blank"],
    { logFile },
  );
  await waitUntilAnswering(`http://127.0.0.1:${port}/json/version`, child, logFile, 60_000);
  return { child, port };
}

/**
 * What keeps a category below its target: its audits that did not pass, worst first (for
 * performance, the metrics and the opportunities with their estimated savings).
 * @param {Result} lhr
 * @param {string} categoryId
 */
function failingAudits(lhr, categoryId) {
  const category = lhr.categories[categoryId];
  if (!category) return [];
  return category.auditRefs
    .map((ref) => ({ ref, audit: lhr.audits[ref.id] }))
    .filter(
      ({ audit }) =>
        audit && audit.score !== null && audit.score < 1 && !["notApplicable", "manual", "informative"].includes(audit.scoreDisplayMode),
    )
    .sort((a, b) => (a.audit?.score ?? 0) - (b.audit?.score ?? 0) || b.ref.weight - a.ref.weight)
    .map(({ ref, audit }) => {
      const score = Math.round((audit?.score ?? 0) * 100);
      const detail = audit?.displayValue ? `: ${audit.displayValue}` : "";
      return `${audit?.title ?? ref.id} (\`${ref.id}\`, ${score}${ref.group === "metrics" ? ", metric" : ""})${detail}`;
    });
}

/**
 * Audits one page `RUNS` times; keeps each category's median score and the failures of the
 * run whose performance score is the median.
 * @param {string} url
 * @param {number} chromePort
 */
async function auditPage(url, chromePort) {
  /** @type {Result[]} */
  const runs = [];
  for (let attempt = 1; runs.length < RUNS; attempt++) {
    const result = await lighthouse(url, {
      port: chromePort,
      output: "json",
      logLevel: "error",
      onlyCategories: CATEGORIES.map((category) => category.id),
    });
    const failure = result ? result.lhr.runtimeError?.message : "no result";
    if (!failure) runs.push(/** @type {Result} */ (result?.lhr));
    // A trace that could not be recorded (NO_NAVSTART, NO_FCP) happens on a busy machine: try again.
    else if (attempt < RUNS + 3) console.log(`  ${url}: ${failure} Trying again.`);
    else throw new Error(`Lighthouse failed on ${url}: ${failure}`);
  }
  const scoreOf = (/** @type {Result} */ lhr, /** @type {string} */ id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const scores = Object.fromEntries(CATEGORIES.map(({ id }) => [id, median(runs.map((lhr) => scoreOf(lhr, id)))]));
  const medianPerformance = scores.performance;
  const representative = runs.find((lhr) => scoreOf(lhr, "performance") === medianPerformance) ?? /** @type {Result} */ (runs[0]);
  const metrics = ["first-contentful-paint", "largest-contentful-paint", "total-blocking-time", "cumulative-layout-shift", "speed-index"]
    .map((id) => `${representative.audits[id]?.title ?? id} ${representative.audits[id]?.displayValue ?? "n/a"}`)
    .join(", ");
  const failures = Object.fromEntries(
    CATEGORIES.filter(({ id, target }) => (scores[id] ?? 0) < target).map(({ id }) => [id, failingAudits(representative, id)]),
  );
  const blockingTime = median(runs.map((lhr) => lhr.audits["total-blocking-time"]?.numericValue ?? 0));
  /** @param {Result} lhr */
  const scriptBytes = (lhr) => {
    const summary = /** @type {{ items?: { resourceType: string, transferSize: number }[] } | undefined} */ (
      lhr.audits["resource-summary"]?.details
    );
    return summary?.items?.find((item) => item.resourceType === "script")?.transferSize ?? 0;
  };
  return {
    scores,
    blockingTime,
    scriptKilobytes: median(runs.map(scriptBytes)) / 1024,
    metrics,
    failures,
    warnings: representative.runWarnings,
  };
}

/**
 * @param {{ name: string, path: string, audit: Awaited<ReturnType<typeof auditPage>> }[]} pages
 * @param {{ started: string, finished: string, load: string }} run
 */
function report(pages, run) {
  const rows = pages.map(({ name, path: pagePath, audit }) => [
    `${name} (\`${pagePath}\`)`,
    ...CATEGORIES.map(({ id, target }) => {
      const score = audit.scores[id] ?? 0;
      return score >= target ? String(score) : `**${score}**`;
    }),
    audit.blockingTime <= TOTAL_BLOCKING_TIME_TARGET_MS ? `${Math.round(audit.blockingTime)}` : `**${Math.round(audit.blockingTime)}**`,
    audit.scriptKilobytes.toFixed(1),
  ]);
  const targetRows = CATEGORIES.map(({ id, title, target }) => {
    const below = pages.filter((page) => (page.audit.scores[id] ?? 0) < target);
    return [
      title,
      `≥ ${target} on every page`,
      `lowest ${Math.min(...pages.map((page) => page.audit.scores[id] ?? 0))}`,
      verdict(below.length === 0),
    ];
  });
  const slowest = Math.max(...pages.map((page) => page.audit.blockingTime));
  targetRows.push([
    "Total blocking time",
    `≤ ${TOTAL_BLOCKING_TIME_TARGET_MS} ms on every page`,
    `highest ${Math.round(slowest)} ms`,
    verdict(slowest <= TOTAL_BLOCKING_TIME_TARGET_MS),
  ]);
  const failures = pages
    .filter(({ audit }) => Object.keys(audit.failures).length > 0)
    .map(({ name, path: pagePath, audit }) => {
      const parts = Object.entries(audit.failures).map(([id, audits]) => {
        const title = CATEGORIES.find((category) => category.id === id)?.title ?? id;
        return `- ${title} ${audit.scores[id]}: ${audits.length ? audits.join("; ") : "no single failing audit named"}`;
      });
      return `#### ${name} (\`${pagePath}\`)\n\nMetrics: ${audit.metrics}.\n\n${parts.join("\n")}`;
    });
  const warnings = [...new Set(pages.flatMap(({ audit }) => audit.warnings))];

  return `## Lighthouse (\`npm run lighthouse\`)

Run from ${run.started} to ${run.finished} on ${describeMachine()}; load averages (1, 5, 15 min)
at the start: ${run.load}. Lighthouse 12 with its default settings (mobile form factor, simulated
throttling), Debian's Chromium (\`${CHROME_FLAGS.slice(0, 3).join(" ")}\`, every host but the
local server unresolvable), against the production build served by \`node scripts/serve.mjs\` on
the demo content with the page cache on. ${RUNS === 1 ? "One run per page" : `${RUNS} runs per page, median score of each category`}.
Simulated throttling scales with the machine's CPU, so a loaded machine lowers the performance
scores.

### Targets

${markdownTable(["category", "target", "measured", "verdict"], targetRows)}

### Scores

${markdownTable(
  [
    "page",
    ...CATEGORIES.map(({ title, target }) => `${title} (target ${target})`),
    `total blocking time, ms (target ≤ ${TOTAL_BLOCKING_TIME_TARGET_MS})`,
    "script loaded, kB (transferred)",
  ],
  rows,
)}
${failures.length ? `\n### What keeps a page below its target\n\nThe audits that did not pass in each category below its target (score out of 100, worst first).\n\n${failures.join("\n\n")}\n` : ""}${warnings.length ? `\nLighthouse's warnings: ${warnings.join("; ")}\n` : ""}`;
}

stopChildrenOnSignal();
const started = timestamp();
const load = loadAverages();
const work = temporaryFolder("lighthouse-");
console.log(`Working folder: ${work}`);
try {
  if (!options["no-build"]) buildApplication(BUILD_DIR);
  const server = await startAppServer({
    buildDir: BUILD_DIR,
    dataDir: path.join(work, "data"),
    logFile: path.join(work, "server.log"),
    pageCache: true,
  });
  const chromium = await startChromium(work);
  const pages = [];
  for (const page of keyPages(await findSiteSlugs(server.url))) {
    const audit = await auditPage(`${server.url}${page.path}`, chromium.port);
    console.log(`${page.name} ${page.path}: ${CATEGORIES.map(({ id }) => `${id} ${audit.scores[id]}`).join(", ")}`);
    pages.push({ ...page, audit });
  }
  fs.writeFileSync(path.join(work, "scores.json"), JSON.stringify(pages, null, 2));
  writeReportSection("lighthouse", report(pages, { started, finished: timestamp(), load }));
} finally {
  await stopAllChildren();
}
