// @ts-check
/**
 * Finds the Chromium a script drives: CHROME_PATH when set, else one of Debian's:
 * - for the browser tests, the headless shell (package chromium-headless-shell: the same Blink
 *   and V8 as the browser, without its window machinery; a third less CPU a page, decision 054),
 *   else the whole browser;
 * - for Lighthouse, which measures a page as a visitor's browser loads it, the whole browser.
 * Playwright's own browser download is not used. When none exists, a root run on Debian installs
 * Debian's package; anything else stops with the exact command to run.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";

/** @typedef {"tests" | "lighthouse"} Use */

const DEBIAN = {
  shell: { path: "/usr/bin/chromium-headless-shell", packageName: "chromium-headless-shell" },
  browser: { path: "/usr/bin/chromium", packageName: "chromium" },
};

/** Debian's binaries for each use, the one to install first. */
const DEBIAN_CHOICES = { tests: [DEBIAN.shell, DEBIAN.browser], lighthouse: [DEBIAN.browser] };
/** @param {Use} use */
const preferredOf = (use) => (use === "tests" ? DEBIAN.shell : DEBIAN.browser);

/**
 * @param {Use} [use]
 * @returns {string | null}
 */
export function findChromium(use = "tests") {
  const candidates = [process.env.CHROME_PATH, ...DEBIAN_CHOICES[use].map(({ path }) => path)].filter(
    (candidate) => candidate !== undefined && candidate !== "",
  );
  return candidates.find((candidate) => fs.existsSync(/** @type {string} */ (candidate))) ?? null;
}

/**
 * @param {Use} [use]
 * @returns {string}
 */
export function ensureChromium(use = "tests") {
  const preferred = preferredOf(use);
  const installCommand = `apt-get update && apt-get install -y ${preferred.packageName}`;
  const found = findChromium(use);
  if (found && (process.env.CHROME_PATH || found === preferred.path)) return found;
  const isRoot = process.getuid?.() === 0;
  if (isRoot && fs.existsSync("/etc/debian_version")) {
    console.log(`${preferred.packageName} not found: installing Debian's package (${installCommand})`);
    try {
      execFileSync("sh", ["-c", `DEBIAN_FRONTEND=noninteractive ${installCommand}`], { stdio: "inherit" });
    } catch (error) {
      // Without the package registry, the Chromium already here will do.
      if (!found) throw error;
      console.warn(`Could not install ${preferred.packageName}; using ${found}`);
    }
    const installed = findChromium(use);
    if (installed) return installed;
  }
  if (found) return found;
  throw new Error(
    `Chromium was not found at CHROME_PATH or ${preferred.path}. Install it with:\n  sudo sh -c "${installCommand}"\n` +
      "or set CHROME_PATH to a Chromium or Chrome binary.",
  );
}
