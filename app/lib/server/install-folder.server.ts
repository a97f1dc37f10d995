/**
 * The folder the application is installed in (the one holding its package.json), found from
 * this module's own place: the source (app/lib/server) and the built server (build/server/assets)
 * sit at different depths below it. Files shipped beside the code (the migrations, the PDF font)
 * are read from there, so that a server started from any working directory finds them.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

function installFolder(): string {
  for (let folder = path.dirname(fileURLToPath(import.meta.url)); ; folder = path.dirname(folder)) {
    if (existsSync(path.join(folder, "package.json"))) return folder;
    if (path.dirname(folder) === folder) throw new Error(`No package.json above ${fileURLToPath(import.meta.url)}`);
  }
}

export const INSTALL_FOLDER = installFolder();

/** A path below the installation folder. */
export const installedFile = (...segments: string[]) => path.join(INSTALL_FOLDER, ...segments);
