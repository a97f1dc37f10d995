// @ts-check
/**
 * Finds the Chromium that browser tests drive: CHROME_PATH, else Debian's /usr/bin/chromium.
 * Playwright's own browser download is not used. When neither exists, a root run on Debian
 * installs Debian's package; anything else stops with the exact command to run.
 */
import fs from "node:fs";
import { ensureFromDebian } from "./debian-package.mjs";

const DEBIAN_CHROMIUM = "/usr/bin/chromium";

/** @returns {string | null} */
export function findChromium() {
  const candidates = [process.env.CHROME_PATH, DEBIAN_CHROMIUM].filter((candidate) => candidate !== undefined && candidate !== "");
  return candidates.find((candidate) => fs.existsSync(/** @type {string} */ (candidate))) ?? null;
}

/** @returns {string} */
export function ensureChromium() {
  return ensureFromDebian({
    program: `Chromium (CHROME_PATH or ${DEBIAN_CHROMIUM})`,
    debianPackage: "chromium",
    find: findChromium,
    elseSay: "or set CHROME_PATH to a Chromium or Chrome binary.",
  });
}
