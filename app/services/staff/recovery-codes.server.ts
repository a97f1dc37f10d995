/**
 * Recovery codes (decision 064): ten per member, shown once when made, each good for one sign-in
 * when the authenticator app is lost. A code is ten random characters of base32 (50 bits), shown
 * as two groups of five; only its SHA-256 is stored, and using it deletes it.
 */
import { randomInt } from "node:crypto";
import { and, count, eq } from "drizzle-orm";
import type { Queryable } from "~/db/client.server";
import { staffRecoveryCodes } from "~/db/schema";
import { RECOVERY_CODE_COUNT } from "~/lib/two-factor-values";
import { hashSecretToken } from "./secret-token.server";

const ALPHABET = "abcdefghijklmnopqrstuvwxyz234567";

/** One code as shown: "k7m2q-x4tzp". */
function newRecoveryCode(): string {
  const characters = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]).join("");
  return `${characters.slice(0, 5)}-${characters.slice(5)}`;
}

/** A code as typed (any case, with or without its hyphen and spaces) as stored: the hash of its ten characters. */
const hashRecoveryCode = (code: string) => hashSecretToken(code.replace(/[\s-]/g, "").toLowerCase());

/** Replaces the member's codes with ten new ones, answered as shown (this is the only time they are). */
export async function replaceRecoveryCodes(db: Queryable, userId: string): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await deleteRecoveryCodes(db, userId);
  await db.insert(staffRecoveryCodes).values(codes.map((code) => ({ userId, codeHash: hashRecoveryCode(code) })));
  return codes;
}

/** Uses up `code`: whether it was one of the member's unused codes. Two uses at once cannot both succeed. */
export async function useRecoveryCode(db: Queryable, userId: string, code: string): Promise<boolean> {
  const used = await db
    .delete(staffRecoveryCodes)
    .where(and(eq(staffRecoveryCodes.userId, userId), eq(staffRecoveryCodes.codeHash, hashRecoveryCode(code))))
    .returning({ userId: staffRecoveryCodes.userId });
  return used.length > 0;
}

export async function countRecoveryCodes(db: Queryable, userId: string): Promise<number> {
  const [row] = await db.select({ left: count() }).from(staffRecoveryCodes).where(eq(staffRecoveryCodes.userId, userId));
  return row!.left;
}

export async function deleteRecoveryCodes(db: Queryable, userId: string): Promise<void> {
  await db.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.userId, userId));
}
