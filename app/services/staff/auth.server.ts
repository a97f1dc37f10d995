/**
 * Signing staff in and out (decision 011), with a second factor where it is on (decision 064),
 * and the one staff check every admin call and staff read makes (`requireStaff`, `staffViewer`,
 * decision 067). Sign-ins and sign-outs are logged in the transaction of their session.
 */
import { eq } from "drizzle-orm";
import type { Queryable } from "~/db/client.server";
import { adminUsers } from "~/db/schema";
import { forbidden, HttpError, tooManyRequests, unauthorized } from "~/lib/server/http-errors.server";
import { generatePassword, hashPassword, verifyPassword } from "~/lib/server/password.server";
import { readSessionToken } from "~/lib/server/session-cookie.server";
import { mustEnrolSecondFactor, SIGN_IN_EXPIRED } from "~/lib/two-factor-values";
import { recordEvent } from "./activity-log.server";
import { endPendingSignIn, findPendingSignIn, startPendingSignIn } from "./pending-sign-in.server";
import { clearRateLimit, hitRateLimit, rateLimitBlockedFor, type RateLimit } from "./rate-limit.server";
import { createSession, deleteExpiredSessions, endSession, findSessionUser, readSessionUser, type SessionUser } from "./session.server";
import { checkSecondFactor, refusalOf } from "./two-factor.server";

export const LOGIN_FAILURES_PER_ADDRESS: RateLimit = { limit: 20, windowSeconds: 15 * 60 };
export const LOGIN_FAILURES_PER_USERNAME: RateLimit = { limit: 5, windowSeconds: 15 * 60 };
export const INVALID_CREDENTIALS = "Invalid username or password";

/** Verified against when the username is unknown, so both failures cost the same time. */
let decoyHash: Promise<string> | undefined;
const getDecoyHash = () => (decoyHash ??= hashPassword(generatePassword()));

const addressKey = (address: string) => `login:address:${address}`;
const usernameKey = (username: string) => `login:username:${username.toLowerCase()}`;

/** 429 while the address or the username has failed too often. */
async function refuseWhileBlocked(db: Queryable, username: string, clientAddress: string): Promise<void> {
  const blockedFor = Math.max(
    await rateLimitBlockedFor(db, addressKey(clientAddress), LOGIN_FAILURES_PER_ADDRESS),
    await rateLimitBlockedFor(db, usernameKey(username), LOGIN_FAILURES_PER_USERNAME),
  );
  if (blockedFor > 0) throw tooManyRequests("Too many failed sign-in attempts; try again later", blockedFor);
}

/** Counts a wrong password or code against the address and the username, and answers 401 with `message`. */
async function failedSignIn(db: Queryable, username: string, clientAddress: string, message: string): Promise<never> {
  await hitRateLimit(db, addressKey(clientAddress), LOGIN_FAILURES_PER_ADDRESS);
  await hitRateLimit(db, usernameKey(username), LOGIN_FAILURES_PER_USERNAME);
  throw unauthorized(message);
}

/** A session for the user, committed with its record in the activity log (whichever form signed in). */
async function startSession(db: Queryable, user: SessionUser, alsoInTransaction?: (tx: Queryable) => Promise<void>) {
  await clearRateLimit(db, usernameKey(user.username));
  await deleteExpiredSessions(db);
  const token = await db.transaction(async (tx) => {
    await alsoInTransaction?.(tx);
    const made = await createSession(tx, user.id);
    await recordEvent(tx, user, { action: "sign_in", entityKind: "user", itemId: user.id, itemLabel: user.username });
    return made;
  });
  return { token, user };
}

/** A session, or (with a second factor on) a pending sign-in whose token awaits the code. */
export type SignInOutcome = { token: string; user: SessionUser } | { pendingToken: string };

export async function signIn(
  db: Queryable,
  credentials: { username: string; password: string },
  clientAddress: string,
): Promise<SignInOutcome> {
  await refuseWhileBlocked(db, credentials.username, clientAddress);
  const [account] = await db.select().from(adminUsers).where(eq(adminUsers.username, credentials.username));
  const passwordMatches = await verifyPassword(account?.passwordHash ?? (await getDecoyHash()), credentials.password);
  const user = account && passwordMatches ? await readSessionUser(db, account.id) : null;
  if (!user) return failedSignIn(db, credentials.username, clientAddress, INVALID_CREDENTIALS);
  if (user.twoFactorEnabled) return { pendingToken: await startPendingSignIn(db, user.id) };
  return startSession(db, user);
}

/** Completes a pending sign-in with a code from the app or a recovery code: the session. */
export async function completeSignIn(
  db: Queryable,
  pendingToken: string | null,
  code: string,
  clientAddress: string,
): Promise<{ token: string; user: SessionUser }> {
  const pending = pendingToken ? await findPendingSignIn(db, pendingToken) : null;
  const user = pending ? await readSessionUser(db, pending.userId) : null;
  if (!pending || !user) throw unauthorized(SIGN_IN_EXPIRED);
  await refuseWhileBlocked(db, user.username, clientAddress);
  const check = await checkSecondFactor(db, user.id, code);
  if (check !== "accepted") return failedSignIn(db, user.username, clientAddress, refusalOf(check));
  return startSession(db, user, async (tx) => {
    if (!(await endPendingSignIn(tx, pending.id))) throw unauthorized(SIGN_IN_EXPIRED);
  });
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

/** Why a member the sign-in policy covers, without a second factor, is refused everything but enrolment. */
const ENROL_FIRST = "Two-factor sign-in is required for your account: turn it on under Account first";

/**
 * Any signed-in staff member, whether or not the sign-in policy still waits for their second
 * factor: for the calls that show who they are and let them enrol. 401 otherwise.
 */
export async function requireSignedIn(db: Queryable, request: Request): Promise<SessionUser> {
  const user = await currentUser(db, request);
  if (!user) throw unauthorized();
  return user;
}

/**
 * The staff check, the one rule behind every staff call and every read that shows staff more than
 * the public (drafts, inactive slides): the member of a valid session, unless the sign-in policy
 * holds them until they enrol a second factor. Answers the member, or the error that refuses them.
 */
async function checkStaff(db: Queryable, request: Request): Promise<SessionUser | HttpError> {
  const user = await currentUser(db, request);
  if (!user) return unauthorized();
  if (mustEnrolSecondFactor(user)) return forbidden(ENROL_FIRST);
  return user;
}

/** Any staff member (admin or editor) who passes the staff check; 401 without a session, 403 while they must enrol a second factor. */
export async function requireStaff(db: Queryable, request: Request): Promise<SessionUser> {
  const outcome = await checkStaff(db, request);
  if (outcome instanceof HttpError) throw outcome;
  return outcome;
}

/**
 * The staff member who passes `requireStaff`'s check, or null: whom a public read may show what
 * the public may not see. A session that fails the check sees what an anonymous visitor sees.
 */
export async function staffViewer(db: Queryable, request: Request): Promise<SessionUser | null> {
  const outcome = await checkStaff(db, request);
  return outcome instanceof HttpError ? null : outcome;
}

/** Only the admin role: seeding and clearing the database, managing users. */
export async function requireAdmin(db: Queryable, request: Request): Promise<SessionUser> {
  const user = await requireStaff(db, request);
  if (user.role !== "admin") throw forbidden("Only an admin may do this");
  return user;
}
