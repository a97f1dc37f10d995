/** What the operator is told once, when a start found an empty database and bootstrapped it. */
import type { BootstrapResult } from "~/db/bootstrap.server";

export function printFirstStartBanner(bootstrap: BootstrapResult, siteUrl: string): void {
  if (!bootstrap.firstStart) return;
  const rule = "─".repeat(72);
  const lines = [
    "",
    rule,
    "  First start: the database was created" + (bootstrap.seeded ? " and filled with demo content." : "."),
    "",
    `  Site:           ${siteUrl}/`,
    `  Admin sign-in:  ${siteUrl}/admin/login`,
    `  Username:       ${bootstrap.username}`,
    bootstrap.passwordWasGenerated
      ? `  Password:       ${bootstrap.password}\n                  (generated and shown only this once: keep it now)`
      : "  Password:       the ADMIN_PASSWORD you set",
    rule,
    "",
  ];
  // Written to the terminal, not through the logger, so the password never lands in log storage.
  process.stdout.write(lines.join("\n") + "\n");
}
