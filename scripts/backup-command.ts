/**
 * What db:backup and db:restore share: a mistake the person running them can fix (a wrong
 * option, a missing or foreign archive, a database that is not empty) ends the command with one
 * line saying what is wrong and exit code 1; anything else is a bug and keeps its stack trace.
 */
import { BackupError } from "~/services/staff/backup/backup-manifest.server";

const isOptionError = (error: unknown) => String((error as NodeJS.ErrnoException).code).startsWith("ERR_PARSE_ARGS_");

export async function runBackupCommand(command: () => Promise<void>): Promise<void> {
  try {
    await command();
  } catch (error) {
    if (!(error instanceof BackupError || isOptionError(error))) throw error;
    process.stderr.write((error as Error).message + "\n");
    process.exitCode = 1;
  }
}
