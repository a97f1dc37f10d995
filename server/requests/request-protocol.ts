/**
 * The protocol a visitor used, as Express's `request.protocol` tells it, for a request that
 * Express does not see (the page cache's front answers it first): X-Forwarded-Proto's first value
 * when the socket's peer is a proxy that TRUST_PROXY says to believe, else the socket's own.
 */
import type { IncomingMessage } from "node:http";
import type { TLSSocket } from "node:tls";

/** Express's compiled TRUST_PROXY (`app.get("trust proxy fn")`): is the peer at `hop` believed? */
export type TrustProxy = (address: string | undefined, hop: number) => boolean;

export function requestProtocol(request: IncomingMessage, trustProxy: TrustProxy): string {
  const own = (request.socket as TLSSocket).encrypted ? "https" : "http";
  if (!trustProxy(request.socket.remoteAddress, 0)) return own;
  const forwarded = request.headers["x-forwarded-proto"];
  const header = (Array.isArray(forwarded) ? forwarded[0] : forwarded) || own;
  return header.split(",", 1)[0]!.trim();
}
