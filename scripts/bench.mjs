// @ts-check
/**
 * `npm run bench`: issue 7's serving-cost and scale figures and issue 23's for uncached pages, in
 * one run on a production build (build-bench/) and a data folder of its own: for each catalogue
 * size, wrk against nginx serving the same HTML, the server with its page cache and without, its
 * memory, and sequential catalogue and search times. Writes the "bench" section of
 * docs/performance.md.
 *
 * Options: --products 10,10000,100000 (catalogue sizes; the first is the demo content)
 *          --seconds 10 (headline wrk runs) --page-seconds 5 (per-page wrk runs)
 *          --connections 50 --threads 2 --samples 20 --no-build
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { fieldParamKeys } from "../app/lib/catalogue/specification-filters";
import { medianRequestMs, runWrk, startNginx, waitUntilIdle } from "./perf/load.mjs";
import { findSiteSlugs, keyPages, OTHER_PUBLIC_PATHS } from "./perf/site-pages.mjs";
import {
  APP_ADMIN_PASSWORD,
  buildApplication,
  ensureDebianCommands,
  freePort,
  residentMemory,
  startAppServer,
  stopAllChildren,
  stopChild,
  stopChildrenOnSignal,
  temporaryFolder,
} from "./perf/processes.mjs";
import { describeMachine, loadAverages, markdownTable, timestamp, verdict, writeReportSection } from "./perf/report.mjs";

const { values: options } = parseArgs({
  options: {
    products: { type: "string", default: "10,10000,100000" },
    seconds: { type: "string", default: "10" },
    "page-seconds": { type: "string", default: "5" },
    connections: { type: "string", default: "50" },
    threads: { type: "string", default: "2" },
    samples: { type: "string", default: "20" },
    "no-build": { type: "boolean", default: false },
  },
});
const SIZES = options.products.split(",").map(Number);
const HEADLINE = { seconds: Number(options.seconds), connections: Number(options.connections), threads: Number(options.threads) };
const PER_PAGE = { ...HEADLINE, seconds: Number(options["page-seconds"]) };
const WARM_UP = { ...HEADLINE, seconds: 3 };
/** The server's own time for a request: wrk keeping one connection busy, without a client's overhead. */
const ONE_AT_A_TIME = { seconds: 3, connections: 1, threads: 1 };
const SAMPLES = Number(options.samples);
const BUILD_DIR = "build-bench";
const SEARCH_TERM = "fingerprint";
const SEARCH_TYPO = "fingerprnt";
const SEARCH_PREFIX = "finger";
/** Issue 7's targets, and issue 23's for uncached pages (`uncachedNginxShare`, `uncachedToHome`). */
const TARGETS = {
  nginxShare: 0.3,
  uncachedHomeRps: 2000,
  p99Ms: 50,
  rssMb: 300,
  scaleRatio: 1.5,
  uncachedNginxShare: 0.01,
  uncachedToHome: 3,
};

/** @typedef {import("./perf/load.mjs").WrkResult} WrkResult */
/**
 * @typedef {{ path: string, bytes: number, nginx: WrkResult, cached: WrkResult, uncached: WrkResult }} PageResult
 * @typedef {{ products: number, seedSeconds: number | null, load: string, pages: PageResult[],
 *   headline: { nginx: WrkResult, cached: WrkResult, uncached: WrkResult },
 *   memory: { cached: MemoryFigures, uncached: MemoryFigures },
 *   timings: { name: string, url: string, medianMs: number, oneAtATimeMs: number }[] }} SizeResult
 */

/**
 * The public pages to load, and the catalogue and search requests to time.
 * @param {string} url
 */
async function discoverPages(url) {
  const slugs = await findSiteSlugs(url);
  const pages = [...keyPages(slugs).map((page) => page.path), ...OTHER_PUBLIC_PATHS];
  const category = `/products?category=${encodeURIComponent(slugs.category)}`;
  const timings = [
    { name: "home page", path: "/" },
    { name: "catalogue, first page", path: "/products" },
    { name: "catalogue, filtered by category", path: category },
    { name: "catalogue, filtered by typed specifications", path: `${category}&${await typedFilterQuery(url, slugs.category)}` },
    { name: `catalogue, search "${SEARCH_TERM}"`, path: `/products?q=${SEARCH_TERM}` },
    { name: "a product page", path: `/products/${slugs.product}` },
    { name: `site search "${SEARCH_TERM}"`, path: `/search?q=${SEARCH_TERM}` },
    { name: `site search with a typo "${SEARCH_TYPO}"`, path: `/search?q=${SEARCH_TYPO}` },
    { name: `search suggestions "${SEARCH_PREFIX}"`, path: `/api/search?q=${SEARCH_PREFIX}` },
    { name: `downloads, search "${SEARCH_TERM}"`, path: `/support?q=${SEARCH_TERM}` },
  ];
  return { pages, timings };
}

/**
 * A filter by the category's typed fields (decision 033), as a visitor would set it: its first
 * number field between 2,000 and 6,000 (the bulk seed spreads numbers over 100 to 10,000) and its
 * first choice field at its second choice.
 * @param {string} url
 * @param {string} category
 */
async function typedFilterQuery(url, category) {
  const response = await fetch(`${url}/api/categories/${encodeURIComponent(category)}/specification-fields`);
  /** @type {import("../app/lib/catalogue/specification-filters").FilterableField[]} */
  const fields = await response.json();
  const keys = fieldParamKeys(fields);
  const number = fields.find((field) => field.type === "number");
  const choice = fields.find((field) => field.type === "choice" && field.choices.length > 1);
  if (!number || !choice) throw new Error(`The category ${category} has no number and choice fields to filter by`);
  return new URLSearchParams({
    [`${keys.get(number.id)}-min`]: "2000",
    [`${keys.get(number.id)}-max`]: "6000",
    [`${keys.get(choice.id)}`]: choice.choices[1] ?? "",
  }).toString();
}

/** @param {string} url */
async function productTotal(url) {
  const response = await fetch(`${url}/api/products?limit=1`);
  return Number(response.headers.get("x-total-count"));
}

/**
 * @typedef {{ idleMb: number, peakUnderLoadMb: number, highWaterMb: number }} MemoryFigures
 * idle: VmRSS once the server answers; peak under load: the largest VmRSS sampled every half
 * second during the runs; high water: VmHWM at the end, which includes the start-up.
 */

/**
 * Samples the server's resident memory every half second until stopped.
 * @param {number} pid
 */
function watchMemory(pid) {
  const idleMb = residentMemory(pid).rssMb;
  let peakUnderLoadMb = idleMb;
  let highWaterMb = 0;
  const sample = () => {
    try {
      const { rssMb, peakMb } = residentMemory(pid);
      peakUnderLoadMb = Math.max(peakUnderLoadMb, rssMb);
      highWaterMb = peakMb;
    } catch {
      // The process has exited.
    }
  };
  const timer = setInterval(sample, 500);
  return {
    /** @returns {MemoryFigures} */
    stop() {
      sample();
      clearInterval(timer);
      return { idleMb, peakUnderLoadMb, highWaterMb };
    },
  };
}

/**
 * The page's body once the server answers it from its cache. A page is kept once its compressed
 * copy is made, just after its first answer is sent, so a request right behind can still miss.
 * @param {string} url
 */
async function cachedBody(url) {
  for (let attempt = 1; ; attempt += 1) {
    const response = await fetch(url);
    if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
    const body = Buffer.from(await response.arrayBuffer());
    if (response.headers.get("x-cache") === "HIT") return body;
    if (attempt === 5) throw new Error(`${url} was not served from the cache (X-Cache: ${response.headers.get("x-cache")})`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * Everything measured at one catalogue size, on the data folder as it is.
 * @param {{ dataDir: string, work: string, products: number, seedSeconds: number | null, discovered: Awaited<ReturnType<typeof discoverPages>> }} options
 * @returns {Promise<SizeResult>}
 */
async function measureSize({ dataDir, work, products, seedSeconds, discovered: found }) {
  console.log(`\n== ${products} products (load ${loadAverages()}) ==`);
  const load = loadAverages();
  const logFile = path.join(work, `server-${products}.log`);

  // 1. Page cache on (the default): nginx and the server, page by page, side by side.
  let server = await startAppServer({ buildDir: BUILD_DIR, dataDir, logFile, pageCache: true });
  let memory = watchMemory(server.pid);
  const total = await productTotal(server.url);
  /** @type {Map<string, Buffer>} */
  const bodies = new Map();
  for (const page of found.pages) bodies.set(page, await cachedBody(`${server.url}${page}`));
  const nginxFolder = path.join(work, `nginx-${products}`);
  fs.mkdirSync(nginxFolder);
  const nginx = await startNginx({ folder: nginxFolder, port: await freePort(), pages: bodies });
  /** @type {Map<string, { nginx: WrkResult, cached: WrkResult }>} */
  const cachedRuns = new Map();
  /** @type {{ nginx: WrkResult, cached: WrkResult, uncached: WrkResult }} */
  const headline = /** @type {any} */ ({});
  try {
    // A server has compiled its hot code long before it meets its load; so has nginx, which has none to compile.
    console.log(`Warm-up, ${WARM_UP.seconds} s each (not recorded): nginx and the server on /`);
    runWrk(`${nginx.url}/`, WARM_UP);
    runWrk(`${server.url}/`, WARM_UP);
    await waitUntilIdle(server.url);
    console.log(`Cached, ${HEADLINE.seconds} s each: nginx and the server on /`);
    headline.nginx = runWrk(`${nginx.url}/`, HEADLINE);
    headline.cached = runWrk(`${server.url}/`, HEADLINE);
    await waitUntilIdle(server.url);
    console.log(`Cached, ${PER_PAGE.seconds} s each: every public page, nginx then the server`);
    for (const page of found.pages) {
      cachedRuns.set(page, { nginx: runWrk(`${nginx.url}${page}`, PER_PAGE), cached: runWrk(`${server.url}${page}`, PER_PAGE) });
      await waitUntilIdle(server.url);
    }
  } finally {
    await stopChild(nginx.child);
  }
  const cachedMemory = memory.stop();
  await stopChild(server.child);

  // 2. Page cache off: every request rendered from the database.
  server = await startAppServer({ buildDir: BUILD_DIR, dataDir, logFile, pageCache: false });
  memory = watchMemory(server.pid);
  /** @type {SizeResult["timings"]} */
  const timings = [];
  /** @type {PageResult[]} */
  const pages = [];
  /** @type {MemoryFigures} */
  let uncachedMemory = { idleMb: NaN, peakUnderLoadMb: NaN, highWaterMb: NaN };
  try {
    // First, on an idle server: one request at a time.
    console.log(`Sequential requests, cache off: median of ${SAMPLES}`);
    for (const timing of found.timings) {
      const medianMs = await medianRequestMs(`${server.url}${timing.path}`, { count: SAMPLES, warmUp: 3 });
      const oneAtATimeMs = 1000 / runWrk(`${server.url}${timing.path}`, ONE_AT_A_TIME).requestsPerSecond;
      console.log(`  ${timing.name}: ${medianMs.toFixed(1)} ms (one at a time: ${oneAtATimeMs.toFixed(1)} ms)`);
      timings.push({ name: timing.name, url: timing.path, medianMs, oneAtATimeMs });
    }
    console.log(`Uncached, ${HEADLINE.seconds} s: the server on /`);
    headline.uncached = runWrk(`${server.url}/`, HEADLINE);
    await waitUntilIdle(server.url);
    console.log(`Uncached, ${PER_PAGE.seconds} s each: every public page`);
    for (const page of found.pages) {
      const uncached = runWrk(`${server.url}${page}`, PER_PAGE);
      await waitUntilIdle(server.url);
      const cached = /** @type {{ nginx: WrkResult, cached: WrkResult }} */ (cachedRuns.get(page));
      pages.push({ path: page, bytes: /** @type {Buffer} */ (bodies.get(page)).length, ...cached, uncached });
    }
  } finally {
    uncachedMemory = memory.stop();
    await stopChild(server.child);
  }
  return { products: total, seedSeconds, load, pages, headline, memory: { cached: cachedMemory, uncached: uncachedMemory }, timings };
}

/**
 * Adds `count` products with `npm run seed:bulk` (the server is stopped: one owner per data folder).
 * @param {string} dataDir
 * @param {number} count
 */
function seedBulk(dataDir, count) {
  console.log(`\nAdding ${count} products with seed:bulk...`);
  const started = performance.now();
  const run = spawnSync(process.execPath, ["node_modules/tsx/dist/cli.mjs", "scripts/seed-bulk.ts", "--products", String(count)], {
    stdio: ["ignore", "inherit", "inherit"],
    env: { ...process.env, DATA_DIR: dataDir, ADMIN_PASSWORD: APP_ADMIN_PASSWORD, LOG_LEVEL: "warn" },
  });
  if (run.status !== 0) throw new Error(`seed:bulk failed (exit ${run.status})`);
  return (performance.now() - started) / 1000;
}

const fixed = (/** @type {number} */ value, digits = 0) => (Number.isFinite(value) ? value.toFixed(digits) : "n/a");
const milliseconds = (/** @type {number} */ value) =>
  Number.isFinite(value) ? `${value.toFixed(1)} ms` : "n/a (no response within a run)";
const thousands = (/** @type {number} */ value) => (Number.isFinite(value) ? Math.round(value).toLocaleString("en-US") : "n/a");

/**
 * @param {SizeResult[]} results
 * @param {{ started: string, finished: string, machine: string, demoProducts: number }} run
 */
function report(results, run) {
  const base = /** @type {SizeResult} */ (results[0]);
  /** @type {string[][]} */
  const targets = [];
  for (const size of results) {
    const share = size.headline.cached.requestsPerSecond / size.headline.nginx.requestsPerSecond;
    const worstShare = Math.min(...size.pages.map((page) => page.cached.requestsPerSecond / page.nginx.requestsPerSecond));
    const worstCachedP99 = Math.max(...size.pages.map((page) => page.cached.p99Ms), size.headline.cached.p99Ms);
    const worstUncachedP99 = Math.max(...size.pages.map((page) => page.uncached.p99Ms), size.headline.uncached.p99Ms);
    const peakMb = Math.max(size.memory.cached.peakUnderLoadMb, size.memory.uncached.peakUnderLoadMb);
    const highWaterMb = Math.max(size.memory.cached.highWaterMb, size.memory.uncached.highWaterMb);
    const label = `${thousands(size.products)} products`;
    const uncachedShare = size.headline.uncached.requestsPerSecond / size.headline.nginx.requestsPerSecond;
    // The time of a request is the inverse of the requests per second under the same load: wrk's
    // 50 connections for the pages, one connection for the catalogue and search requests (the first is `/`).
    const [home, ...others] = size.timings;
    const slowest = [
      ...size.pages.map((page) => ({ path: page.path, ratio: size.headline.uncached.requestsPerSecond / page.uncached.requestsPerSecond })),
      ...others.map((timing) => ({ path: timing.url, ratio: timing.oneAtATimeMs / /** @type {any} */ (home).oneAtATimeMs })),
    ].reduce((worst, each) => (each.ratio > worst.ratio ? each : worst));
    targets.push(
      [
        label,
        "uncached `/` ≥ 1% of nginx's req/s (same bytes)",
        `${fixed(uncachedShare * 100, 2)}%`,
        verdict(uncachedShare >= TARGETS.uncachedNginxShare),
      ],
      [
        label,
        "every uncached page, catalogue filter and search within 3 × the time of uncached `/`",
        `worst ${fixed(slowest.ratio, 2)} × (\`${slowest.path}\`)`,
        verdict(slowest.ratio <= TARGETS.uncachedToHome),
      ],
      [label, "cached `/` ≥ 30% of nginx's req/s", `${fixed(share * 100)}%`, verdict(share >= TARGETS.nginxShare)],
      [
        label,
        "every cached page ≥ 30% of nginx's req/s (same bytes)",
        `lowest ${fixed(worstShare * 100)}%`,
        verdict(worstShare >= TARGETS.nginxShare),
      ],
      [
        label,
        "uncached `/` ≥ 2,000 req/s",
        `${thousands(size.headline.uncached.requestsPerSecond)} req/s`,
        verdict(size.headline.uncached.requestsPerSecond >= TARGETS.uncachedHomeRps),
      ],
      [
        label,
        "p99 < 50 ms on every public page, cache on (default)",
        `worst ${milliseconds(worstCachedP99)}`,
        verdict(worstCachedP99 < TARGETS.p99Ms),
      ],
      [
        label,
        "p99 < 50 ms on every public page, cache off",
        `worst ${milliseconds(worstUncachedP99)}`,
        verdict(worstUncachedP99 < TARGETS.p99Ms),
      ],
      [
        label,
        "resident memory < 300 MB through the runs",
        `peak ${fixed(peakMb)} MB (${fixed(highWaterMb)} MB with start-up)`,
        verdict(highWaterMb < TARGETS.rssMb),
      ],
    );
    if (size !== base) {
      const worst = Math.max(...size.timings.map((timing, index) => timing.medianMs / /** @type {any} */ (base.timings[index]).medianMs));
      targets.push([
        label,
        "catalogue and search requests ≤ 1.5 × their time with the demo catalogue",
        `worst ${fixed(worst, 2)} ×`,
        verdict(worst <= TARGETS.scaleRatio),
      ]);
    }
  }

  const headlineRows = results.map((size) => [
    thousands(size.products),
    thousands(size.headline.nginx.requestsPerSecond),
    thousands(size.headline.cached.requestsPerSecond),
    `${fixed((size.headline.cached.requestsPerSecond / size.headline.nginx.requestsPerSecond) * 100)}%`,
    thousands(size.headline.uncached.requestsPerSecond),
    `${fixed(size.headline.nginx.p99Ms, 1)} / ${fixed(size.headline.cached.p99Ms, 1)} / ${fixed(size.headline.uncached.p99Ms, 1)}`,
    `${fixed(size.memory.cached.idleMb)} / ${fixed(size.memory.cached.peakUnderLoadMb)} / ${fixed(size.memory.cached.highWaterMb)}`,
    `${fixed(size.memory.uncached.idleMb)} / ${fixed(size.memory.uncached.peakUnderLoadMb)} / ${fixed(size.memory.uncached.highWaterMb)}`,
    size.load,
  ]);
  const pageTables = results.map(
    (size) => `#### ${thousands(size.products)} products (${PER_PAGE.seconds} s per run)

${markdownTable(
  [
    "page",
    "HTML bytes",
    "nginx req/s",
    "cached req/s",
    "cached / nginx",
    "nginx p99 ms",
    "cached p99 ms",
    "uncached req/s",
    "uncached p99 ms",
  ],
  size.pages.map((page) => [
    `\`${page.path}\``,
    thousands(page.bytes),
    thousands(page.nginx.requestsPerSecond),
    thousands(page.cached.requestsPerSecond),
    `${fixed((page.cached.requestsPerSecond / page.nginx.requestsPerSecond) * 100)}%`,
    fixed(page.nginx.p99Ms, 1),
    fixed(page.cached.p99Ms, 1),
    thousands(page.uncached.requestsPerSecond),
    fixed(page.uncached.p99Ms, 1) + (page.uncached.socketErrors ? ` (socket errors: ${page.uncached.socketErrors})` : ""),
  ]),
)}`,
  );
  const scaleRows = base.timings.map((timing, index) => [
    timing.name,
    `\`${timing.url}\``,
    ...results.map((size) => {
      const medianMs = /** @type {any} */ (size.timings[index]).medianMs;
      return size === base ? fixed(medianMs, 1) : `${fixed(medianMs, 1)} (${fixed(medianMs / timing.medianMs, 2)} ×)`;
    }),
  ]);
  const oneAtATimeRows = base.timings.map((timing, index) => [
    timing.name,
    ...results.map((size) => {
      const [home] = size.timings;
      const each = /** @type {any} */ (size.timings[index]);
      return `${fixed(each.oneAtATimeMs, 1)} (${fixed(each.oneAtATimeMs / /** @type {any} */ (home).oneAtATimeMs, 2)} ×)`;
    }),
  ]);
  const seeding = results
    .filter((size) => size.seedSeconds !== null)
    .map((size) => `${thousands(size.products)} products: ${fixed(/** @type {number} */ (size.seedSeconds))} s`)
    .join("; ");

  return `## Serving cost and scale (\`npm run bench\`)

Run from ${run.started} to ${run.finished} on ${run.machine}. Load averages (1, 5, 15 min) at the
start of each catalogue size are in the first table; the machine is shared with other work, so
the absolute figures are noisy and the ratios, measured side by side within minutes, are the
ones to compare. wrk ${HEADLINE.threads} threads, ${HEADLINE.connections} connections, on
loopback, without \`Accept-Encoding\` (plain HTML on both sides), after an unrecorded 3 s run of each
on \`/\`; nginx (\`worker_processes auto\`,
\`access_log off\`) serves each page's exact bytes, saved from the server, as a static file. The
server is one Node process on the embedded database (PGlite), started with \`node scripts/serve.mjs\`
on a fresh data folder with the demo content (${run.demoProducts} products); the catalogue is brought to each size
with \`npm run seed:bulk\`${seeding ? ` (time taken: ${seeding})` : ""}, the server stopped meanwhile.

### Targets

${markdownTable(["catalogue", "target", "measured", "verdict"], targets)}

### Home page, ${HEADLINE.seconds} s per run

${markdownTable(
  [
    "products",
    "nginx req/s",
    "cached req/s",
    "cached / nginx",
    "uncached req/s",
    "p99 ms nginx / cached / uncached",
    "RSS MB cache on: idle / peak / VmHWM",
    "RSS MB cache off: idle / peak / VmHWM",
    "load at start",
  ],
  headlineRows,
)}

### Every public page

"cached" is the default configuration (\`PAGE_CACHE=on\`, every request a cache hit after the
first); "uncached" is \`PAGE_CACHE=off\`, every request rendered from the database.

${pageTables.join("\n\n")}

### Catalogue and search requests at scale

Median of ${SAMPLES} sequential requests (after 3 untimed ones), page cache off, so that the
database work is measured; in brackets, the ratio to the demo catalogue (target ≤ 1.5 ×).

${markdownTable(["request", "path", ...results.map((size) => `${thousands(size.products)} products, ms`)], scaleRows)}

The same requests' own time on the server: wrk keeping one connection busy for
${ONE_AT_A_TIME.seconds} s (1,000 ms over the requests per second), without the client's overhead that
the medians above include; in brackets, the ratio to uncached \`/\` (issue 23's target: ≤ 3 ×).

${markdownTable(["request", ...results.map((size) => `${thousands(size.products)} products, ms`)], oneAtATimeRows)}
`;
}

stopChildrenOnSignal();
const started = timestamp();
const work = temporaryFolder();
const dataDir = path.join(work, "data");
console.log(`Working folder: ${work}`);
try {
  ensureDebianCommands({ wrk: "wrk", nginx: "nginx" });
  if (!options["no-build"]) buildApplication(BUILD_DIR);
  // The first start creates the database with the demo content; seed:bulk then tops it up.
  const first = await startAppServer({ buildDir: BUILD_DIR, dataDir, logFile: path.join(work, "server-first-start.log"), pageCache: true });
  const demoProducts = await productTotal(first.url);
  // Demo items (with their pictures and texts), the same at every size.
  const discovered = await discoverPages(first.url);
  let current = demoProducts;
  await stopChild(first.child);
  /** @type {SizeResult[]} */
  const results = [];
  for (const size of SIZES) {
    const seedSeconds = size > current ? seedBulk(dataDir, size - current) : null;
    current = Math.max(size, current);
    const measured = await measureSize({ dataDir, work, products: size, seedSeconds, discovered });
    results.push(measured);
    fs.writeFileSync(path.join(work, "results.json"), JSON.stringify(results, null, 2));
    // Written after every size, so that an interrupted run leaves what it measured.
    const missing = SIZES.slice(results.length);
    const note = missing.length ? `\n**Incomplete run**: not measured at ${missing.join(", ")} products.\n` : "";
    writeReportSection("bench", report(results, { started, finished: timestamp(), machine: describeMachine(), demoProducts }) + note);
  }
  console.log(`Raw results: ${path.join(work, "results.json")}`);
} finally {
  await stopAllChildren();
}
