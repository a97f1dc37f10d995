// @ts-check
/**
 * `npm run audit`: `npm audit --omit=dev` for high and critical advisories in what production
 * runs; CI runs it. Fails on any; when the registry cannot answer audits (an offline mirror), says
 * so loudly and passes, unless AUDIT_REQUIRED=1.
 */
import { spawnSync } from "node:child_process";
import { auditVerdict } from "./audit/verdict.mjs";

const npm = spawnSync("npm", ["audit", "--omit=dev", "--json"], { encoding: "utf8" });
const verdict = auditVerdict(npm.stdout);

if (verdict.kind === "unreachable") {
  console.warn(`!!! Dependencies NOT audited: the registry did not answer npm audit (${verdict.reason}).`);
  process.exit(process.env.AUDIT_REQUIRED === "1" ? 1 : 0);
}
const counts = Object.entries(verdict.counts)
  .map(([severity, count]) => `${count} ${severity}`)
  .join(", ");
console.log(`npm audit --omit=dev: ${counts}`);
if (verdict.failing.length > 0) {
  console.error(`High or critical advisories: ${verdict.failing.join(", ")}. Run \`npm audit --omit=dev\` for the fixes.`);
  process.exit(1);
}
