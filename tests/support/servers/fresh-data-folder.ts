/**
 * The data folder a production server leaves after its first start on the embedded database:
 * migrated, with the admin account and (unless SEED_DEMO_CONTENT=false) the demo content and its
 * downloads. A first start builds a new cluster, migrates and seeds; a server started on a copy of
 * the folder only opens it. So the browser tests make one such folder per run, by a real first
 * start, and copy it for every server that needs a fresh site (decision 073).
 */
import fs from "node:fs";
import { startServerProcess } from "./server-process";

/** A first start, in a new folder at `folder`, with `env` (ADMIN_PASSWORD, SEED_DEMO_CONTENT), stopped cleanly. */
export async function makeFreshDataFolder(folder: string, env: Record<string, string>): Promise<void> {
  fs.rmSync(folder, { recursive: true, force: true });
  fs.mkdirSync(folder, { recursive: true });
  const server = await startServerProcess({ ...env, DATA_DIR: folder }, 180_000);
  // The server takes SIGTERM as a clean stop once it has answered: its handler comes after the "listening" line.
  const health = await fetch(`${server.url}/healthz`);
  const code = await server.stop("SIGTERM");
  if (health.status !== 200) throw new Error(`The first start in ${folder} answered /healthz with ${health.status}:\n${server.output()}`);
  if (code !== 0) throw new Error(`The first start in ${folder} stopped with exit code ${code}:\n${server.output()}`);
}

/** A copy of a stopped server's data folder at `to`, replacing whatever was there. */
export function copyDataFolder(from: string, to: string): void {
  fs.rmSync(to, { recursive: true, force: true });
  fs.cpSync(from, to, { recursive: true });
}
