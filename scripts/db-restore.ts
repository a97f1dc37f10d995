/**
 * `npm run db:restore -- FILE [--force]`: puts the rows and stored files of a backup made by
 * db:backup into the configured database and file storage, in one transaction. Refuses a
 * database or storage that already holds something unless --force is given, and an archive from
 * a newer schema. On the embedded database the server must be stopped first. Decision 023.
 */
import { parseArgs } from "node:util";
import { notify } from "~/db/notification-listener.server";
import { BackupError, describeContents } from "~/services/staff/backup/backup-manifest.server";
import { discardUnpackedBackup, restoreBackup, unpackBackup } from "~/services/staff/backup/restore-backup.server";
import { openDataStoresOrExit } from "../server/runtime";
import { PAGE_CACHE_CHANNEL } from "../server/page-cache/shared-page-cache";
import { runBackupCommand } from "./backup-command";

await runBackupCommand(async () => {
  const { values, positionals } = parseArgs({ options: { force: { type: "boolean", default: false } }, allowPositionals: true });
  if (positionals.length !== 1) throw new BackupError("Usage: npm run db:restore -- FILE [--force]");
  const backup = await unpackBackup(positionals[0]!);
  try {
    const { stores } = await openDataStoresOrExit();
    try {
      const started = performance.now();
      const { manifest, removedFiles } = await restoreBackup({ ...stores, backup, force: values.force });
      // Running instances on PostgreSQL drop the pages they cached from the replaced content.
      if (stores.database.kind === "postgres") await notify(stores.database.db, PAGE_CACHE_CHANNEL, "restore");
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      console.log(`Restored the backup of ${manifest.createdAt} (${manifest.database}, schema ${manifest.schema.lastMigration}):`);
      console.log(describeContents(manifest).join("\n"));
      if (removedFiles > 0) console.log(`Removed ${removedFiles} stored files that the backup does not hold.`);
      console.log(`Done in ${seconds} s. Sign-ins are not restored: everyone signs in again.`);
    } finally {
      await stores.close();
    }
  } finally {
    await discardUnpackedBackup(backup);
  }
});
