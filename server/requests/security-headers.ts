/**
 * Security headers on every response. Scripts run only from this origin, or inline when the
 * policy names them: a public page's one inline script (the document script) by its SHA-256,
 * computed once at start, so that every visitor of a version gets the very same headers and
 * bytes, which any cache may keep and share; the admin area's inline scripts, which React
 * Router writes anew for each answer, by the response's own nonce (decision 080). No page may
 * run inline event handlers (`script-src-attr 'none'`); the site cannot be framed; HSTS is sent
 * only over HTTPS.
 *
 * Helmet's headers are the same on every response but for the admin's nonce, so helmet runs
 * once, at start, for each policy (the admin's against a placeholder nonce), and each response
 * gets its list with the nonce put in: run per response, helmet and one setHeader per header
 * cost a kept page a third of its time. The Express application and the page cache's front
 * (page-cache-front.ts) send the very same lists.
 */
import { createHash, randomFillSync } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { RequestHandler } from "express";
import helmet from "helmet";
import { PUBLIC_DOCUMENT_SCRIPT } from "~/components/islands/document-script";
import { isAdminPath } from "~/lib/admin-area";

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

/** A CSP source allowing the inline script whose text is `script` (CSP Level 3, hash-source). */
export const scriptHashSource = (script: string) => `'sha256-${createHash("sha256").update(script, "utf8").digest("base64")}'`;

/** The inline scripts a public page may run: its document script alone. */
const PUBLIC_INLINE_SCRIPTS = [scriptHashSource(PUBLIC_DOCUMENT_SCRIPT)];

/** Express keeps a response's locals here; the front of the page cache answers before Express. */
type WithLocals = ServerResponse & { locals?: Record<string, unknown> };

/** The nonce that this response's scripts carry (an admin page's, given by assignNonce). */
export function cspNonceOf(response: ServerResponse): string | undefined {
  return (response as WithLocals).locals?.cspNonce as string | undefined;
}

/** Gives the response a nonce of its own, for its CSP header and its scripts. */
function assignNonce(response: ServerResponse): string {
  const nonce = newNonce();
  ((response as WithLocals).locals ??= Object.create(null) as Record<string, unknown>).cspNonce = nonce;
  return nonce;
}

/** Header names and values, one after the other, as `response.writeHead` takes them. */
export type HeaderList = string[];

/**
 * The security headers of a response; `secure`: the request came over HTTPS; `nonce`: the one
 * its inline scripts carry (an admin page), or none (everything else: the scripts' hashes).
 */
export type SecurityHeaders = (secure: boolean, nonce?: string) => HeaderList;

/** Stands for the nonce while helmet writes its headers once. */
const NONCE_PLACEHOLDER = "NONCE-PLACEHOLDER";

/** The headers helmet sets, each value split where the nonce goes (most have no nonce: one piece). */
function helmetHeaders(options: { development: boolean; inlineScripts: string[] }): [name: string, pieces: string[]][] {
  const headers: [string, string[]][] = [];
  const response = {
    setHeader: (name: string, value: string | number) => headers.push([name, String(value).split(NONCE_PLACEHOLDER)]),
    removeHeader: () => undefined,
    getHeader: () => undefined,
  } as unknown as ServerResponse;
  helmet({
    contentSecurityPolicy: options.development
      ? false
      : {
          directives: {
            defaultSrc: ["'self'"],
            scriptSrc: ["'self'", ...options.inlineScripts],
            scriptSrcAttr: ["'none'"],
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
  })({} as IncomingMessage, response, (error) => {
    if (error) throw error;
  });
  return headers;
}

/** In development Vite injects inline scripts for hot reloading, so no script policy applies. */
export function securityHeaders(options: { development: boolean }): SecurityHeaders {
  const byHash = helmetHeaders({ ...options, inlineScripts: PUBLIC_INLINE_SCRIPTS });
  const byNonce = helmetHeaders({ ...options, inlineScripts: [`'nonce-${NONCE_PLACEHOLDER}'`] });
  return (secure, nonce) => {
    const list: HeaderList = [];
    for (const [name, pieces] of nonce === undefined ? byHash : byNonce) list.push(name, pieces.join(nonce));
    if (secure) list.push("Strict-Transport-Security", STRICT_TRANSPORT_SECURITY);
    list.push("Permissions-Policy", PERMISSIONS_POLICY);
    return list;
  };
}

/**
 * The same headers from Express, which knows from `request.secure` whether HTTPS was used. Only
 * an admin page gets a nonce: its document is React Router's application (app/root.tsx).
 */
export function securityHeadersMiddleware(headersFor: SecurityHeaders): RequestHandler {
  return (request, response, next) => {
    const headers = headersFor(request.secure, isAdminPath(request.path) ? assignNonce(response) : undefined);
    for (let index = 0; index < headers.length; index += 2) response.setHeader(headers[index]!, headers[index + 1]!);
    next();
  };
}
