/** The arithmetic of `npm run load`: percentiles, the memory-growth verdict, durations and the weighted mix. */
import { describe, expect, it } from "vitest";
import { latencySummary, memoryGrowth, parseDuration, percentile, weightedPicker } from "./stats.mjs";

describe("percentile and latencySummary", () => {
  it("takes the nearest rank", () => {
    const sorted = Array.from({ length: 100 }, (_, index) => index + 1);
    expect(percentile(sorted, 50)).toBe(50);
    expect(percentile(sorted, 99)).toBe(99);
    expect(percentile(sorted, 100)).toBe(100);
    expect(percentile([7], 99)).toBe(7);
    expect(percentile([], 50)).toBeNaN();
  });

  it("sorts the latencies itself and names the maximum", () => {
    expect(latencySummary([30, 10, 20, 40])).toEqual({ count: 4, p50: 20, p95: 40, p99: 40, max: 40 });
    expect(latencySummary([]).count).toBe(0);
  });
});

describe("memoryGrowth", () => {
  /** One sample every 10 s over a 100 s run. */
  const run = (rss: (second: number) => number) =>
    memoryGrowth(
      Array.from({ length: 10 }, (_, index) => ({ seconds: (index + 1) * 10, rssMb: rss((index + 1) * 10) })),
      { runSeconds: 100 },
    );

  it("leaves the warm-up out: a climb during the first fifth is no growth", () => {
    const verdict = run((second) => (second < 20 ? 100 : 300));
    expect(verdict).toMatchObject({ judged: true, samplesJudged: 9, firstMb: 300, lastMb: 300, growth: 0, grows: false });
  });

  it("finds a steady climb after the warm-up", () => {
    const verdict = run((second) => 200 + second);
    expect(verdict.firstMb).toBe(230);
    expect(verdict.lastMb).toBe(290);
    expect(verdict.grows).toBe(true);
  });

  it("allows a rise within the limit, and judges nothing from too few samples", () => {
    expect(run((second) => (second > 70 ? 209 : 200)).grows).toBe(false);
    expect(memoryGrowth([{ seconds: 50, rssMb: 100 }], { runSeconds: 60 })).toMatchObject({ judged: false, grows: false });
  });
});

describe("parseDuration", () => {
  it("reads seconds, minutes and hours", () => {
    expect(parseDuration("90")).toBe(90);
    expect(parseDuration("45s")).toBe(45);
    expect(parseDuration("10m")).toBe(600);
    expect(parseDuration("1.5h")).toBe(5400);
    expect(parseDuration("ten minutes")).toBeNaN();
  });
});

describe("weightedPicker", () => {
  it("picks in proportion to the weights, never an item of weight 0", () => {
    const items = [
      { name: "a", weight: 3 },
      { name: "never", weight: 0 },
      { name: "b", weight: 1 },
    ];
    const draws = [0, 0.5, 0.74, 0.75, 0.99];
    const pick = weightedPicker(items, () => draws.shift() ?? 0);
    expect(Array.from({ length: 5 }, () => pick().name)).toEqual(["a", "a", "a", "b", "b"]);
    expect(() => weightedPicker([{ weight: 0 }])).toThrow();
  });
});
