/**
 * `npm run db:backup [-- --out FILE]`: writes the configured database's rows and every stored
 * file into one archive (default backups/backup-YYYYMMDD-HHMMSS.tar.gz, UTC) and says what it
 * holds. On the embedded database the server must be stopped first: the data folder has one
 * owner at a time. Decision 023.
 */
import { parseArgs } from "node:util";
import { describeContents, formatMegabytes } from "~/services/staff/backup/backup-manifest.server";
import { createBackup, defaultBackupFile } from "~/services/staff/backup/create-backup.server";
import { openDataStoresOrExit } from "../server/runtime";
import { runBackupCommand } from "./backup-command";

await runBackupCommand(async () => {
  const { values } = parseArgs({ options: { out: { type: "string" } } });
  const file = values.out ?? defaultBackupFile("backups");
  const { stores } = await openDataStoresOrExit();
  try {
    const started = performance.now();
    const { manifest, bytes, file: written } = await createBackup({ ...stores, file });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`Backed up the ${manifest.database} database (schema ${manifest.schema.lastMigration}) and stored files:`);
    console.log(describeContents(manifest).join("\n"));
    console.log(`Wrote ${written} (${formatMegabytes(bytes)}) in ${seconds} s.`);
  } finally {
    await stores.close();
  }
});
