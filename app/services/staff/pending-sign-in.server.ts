/**
 * Sign-ins whose password was right, waiting for the second factor (decision 064): a row found by
 * the SHA-256 of a random token that only the browser's short-lived cookie holds. It is not a
 * session: no other call accepts it, and it ends when the code is accepted or after five minutes.
 */
import { and, eq, gt, lte } from "drizzle-orm";
import type { Queryable } from "~/db/client.server";
import { pendingSignIns } from "~/db/schema";
import { PENDING_SIGN_IN_SECONDS } from "~/lib/server/session-cookie.server";
import { hashSecretToken, newSecretToken } from "./secret-token.server";

/** Starts a pending sign-in for the user and returns the token for its cookie. */
export async function startPendingSignIn(db: Queryable, userId: string): Promise<string> {
  const token = newSecretToken();
  await db.delete(pendingSignIns).where(lte(pendingSignIns.expiresAt, new Date()));
  await db.insert(pendingSignIns).values({
    tokenHash: hashSecretToken(token),
    userId,
    expiresAt: new Date(Date.now() + PENDING_SIGN_IN_SECONDS * 1000),
  });
  return token;
}

/** The user whose sign-in `token` is waiting for a code; null when unknown or expired. */
export async function findPendingSignIn(db: Queryable, token: string): Promise<{ id: string; userId: string } | null> {
  const [row] = await db
    .select({ id: pendingSignIns.id, userId: pendingSignIns.userId })
    .from(pendingSignIns)
    .where(and(eq(pendingSignIns.tokenHash, hashSecretToken(token)), gt(pendingSignIns.expiresAt, new Date())));
  return row ?? null;
}

/** Ends a pending sign-in; whether it was still there (a code sent twice at once completes one sign-in). */
export async function endPendingSignIn(db: Queryable, id: string): Promise<boolean> {
  return (await db.delete(pendingSignIns).where(eq(pendingSignIns.id, id)).returning({ id: pendingSignIns.id })).length > 0;
}
