// @ts-check
/**
 * `npm start`: builds the application when the build is missing or older than its sources,
 * then starts the production server (which migrates the database and, on first start,
 * creates the admin account and the demo content).
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const SERVER_BUILD = "build/server/index.js";
const SOURCES = ["app", "server", "public", "package-lock.json", "vite.config.ts", "react-router.config.ts"];

/**
 * The newest modification time of a file or of any file below a folder.
 * @param {string} entry
 * @returns {number}
 */
function newestChange(entry) {
  const stat = fs.statSync(entry, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs
    .readdirSync(entry)
    .reduce((/** @type {number} */ newest, name) => Math.max(newest, newestChange(path.join(entry, name))), stat.mtimeMs);
}

const builtAt = fs.statSync(SERVER_BUILD, { throwIfNoEntry: false })?.mtimeMs ?? 0;
if (builtAt < Math.max(...SOURCES.map(newestChange))) {
  // The build's own listing (every chunk and asset) is for `npm run build`; a start says what it
  // does in one line, and shows the build's output only when it fails.
  process.stdout.write("Building the application (a minute or two)... ");
  const startedAt = Date.now();
  const build = spawnSync(process.execPath, ["node_modules/@react-router/dev/bin.js", "build"], {
    encoding: "utf8",
    maxBuffer: 256 * 1024 * 1024,
  });
  if (build.status !== 0) {
    console.log("failed:\n");
    process.stdout.write(build.stdout ?? "");
    process.stderr.write(build.stderr ?? String(build.error ?? ""));
    process.exit(build.status ?? 1);
  }
  console.log(`done in ${Math.round((Date.now() - startedAt) / 1000)} s.`);
}

await import("./serve.mjs");
