/**
 * The session cookie: HttpOnly (scripts cannot read it), SameSite=Lax, Secure when the request
 * came over HTTPS, living 7 days (renewed while the session is used).
 */
import { parse, serialize } from "cookie";

/** Its name: a request that carries it may be personal (staff see unpublished content). */
export const SESSION_COOKIE = "session";

/** How long a session lives without use: the cookie's Max-Age and the stored session's expiry. */
export const SESSION_LIFETIME_SECONDS = 7 * 24 * 60 * 60;

const isHttps = (request: Request) => new URL(request.url).protocol === "https:";

export function readSessionToken(request: Request): string | null {
  const header = request.headers.get("cookie");
  if (!header) return null;
  const token = parse(header)[SESSION_COOKIE];
  return token && /^[\w-]{20,100}$/.test(token) ? token : null;
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
