import { describe, expect, it } from "vitest";
import { PerChangeMemo, type ContentGenerations } from "./per-change-memo.server";

/** Generations as the page cache keeps them: a change starts a new one; suspended, none is current. */
class Generations implements ContentGenerations {
  generation = 0;
  suspended = false;
  isCurrent(generation: number) {
    return !this.suspended && generation === this.generation;
  }
}

function counted<T>(value: () => T) {
  const read = { count: 0, run: async () => ((read.count += 1), value()) };
  return read;
}

describe("PerChangeMemo", () => {
  it("reads once per generation and again after a change", async () => {
    const content = new Generations();
    const memo = new PerChangeMemo(content);
    let stored = "first";
    const read = counted(() => stored);
    expect(await memo.read("settings", read.run)).toBe("first");
    expect(await memo.read("settings", read.run)).toBe("first");
    expect(read.count).toBe(1);
    stored = "second";
    content.generation += 1;
    expect(await memo.read("settings", read.run)).toBe("second");
    expect(read.count).toBe(2);
  });

  it("keeps each key apart", async () => {
    const memo = new PerChangeMemo(new Generations());
    expect(await memo.read("a", async () => 1)).toBe(1);
    expect(await memo.read("b", async () => 2)).toBe(2);
    expect(await memo.read("a", async () => 3)).toBe(1);
  });

  it("shares one read between callers that ask while it runs", async () => {
    const memo = new PerChangeMemo(new Generations());
    const read = counted(() => "value");
    const [first, second] = await Promise.all([memo.read("k", read.run), memo.read("k", read.run)]);
    expect([first, second, read.count]).toEqual(["value", "value", 1]);
  });

  it("keeps nothing while changes cannot be heard", async () => {
    const content = new Generations();
    content.suspended = true;
    const memo = new PerChangeMemo(content);
    const read = counted(() => "value");
    await memo.read("k", read.run);
    await memo.read("k", read.run);
    expect(read.count).toBe(2);
  });

  it("does not keep a failed read", async () => {
    const memo = new PerChangeMemo(new Generations());
    await expect(memo.read("k", () => Promise.reject(new Error("database unavailable")))).rejects.toThrow("database unavailable");
    expect(await memo.read("k", async () => "value")).toBe("value");
  });

  it("keeps a bounded number of reads, the oldest going first", async () => {
    const memo = new PerChangeMemo(new Generations());
    for (let index = 0; index < 1_001; index += 1) await memo.read(`key-${index}`, async () => index);
    expect(await memo.read("key-0", async () => -1)).toBe(-1);
    expect(await memo.read("key-1000", async () => -1)).toBe(1000);
  });

  it("gives the last value read while the database cannot be reached, and any other failure as it is", async () => {
    const content = new Generations();
    const memo = new PerChangeMemo(content);
    expect(await memo.read("settings", async () => "last")).toBe("last");
    content.suspended = true;
    const unreachable = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });
    expect(await memo.read("settings", () => Promise.reject(unreachable))).toBe("last");
    await expect(memo.read("settings", () => Promise.reject(new TypeError("a fault of the code")))).rejects.toThrow(TypeError);
    // Nothing to fall back on: the failure as it is.
    await expect(memo.read("categories", () => Promise.reject(unreachable))).rejects.toBe(unreachable);
    // The fallback is never kept as the generation's value.
    content.suspended = false;
    content.generation += 1;
    await expect(memo.read("settings", () => Promise.reject(unreachable))).resolves.toBe("last");
    expect(await memo.read("settings", async () => "fresh")).toBe("fresh");
  });
});
