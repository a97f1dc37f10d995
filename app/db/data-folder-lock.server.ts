/**
 * An exclusive lock on the embedded database's data folder.
 *
 * PGlite does not stop a second process from opening the same folder, and two writers would
 * corrupt it. So the owner writes a lock file naming itself (pid, the process's start time and
 * the machine's boot id). Another process that finds the lock asks whether that owner is still
 * running: if it is, the start is refused; if it is gone (crashed, killed, or the machine
 * rebooted), the stale lock is taken over, so a crash never blocks the next start.
 */
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const LOCK_FILE_NAME = "instance.lock";

type LockOwner = { pid: number; startTime: string | null; bootId: string | null; hostname: string };

export type DataFolderLock = { path: string; release(): void };

export class DataFolderInUseError extends Error {
  constructor(
    readonly folder: string,
    readonly owner: LockOwner,
  ) {
    super(
      `The data folder ${folder} is in use by another process (pid ${owner.pid} on ${owner.hostname}). ` +
        "Stop that process first, or point DATA_DIR at another folder.",
    );
    this.name = "DataFolderInUseError";
  }
}

function readFirstLine(file: string): string | null {
  try {
    return fs.readFileSync(file, "utf8").trim() || null;
  } catch {
    return null;
  }
}

/** The start time of a process in clock ticks since boot (Linux); null where /proc is absent. */
function processStartTime(pid: number): string | null {
  const stat = readFirstLine(`/proc/${pid}/stat`);
  if (stat === null) return null;
  // Field 2 (the command) may hold spaces and parentheses: count fields after its closing one.
  const fieldsAfterCommand = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return fieldsAfterCommand[19] ?? null; // field 22 of the whole line
}

function currentOwner(): LockOwner {
  return {
    pid: process.pid,
    startTime: processStartTime(process.pid),
    bootId: readFirstLine("/proc/sys/kernel/random/boot_id"),
    hostname: os.hostname(),
  };
}

function isRunning(owner: LockOwner): boolean {
  const here = currentOwner();
  // A lock written on another machine sharing this folder cannot be checked: assume it is held.
  if (owner.hostname !== here.hostname) return true;
  if (owner.bootId !== null && here.bootId !== null && owner.bootId !== here.bootId) return false;
  try {
    process.kill(owner.pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ESRCH") return false;
  }
  // The pid is taken; it is our owner only if that process started when the owner did.
  const startTime = processStartTime(owner.pid);
  return owner.startTime === null || startTime === null || startTime === owner.startTime;
}

function parseOwner(text: string | null): LockOwner | null {
  if (text === null) return null;
  try {
    const owner = JSON.parse(text) as LockOwner;
    return Number.isInteger(owner.pid) ? owner : null;
  } catch {
    return null;
  }
}

/**
 * Moves a stale lock out of the way, unless another process replaced it in the meantime, in
 * which case that fresh lock is put back. Atomic renames make two starters racing over the
 * same stale lock safe: only one of them ends up holding the folder.
 */
function removeStaleLock(lockPath: string, staleText: string | null): void {
  const asidePath = `${lockPath}.${randomUUID()}`;
  try {
    fs.renameSync(lockPath, asidePath);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return;
    throw error;
  }
  if (readFirstLine(asidePath) !== staleText) {
    try {
      fs.linkSync(asidePath, lockPath);
    } catch {
      // Someone else holds the folder now; the next attempt will see their lock.
    }
  }
  fs.rmSync(asidePath, { force: true });
}

/** A lock file without an owner yet may be one that another starter is writing this instant. */
function isBeingWritten(lockPath: string): boolean {
  try {
    return Date.now() - fs.statSync(lockPath).mtimeMs < 1000;
  } catch {
    return false;
  }
}

function pauseBriefly(): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 200);
}

export function acquireDataFolderLock(folder: string): DataFolderLock {
  fs.mkdirSync(folder, { recursive: true });
  const lockPath = path.join(folder, LOCK_FILE_NAME);
  const owner = currentOwner();
  for (let attempt = 0; attempt < 5; attempt++) {
    try {
      fs.writeFileSync(lockPath, JSON.stringify(owner), { flag: "wx" });
      return {
        path: lockPath,
        release: () => {
          if (parseOwner(readFirstLine(lockPath))?.pid === owner.pid) fs.rmSync(lockPath, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    const heldText = readFirstLine(lockPath);
    const holder = parseOwner(heldText);
    if (holder !== null && isRunning(holder)) throw new DataFolderInUseError(folder, holder);
    if (holder === null && isBeingWritten(lockPath)) {
      pauseBriefly();
      continue;
    }
    removeStaleLock(lockPath, heldText);
  }
  throw new Error(`Could not take the lock on the data folder ${folder}; try again.`);
}
