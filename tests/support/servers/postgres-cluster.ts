/**
 * A throwaway PostgreSQL cluster for tests: initdb in a temporary folder, started on a free
 * loopback port, removed when stopped. As root, initdb refuses to run, so the cluster is made
 * and run as the `postgres` system user in a folder that user owns.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import { freePort } from "../../../scripts/perf/processes.mjs";
import os from "node:os";
import path from "node:path";

const BINARY_FOLDERS = ["/usr/lib/postgresql/17/bin", "/usr/lib/postgresql/16/bin", "/usr/lib/postgresql/15/bin"];

/** The folder holding initdb and pg_ctl, or null when PostgreSQL is not installed. */
export function findPostgresBinaries(): string | null {
  for (const folder of (process.env.PATH ?? "").split(path.delimiter).concat(BINARY_FOLDERS)) {
    if (folder && fs.existsSync(path.join(folder, "initdb")) && fs.existsSync(path.join(folder, "pg_ctl"))) return folder;
  }
  return null;
}

export type PostgresCluster = {
  url: string;
  /** Stops the server and removes its folder. */
  stop(): void;
  /** Stops the server as an outage would (its clients cut off), keeping its data. */
  halt(): void;
  /** Starts a halted server again, on the same port. */
  restart(): void;
};

export async function startPostgresCluster(): Promise<PostgresCluster> {
  const binaries = findPostgresBinaries();
  if (binaries === null) throw new Error("PostgreSQL binaries (initdb, pg_ctl) were not found");
  const asRoot = process.getuid?.() === 0;
  const run = (command: string, args: string[]) =>
    execFileSync(
      asRoot ? "runuser" : path.join(binaries, command),
      asRoot ? ["-u", "postgres", "--", path.join(binaries, command), ...args] : args,
      {
        stdio: "pipe",
      },
    );

  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "pg-test-"));
  if (asRoot) execFileSync("chown", ["postgres:", folder]);
  const dataFolder = path.join(folder, "data");
  run("initdb", ["-D", dataFolder, "-U", "postgres", "--auth=trust", "--no-sync", "-E", "UTF8", "--locale=C"]);
  const port = await freePort();
  const settings = `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`;
  let running = false;
  const start = () => {
    run("pg_ctl", ["-D", dataFolder, "-o", settings, "-l", path.join(folder, "server.log"), "-w", "start"]);
    running = true;
  };
  const stopServer = (mode: "fast" | "immediate") => {
    running = false;
    run("pg_ctl", ["-D", dataFolder, "-m", mode, "-w", "stop"]);
  };
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    halt: () => stopServer("fast"),
    restart: start,
    stop: () => {
      try {
        if (running) stopServer("immediate");
      } finally {
        fs.rmSync(folder, { recursive: true, force: true });
      }
    },
  };
}
