/**
 * The production server's entry point, built into build/server/index.js together with the
 * application (see vite.config.ts). `scripts/start.mjs` and `scripts/dev.mjs` call startServer().
 */
import { once } from "node:events";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import type { ViteDevServer } from "vite";
import { createMailTransport } from "~/lib/server/mailer.server";
import { siteOrigin } from "~/lib/server/site-origin.server";
import { DailyDigestLoop } from "~/services/inquiries/inquiry-digest.server";
import { MailOutboxLoop } from "~/services/inquiries/mail-outbox.server";
import { ScheduledPublishingLoop } from "~/services/content/publishing/scheduled-publishing.server";
import { CsafDirectoryLoop } from "~/services/content/security/csaf/csaf-directory-loop.server";
import { fillMissingChecksums } from "~/services/media/media.server";
import { WebhookDeliveryLoop } from "~/services/webhooks/webhook-deliveries.server";
import { printFirstStartBanner } from "./lifecycle/first-start-banner";
import { onTerminationSignal, prepareGracefulStop } from "./lifecycle/graceful-shutdown";
import { createHttpApp } from "./http-app";
import { openRuntimeOrExit } from "./runtime";
import { clearEverywhere, openSharedPageCache } from "./page-cache/shared-page-cache";
import { applyConnectionTimeouts } from "./lifecycle/connection-timeouts";
import { SURROGATE_KEYS } from "~/lib/server/pages/page-keys.server";
import { sharedCachePurger } from "./shared-cache/shared-cache-purger";
import { answerUnservedMethodsOn } from "./requests/unserved-methods";

export type StartOptions = {
  /** Development: Vite serves the modules. */
  vite?: ViteDevServer;
  /** Production: the browser build to serve, beside the server build (e.g. build/client). */
  clientBuildFolder?: string;
};

export async function startServer(options: StartOptions = {}): Promise<void> {
  const { config, logger, runtime } = await openRuntimeOrExit();

  const server = answerUnservedMethodsOn(applyConnectionTimeouts(createServer()));
  const graceful = prepareGracefulStop(server, logger);
  const pageCache = options.vite ? undefined : openSharedPageCache(config, runtime.database, logger);
  const sharedCache = sharedCachePurger(config, runtime.database.db, logger);
  const app = createHttpApp({
    config,
    logger,
    database: runtime.database,
    storage: runtime.storage,
    vite: options.vite,
    clientBuildFolder: options.clientBuildFolder,
    pageCache,
    sharedCache,
  });
  server.on("request", graceful.serving(app)).listen(config.port, config.host);
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;
  const url = siteOrigin(config, `http://localhost:${port}`);
  logger.info({ url, database: runtime.database.kind }, "server listening");

  const { smtpUrl, from } = config.mail;
  const mailOutbox = new MailOutboxLoop({
    db: runtime.database.db,
    transport: smtpUrl === undefined ? undefined : createMailTransport(smtpUrl, from),
    logger,
  });
  mailOutbox.start();
  const publishing = new ScheduledPublishingLoop({
    db: runtime.database.db,
    logger,
    onPublished: async () => {
      if (pageCache) await clearEverywhere(pageCache);
      await sharedCache.purge([SURROGATE_KEYS.all]);
    },
  });
  publishing.start();
  sharedCache.start();
  const csafDirectory = new CsafDirectoryLoop({ db: runtime.database.db, config, logger, siteUrl: url });
  csafDirectory.start();
  const webhooks = new WebhookDeliveryLoop(runtime.database.db, logger);
  webhooks.start();
  const digest =
    config.dailyDigestHour === undefined
      ? undefined
      : new DailyDigestLoop({
          db: runtime.database.db,
          logger,
          hour: config.dailyDigestHour,
          recipient: config.mail.salesEmail,
          siteUrl: url,
        });
  digest?.start();
  // Last, so that the sign-in stands below what the start logged.
  printFirstStartBanner(runtime.bootstrap, url);
  const stopChecksums = new AbortController();
  const checksums = fillMissingChecksums(runtime.database.db, runtime.storage, stopChecksums.signal).then(
    (files) => {
      if (files > 0) logger.info({ files }, "checksums computed for files stored before checksums were kept");
    },
    (error: unknown) => logger.error({ err: error }, "computing the checksums of stored files failed"),
  );

  onTerminationSignal(logger, ({ drain }) => {
    // The loops stop while requests drain; the database closes only after all of them.
    stopChecksums.abort();
    const loopsStopped = Promise.all([
      mailOutbox.stop(),
      publishing.stop(),
      csafDirectory.stop(),
      webhooks.stop(),
      digest?.stop(),
      sharedCache.stop(),
      checksums,
    ]);
    const release = () => Promise.all([loopsStopped, pageCache?.close()]).then(runtime.close);
    const { drainMs, timeoutMs } = config.shutdown;
    return graceful.stop({ drainMs: drain ? drainMs : 0, timeoutMs, release });
  });
}

/** For the integration tests, which serve the built application over a database of their own. */
export { createHttpApp } from "./http-app";
