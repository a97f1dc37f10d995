/**
 * Runs nginx (from Debian, installed by `npm test`) as a child process with a site file of the
 * repository (deploy/nginx.conf), as the current user, its pid, logs and buffers in a folder of
 * its own.
 */
import { spawn } from "node:child_process";
import { once } from "node:events";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { NGINX_BINARY, writeNginxConfig } from "../../scripts/perf/nginx-config.mjs";

export type Nginx = { url: string; errorLog(): string; stop(): Promise<void> };

/** Starts nginx serving `site` (the inside of an `http` block) on 127.0.0.1:`port`, and waits until it answers. */
export async function startNginx(site: string, port: number): Promise<Nginx> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "nginx-"));
  const config = writeNginxConfig({ folder, workers: 1, http: site });
  const child = spawn(NGINX_BINARY, ["-p", folder, "-c", config], { stdio: ["ignore", "ignore", "pipe"] });
  let output = "";
  child.stderr.on("data", (chunk) => (output += chunk));
  const exited = once(child, "exit");
  const errorLog = () =>
    output + (fs.existsSync(path.join(folder, "error.log")) ? fs.readFileSync(path.join(folder, "error.log"), "utf8") : "");
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGQUIT");
    await exited;
    fs.rmSync(folder, { recursive: true, force: true });
  };
  for (const deadline = Date.now() + 20_000; ;) {
    if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}:\n${errorLog()}`);
    const answered = await fetch(`${url}/healthz`).then(
      () => true,
      () => false,
    );
    if (answered) return { url, errorLog, stop };
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`nginx did not answer on ${url}:\n${errorLog()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
