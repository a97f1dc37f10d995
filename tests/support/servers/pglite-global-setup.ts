/**
 * Vitest global setup of the "pglite" project: one migrated database for the run, dumped to a
 * file from which each test file starts its own in-memory copy (0.7 s instead of 2.7 s for a new
 * cluster and its migrations).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import type { TestProject } from "vitest/node";
import { openEmbeddedDatabase } from "~/db/client.server";

declare module "vitest" {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  const template = await openEmbeddedDatabase(undefined);
  await template.migrate();
  const dump = await (template.db as unknown as { $client: PGlite }).$client.dumpDataDir("none");
  await template.close();
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "pglite-template-"));
  const file = path.join(folder, "migrated.tar");
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide("pgliteTemplate", file);
  return () => fs.rmSync(folder, { recursive: true, force: true });
}
