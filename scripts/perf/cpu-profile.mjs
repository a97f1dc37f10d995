// @ts-check
/**
 * Reads a V8 CPU profile (`node --cpu-prof`): where the time went, by function (self time) and
 * by what the function belongs to (a package, Node itself, the application, the database's
 * WebAssembly, the garbage collector).
 */

/**
 * @typedef {{ id: number, callFrame: { functionName: string, url: string, lineNumber: number }, children?: number[] }} ProfileNode
 * @typedef {{ nodes: ProfileNode[], samples: number[], timeDeltas: number[] }} CpuProfile
 * @typedef {{ name: string, owner: string, ms: number, share: number }} Entry
 */

/**
 * What a function belongs to, from its script's address.
 * @param {ProfileNode["callFrame"]} frame
 */
export function ownerOf({ functionName, url }) {
  if (url === "") {
    if (functionName === "(garbage collector)") return "garbage collector";
    if (functionName === "(program)" || functionName === "(idle)") return functionName.slice(1, -1);
    return "V8 built-ins";
  }
  if (url.startsWith("wasm://")) return "WebAssembly (the embedded database)";
  if (url.startsWith("node:")) return "Node";
  const inPackages = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (inPackages) return /** @type {string} */ (inPackages[1]);
  // The server build (build*/server/), with the application's code and what it bundles.
  if (url.includes("/server/")) return "the application";
  return "other";
}

/**
 * The time of a profile by owner and by function, idle time left out, largest first.
 * @param {CpuProfile} profile
 * @returns {{ totalMs: number, owners: Entry[], functions: Entry[] }}
 */
export function summarizeProfile(profile) {
  /** @type {Map<number, ProfileNode>} */
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  /** @type {Map<number, number>} */
  const selfMicroseconds = new Map();
  profile.samples.forEach((id, index) => selfMicroseconds.set(id, (selfMicroseconds.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0)));

  /** @type {Map<string, { owner: string, us: number }>} */
  const byFunction = new Map();
  /** @type {Map<string, number>} */
  const byOwner = new Map();
  for (const [id, us] of selfMicroseconds) {
    const frame = /** @type {ProfileNode} */ (nodes.get(id)).callFrame;
    const owner = ownerOf(frame);
    if (owner === "idle") continue;
    const file = frame.url.split("/").slice(-1)[0] ?? "";
    const name = `${frame.functionName || "(anonymous)"}${file ? ` ${file}:${frame.lineNumber + 1}` : ""}`;
    const entry = byFunction.get(name) ?? { owner, us: 0 };
    entry.us += us;
    byFunction.set(name, entry);
    byOwner.set(owner, (byOwner.get(owner) ?? 0) + us);
  }
  const totalUs = [...byOwner.values()].reduce((sum, us) => sum + us, 0);
  /** @param {string} name @param {string} owner @param {number} us */
  const entry = (name, owner, us) => ({ name, owner, ms: us / 1000, share: totalUs > 0 ? us / totalUs : 0 });
  return {
    totalMs: totalUs / 1000,
    owners: [...byOwner].map(([owner, us]) => entry(owner, owner, us)).sort((a, b) => b.ms - a.ms),
    functions: [...byFunction].map(([name, { owner, us }]) => entry(name, owner, us)).sort((a, b) => b.ms - a.ms),
  };
}
