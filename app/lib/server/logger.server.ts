/**
 * The application's logger: JSON lines in production, readable lines in development.
 * Secrets never reach the log: cookies, authorization headers and password fields are redacted.
 */
import { pino, type Logger } from "pino";

export type { Logger };

export const REDACTED_PATHS = [
  "req.headers.cookie",
  "req.headers.authorization",
  'res.headers["set-cookie"]',
  "password",
  "*.password",
  "passwordHash",
  "*.passwordHash",
  "token",
  "*.token",
];

export function createLogger(options: { level: string; pretty: boolean }): Logger {
  return pino({
    level: options.level,
    redact: { paths: REDACTED_PATHS, censor: "[redacted]" },
    transport: options.pretty ? { target: "pino-pretty", options: { translateTime: "SYS:HH:MM:ss" } } : undefined,
  });
}
