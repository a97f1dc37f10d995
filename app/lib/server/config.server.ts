/**
 * The application's configuration, read from the environment once at start and validated
 * with zod. A bad value stops the start with one line naming the variable and the reason.
 */
import path from "node:path";
import { z } from "zod";

/**
 * The embedded database's page cache, in MB. PostgreSQL's 128 MB default made the embedded
 * database alone about 300 MB of the process; 32 MB keeps it near 200 MB, and the operating
 * system's file cache still holds the pages it drops (docs/performance.md).
 */
export const DEFAULT_SHARED_BUFFERS_MB = 32;

const emptyAsUndefined = (value: unknown) => (value === "" ? undefined : value);

/** A largest upload in bytes: 1 KB to 1 GB. */
const uploadLimit = (fallback: number) =>
  z.coerce
    .number()
    .int()
    .min(1024)
    .max(1024 * 1024 * 1024)
    .default(fallback);

const configSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  HOST: z.string().min(1).default("0.0.0.0"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PUBLIC_URL: z.preprocess(emptyAsUndefined, z.url({ protocol: /^https?$/ }).optional()),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z.preprocess(
    emptyAsUndefined,
    z.url({ protocol: /^postgres(ql)?$/, error: "must be a postgres:// or postgresql:// URL" }).optional(),
  ),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  EMBEDDED_DATABASE_BUFFERS_MB: z.coerce.number().int().min(1).max(16_384).default(DEFAULT_SHARED_BUFFERS_MB),
  ADMIN_USERNAME: z
    .string()
    .regex(/^[a-zA-Z0-9_.-]{3,64}$/, "3 to 64 letters, digits, '.', '_' or '-'")
    .default("admin"),
  ADMIN_EMAIL: z.email().default("admin@example.com"),
  ADMIN_PASSWORD: z.preprocess(emptyAsUndefined, z.string().min(12, "must be at least 12 characters").optional()),
  SEED_DEMO_CONTENT: z.stringbool().default(true),
  CSAF_SIGNING_KEY_FILE: z.preprocess(emptyAsUndefined, z.string().optional()),
  CSAF_SIGNING_KEY_PASSPHRASE: z.preprocess(emptyAsUndefined, z.string().optional()),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(300_000).default(5_000),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).default(10_000),
  TRUST_PROXY: z.preprocess(emptyAsUndefined, z.string().optional()),
  UPLOAD_MAX_BYTES: uploadLimit(10 * 1024 * 1024),
  RELEASE_UPLOAD_MAX_BYTES: uploadLimit(256 * 1024 * 1024),
  S3_BUCKET: z.preprocess(emptyAsUndefined, z.string().optional()),
  S3_REGION: z.string().min(1).default("us-east-1"),
  S3_ENDPOINT: z.preprocess(emptyAsUndefined, z.url({ protocol: /^https?$/ }).optional()),
  S3_ACCESS_KEY_ID: z.preprocess(emptyAsUndefined, z.string().optional()),
  S3_SECRET_ACCESS_KEY: z.preprocess(emptyAsUndefined, z.string().optional()),
  S3_FORCE_PATH_STYLE: z.stringbool().default(false),
  SMTP_URL: z.preprocess(emptyAsUndefined, z.url({ protocol: /^smtps?$/, error: "must be an smtp:// or smtps:// URL" }).optional()),
  MAIL_FROM: z.string().min(3).default("Website <no-reply@localhost>"),
  SALES_EMAIL: z.email().default("sales@example.com"),
  INQUIRIES_PER_HOUR_PER_ADDRESS: z.coerce.number().int().min(1).max(100_000).default(10),
  INQUIRY_MIN_FILL_SECONDS: z.coerce.number().min(0).max(600).default(3),
  DAILY_DIGEST_HOUR: z.preprocess(
    emptyAsUndefined,
    z.union([z.literal("off"), z.coerce.number().int().min(0).max(23)], { error: "must be an hour 0 to 23, or off" }).default(8),
  ),
  PAGE_CACHE: z.stringbool().default(true),
  SHARED_CACHE_PURGE_URL: z.preprocess(
    emptyAsUndefined,
    z.url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" }).optional(),
  ),
  SHARED_CACHE_PURGE: z.enum(["varnish", "post"], { error: "must be varnish or post" }).default("varnish"),
  PAGE_CACHE_TTL_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  PAGE_CACHE_MAX_MB: z.coerce.number().int().min(1).max(16_384).default(64),
  PAGE_CACHE_MAX_ENTRIES: z.coerce.number().int().min(1).max(1_000_000).default(5000),
  RENDER_CONCURRENCY: z.coerce.number().int().min(1).max(1000).default(4),
});

/** Express's "trust proxy" setting: true/false, a hop count, or addresses and subnets. */
function parseTrustProxy(value: string | undefined): boolean | number | string {
  if (value === undefined || value === "false") return false;
  if (value === "true") return true;
  return /^\d+$/.test(value) ? Number(value) : value;
}

export type Config = {
  env: "development" | "production" | "test";
  host: string;
  port: number;
  publicUrl: string | undefined;
  dataDir: string;
  databaseUrl: string | undefined;
  databasePoolSize: number;
  /** The embedded database's shared_buffers, in MB (unused with DATABASE_URL). */
  embeddedDatabaseBuffersMb: number;
  admin: { username: string; email: string; password: string | undefined };
  seedDemoContent: boolean;
  /**
   * The OpenPGP key that signs the CSAF documents (decision 079): an armored private key file and
   * its passphrase; unset, the key made at the first start and kept in the database.
   */
  csafSigningKey: { file: string; passphrase: string | undefined } | undefined;
  logLevel: string;
  /** On SIGTERM: how long a connection may stay idle before the instance closes it (longer than the balancer keeps one), and how long requests may run. */
  shutdown: { drainMs: number; timeoutMs: number };
  trustProxy: boolean | number | string;
  uploadMaxBytes: number;
  /** The largest release file (a download center version's: firmware, an installer); held in memory while it is checked and stored. */
  releaseUploadMaxBytes: number;
  /** An S3-compatible bucket for uploaded files; unset: files go to DATA_DIR/uploads. */
  s3:
    | {
        bucket: string;
        region: string;
        endpoint: string | undefined;
        accessKeyId: string | undefined;
        secretAccessKey: string | undefined;
        forcePathStyle: boolean;
      }
    | undefined;
  mail: { smtpUrl: string | undefined; from: string; salesEmail: string };
  inquiriesPerHourPerAddress: number;
  /** A public form sent sooner than this after it was started is kept as spam (decision 029); 0 turns the check off. */
  inquiryMinFillSeconds: number;
  /** The UTC hour from which the daily digest of the previous day's inquiries is sent to the sales address (decision 036); undefined: off. */
  dailyDigestHour: number | undefined;
  /** The in-memory cache of anonymous public pages and API reads (see server/page-cache/page-cache.ts). */
  pageCache: { enabled: boolean; ttlSeconds: number; maxBytes: number; maxEntries: number };
  /**
   * Where a change's surrogate keys are purged from a shared cache in front (server/shared-cache/):
   * a Varnish with xkey (`varnish`: a PURGE with the keys in `xkey-purge`), or any URL taking them
   * as JSON (`post`); no URL: none.
   */
  sharedCachePurge: { url: string; kind: "varnish" | "post" } | undefined;
  /** How many requests React Router handles at once; the others wait their turn (see server/requests/render-slots.ts). */
  renderConcurrency: number;
};

export class ConfigError extends Error {}

/** Variables that hold a password or key, or a URL that may carry one: their value is never repeated. */
const SECRET_VARIABLES = new Set([
  "ADMIN_PASSWORD",
  "DATABASE_URL",
  "SMTP_URL",
  "S3_ACCESS_KEY_ID",
  "S3_SECRET_ACCESS_KEY",
  "CSAF_SIGNING_KEY_PASSPHRASE",
]);

/** Parses `env` (normally `process.env`); throws a ConfigError whose message is one line. */
export function loadConfig(env: Record<string, string | undefined>): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const variable = issue.path.join(".");
    const got = SECRET_VARIABLES.has(variable) ? "its value is not shown" : `got ${JSON.stringify(env[variable] ?? "")}`;
    throw new ConfigError(`Invalid configuration: ${variable} ${issue.message} (${got})`);
  }
  const values = parsed.data;
  return {
    env: values.NODE_ENV,
    host: values.HOST,
    port: values.PORT,
    publicUrl: values.PUBLIC_URL?.replace(/\/$/, ""),
    dataDir: path.resolve(values.DATA_DIR),
    databaseUrl: values.DATABASE_URL,
    databasePoolSize: values.DATABASE_POOL_SIZE,
    embeddedDatabaseBuffersMb: values.EMBEDDED_DATABASE_BUFFERS_MB,
    admin: { username: values.ADMIN_USERNAME, email: values.ADMIN_EMAIL, password: values.ADMIN_PASSWORD },
    seedDemoContent: values.SEED_DEMO_CONTENT,
    csafSigningKey:
      values.CSAF_SIGNING_KEY_FILE === undefined
        ? undefined
        : { file: path.resolve(values.CSAF_SIGNING_KEY_FILE), passphrase: values.CSAF_SIGNING_KEY_PASSPHRASE },
    logLevel: values.LOG_LEVEL,
    shutdown: { drainMs: values.SHUTDOWN_DRAIN_MS, timeoutMs: values.SHUTDOWN_TIMEOUT_MS },
    trustProxy: parseTrustProxy(values.TRUST_PROXY),
    uploadMaxBytes: values.UPLOAD_MAX_BYTES,
    releaseUploadMaxBytes: values.RELEASE_UPLOAD_MAX_BYTES,
    s3:
      values.S3_BUCKET === undefined
        ? undefined
        : {
            bucket: values.S3_BUCKET,
            region: values.S3_REGION,
            endpoint: values.S3_ENDPOINT,
            accessKeyId: values.S3_ACCESS_KEY_ID,
            secretAccessKey: values.S3_SECRET_ACCESS_KEY,
            forcePathStyle: values.S3_FORCE_PATH_STYLE,
          },
    mail: { smtpUrl: values.SMTP_URL, from: values.MAIL_FROM, salesEmail: values.SALES_EMAIL },
    inquiriesPerHourPerAddress: values.INQUIRIES_PER_HOUR_PER_ADDRESS,
    inquiryMinFillSeconds: values.INQUIRY_MIN_FILL_SECONDS,
    dailyDigestHour: values.DAILY_DIGEST_HOUR === "off" ? undefined : values.DAILY_DIGEST_HOUR,
    sharedCachePurge:
      values.SHARED_CACHE_PURGE_URL === undefined ? undefined : { url: values.SHARED_CACHE_PURGE_URL, kind: values.SHARED_CACHE_PURGE },
    pageCache: {
      enabled: values.PAGE_CACHE,
      ttlSeconds: values.PAGE_CACHE_TTL_SECONDS,
      maxBytes: values.PAGE_CACHE_MAX_MB * 1024 * 1024,
      maxEntries: values.PAGE_CACHE_MAX_ENTRIES,
    },
    renderConcurrency: values.RENDER_CONCURRENCY,
  };
}
