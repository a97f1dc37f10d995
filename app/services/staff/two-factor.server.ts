/**
 * A staff member's second factor (decision 064): setting it up (a new secret, confirmed with a
 * first code before it is on), new recovery codes, turning it off, an admin's reset, and the
 * check of a code at sign-in. A TOTP code is accepted once: the step it matched is stored, and a
 * code of that step or an earlier one is refused, also when two arrive at the same moment; a
 * code of that very step is refused as just used, so that the member waits for the next one.
 */
import { and, eq, isNull, lt, or } from "drizzle-orm";
import type { Queryable } from "~/db/client.server";
import { adminUsers, staffTwoFactor } from "~/db/schema";
import { badRequest, conflict } from "~/lib/server/http-errors.server";
import { CODE_JUST_USED, INVALID_CODE } from "~/lib/two-factor-values";
import type { RecoveryCodesRow, TwoFactorDisableInput, TwoFactorSetupRow, TwoFactorStatusRow } from "~/schemas/staff/two-factor";
import { getSiteSettings } from "../content/site-settings.server";
import { foundRow, rowId } from "../records/row-by-id.server";
import { recordEvent, writeAs } from "./activity-log.server";
import { countRecoveryCodes, deleteRecoveryCodes, replaceRecoveryCodes, useRecoveryCode } from "./recovery-codes.server";
import { deleteOtherSessions, type SessionUser } from "./session.server";
import { passwordMatches } from "./user.server";
import { throttledCheck, type OwnAccountCheck } from "./throttled-check.server";
import { matchingTotpStep, newTotpSecret, totpEnrolment } from "./totp.server";

const codeCheck = (userId: string): OwnAccountCheck => ({
  key: `two-factor-check:user:${userId}`,
  blockedMessage: "Too many wrong codes or passwords; try again later",
});

/** What a code proves: the second factor, nothing (a wrong code), or nothing yet (a right code of the step already taken). */
export type CodeCheck = "accepted" | "invalid" | "just used";

/** Why a code that proved nothing is refused, in the words the member reads; `invalid` for a wrong one. */
export const refusalOf = (check: Exclude<CodeCheck, "accepted">, invalid = INVALID_CODE): string =>
  check === "just used" ? CODE_JUST_USED : invalid;

/**
 * Accepts a code from the member's app once: accepted when it matched a step later than the last
 * one accepted; "just used" when it matched that very step, so the member can be told to wait
 * for the next code; invalid otherwise (no match, or an older step).
 */
async function acceptTotpCode(db: Queryable, userId: string, code: string): Promise<CodeCheck> {
  const [row] = await db.select({ secret: staffTwoFactor.secret }).from(staffTwoFactor).where(eq(staffTwoFactor.userId, userId));
  const step = row ? matchingTotpStep(row.secret, code) : null;
  if (step === null) return "invalid";
  const accepted = await db
    .update(staffTwoFactor)
    .set({ lastUsedStep: step })
    .where(and(eq(staffTwoFactor.userId, userId), or(isNull(staffTwoFactor.lastUsedStep), lt(staffTwoFactor.lastUsedStep, step))))
    .returning({ userId: staffTwoFactor.userId });
  if (accepted.length > 0) return "accepted";
  // Refused: a step was taken at or after this one, before or at the same moment. Was it this one?
  const [taken] = await db
    .select({ lastUsedStep: staffTwoFactor.lastUsedStep })
    .from(staffTwoFactor)
    .where(eq(staffTwoFactor.userId, userId));
  return taken?.lastUsedStep === step ? "just used" : "invalid";
}

/** What `code` (six digits from the app, or an unused recovery code, which it uses up) proves of the member's second factor. */
export async function checkSecondFactor(db: Queryable, userId: string, code: string): Promise<CodeCheck> {
  if (/^\d{6}$/.test(code)) return acceptTotpCode(db, userId, code);
  return (await useRecoveryCode(db, userId, code)) ? "accepted" : "invalid";
}

/** A code the member gives to change their own second factor, counted as a wrong answer unless accepted; a 400 naming why it was refused. */
async function confirmOwnCode(db: Queryable, userId: string, check: () => Promise<CodeCheck>, invalid?: string): Promise<void> {
  const outcome = await throttledCheck(db, codeCheck(userId), check, (answer) => answer === "accepted");
  if (outcome !== "accepted") throw badRequest("Some fields are invalid", { code: refusalOf(outcome, invalid) });
}

async function secondFactorOf(db: Queryable, userId: string) {
  const [row] = await db.select({ enabledAt: staffTwoFactor.enabledAt }).from(staffTwoFactor).where(eq(staffTwoFactor.userId, userId));
  return { enrolling: row !== undefined && row.enabledAt === null, enabled: row?.enabledAt != null };
}

export async function twoFactorStatus(db: Queryable, user: SessionUser): Promise<TwoFactorStatusRow> {
  const { enabled } = await secondFactorOf(db, user.id);
  return { enabled, required: user.twoFactorRequired, recoveryCodesLeft: enabled ? await countRecoveryCodes(db, user.id) : 0 };
}

/** A new secret for the member's app; it signs nothing in until `enableTwoFactor` confirms it. Starting again replaces it. */
export async function startTwoFactorSetup(db: Queryable, user: SessionUser): Promise<TwoFactorSetupRow> {
  if (user.twoFactorEnabled) throw conflict("Two-factor sign-in is already on; turn it off first to set it up again");
  const secret = newTotpSecret();
  await db
    .insert(staffTwoFactor)
    .values({ userId: user.id, secret })
    .onConflictDoUpdate({ target: staffTwoFactor.userId, set: { secret, enabledAt: null, lastUsedStep: null } });
  const { companyName } = await getSiteSettings(db);
  return { secret, ...(await totpEnrolment(secret, { issuer: companyName, account: user.username })) };
}

/** Turns the second factor on with a first code from the app; answers the ten recovery codes, shown this once. */
export async function enableTwoFactor(db: Queryable, user: SessionUser, code: string): Promise<RecoveryCodesRow> {
  const { enrolling } = await secondFactorOf(db, user.id);
  if (!enrolling) throw conflict("Start setting up two-factor sign-in first");
  await confirmOwnCode(db, user.id, () => acceptTotpCode(db, user.id, code), `${INVALID_CODE}; check that your device's clock is right`);
  return writeAs(db, user, async (tx) => {
    await tx.update(staffTwoFactor).set({ enabledAt: new Date() }).where(eq(staffTwoFactor.userId, user.id));
    const recoveryCodes = await replaceRecoveryCodes(tx, user.id);
    await recordEvent(tx, user, { action: "two_factor_on", entityKind: "user", itemId: user.id, itemLabel: user.username });
    return { recoveryCodes };
  });
}

/** Ten new recovery codes in place of the old ones, for a code (from the app, or a recovery code). */
export async function regenerateRecoveryCodes(db: Queryable, user: SessionUser, code: string): Promise<RecoveryCodesRow> {
  if (!user.twoFactorEnabled) throw conflict("Two-factor sign-in is not on");
  await confirmOwnCode(db, user.id, () => checkSecondFactor(db, user.id, code));
  return writeAs(db, user, async (tx) => {
    const recoveryCodes = await replaceRecoveryCodes(tx, user.id);
    await recordEvent(tx, user, { action: "recovery_codes_renewed", entityKind: "user", itemId: user.id, itemLabel: user.username });
    return { recoveryCodes };
  });
}

/** Deletes the member's secret and recovery codes. */
async function removeSecondFactor(db: Queryable, userId: string): Promise<void> {
  await db.delete(staffTwoFactor).where(eq(staffTwoFactor.userId, userId));
  await deleteRecoveryCodes(db, userId);
}

/** The member turns their second factor off, with a code or their password; not while the policy requires it of them. */
export async function disableTwoFactor(db: Queryable, user: SessionUser, input: TwoFactorDisableInput): Promise<void> {
  if (!user.twoFactorEnabled) throw conflict("Two-factor sign-in is not on");
  if (user.twoFactorRequired) throw conflict("Two-factor sign-in is required for your role; an admin can change that on the Users screen");
  const { code, password } = input;
  if (code !== undefined) {
    await confirmOwnCode(db, user.id, () => checkSecondFactor(db, user.id, code));
  } else if (!(await throttledCheck(db, codeCheck(user.id), () => passwordMatches(db, user.id, password!)))) {
    throw badRequest("Some fields are invalid", { password: "The password is not correct" });
  }
  await writeAs(db, user, async (tx) => {
    await removeSecondFactor(tx, user.id);
    await recordEvent(tx, user, { action: "two_factor_off", entityKind: "user", itemId: user.id, itemLabel: user.username });
  });
}

/**
 * An admin resets a member's second factor (a lost phone): the secret and the recovery codes go,
 * the member's sessions end (the admin's own browser stays signed in), and the member signs in
 * with the password alone, or is asked to enrol again when the policy covers them.
 */
export async function resetTwoFactor(
  db: Queryable,
  actor: SessionUser,
  id: string | undefined,
  actorToken: string | undefined,
): Promise<void> {
  const userId = rowId(id, "User not found");
  await writeAs(db, actor, async (tx) => {
    const member = foundRow(
      await tx.select({ username: adminUsers.username }).from(adminUsers).where(eq(adminUsers.id, userId)),
      "User not found",
    );
    const { enabled, enrolling } = await secondFactorOf(tx, userId);
    if (!enabled && !enrolling) throw conflict("Two-factor sign-in is not on for this user");
    await removeSecondFactor(tx, userId);
    await deleteOtherSessions(tx, userId, userId === actor.id ? actorToken : undefined);
    await recordEvent(tx, actor, { action: "two_factor_reset", entityKind: "user", itemId: userId, itemLabel: member.username });
  });
}
