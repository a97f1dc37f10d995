/**
 * One log line per request (not for the hashed assets): its method, address, status and time,
 * at warn for a 4xx and for a 503 (briefly unavailable: the database out of reach), error for
 * any other 5xx. Written for Node's plain request and response, so that
 * the page cache's front logs what it answers as the Express application does.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { pinoHttp } from "pino-http";
import type { Logger } from "~/lib/server/logger.server";

export function requestLog(logger: Logger) {
  return pinoHttp({
    logger,
    autoLogging: { ignore: (request) => request.url?.startsWith("/assets/") ?? false },
    customLogLevel: (_request, response, error) =>
      error || (response.statusCode >= 500 && response.statusCode !== 503) ? "error" : response.statusCode >= 400 ? "warn" : "info",
    serializers: {
      req: (request: IncomingMessage) => ({ method: request.method, url: request.url }),
      res: (response: ServerResponse) => ({ statusCode: response.statusCode }),
    },
  });
}
