// @ts-check
/**
 * The load generator of `npm run load`: a fixed number of kept-alive HTTP connections, each
 * sending the mix's next request as soon as the previous answer has been read, until the
 * duration is over. Every request has a timeout; past the duration plus that timeout, whatever
 * is still in flight is torn down, so a run always ends. Records the latency and outcome of every
 * request per kind, and every few seconds an interval of the run with the server's memory.
 */
import http from "node:http";
import zlib from "node:zlib";
import { performance } from "node:perf_hooks";
import { latencySummary, weightedPicker } from "./stats.mjs";

/** A request that has not been answered within this time counts as an error. */
export const REQUEST_TIMEOUT_MS = 30_000;
/** Error messages kept as examples, per kind. */
const EXAMPLES_PER_KIND = 5;

/**
 * @typedef {import("./mix.mjs").RequestKind} RequestKind
 * @typedef {import("./mix.mjs").PlannedRequest} PlannedRequest
 * @typedef {{ requests: number, latencies: number[], errors: number, statuses: Map<number, number>, examples: Map<string, { count: number, first: string }> }} KindRecord
 * @typedef {{ seconds: number, requests: number, errors: number, p99Ms: number, rssMb: number | null }} Interval
 */

/**
 * Sends one request and reads its answer; the body is kept only when the plan asks for it.
 * @param {http.Agent} agent
 * @param {URL} base
 * @param {PlannedRequest} planned
 * @returns {Promise<{ status: number, body: string }>}
 */
function send(agent, base, planned) {
  return new Promise((resolve, reject) => {
    const request = http.request(
      new URL(planned.path, base),
      {
        agent,
        method: planned.method,
        headers: { "Accept-Encoding": "gzip, br", ...planned.headers },
        timeout: REQUEST_TIMEOUT_MS,
      },
      (response) => {
        /** @type {Buffer[]} */
        const chunks = [];
        response.on("data", (chunk) => planned.onBody && chunks.push(chunk));
        response.on("end", () => {
          if (!planned.onBody) return resolve({ status: response.statusCode ?? 0, body: "" });
          // Asked for compressed answers, as a browser does: a body that is read is decompressed first.
          const encoding = response.headers["content-encoding"];
          const decompress = encoding === "gzip" ? zlib.gunzipSync : encoding === "br" ? zlib.brotliDecompressSync : null;
          try {
            const body = Buffer.concat(chunks);
            resolve({ status: response.statusCode ?? 0, body: (decompress ? decompress(body) : body).toString("utf8") });
          } catch (error) {
            reject(error);
          }
        });
        response.on("error", reject);
      },
    );
    request.on("timeout", () => request.destroy(new Error(`no answer within ${REQUEST_TIMEOUT_MS / 1000} s`)));
    request.on("error", reject);
    request.end(planned.body);
  });
}

/**
 * Runs the load; resolves once every connection has stopped.
 * @param {{ baseUrl: string, connections: number, seconds: number, kinds: RequestKind[], sampleSeconds: number,
 *   memory: () => number | null, onInterval?: (interval: Interval) => void }} options
 */
export async function runLoad({ baseUrl, connections, seconds, kinds, sampleSeconds, memory, onInterval }) {
  const base = new URL(baseUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections, maxFreeSockets: connections });
  const pickKind = weightedPicker(kinds);
  /** @type {Map<string, KindRecord>} */
  const records = new Map(
    kinds.map((kind) => [kind.name, { requests: 0, latencies: [], errors: 0, statuses: new Map(), examples: new Map() }]),
  );
  /** @type {Interval[]} */
  const intervals = [];
  /** @returns {{ requests: number, errors: number, latencies: number[] }} */
  const newWindow = () => ({ requests: 0, errors: 0, latencies: [] });
  let window = newWindow();

  const started = performance.now();
  const deadline = started + seconds * 1000;
  const elapsedSeconds = () => (performance.now() - started) / 1000;

  const sampler = setInterval(() => {
    const interval = {
      seconds: Math.round(elapsedSeconds()),
      requests: window.requests,
      errors: window.errors,
      p99Ms: latencySummary(window.latencies).p99,
      rssMb: memory(),
    };
    window = newWindow();
    intervals.push(interval);
    onInterval?.(interval);
  }, sampleSeconds * 1000);

  /**
   * Counts an error under its kind of problem ("answered 500", "read ECONNRESET"), keeping the first request that had it.
   * @param {KindRecord} record
   * @param {string} problem
   * @param {PlannedRequest} planned
   */
  const recordError = (record, problem, planned) => {
    record.errors++;
    window.errors++;
    const example = record.examples.get(problem);
    if (example) example.count++;
    else if (record.examples.size < EXAMPLES_PER_KIND)
      record.examples.set(problem, { count: 1, first: `${planned.method} ${planned.path}` });
  };

  const connection = async () => {
    while (performance.now() < deadline) {
      const kind = pickKind();
      const record = /** @type {KindRecord} */ (records.get(kind.name));
      const planned = kind.next();
      const sentAt = performance.now();
      try {
        const { status, body } = await send(agent, base, planned);
        const latency = performance.now() - sentAt;
        record.latencies.push(latency);
        window.latencies.push(latency);
        record.statuses.set(status, (record.statuses.get(status) ?? 0) + 1);
        if (status !== planned.expect) recordError(record, `answered ${status}`, planned);
        else planned.onBody?.(body);
      } catch (error) {
        recordError(record, error instanceof Error ? error.message : String(error), planned);
      }
      record.requests++;
      window.requests++;
    }
  };

  const all = Promise.all(Array.from({ length: connections }, connection));
  // The hard cap: a request still open past its own timeout after the end is torn down.
  let capTimer;
  const cap = new Promise((resolve) => (capTimer = setTimeout(resolve, seconds * 1000 + REQUEST_TIMEOUT_MS + 5000, "cap")));
  const ended = await Promise.race([all, cap]);
  clearTimeout(capTimer);
  clearInterval(sampler);
  agent.destroy();
  return { records, intervals, seconds: elapsedSeconds(), stoppedAtCap: ended === "cap" };
}
