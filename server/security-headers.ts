/**
 * Security headers on every response. Scripts run only from this origin or with the
 * response's own nonce; the site cannot be framed; HSTS is sent only over HTTPS. The headers are
 * set on Node's plain response, so that the page cache's front (page-cache-front.ts) sends
 * exactly what the Express application sends.
 */
import { randomFillSync } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { RequestHandler } from "express";
import helmet from "helmet";

const PERMISSIONS_POLICY = "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()";
const STRICT_TRANSPORT_SECURITY = "max-age=31536000; includeSubDomains";

const NONCE_BYTES = 16;
/** Random bytes for this many nonces are drawn at once: one call to the system's generator per 256 responses. */
const NONCES_PER_DRAW = 256;
let randomPool = Buffer.alloc(0);
let poolOffset = 0;

/** A new nonce: 16 bytes from the cryptographic generator, never used before, in base64. */
function newNonce(): string {
  if (poolOffset === randomPool.length) {
    randomPool = randomFillSync(Buffer.allocUnsafe(NONCE_BYTES * NONCES_PER_DRAW));
    poolOffset = 0;
  }
  poolOffset += NONCE_BYTES;
  return randomPool.toString("base64", poolOffset - NONCE_BYTES, poolOffset);
}

/** Express keeps a response's locals here; the front of the page cache answers before Express. */
type WithLocals = ServerResponse & { locals?: Record<string, unknown> };

/** The nonce that this response's scripts carry (set by the security headers). */
export function cspNonceOf(response: ServerResponse): string | undefined {
  return (response as WithLocals).locals?.cspNonce as string | undefined;
}

/** Sets the security headers on a response, with a nonce of its own; `secure`: the request came over HTTPS. */
export type ApplySecurityHeaders = (request: IncomingMessage, response: ServerResponse, secure: boolean) => void;

/** In development Vite injects inline scripts for hot reloading, so no script policy applies. */
export function securityHeaders(options: { development: boolean }): ApplySecurityHeaders {
  const helmetHeaders = helmet({
    contentSecurityPolicy: options.development
      ? false
      : {
          directives: {
            defaultSrc: ["'self'"],
            scriptSrc: ["'self'", (_request, response) => `'nonce-${cspNonceOf(response)}'`],
            styleSrc: ["'self'", "'unsafe-inline'"],
            imgSrc: ["'self'", "data:", "blob:"],
            fontSrc: ["'self'"],
            connectSrc: ["'self'"],
            frameAncestors: ["'none'"],
            formAction: ["'self'"],
            objectSrc: ["'none'"],
            baseUri: ["'self'"],
            upgradeInsecureRequests: null,
          },
        },
    strictTransportSecurity: false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    crossOriginEmbedderPolicy: false,
  });
  return (request, response, secure) => {
    const withLocals = response as WithLocals;
    (withLocals.locals ??= Object.create(null) as Record<string, unknown>).cspNonce = newNonce();
    // Helmet's middlewares only set headers, each calling the next at once.
    helmetHeaders(request, response, (error) => {
      if (error) throw error;
    });
    if (secure) response.setHeader("Strict-Transport-Security", STRICT_TRANSPORT_SECURITY);
    response.setHeader("Permissions-Policy", PERMISSIONS_POLICY);
  };
}

/** The same headers as an Express middleware, which knows from `request.secure` whether HTTPS was used. */
export function securityHeadersMiddleware(apply: ApplySecurityHeaders): RequestHandler {
  return (request, response, next) => {
    apply(request, response, request.secure);
    next();
  };
}
