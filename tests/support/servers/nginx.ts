/**
 * Runs nginx (from Debian, installed by `npm test`) as a child process with a site file of the
 * repository (deploy/nginx.conf), as the current user, its pid, logs and buffers in a folder of
 * its own; started and stopped as the benchmarks start theirs (scripts/perf).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { NGINX_BINARY, writeNginxConfig } from "../../../scripts/perf/nginx-config.mjs";
import { startChild, stopChild, waitUntilAnswering } from "../../../scripts/perf/processes.mjs";

export type Nginx = { url: string; errorLog(): string; stop(): Promise<void> };

/** Starts nginx serving `site` (the inside of an `http` block) on 127.0.0.1:`port`, once its `/healthz` answers 200. */
export async function startNginx(site: string, port: number): Promise<Nginx> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "nginx-"));
  const config = writeNginxConfig({ folder, workers: 1, http: site });
  const logFile = path.join(folder, "nginx.log");
  const child = startChild(NGINX_BINARY, ["-p", folder, "-c", config], { logFile });
  const read = (file: string) => (fs.existsSync(file) ? fs.readFileSync(file, "utf8") : "");
  const nginx: Nginx = {
    url: `http://127.0.0.1:${port}`,
    errorLog: () => read(logFile) + read(path.join(folder, "error.log")),
    stop: async () => {
      await stopChild(child);
      fs.rmSync(folder, { recursive: true, force: true });
    },
  };
  try {
    await waitUntilAnswering(`${nginx.url}/healthz`, child, logFile, 20_000);
  } catch (error) {
    const log = nginx.errorLog();
    await nginx.stop();
    throw new Error(`${(error as Error).message}\n${log}`);
  }
  return nginx;
}
