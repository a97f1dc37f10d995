// @ts-check
/** The results of `npm run load`: the console summary and the "load" section of docs/reliability.md. */
import { markdownTable, verdict } from "../perf/report.mjs";
import { REQUEST_TIMEOUT_MS } from "./run.mjs";
import { latencySummary, MEMORY_GROWTH_LIMIT, memoryGrowth, WARM_UP_SHARE } from "./stats.mjs";

/** The over-time table shows at most this many rows (consecutive intervals merged). */
const TIME_ROWS = 20;

/**
 * @typedef {import("./run.mjs").Interval} Interval
 * @typedef {import("./mix.mjs").RequestKind} RequestKind
 * @typedef {Awaited<ReturnType<typeof import("./run.mjs").runLoad>>} LoadResult
 * @typedef {{ started: string, finished: string, machine: string, load: string, target: string, connections: number,
 *   seconds: number, sampleSeconds: number, serverLogProblems: number | null }} RunFacts
 */

const fixed = (/** @type {number} */ value, digits = 0) => (Number.isFinite(value) ? value.toFixed(digits) : "n/a");
const thousands = (/** @type {number} */ value) => (Number.isFinite(value) ? Math.round(value).toLocaleString("en-US") : "n/a");

/**
 * The figures of a run: per kind, in total, the memory verdict and the error examples.
 * @param {LoadResult} result
 * @param {RequestKind[]} kinds
 */
export function summarise(result, kinds) {
  const totalWeight = kinds.reduce((sum, kind) => sum + kind.weight, 0);
  const perKind = kinds.map((kind) => {
    const record = /** @type {import("./run.mjs").KindRecord} */ (result.records.get(kind.name));
    return { kind, record, requests: record.requests, share: kind.weight / totalWeight, latency: latencySummary(record.latencies) };
  });
  const all = latencySummary(perKind.flatMap(({ record }) => record.latencies));
  const requests = perKind.reduce((sum, { requests: count }) => sum + count, 0);
  const errors = perKind.reduce((sum, { record }) => sum + record.errors, 0) + (result.stoppedAtCap ? 1 : 0);
  const samples = result.intervals.flatMap((interval) =>
    interval.rssMb === null ? [] : [{ seconds: interval.seconds, rssMb: interval.rssMb }],
  );
  const memory = samples.length ? memoryGrowth(samples, { runSeconds: result.seconds }) : null;
  return { perKind, all, requests, errors, memory, samples, requestsPerSecond: requests / result.seconds };
}

/**
 * Merges consecutive intervals so that the table has at most TIME_ROWS rows.
 * @param {Interval[]} intervals
 * @param {number} sampleSeconds
 */
function timeRows(intervals, sampleSeconds) {
  const size = Math.max(1, Math.ceil(intervals.length / TIME_ROWS));
  /** @type {string[][]} */
  const rows = [];
  for (let from = 0; from < intervals.length; from += size) {
    const group = intervals.slice(from, from + size);
    const last = /** @type {Interval} */ (group[group.length - 1]);
    const requests = group.reduce((sum, interval) => sum + interval.requests, 0);
    const errors = group.reduce((sum, interval) => sum + interval.errors, 0);
    const seconds = group.length * sampleSeconds;
    rows.push([
      `${Math.max(0, last.seconds - seconds)}–${last.seconds} s`,
      thousands(requests / seconds),
      fixed(Math.max(...group.map((interval) => interval.p99Ms)), 0),
      String(errors),
      last.rssMb === null ? "n/a" : fixed(last.rssMb),
    ]);
  }
  return rows;
}

/**
 * A one-line picture of the memory samples.
 * @param {{ rssMb: number }[]} samples
 */
function sparkline(samples) {
  const bars = "▁▂▃▄▅▆▇█";
  const values = samples.map((sample) => sample.rssMb);
  const low = Math.min(...values);
  const span = Math.max(...values) - low || 1;
  return values.map((value) => bars[Math.round(((value - low) / span) * (bars.length - 1))]).join("");
}

/**
 * The console lines of a run.
 * @param {ReturnType<typeof summarise>} summary
 */
export function consoleSummary(summary) {
  const lines = summary.perKind.map(
    ({ kind, requests, record, latency }) =>
      `  ${kind.name.padEnd(17)} ${String(requests).padStart(8)} requests, ${String(record.errors).padStart(5)} errors, p50 ${fixed(latency.p50, 1)} ms, p95 ${fixed(latency.p95, 1)} ms, p99 ${fixed(latency.p99, 1)} ms`,
  );
  const memory = summary.memory?.judged
    ? `memory ${fixed(summary.memory.firstMb)} MB → ${fixed(summary.memory.lastMb)} MB (${fixed(summary.memory.growth * 100, 1)}%)`
    : "memory not judged";
  return [
    ...lines,
    `  total ${summary.requests} requests (${fixed(summary.requestsPerSecond)} req/s), ${summary.errors} errors, p50 ${fixed(summary.all.p50, 1)} ms, p99 ${fixed(summary.all.p99, 1)} ms; ${memory}`,
  ].join("\n");
}

/**
 * The "load" section of docs/reliability.md.
 * @param {ReturnType<typeof summarise>} summary
 * @param {LoadResult} result
 * @param {RunFacts} run
 */
export function loadReport(summary, result, run) {
  const { memory } = summary;
  const memoryMeasured = !memory
    ? "not sampled (no server process id)"
    : memory.judged
      ? `${fixed(memory.firstMb)} MB → ${fixed(memory.lastMb)} MB (${memory.growth >= 0 ? "+" : ""}${fixed(memory.growth * 100, 1)}%)`
      : `too few samples to judge (${memory.samplesJudged} after the warm-up)`;
  const targets = [
    ["zero errors", `${summary.errors} errors in ${thousands(summary.requests)} requests`, verdict(summary.errors === 0)],
    [
      `no memory growth: the median resident memory of the last third of the run (after a ${fixed(WARM_UP_SHARE * 100)}% warm-up) at most ${fixed(MEMORY_GROWTH_LIMIT * 100)}% above that of the first third`,
      memoryMeasured,
      verdict(memory !== null && memory.judged && !memory.grows),
    ],
  ];
  const kindRows = summary.perKind.map(({ kind, share, requests, record, latency }) => [
    kind.name,
    `${fixed(share * 100)}%`,
    thousands(requests),
    fixed(requests / result.seconds, 1),
    String(record.errors),
    [...record.statuses.entries()].map(([status, count]) => `${status}: ${thousands(count)}`).join(", "),
    fixed(latency.p50, 1),
    fixed(latency.p95, 1),
    fixed(latency.p99, 1),
    fixed(latency.max, 0),
  ]);
  kindRows.push([
    "**all**",
    "100%",
    thousands(summary.requests),
    fixed(summary.requestsPerSecond, 1),
    String(summary.errors),
    "",
    fixed(summary.all.p50, 1),
    fixed(summary.all.p95, 1),
    fixed(summary.all.p99, 1),
    fixed(summary.all.max, 0),
  ]);
  const examples = summary.perKind.flatMap(({ kind, record }) =>
    [...record.examples.entries()].map(
      ([problem, { count, first }]) => `- ${kind.name}: ${problem}, ${thousands(count)} × (first: \`${first}\`)`,
    ),
  );
  if (result.stoppedAtCap) examples.push("- the run was stopped at its hard cap with requests still open");
  const staffWriteShare = summary.perKind.filter(({ kind }) => kind.clearsPageCache).reduce((sum, { share }) => sum + share, 0);
  const mix = summary.perKind.map(({ kind, share }) => `- **${kind.name}** (${fixed(share * 100)}%): ${kind.what}.`).join("\n");

  return `## Load (\`npm run load\`)

Run from ${run.started} to ${run.finished} on ${run.machine}; load averages (1, 5, 15 min) at the
start: ${run.load}. ${run.connections} connections for ${fixed(run.seconds)} s against ${run.target}.
Each connection is kept alive and sends its next request as soon as the previous answer has been
read (a request unanswered after ${REQUEST_TIMEOUT_MS / 1000} s is an error); the load generator
runs on the same machine. An error is any answer other than the expected status, or no answer.
${run.serverLogProblems === null ? "" : `The server logged ${run.serverLogProblems} errors (level error or fatal) during the run.\n`}
### Targets

${markdownTable(["target", "measured", "verdict"], targets)}

### Requests

${markdownTable(["kind", "share", "requests", "req/s", "errors", "statuses", "p50 ms", "p95 ms", "p99 ms", "max ms"], kindRows)}
${examples.length ? `\nErrors by kind of problem, with the first request that had it:\n\n${examples.join("\n")}\n` : ""}
### Over time

Resident memory of the server (VmRSS) every ${run.sampleSeconds} s: ${summary.samples.length ? `\`${sparkline(summary.samples)}\` (${fixed(Math.min(...summary.samples.map((sample) => sample.rssMb)))} to ${fixed(Math.max(...summary.samples.map((sample) => sample.rssMb)))} MB)` : "not sampled"}.

${markdownTable(["time", "req/s", "worst p99 ms", "errors", "RSS MB at the end"], timeRows(result.intervals, run.sampleSeconds))}

### The mix

${mix}

Inquiries and the per-address limit: the server counts at most \`INQUIRIES_PER_HOUR_PER_ADDRESS\`
(10) inquiries per client address and hour, and a load generator on one machine has one address.
Rather than raising the limit (which would test a setting nobody runs) or counting 429 answers as
success, the run keeps the limit as it is and sends every inquiry as a distinct visitor would:
the server is started with \`TRUST_PROXY=loopback\`, as behind a reverse proxy, and each inquiry
names its visitor in \`X-Forwarded-For\` (addresses of 198.18.0.0/15), five inquiries per visitor.
A 429 is therefore an error. Admin edits send the session cookie and a same-origin \`Origin\`, as the
admin screens do.

A staff write that may hide something empties the page cache (decision 020); an edit that leaves
its item public marks the cached pages stale, each re-rendered once (stale-while-revalidate,
decision 048); a visitor's inquiry changes neither. With ${fixed(staffWriteShare * 100)}% of the requests staff edits, the
cache rarely holds a fresh page for long: most page views and searches are rendered again, so these latencies are mostly those of rendering under
load, not of the cache (whose figures are in docs/performance.md).
`;
}
