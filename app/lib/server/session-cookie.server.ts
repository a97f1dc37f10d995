/**
 * The session cookie: HttpOnly (scripts cannot read it), SameSite=Lax, Secure when the request
 * came over HTTPS, living 7 days (renewed while the session is used). And the cookie of a sign-in
 * waiting for its second factor (decision 064): HttpOnly, SameSite=Strict, five minutes, good
 * for nothing but the code check.
 */
import { parse, serialize } from "cookie";

/** Its name: a request that carries it may be personal (staff see unpublished content). */
export const SESSION_COOKIE = "session";

/** How long a session lives without use: the cookie's Max-Age and the stored session's expiry. */
export const SESSION_LIFETIME_SECONDS = 7 * 24 * 60 * 60;

const isHttps = (request: Request) => new URL(request.url).protocol === "https:";

/** Its name, and how long a password's success waits for the code. */
const PENDING_SIGN_IN_COOKIE = "sign_in_pending";
export const PENDING_SIGN_IN_SECONDS = 5 * 60;

function readToken(request: Request, cookie: string): string | null {
  const header = request.headers.get("cookie");
  if (!header) return null;
  const token = parse(header)[cookie];
  return token && /^[\w-]{20,100}$/.test(token) ? token : null;
}

export const readSessionToken = (request: Request) => readToken(request, SESSION_COOKIE);

export const readPendingSignInToken = (request: Request) => readToken(request, PENDING_SIGN_IN_COOKIE);

/** The cookie of a sign-in whose password was right, to be completed with a code. */
export function pendingSignInCookie(request: Request, token: string): string {
  return serialize(PENDING_SIGN_IN_COOKIE, token, {
    httpOnly: true,
    sameSite: "strict",
    secure: isHttps(request),
    path: "/",
    maxAge: PENDING_SIGN_IN_SECONDS,
  });
}

/** The cookie that hands a new session's token to the browser. */
export function sessionCookie(request: Request, token: string): string {
  return serialize(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: "lax",
    secure: isHttps(request),
    path: "/",
    maxAge: SESSION_LIFETIME_SECONDS,
  });
}

export function clearedSessionCookie(request: Request): string {
  return serialize(SESSION_COOKIE, "", { httpOnly: true, sameSite: "lax", secure: isHttps(request), path: "/", maxAge: 0 });
}
