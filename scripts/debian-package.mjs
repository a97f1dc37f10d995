// @ts-check
/**
 * A program the tests need from Debian (Chromium, a Java runtime): found where it is, else, on a
 * root run on Debian, installed from Debian's package; anything else stops with the exact command
 * to run.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";

/**
 * @param {{ program: string; debianPackage: string; find: () => string | null; elseSay?: string }} needed
 * @returns {string} where the program is
 */
export function ensureFromDebian({ program, debianPackage, find, elseSay = "" }) {
  const found = find();
  if (found) return found;
  const installCommand = `apt-get update && apt-get install -y ${debianPackage}`;
  const isRoot = process.getuid?.() === 0;
  if (isRoot && fs.existsSync("/etc/debian_version")) {
    console.log(`${program} not found: installing Debian's package (${installCommand})`);
    execFileSync("sh", ["-c", `DEBIAN_FRONTEND=noninteractive ${installCommand}`], { stdio: "inherit" });
    const installed = find();
    if (installed) return installed;
  }
  throw new Error(`${program} was not found. Install it with:\n  sudo sh -c "${installCommand}"\n${elseSay}`);
}
