// @ts-check
/**
 * Finds the Chromium that browser tests drive: CHROME_PATH, else Debian's /usr/bin/chromium.
 * Playwright's own browser download is not used. When neither exists, a root run on Debian
 * installs Debian's package; anything else stops with the exact command to run.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";

const DEBIAN_CHROMIUM = "/usr/bin/chromium";
const INSTALL_COMMAND = "apt-get update && apt-get install -y chromium";

/** @returns {string | null} */
export function findChromium() {
  const candidates = [process.env.CHROME_PATH, DEBIAN_CHROMIUM].filter((candidate) => candidate !== undefined && candidate !== "");
  return candidates.find((candidate) => fs.existsSync(/** @type {string} */ (candidate))) ?? null;
}

/** @returns {string} */
export function ensureChromium() {
  const found = findChromium();
  if (found) return found;
  const isRoot = process.getuid?.() === 0;
  if (isRoot && fs.existsSync("/etc/debian_version")) {
    console.log(`Chromium not found: installing Debian's package (${INSTALL_COMMAND})`);
    execFileSync("sh", ["-c", `DEBIAN_FRONTEND=noninteractive ${INSTALL_COMMAND}`], { stdio: "inherit" });
    const installed = findChromium();
    if (installed) return installed;
  }
  throw new Error(
    `Chromium was not found at CHROME_PATH or ${DEBIAN_CHROMIUM}. Install it with:\n  sudo sh -c "${INSTALL_COMMAND}"\n` +
      "or set CHROME_PATH to a Chromium or Chrome binary.",
  );
}
