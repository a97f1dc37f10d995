/**
 * Signing staff in and out, and the checks every admin call makes.
 *
 * An unknown username and a wrong password get the same answer after the same work (a hash is
 * verified either way). Failed attempts are counted per client address and per username; past
 * the limit, sign-in answers 429 with Retry-After until the window ends. A sign-in is recorded in
 * the activity log in the transaction that makes its session, a sign-out in the one that ends it.
 */
import { eq } from "drizzle-orm";
import type { Queryable } from "~/db/client.server";
import { adminUsers } from "~/db/schema";
import { forbidden, tooManyRequests, unauthorized } from "~/lib/server/http-errors.server";
import { generatePassword, hashPassword, verifyPassword } from "~/lib/server/password.server";
import { readSessionToken } from "~/lib/server/session-cookie.server";
import { recordEvent } from "./activity-log.server";
import { clearRateLimit, hitRateLimit, rateLimitBlockedFor, type RateLimit } from "./rate-limit.server";
import { createSession, deleteExpiredSessions, endSession, findSessionUser, type SessionUser } from "./session.server";

export const LOGIN_FAILURES_PER_ADDRESS: RateLimit = { limit: 20, windowSeconds: 15 * 60 };
export const LOGIN_FAILURES_PER_USERNAME: RateLimit = { limit: 5, windowSeconds: 15 * 60 };
export const INVALID_CREDENTIALS = "Invalid username or password";

/** Verified against when the username is unknown, so both failures cost the same time. */
let decoyHash: Promise<string> | undefined;
const getDecoyHash = () => (decoyHash ??= hashPassword(generatePassword()));

const addressKey = (address: string) => `login:address:${address}`;
const usernameKey = (username: string) => `login:username:${username.toLowerCase()}`;

export async function signIn(
  db: Queryable,
  credentials: { username: string; password: string },
  clientAddress: string,
): Promise<{ token: string; user: SessionUser }> {
  const blockedFor = Math.max(
    await rateLimitBlockedFor(db, addressKey(clientAddress), LOGIN_FAILURES_PER_ADDRESS),
    await rateLimitBlockedFor(db, usernameKey(credentials.username), LOGIN_FAILURES_PER_USERNAME),
  );
  if (blockedFor > 0) throw tooManyRequests("Too many failed sign-in attempts; try again later", blockedFor);

  const [user] = await db.select().from(adminUsers).where(eq(adminUsers.username, credentials.username));
  const passwordMatches = await verifyPassword(user?.passwordHash ?? (await getDecoyHash()), credentials.password);
  if (!user || !passwordMatches) {
    await hitRateLimit(db, addressKey(clientAddress), LOGIN_FAILURES_PER_ADDRESS);
    await hitRateLimit(db, usernameKey(credentials.username), LOGIN_FAILURES_PER_USERNAME);
    throw unauthorized(INVALID_CREDENTIALS);
  }

  await clearRateLimit(db, usernameKey(credentials.username));
  await deleteExpiredSessions(db);
  // The session and its record in the activity log commit together, whichever form signed in.
  const token = await db.transaction(async (tx) => {
    const made = await createSession(tx, user.id);
    await recordEvent(tx, user, { action: "sign_in", entityKind: "user", itemId: user.id, itemLabel: user.username });
    return made;
  });
  return { token, user: { id: user.id, username: user.username, email: user.email, role: user.role } };
}

export async function signOut(db: Queryable, request: Request): Promise<void> {
  const token = readSessionToken(request);
  if (!token) return;
  // The session's end and its record in the activity log commit together; an expired or unknown
  // session ends without a record, since it names no one signed in.
  await db.transaction(async (tx) => {
    const user = await endSession(tx, token);
    if (user) await recordEvent(tx, user, { action: "sign_out", entityKind: "user", itemId: user.id, itemLabel: user.username });
  });
}

export async function currentUser(db: Queryable, request: Request): Promise<SessionUser | null> {
  const token = readSessionToken(request);
  return token ? findSessionUser(db, token) : null;
}

/** Any signed-in staff member (admin or editor); 401 otherwise. */
export async function requireStaff(db: Queryable, request: Request): Promise<SessionUser> {
  const user = await currentUser(db, request);
  if (!user) throw unauthorized();
  return user;
}

/** Only the admin role: seeding and clearing the database, managing users. */
export async function requireAdmin(db: Queryable, request: Request): Promise<SessionUser> {
  const user = await requireStaff(db, request);
  if (user.role !== "admin") throw forbidden("Only an admin may do this");
  return user;
}
