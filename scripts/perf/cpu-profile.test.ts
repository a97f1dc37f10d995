import { describe, expect, it } from "vitest";
import { ownerOf, summarizeProfile } from "./cpu-profile.mjs";

const frame = (functionName: string, url = "", lineNumber = 0) => ({ functionName, url, lineNumber });

describe("ownerOf", () => {
  it("names the package, Node, the application, the WebAssembly and V8's own entries", () => {
    expect(ownerOf(frame("render", "file:///app/node_modules/react-dom/cjs/server.js"))).toBe("react-dom");
    expect(ownerOf(frame("handle", "file:///app/node_modules/@react-router/express/dist/index.js"))).toBe("@react-router/express");
    expect(ownerOf(frame("emit", "node:events"))).toBe("Node");
    expect(ownerOf(frame("loader", "file:///app/build-bench/server/assets/server-build.js"))).toBe("the application");
    expect(ownerOf(frame("$func12", "wasm://wasm/0123abcd"))).toBe("WebAssembly (the embedded database)");
    expect(ownerOf(frame("(garbage collector)"))).toBe("garbage collector");
    expect(ownerOf(frame("(idle)"))).toBe("idle");
    expect(ownerOf(frame("JSON.stringify"))).toBe("V8 built-ins");
  });
});

describe("summarizeProfile", () => {
  it("adds each sample's time to its function, leaves idle time out and sorts the largest first", () => {
    const summary = summarizeProfile({
      nodes: [
        { id: 1, callFrame: frame("(root)") },
        { id: 2, callFrame: frame("render", "file:///app/node_modules/react-dom/server.js", 9) },
        { id: 3, callFrame: frame("(idle)") },
        { id: 4, callFrame: frame("(garbage collector)") },
      ],
      samples: [2, 3, 2, 4],
      timeDeltas: [1000, 5000, 2000, 1000],
    });
    expect(summary.totalMs).toBe(4);
    expect(summary.owners.map(({ name, ms }) => [name, ms])).toEqual([
      ["react-dom", 3],
      ["garbage collector", 1],
    ]);
    expect(summary.functions[0]).toEqual({ name: "render server.js:10", owner: "react-dom", ms: 3, share: 0.75 });
  });
});
