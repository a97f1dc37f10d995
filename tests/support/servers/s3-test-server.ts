/**
 * A local S3-protocol server (s3rver, pure JavaScript, in this process) on a free loopback port,
 * with one empty bucket kept in a temporary folder that close() removes. It knows one account and
 * refuses any other access key (it does not check V4 signatures). `env` holds the S3_* variables
 * that point the application at it, `settings` the storage settings the application derives from
 * them.
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import { loadConfig, type Config } from "~/lib/server/config.server";

export type S3TestServer = { env: Record<string, string>; settings: NonNullable<Config["s3"]>; close(): Promise<void> };

export async function startS3TestServer(): Promise<S3TestServer> {
  const directory = mkdtempSync(path.join(os.tmpdir(), "s3-test-"));
  const server = new S3rver({ address: "127.0.0.1", port: 0, silent: true, directory, configureBuckets: [{ name: "uploads" }] });
  const { port } = await server.run();
  // s3rver's built-in account.
  const env = {
    S3_BUCKET: "uploads",
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_REGION: "us-east-1",
    S3_ACCESS_KEY_ID: "S3RVER",
    S3_SECRET_ACCESS_KEY: "S3RVER",
    S3_FORCE_PATH_STYLE: "true",
  };
  return {
    env,
    settings: loadConfig(env).s3!,
    close: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
