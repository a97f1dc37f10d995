// @ts-check
/**
 * The Java runtime the Nu HTML Checker (npm vnu-jar) runs on: `java` on the PATH, installed from
 * Debian's default-jre-headless when missing on a root run on Debian.
 */
import { spawnSync } from "node:child_process";
import { ensureFromDebian } from "./debian-package.mjs";

/** @returns {string | null} */
function findJava() {
  return spawnSync("java", ["-version"], { stdio: "ignore" }).status === 0 ? "java" : null;
}

/** @returns {string} */
export function ensureJava() {
  return ensureFromDebian({ program: "A Java runtime (java)", debianPackage: "default-jre-headless", find: findJava });
}
