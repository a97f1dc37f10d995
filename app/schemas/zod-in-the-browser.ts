/**
 * The site's Content-Security-Policy has no 'unsafe-eval': in the browser, zod must not try
 * `new Function` to compile its parsers (Chrome logs each attempt as a CSP violation, which
 * Lighthouse's best-practices audit counts). Every schema module imports this one first.
 */
import { config } from "zod/mini";

if (typeof document !== "undefined") config({ jitless: true });
