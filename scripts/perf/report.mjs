// @ts-check
/**
 * The Markdown reports that the measuring scripts write, a section per script between markers of
 * its own, so that a script rewrites its part and leaves the others': docs/performance.md
 * (`npm run bench`, `npm run lighthouse`) and docs/reliability.md (`npm run load`,
 * `npm run security:sqlmap`). Also the machine's description and small table helpers.
 */
import fs from "node:fs";
import os from "node:os";

export const REPORT_FILE = "docs/performance.md";
export const RELIABILITY_FILE = "docs/reliability.md";

const HEADER = `# Performance

The figures below are written by \`npm run bench\` and \`npm run lighthouse\` (see the Scripts table of docs/development.md
Scripts table); each script rewrites only its own section. They are measurements on the machine
named in each section, which is shared with other work: absolute figures move from run to run,
the ratios measured side by side in one run are what to compare. The targets are issue 7's.
`;

const RELIABILITY_HEADER = `# Reliability

The last results of the heavier hardening checks of issue 8, each written by its script (see the
Scripts table of docs/development.md), which rewrites only its own section: \`npm run load\` (a mixed load for a
set time at a set concurrency) and \`npm run security:sqlmap\` (sqlmap against the public calls).
Each section names its date and machine; the machine is shared with other work, so latencies move
from run to run.
`;

/**
 * Replaces (or appends) the section named `name` in `file`, which is created with `header` when missing.
 * @param {{ file: string, header: string }} report
 * @param {string} name
 * @param {string} markdown
 */
function writeSection({ file, header }, name, markdown) {
  const start = `<!-- ${name}:start -->`;
  const end = `<!-- ${name}:end -->`;
  const block = `${start}\n${markdown.trim()}\n${end}`;
  const current = fs.existsSync(file) ? fs.readFileSync(file, "utf8") : header;
  const from = current.indexOf(start);
  const to = current.indexOf(end);
  const next =
    from >= 0 && to > from ? current.slice(0, from) + block + current.slice(to + end.length) : `${current.trimEnd()}\n\n${block}\n`;
  fs.writeFileSync(file, next);
  console.log(`Wrote the ${name} section of ${file}`);
}

/**
 * Replaces (or appends) the section named `name` in docs/performance.md.
 * @param {string} name
 * @param {string} markdown
 */
export const writeReportSection = (name, markdown) => writeSection({ file: REPORT_FILE, header: HEADER }, name, markdown);

/**
 * Replaces (or appends) the section named `name` in docs/reliability.md.
 * @param {string} name
 * @param {string} markdown
 */
export const writeReliabilitySection = (name, markdown) =>
  writeSection({ file: RELIABILITY_FILE, header: RELIABILITY_HEADER }, name, markdown);

/** The machine in one line: CPU model and count, memory, Node version, load averages. */
export function describeMachine() {
  const cpus = os.cpus();
  const memoryGiB = (os.totalmem() / 1024 ** 3).toFixed(1);
  return `${cpus[0]?.model.trim() ?? "unknown CPU"} × ${cpus.length}, ${memoryGiB} GiB memory, Node ${process.version}, ${os.type()} ${os.release()}`;
}

/** The 1, 5 and 15 minute load averages, as `uptime` shows them. */
export function loadAverages() {
  return os
    .loadavg()
    .map((load) => load.toFixed(2))
    .join(", ");
}

/** Now, as `2026-11-22 17:40 UTC`. */
export function timestamp() {
  return new Date().toISOString().slice(0, 16).replace("T", " ") + " UTC";
}

/**
 * A Markdown table.
 * @param {string[]} head
 * @param {(string | number)[][]} rows
 */
export function markdownTable(head, rows) {
  const line = (/** @type {(string | number)[]} */ cells) => `| ${cells.join(" | ")} |`;
  return [line(head), line(head.map(() => "---")), ...rows.map(line)].join("\n");
}

/** @param {boolean} met */
export const verdict = (met) => (met ? "met" : "**not met**");

/**
 * The median of some numbers.
 * @param {number[]} values
 */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const at = (/** @type {number} */ index) => /** @type {number} */ (sorted[index]);
  return sorted.length % 2 ? at(middle) : (at(middle - 1) + at(middle)) / 2;
}
