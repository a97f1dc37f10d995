/**
 * A pass run by every server instance at a fixed interval, never two at once, that never keeps
 * the process alive by itself: the scheduled publisher's, the daily digest's and the webhook
 * deliveries' loops. A failed pass is logged and the next one runs as usual.
 */
import { isDatabaseUnavailable } from "~/lib/server/database-errors.server";
import type { Logger } from "~/lib/server/logger.server";

/**
 * Logs a loop's failed pass: a warning while the database cannot be reached (a restart or a
 * failover, which the next pass outlives; decision 050), an error for anything else.
 */
export function logFailedPass(logger: Logger, name: string, error: unknown): void {
  if (isDatabaseUnavailable(error)) logger.warn({ err: error }, `${name}: the database cannot be reached; retrying on the next pass`);
  else logger.error({ err: error }, `${name}: pass failed; retrying on the next pass`);
}

export class PeriodicLoop {
  private timer: NodeJS.Timeout | undefined;
  private pass: Promise<void> = Promise.resolve();
  private running = false;

  constructor(private readonly options: { name: string; intervalMs: number; logger: Logger; run(): Promise<unknown> }) {}

  start(): void {
    this.running = true;
    this.schedule(0);
  }

  /** Ends the loop after the pass under way, if any; call before the database closes. */
  async stop(): Promise<void> {
    this.running = false;
    clearTimeout(this.timer);
    await this.pass;
  }

  private schedule(delayMs: number): void {
    const { name, intervalMs, logger, run } = this.options;
    this.timer = setTimeout(() => {
      this.pass = run()
        .then(
          () => undefined,
          (error: unknown) => logFailedPass(logger, name, error),
        )
        .finally(() => {
          if (this.running) this.schedule(intervalMs);
        });
    }, delayMs);
    this.timer.unref();
  }
}
