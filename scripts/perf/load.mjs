// @ts-check
/** Load and timing tools for `npm run bench`: wrk runs, nginx serving saved pages, sequential timings. */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { NGINX_BINARY, writeNginxConfig } from "./nginx-config.mjs";
import { startChild, waitUntilAnswering } from "./processes.mjs";
import { median } from "./report.mjs";

/**
 * @typedef {{ url: string, requestsPerSecond: number, p50Ms: number, p99Ms: number, requests: number,
 *   non2xx: number, socketErrors: string | null }} WrkResult
 */

/** @param {string} text e.g. "12.34ms", "850.00us", "1.20s" */
function toMilliseconds(text) {
  const match = /^([\d.]+)(us|ms|s|m)$/.exec(text.trim());
  if (!match) return NaN;
  const value = Number(match[1]);
  return { us: value / 1000, ms: value, s: value * 1000, m: value * 60_000 }[/** @type {"us"|"ms"|"s"|"m"} */ (match[2])];
}

/**
 * Runs `wrk -t<threads> -c<connections> -d<seconds>s --latency <url>` and reads its summary.
 * @param {string} url
 * @param {{ seconds: number, connections: number, threads: number }} load
 * @returns {WrkResult}
 */
export function runWrk(url, { seconds, connections, threads }) {
  const run = spawnSync("wrk", [`-t${threads}`, `-c${connections}`, `-d${seconds}s`, "--timeout", "10s", "--latency", url], {
    encoding: "utf8",
  });
  if (run.status !== 0) throw new Error(`wrk failed on ${url}: ${run.stderr || run.stdout}`);
  const out = run.stdout;
  const percentile = (/** @type {string} */ p) => toMilliseconds(new RegExp(`^\\s+${p}%\\s+(\\S+)`, "m").exec(out)?.[1] ?? "");
  const requests = Number(/(\d+) requests in/.exec(out)?.[1] ?? NaN);
  // No response within the run: no latency to speak of (wrk would print 0).
  const measured = (/** @type {number} */ value) => (requests > 0 ? value : NaN);
  const result = {
    url,
    requestsPerSecond: Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? NaN),
    p50Ms: measured(percentile("50")),
    p99Ms: measured(percentile("99")),
    requests,
    non2xx: Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(out)?.[1] ?? 0),
    socketErrors: /Socket errors: (.*)/.exec(out)?.[1] ?? null,
  };
  console.log(
    `  wrk ${url}: ${result.requestsPerSecond.toFixed(0)} req/s, p99 ${result.p99Ms.toFixed(1)} ms (${requests} responses)` +
      (result.non2xx ? `, ${result.non2xx} non-2xx` : "") +
      (result.socketErrors ? `, socket errors: ${result.socketErrors}` : ""),
  );
  return result;
}

/**
 * Starts nginx on 127.0.0.1:`port` serving `pages` (path -> exact bytes) as static files, as
 * the current user, with its prefix, pid file and logs in `folder`.
 * @param {{ folder: string, port: number, pages: Map<string, Buffer> }} options
 */
export async function startNginx({ folder, port, pages }) {
  const root = path.join(folder, "www");
  for (const [pagePath, body] of pages) {
    const file = path.join(root, pagePath, "index.html");
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, body);
  }
  const config = writeNginxConfig({
    folder,
    workers: "auto",
    http: `  sendfile on;
  tcp_nopush on;
  keepalive_requests 100000;
  default_type text/html;
  server {
    listen 127.0.0.1:${port};
    root ${root};
    location / { try_files $uri/index.html =404; }
  }`,
  });
  const logFile = path.join(folder, "nginx.log");
  const child = startChild(NGINX_BINARY, ["-p", folder, "-c", config], { logFile });
  const url = `http://127.0.0.1:${port}`;
  await waitUntilAnswering(`${url}/`, child, logFile, 20_000);
  return { child, url };
}

/**
 * GETs `url` and reads its body, once more if a kept-alive connection turns out to have been
 * closed by the server meanwhile (undici's "other side closed").
 * @param {string} url
 */
async function getBody(url) {
  const get = async () => {
    const response = await fetch(url);
    return { ok: response.ok, status: response.status, body: await response.arrayBuffer() };
  };
  return get().catch(get);
}

/**
 * Waits until the server has worked off the requests that a wrk run left behind (wrk closes its
 * connections at the end of a run, but the server still renders what they had asked for):
 * until two health checks in a row answer within 50 ms, for 60 s at most.
 * @param {string} url the server's address
 */
export async function waitUntilIdle(url) {
  const deadline = Date.now() + 60_000;
  let quick = 0;
  while (quick < 2 && Date.now() < deadline) {
    const started = performance.now();
    const answered = await getBody(`${url}/healthz`).then(
      () => true,
      () => false,
    );
    quick = answered && performance.now() - started < 50 ? quick + 1 : 0;
  }
}

/**
 * The median time of `count` sequential GETs of `url` (body read), after `warmUp` untimed ones.
 * @param {string} url
 * @param {{ count: number, warmUp: number }} options
 */
export async function medianRequestMs(url, { count, warmUp }) {
  const once = async () => {
    const response = await getBody(url);
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  };
  for (let i = 0; i < warmUp; i++) await once();
  /** @type {number[]} */
  const times = [];
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    await once();
    times.push(performance.now() - started);
  }
  return median(times);
}
