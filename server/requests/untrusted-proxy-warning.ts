/**
 * A warning, once per process, when requests arrive through a proxy that TRUST_PROXY does not
 * name. The inquiry and sign-in rate limits count per client address; behind such a proxy every
 * visitor has the proxy's address and shares one limit, which nothing else would tell.
 */
import type { IncomingMessage } from "node:http";
import type { RequestHandler } from "express";
import type { Logger } from "~/lib/server/logger.server";
import type { TrustProxy } from "./request-protocol";

const cameThroughProxy = (request: IncomingMessage) =>
  request.headers["x-forwarded-for"] !== undefined || request.headers.forwarded !== undefined;

export function warnOfUntrustedProxy(logger: Pick<Logger, "warn">, trustProxy: TrustProxy): RequestHandler {
  let warned = false;
  return (request, _response, next) => {
    const peer = request.socket.remoteAddress;
    if (!warned && cameThroughProxy(request) && !trustProxy(peer, 0)) {
      warned = true;
      logger.warn(
        { peer },
        `Requests arrive through a proxy at ${peer} that TRUST_PROXY does not name: the rate limits count every visitor ` +
          "behind it as one address. Set TRUST_PROXY to the proxy's address (docs/operating.md: Configuration).",
      );
    }
    next();
  };
}
