/**
 * Security headers on every response. Scripts run only from this origin or with the
 * request's nonce; the site cannot be framed; HSTS is sent only over HTTPS.
 */
import { randomBytes } from "node:crypto";
import type { NextFunction, Request, RequestHandler, Response } from "express";
import helmet from "helmet";

const PERMISSIONS_POLICY = "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()";

function assignNonce(_request: Request, response: Response, next: NextFunction) {
  response.locals.cspNonce = randomBytes(16).toString("base64");
  next();
}

function strictTransportSecurity(request: Request, response: Response, next: NextFunction) {
  if (request.secure) response.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
  response.setHeader("Permissions-Policy", PERMISSIONS_POLICY);
  next();
}

/** In development Vite injects inline scripts for hot reloading, so no script policy applies. */
export function securityHeaders(options: { development: boolean }): RequestHandler[] {
  return [
    assignNonce,
    helmet({
      contentSecurityPolicy: options.development
        ? false
        : {
            directives: {
              defaultSrc: ["'self'"],
              scriptSrc: ["'self'", (_request, response) => `'nonce-${(response as Response).locals.cspNonce}'`],
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
    }),
    strictTransportSecurity,
  ];
}
