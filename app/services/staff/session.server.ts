/**
 * Staff sessions: a row per signed-in browser, found by the SHA-256 of a random token that only
 * the browser's cookie holds. A session ends after 7 days without use, at sign-out, or when its
 * user is removed.
 */
import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, lte, ne } from "drizzle-orm";
import type { Queryable } from "~/db/client.server";
import { adminUsers, sessions } from "~/db/schema";
import { SESSION_LIFETIME_SECONDS } from "~/lib/server/session-cookie.server";
import type { SessionUserRow } from "~/schemas/staff/user";
/** Use within this long of the last recorded use does not write again. */
const TOUCH_INTERVAL_MS = 60_000;

/** The signed-in staff member, as sign-in and the session check send it. */
export type SessionUser = SessionUserRow;

/** The columns of a session's user. */
const SESSION_USER = { id: adminUsers.id, username: adminUsers.username, email: adminUsers.email, role: adminUsers.role };

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");
const expiryFrom = (now: Date) => new Date(now.getTime() + SESSION_LIFETIME_SECONDS * 1000);

/** Starts a session and returns the token for the cookie. */
export async function createSession(db: Queryable, userId: string): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  const now = new Date();
  await db.insert(sessions).values({ tokenHash: hashToken(token), userId, lastSeenAt: now, expiresAt: expiryFrom(now) });
  return token;
}

/** The user a token belongs to, extending the session's life; null when unknown or expired. */
export async function findSessionUser(db: Queryable, token: string): Promise<SessionUser | null> {
  const now = new Date();
  const [row] = await db
    .select({ sessionId: sessions.id, lastSeenAt: sessions.lastSeenAt, user: SESSION_USER })
    .from(sessions)
    .innerJoin(adminUsers, eq(adminUsers.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, hashToken(token)), gt(sessions.expiresAt, now)));
  if (!row) return null;
  if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
    await db
      .update(sessions)
      .set({ lastSeenAt: now, expiresAt: expiryFrom(now) })
      .where(eq(sessions.id, row.sessionId));
  }
  return row.user;
}

/** Ends the session of `token`: the user it belonged to, or null when it was unknown or had expired. */
export async function endSession(db: Queryable, token: string): Promise<SessionUser | null> {
  const [ended] = await db
    .delete(sessions)
    .where(eq(sessions.tokenHash, hashToken(token)))
    .returning({ userId: sessions.userId, expiresAt: sessions.expiresAt });
  if (!ended || ended.expiresAt <= new Date()) return null;
  const [user] = await db.select(SESSION_USER).from(adminUsers).where(eq(adminUsers.id, ended.userId));
  return user ?? null;
}

/** Ends every session of a user but the one with `keepToken` (after a password change). */
export async function deleteOtherSessions(db: Queryable, userId: string, keepToken?: string): Promise<void> {
  const condition =
    keepToken === undefined ? eq(sessions.userId, userId) : and(eq(sessions.userId, userId), ne(sessions.tokenHash, hashToken(keepToken)));
  await db.delete(sessions).where(condition);
}

export async function deleteExpiredSessions(db: Queryable): Promise<void> {
  await db.delete(sessions).where(lte(sessions.expiresAt, new Date()));
}
