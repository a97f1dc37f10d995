/**
 * Staff sessions: a row per signed-in browser, found by the SHA-256 of a random token that only
 * the browser's cookie holds. A session ends after 7 days without use, at sign-out, or when its
 * user is removed.
 */
import { and, eq, gt, lte, ne, sql } from "drizzle-orm";
import type { Queryable } from "~/db/client.server";
import { adminUsers, sessions, signInPolicy, staffTwoFactor } from "~/db/schema";
import { policyCovers, type TwoFactorPolicy } from "~/lib/two-factor-values";
import { SESSION_LIFETIME_SECONDS } from "~/lib/server/session-cookie.server";
import type { SessionUserRow } from "~/schemas/staff/user";
import { hashSecretToken as hashToken, newSecretToken } from "./secret-token.server";
/** Use within this long of the last recorded use does not write again. */
const TOUCH_INTERVAL_MS = 60_000;

/** The signed-in staff member, as sign-in and the session check send it. */
export type SessionUser = SessionUserRow;

/** Whether the account's second factor is on (decision 064), as a column of a query on `admin_users`. */
export const TWO_FACTOR_ENABLED = sql<boolean>`exists (select 1 from ${staffTwoFactor} where ${staffTwoFactor.userId} = ${adminUsers.id} and ${staffTwoFactor.enabledAt} is not null)`;

/** The columns of a session's user, with the sign-in policy that applies to them. */
const SESSION_USER_COLUMNS = {
  id: adminUsers.id,
  username: adminUsers.username,
  email: adminUsers.email,
  role: adminUsers.role,
  twoFactorEnabled: TWO_FACTOR_ENABLED,
  policy: sql<TwoFactorPolicy>`coalesce((select ${signInPolicy.twoFactorRequiredFor} from ${signInPolicy}), 'nobody')`,
};

type SessionUserColumns = Omit<SessionUser, "twoFactorRequired"> & { policy: TwoFactorPolicy };

const toSessionUser = ({ policy, ...user }: SessionUserColumns): SessionUser => ({
  ...user,
  twoFactorRequired: policyCovers(policy, user.role),
});

/** The staff member with this id as a session names them; null when there is none. */
export async function readSessionUser(db: Queryable, userId: string): Promise<SessionUser | null> {
  const [user] = await db.select(SESSION_USER_COLUMNS).from(adminUsers).where(eq(adminUsers.id, userId));
  return user ? toSessionUser(user) : null;
}

const expiryFrom = (now: Date) => new Date(now.getTime() + SESSION_LIFETIME_SECONDS * 1000);

/** Starts a session and returns the token for the cookie. */
export async function createSession(db: Queryable, userId: string): Promise<string> {
  const token = newSecretToken();
  const now = new Date();
  await db.insert(sessions).values({ tokenHash: hashToken(token), userId, lastSeenAt: now, expiresAt: expiryFrom(now) });
  return token;
}

/** The user a token belongs to, extending the session's life; null when unknown or expired. */
export async function findSessionUser(db: Queryable, token: string): Promise<SessionUser | null> {
  const now = new Date();
  const [row] = await db
    .select({ sessionId: sessions.id, lastSeenAt: sessions.lastSeenAt, user: SESSION_USER_COLUMNS })
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
  return toSessionUser(row.user);
}

/** Ends the session of `token`: the user it belonged to, or null when it was unknown or had expired. */
export async function endSession(db: Queryable, token: string): Promise<SessionUser | null> {
  const [ended] = await db
    .delete(sessions)
    .where(eq(sessions.tokenHash, hashToken(token)))
    .returning({ userId: sessions.userId, expiresAt: sessions.expiresAt });
  if (!ended || ended.expiresAt <= new Date()) return null;
  return readSessionUser(db, ended.userId);
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
