// @ts-check
/**
 * The arithmetic of `npm run load`, kept pure so that a unit test covers it: latency percentiles,
 * the memory-growth verdict over a series of resident-memory samples, duration parsing and the
 * weighted choice of the next request.
 */
import { median } from "../perf/report.mjs";

/** Resident memory may end at most this much above where it stood after the warm-up. */
export const MEMORY_GROWTH_LIMIT = 0.1;

/** The first fifth of a run is warm-up (caches filling, code being optimised): not judged. */
export const WARM_UP_SHARE = 0.2;

/**
 * The nearest-rank percentile of values sorted in ascending order; NaN when there are none.
 * @param {ArrayLike<number>} sorted
 * @param {number} percent 0 to 100
 */
export function percentile(sorted, percent) {
  if (sorted.length === 0) return NaN;
  const rank = Math.ceil((percent / 100) * sorted.length);
  return /** @type {number} */ (sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]);
}

/**
 * Count, p50, p95, p99 and maximum of some latencies (ms).
 * @param {ArrayLike<number>} latencies
 */
export function latencySummary(latencies) {
  const sorted = Float64Array.from(latencies).sort();
  return {
    count: sorted.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted.length ? /** @type {number} */ (sorted[sorted.length - 1]) : NaN,
  };
}

/**
 * @typedef {{ seconds: number, rssMb: number }} MemorySample
 * @typedef {{ judged: boolean, samplesJudged: number, firstMb: number, lastMb: number, growth: number, grows: boolean }} MemoryVerdict
 */

/**
 * Whether resident memory grew over a run: drops the warm-up samples, then compares the median
 * of the last third of the rest with the median of its first third. Fewer than three samples
 * after the warm-up cannot be judged.
 * @param {MemorySample[]} samples in time order
 * @param {{ runSeconds: number }} run
 * @returns {MemoryVerdict}
 */
export function memoryGrowth(samples, { runSeconds }) {
  const judged = samples.filter((sample) => sample.seconds >= runSeconds * WARM_UP_SHARE);
  const third = Math.floor(judged.length / 3);
  if (third === 0) return { judged: false, samplesJudged: judged.length, firstMb: NaN, lastMb: NaN, growth: NaN, grows: false };
  const firstMb = median(judged.slice(0, third).map((sample) => sample.rssMb));
  const lastMb = median(judged.slice(-third).map((sample) => sample.rssMb));
  const growth = (lastMb - firstMb) / firstMb;
  return { judged: true, samplesJudged: judged.length, firstMb, lastMb, growth, grows: growth > MEMORY_GROWTH_LIMIT };
}

/**
 * A duration such as `90`, `90s`, `10m` or `1h`, in seconds; NaN when it is none.
 * @param {string} text
 */
export function parseDuration(text) {
  const match = /^(\d+(?:\.\d+)?)(s|m|h)?$/.exec(text.trim());
  if (!match) return NaN;
  return Number(match[1]) * { s: 1, m: 60, h: 3600 }[/** @type {"s" | "m" | "h"} */ (match[2] ?? "s")];
}

/**
 * A picker that returns each item with a probability proportional to its weight.
 * @template {{ weight: number }} T
 * @param {T[]} items
 * @param {() => number} [random] in [0, 1)
 */
export function weightedPicker(items, random = Math.random) {
  const weighted = items.filter((item) => item.weight > 0);
  const total = weighted.reduce((sum, item) => sum + item.weight, 0);
  if (weighted.length === 0) throw new Error("weightedPicker needs an item with a positive weight");
  return () => {
    let left = random() * total;
    for (const item of weighted) {
      left -= item.weight;
      if (left < 0) return item;
    }
    return /** @type {T} */ (weighted[weighted.length - 1]);
  };
}
