/**
 * Runs the production server from the build (`node scripts/serve.mjs`) as a child process on a free port, as
 * an operator would, and gives tests its URL, its output and ways to stop or kill it.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import path from "node:path";

const SERVE_SCRIPT = path.resolve("scripts/serve.mjs");

export type ServerProcess = {
  url: string;
  child: ChildProcess;
  output(): string;
  /** Sends the signal and waits for the process to exit; resolves with its exit code. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
};

export type ServerRun = { child: ChildProcess; output(): string; exited: Promise<number | null> };

/** Where the server is started from (`cwd`, this checkout by default). */
export type ServerStart = { cwd?: string };

/** Starts the server without waiting for it; for a start that is expected to fail. */
export function runServer(env: Record<string, string>, { cwd }: ServerStart = {}): ServerRun {
  const build = process.env.BUILD_DIR === undefined ? {} : { BUILD_DIR: path.resolve(process.env.BUILD_DIR) };
  const child = spawn(process.execPath, [SERVE_SCRIPT], {
    cwd,
    // No balancer in front to drain for, unless a test asks for the drain.
    env: {
      ...process.env,
      ...build,
      NODE_ENV: "production",
      PORT: "0",
      HOST: "127.0.0.1",
      LOG_LEVEL: "info",
      SHUTDOWN_DRAIN_MS: "0",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  const exited = once(child, "exit").then(([code]) => code as number | null);
  return { child, output: () => output, exited };
}

export async function startServerProcess(env: Record<string, string>, timeoutMs = 60_000, start: ServerStart = {}): Promise<ServerProcess> {
  const run = runServer(env, start);
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      // A server left running would keep its data folder (and port) from the next start.
      run.child.kill("SIGKILL");
      reject(new Error(`server did not start:\n${run.output()}`));
    }, timeoutMs);
    const look = () => {
      const match = /"url":"(http:\/\/[^"]+)"[^\n]*"msg":"server listening"/.exec(run.output());
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!);
      }
    };
    run.child.stdout!.on("data", look);
    run.exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code} before listening:\n${run.output()}`));
    });
  });
  return {
    url,
    child: run.child,
    output: run.output,
    stop: async (signal = "SIGTERM") => {
      if (run.child.exitCode === null && run.child.signalCode === null) run.child.kill(signal);
      return run.exited;
    },
  };
}
