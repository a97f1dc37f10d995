/**
 * The addresses of the scripts a public page with islands ends with (decision 043): in
 * production the runtime's hashed file, read once from the islands build's manifest
 * (vite.islands.config.ts); in development the source, served by Vite after its React Refresh
 * set-up, which the islands' modules expect there as React Router's own modules do.
 */
import fs from "node:fs";
import path from "node:path";
import type { AppContext } from "~/lib/server/app-context.server";
import { ISLANDS_ENTRY, ISLANDS_FOLDER } from "../../vite.islands.config";

type IslandScripts = AppContext["islandScripts"];

type ViteManifest = Record<string, { file: string }>;

export const DEVELOPMENT_ISLAND_SCRIPTS: IslandScripts = {
  runtime: `/${ISLANDS_ENTRY}`,
  developmentPreamble: "/@id/__x00__virtual:react-router/inject-hmr-runtime",
};

export function builtIslandScripts(clientBuildFolder: string): IslandScripts {
  const folder = path.join(clientBuildFolder, ISLANDS_FOLDER);
  const manifestFile = path.join(folder, ".vite", "manifest.json");
  const manifest = JSON.parse(fs.readFileSync(manifestFile, "utf8")) as ViteManifest;
  const entry = manifest[ISLANDS_ENTRY];
  if (!entry) throw new Error(`${manifestFile} names no ${ISLANDS_ENTRY}: build again (npm run build)`);
  return { runtime: `/${ISLANDS_FOLDER}/${entry.file}` };
}
