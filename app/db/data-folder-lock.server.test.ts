import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { acquireDataFolderLock, DataFolderInUseError } from "./data-folder-lock.server";

let folder: string;
beforeEach(() => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), "lock-test-"));
});
afterEach(() => fs.rmSync(folder, { recursive: true, force: true }));

/** The pid of a process that has exited, so no process holds it now (barring reuse). */
function pidOfAnExitedProcess(): number {
  return Number(spawnSync(process.execPath, ["-e", "process.stdout.write(String(process.pid))"]).stdout.toString());
}

function writeLock(owner: object, ageMs = 0) {
  const lockPath = path.join(folder, "instance.lock");
  fs.writeFileSync(lockPath, JSON.stringify(owner));
  const then = new Date(Date.now() - ageMs);
  fs.utimesSync(lockPath, then, then);
}

describe("acquireDataFolderLock", () => {
  it("creates the folder and takes the lock; releasing frees it", () => {
    const dataFolder = path.join(folder, "nested", "data");
    const lock = acquireDataFolderLock(dataFolder);
    expect(fs.existsSync(lock.path)).toBe(true);
    lock.release();
    expect(fs.existsSync(lock.path)).toBe(false);
    acquireDataFolderLock(dataFolder).release();
  });

  it("refuses a folder whose owner is still running, naming the folder", () => {
    const lock = acquireDataFolderLock(folder);
    expect(() => acquireDataFolderLock(folder)).toThrow(DataFolderInUseError);
    expect(() => acquireDataFolderLock(folder)).toThrow(`The data folder ${folder} is in use`);
    lock.release();
  });

  it("takes over a lock left by a process that has died", () => {
    writeLock({ pid: pidOfAnExitedProcess(), startTime: "1", bootId: null, hostname: os.hostname() });
    const lock = acquireDataFolderLock(folder);
    expect(JSON.parse(fs.readFileSync(lock.path, "utf8")).pid).toBe(process.pid);
    lock.release();
  });

  it("takes over a lock whose pid now belongs to another process", () => {
    // Our own pid, but a start time that is not ours: the owner died and the pid was reused.
    writeLock({ pid: process.pid, startTime: "1", bootId: null, hostname: os.hostname() });
    acquireDataFolderLock(folder).release();
  });

  it("takes over a lock written before the machine restarted", () => {
    writeLock({ pid: process.pid, startTime: null, bootId: "another-boot", hostname: os.hostname() });
    acquireDataFolderLock(folder).release();
  });

  it("takes over an old unreadable lock file", () => {
    writeLock({ nonsense: true }, 60_000);
    acquireDataFolderLock(folder).release();
  });
});
