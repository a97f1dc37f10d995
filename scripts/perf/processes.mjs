// @ts-check
/**
 * The processes that `npm run bench`, `npm run lighthouse`, `npm run load` and
 * `npm run security:sqlmap` start: a build of the production server, the server itself (on a data
 * folder of its own), nginx, Chromium. Every child is
 * registered, and stopped by its own process id when the script ends, fails or is interrupted.
 */
import { spawn, spawnSync } from "node:child_process";
import { once } from "node:events";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

/** @type {Set<import("node:child_process").ChildProcess>} */
const running = new Set();

/**
 * Stops one child by its pid: SIGTERM, then SIGKILL if it has not exited after `graceMs`.
 * @param {import("node:child_process").ChildProcess} child
 * @param {number} [graceMs]
 */
export async function stopChild(child, graceMs = 15_000) {
  running.delete(child);
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
  const exited = once(child, "exit");
  process.kill(child.pid, "SIGTERM");
  const timer = setTimeout(() => child.pid !== undefined && child.exitCode === null && process.kill(child.pid, "SIGKILL"), graceMs);
  await exited;
  clearTimeout(timer);
}

/** Stops every child still running (in the order they were started, last first). */
export async function stopAllChildren() {
  for (const child of [...running].reverse()) await stopChild(child).catch(() => {});
}

/** Stops the children on Ctrl+C or SIGTERM before the script ends. */
export function stopChildrenOnSignal() {
  for (const signal of /** @type {const} */ (["SIGINT", "SIGTERM"])) {
    process.once(signal, () => {
      console.error(`\n${signal}: stopping the processes this script started...`);
      void stopAllChildren().finally(() => process.exit(130));
    });
  }
}

/**
 * Runs a script's work in a fresh temporary folder, stopping every child it started when the work
 * ends, fails or is interrupted, then exits: 0 when the work resolved to true, else 1 (a thrown
 * error is reported by Node, exit 1).
 * @param {string} prefix of the folder's name
 * @param {(work: string) => Promise<boolean>} body resolves to whether the run passed
 */
export async function runWithChildren(prefix, body) {
  stopChildrenOnSignal();
  const work = temporaryFolder(prefix);
  console.log(`Working folder: ${work}`);
  let passed = false;
  try {
    passed = await body(work);
  } finally {
    await stopAllChildren();
  }
  process.exit(passed ? 0 : 1);
}

/**
 * Starts a long-running child, its output going to `logFile`.
 * @param {string} command
 * @param {string[]} args
 * @param {{ env?: NodeJS.ProcessEnv, logFile: string }} options
 */
export function startChild(command, args, { env = process.env, logFile }) {
  const log = fs.openSync(logFile, "a");
  const child = spawn(command, args, { env, stdio: ["ignore", log, log] });
  fs.closeSync(log);
  running.add(child);
  child.once("exit", () => running.delete(child));
  return child;
}

/** A TCP port on 127.0.0.1 that nothing listens on right now. */
export async function freePort() {
  const server = net.createServer().listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = /** @type {net.AddressInfo} */ (server.address());
  server.close();
  await once(server, "close");
  return port;
}

/**
 * Waits until `url` answers 200, or fails after `timeoutMs` or when the child exits.
 * @param {string} url
 * @param {import("node:child_process").ChildProcess} child
 * @param {string} logFile
 */
export async function waitUntilAnswering(url, child, logFile, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited (${child.exitCode}); see ${logFile}`);
    const response = await fetch(url).catch(() => undefined);
    if (response?.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s; see ${logFile}`);
}

/**
 * Builds the production server into `buildDir` (inside the repository, where node_modules is found).
 * @param {string} buildDir
 */
export function buildApplication(buildDir) {
  console.log(`Building the production server into ${buildDir}/ ...`);
  const build = spawnSync(process.execPath, ["node_modules/@react-router/dev/bin.js", "build"], {
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, BUILD_DIR: buildDir },
  });
  if (build.status !== 0) throw new Error(`the build failed (exit ${build.status})`);
}

/** The password of the admin account that startAppServer's servers create (user `admin`). */
export const APP_ADMIN_PASSWORD = "bench-admin-password";

/**
 * Starts `node scripts/serve.mjs` from `buildDir` on 127.0.0.1 and a free port, over the embedded
 * database in `dataDir` (created and filled with the demo content on first start). `env` adds or
 * overrides settings of the server (e.g. TRUST_PROXY, INQUIRIES_PER_HOUR_PER_ADDRESS); `nodeOptions`
 * are Node's own (e.g. --cpu-prof, which NODE_OPTIONS may not carry).
 * @param {{ buildDir: string, dataDir: string, logFile: string, pageCache: boolean, env?: Record<string, string>, nodeOptions?: string[] }} options
 */
export async function startAppServer({ buildDir, dataDir, logFile, pageCache, env = {}, nodeOptions = [] }) {
  const port = await freePort();
  const child = startChild(process.execPath, [...nodeOptions, "scripts/serve.mjs"], {
    logFile,
    env: {
      ...process.env,
      NODE_ENV: "production",
      BUILD_DIR: buildDir,
      DATA_DIR: dataDir,
      HOST: "127.0.0.1",
      PORT: String(port),
      ADMIN_PASSWORD: APP_ADMIN_PASSWORD,
      SEED_DEMO_CONTENT: "true",
      PAGE_CACHE: pageCache ? "on" : "off",
      LOG_LEVEL: "warn",
      PUBLIC_URL: "",
      // No balancer in front to drain for: a stop stops at once.
      SHUTDOWN_DRAIN_MS: "0",
      ...env,
    },
  });
  const url = `http://127.0.0.1:${port}`;
  await waitUntilAnswering(`${url}/healthz`, child, logFile);
  return { child, url, pid: /** @type {number} */ (child.pid) };
}

/**
 * Builds the production server into `buildDir` (unless `build` is false) and starts it on a
 * fresh data folder in `work` (`data/`, logging to `server.log`). With `restarted`, the first
 * start only creates the database and the demo content, and the server is started again on
 * that folder, as it runs for the rest of its life: `firstStartPeakMb` is the first start's peak
 * resident memory (null without `restarted`).
 * @param {{ buildDir: string, work: string, build: boolean, pageCache: boolean, env?: Record<string, string>, restarted?: boolean }} options
 */
export async function buildAndStartAppServer({ buildDir, work, build, pageCache, env, restarted = false }) {
  if (build) buildApplication(buildDir);
  const logFile = path.join(work, "server.log");
  const start = () => startAppServer({ buildDir, dataDir: path.join(work, "data"), logFile, pageCache, env });
  if (!restarted) return { ...(await start()), logFile, firstStartPeakMb: null };
  const first = await start();
  const firstStartPeakMb = residentMemory(first.pid).peakMb;
  await stopChild(first.child);
  return { ...(await start()), logFile, firstStartPeakMb };
}

/**
 * Installs Debian packages when their commands are missing (root on Debian only).
 * @param {Record<string, string>} commandToPackage e.g. { wrk: "wrk", nginx: "nginx" }
 */
export function ensureDebianCommands(commandToPackage) {
  const onPath = (/** @type {string} */ command) =>
    spawnSync("sh", ["-c", `command -v ${command} || test -x /usr/sbin/${command}`], { stdio: "ignore" }).status === 0;
  const missing = Object.keys(commandToPackage).filter((command) => !onPath(command));
  if (missing.length === 0) return;
  const packages = missing.map((command) => commandToPackage[command]).join(" ");
  if (process.getuid?.() !== 0 || !fs.existsSync("/etc/debian_version")) {
    throw new Error(`${missing.join(", ")} not found. Install them with: sudo apt-get update && sudo apt-get install -y ${packages}`);
  }
  console.log(`Installing ${packages} from Debian...`);
  const install = spawnSync("sh", ["-c", `apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y ${packages}`], {
    stdio: "inherit",
  });
  if (install.status !== 0) throw new Error(`apt-get install ${packages} failed`);
}

/**
 * The resident memory of a process now and at its peak, in MB, from /proc (Linux).
 * @param {number} pid
 */
export function residentMemory(pid) {
  const status = fs.readFileSync(path.join("/proc", String(pid), "status"), "utf8");
  const kilobytes = (/** @type {string} */ field) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(status)?.[1] ?? NaN);
  return { rssMb: kilobytes("VmRSS") / 1024, peakMb: kilobytes("VmHWM") / 1024 };
}

/** A fresh temporary folder for one run. */
export function temporaryFolder(prefix = "bench-") {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}
