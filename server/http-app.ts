/**
 * The HTTP application: request logs, HEAD answered as GET, security headers, compression, static
 * files with long-lived caching for hashed assets, the health check, the page cache, and React
 * Router for everything else (pages, the admin area and the REST API). In production, pages the
 * cache holds are answered by its front before Express (page-cache-front.ts).
 */
import type { RequestListener } from "node:http";
import path from "node:path";
import { createRequestHandler, type GetLoadContextFunction } from "@react-router/express";
import compression from "compression";
import express, { type RequestHandler } from "express";
import type { ServerBuild } from "react-router";
import type { ViteDevServer } from "vite";
import type { DatabaseHandle } from "~/db/client.server";
import type { Config } from "~/lib/server/config.server";
import type { Logger } from "~/lib/server/logger.server";
import { PerChangeMemo, type ContentGenerations } from "~/lib/server/pages/per-change-memo.server";
import type { FileStorage } from "~/lib/server/storage/file-storage.server";
import { refuseCrossSiteWrites } from "./requests/cross-site-writes";
import { answerHeadAsGet } from "./requests/head-as-get";
import { pageCacheFront } from "./page-cache/page-cache-front";
import { builtFromLastReads, pageCacheMiddleware, pageChangeOf, pageKeysOf, pageLifetimeOf } from "./page-cache/page-cache-middleware";
import type { TrustProxy } from "./requests/request-protocol";
import { renderSlots } from "./requests/render-slots";
import { requestLog } from "./requests/request-log";
import { cspNonceOf, securityHeaders, securityHeadersMiddleware } from "./requests/security-headers";
import { topLevelStaticFiles } from "./requests/static-files";
import { warnOfUntrustedProxy } from "./requests/untrusted-proxy-warning";
import { readAwayUnreadBodies } from "./lifecycle/unread-bodies";
import { refuseUnservedMethods } from "./requests/unserved-methods";
import { refuseUnknownHosts } from "./requests/unknown-hosts";
import { builtIslandScripts, DEVELOPMENT_ISLAND_SCRIPTS } from "./requests/island-scripts";
import { localPageCache, type SharedPageCache } from "./page-cache/shared-page-cache";
import { NO_SHARED_CACHE, type SharedCachePurger } from "./shared-cache/shared-cache-purger";

export type HttpAppOptions = {
  config: Config;
  logger: Logger;
  database: DatabaseHandle;
  /** Where uploaded files are kept (the runtime's, from the configuration). */
  storage: FileStorage;
  /** In development, Vite serves the modules and React Router's build comes from it. */
  vite?: ViteDevServer;
  /** In production, the browser build to serve (build/client). */
  clientBuildFolder?: string;
  /** Rendered responses kept in memory (not in development); without one, a cache for this instance alone. */
  pageCache?: SharedPageCache;
  /** Purges the shared cache in front after a change (server/shared-cache/); without one, nothing is purged. */
  sharedCache?: SharedCachePurger;
};

/**
 * React Router's handler for the production build, made once. Given a function for the build,
 * React Router would rebuild its route tables on every request (about 3% of a page's time).
 */
function productionRequestHandler(getLoadContext: GetLoadContextFunction): RequestHandler {
  const handler = import("virtual:react-router/server-build").then((build: ServerBuild) =>
    createRequestHandler({ mode: "production", build, getLoadContext }),
  );
  return (request, response, next) => {
    handler.then((handle) => handle(request, response, next), next);
  };
}

/** Development reads everything on every request (a change there is also an edit of the code). */
const NOTHING_KEPT: ContentGenerations = { generation: 0, isCurrent: () => false };

/** The server's request listener: the page cache's front, then the Express application. */
export function createHttpApp(options: HttpAppOptions): RequestListener {
  const { config, logger, database, storage, vite, clientBuildFolder = "build/client" } = options;
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", config.trustProxy);
  const logRequest = requestLog(logger);
  const securityHeadersFor = securityHeaders({ development: vite !== undefined });

  app.use(logRequest);
  app.use(warnOfUntrustedProxy(logger, app.get("trust proxy fn") as TrustProxy));
  // After the log, which names the method as asked.
  app.use(answerHeadAsGet);
  app.use(readAwayUnreadBodies());
  app.use(securityHeadersMiddleware(securityHeadersFor));
  app.use(refuseUnservedMethods);
  app.use(refuseUnknownHosts(config));
  app.use(compression());
  app.use(refuseCrossSiteWrites(config.publicUrl));

  app.get("/healthz", async (_request, response) => {
    response.setHeader("Cache-Control", "no-store");
    try {
      await database.ping();
      response.json({ status: "ok", database: database.kind });
    } catch (error) {
      logger.warn({ err: error }, "health check: database unavailable");
      response.status(503).json({ status: "database unavailable" });
    }
  });

  const { cache, announceChange } = options.pageCache ?? localPageCache(config.pageCache);
  // Changes reach the cache's generations through its middleware, which development goes without.
  const perChange = new PerChangeMemo(vite ? NOTHING_KEPT : cache);
  // In development the code changes under the pages: nothing is kept, and Express answers everything.
  let front: RequestListener = app;
  if (vite) {
    app.use(vite.middlewares);
  } else {
    // File names under /assets carry a content hash: they never change, so they are cached for good.
    app.use("/assets", express.static(path.join(clientBuildFolder, "assets"), { immutable: true, maxAge: "1y", index: false }));
    app.use(topLevelStaticFiles(clientBuildFolder));
    const { purge } = options.sharedCache ?? NO_SHARED_CACHE;
    app.use(pageCacheMiddleware({ cache, announceChange, purgeSharedCaches: purge, logger }));
    const answerFromCache = pageCacheFront({
      cache,
      trustProxy: app.get("trust proxy fn") as TrustProxy,
      securityHeaders: securityHeadersFor,
      logRequest,
      logsAnswers: () => logger.isLevelEnabled("info"),
    });
    front = (request, response) => answerFromCache(request, response) || app(request, response);
  }

  const islandScripts = vite ? DEVELOPMENT_ISLAND_SCRIPTS : builtIslandScripts(clientBuildFolder);
  const getLoadContext: GetLoadContextFunction = (request, response) => ({
    db: database.db,
    storage,
    config,
    logger: request.log,
    perChange: perChange.forRequest(() => builtFromLastReads(response)),
    pageChange: pageChangeOf(response),
    pageLifetime: pageLifetimeOf(response),
    pageKeys: pageKeysOf(response),
    cspNonce: cspNonceOf(response),
    clientAddress: request.ip ?? request.socket.remoteAddress ?? "unknown",
    islandScripts,
  });
  app.use(renderSlots(config.renderConcurrency));
  app.use(
    vite
      ? createRequestHandler({
          mode: "development",
          // Read again on every request, so that edited code answers at once.
          build: () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
          getLoadContext,
        })
      : productionRequestHandler(getLoadContext),
  );
  return front;
}
