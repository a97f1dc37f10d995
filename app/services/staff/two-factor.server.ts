/**
 * A staff member's second factor (decision 064): setting it up (a new secret, confirmed with a
 * first code before it is on), new recovery codes, turning it off, an admin's reset, and the
 * check of a code at sign-in. A TOTP code is accepted once: the step it matched is stored, and a
 * code of that step or an earlier one is refused, also when two arrive at the same moment.
 */
import { and, eq, isNull, lt, or } from "drizzle-orm";
import type { Queryable } from "~/db/client.server";
import { adminUsers, staffTwoFactor } from "~/db/schema";
import { badRequest, conflict } from "~/lib/server/http-errors.server";
import { INVALID_CODE } from "~/lib/two-factor-values";
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

/** Accepts a code from the member's app once: whether it matched a step later than the last one accepted. */
async function acceptTotpCode(db: Queryable, userId: string, code: string): Promise<boolean> {
  const [row] = await db.select({ secret: staffTwoFactor.secret }).from(staffTwoFactor).where(eq(staffTwoFactor.userId, userId));
  const step = row ? matchingTotpStep(row.secret, code) : null;
  if (step === null) return false;
  const accepted = await db
    .update(staffTwoFactor)
    .set({ lastUsedStep: step })
    .where(and(eq(staffTwoFactor.userId, userId), or(isNull(staffTwoFactor.lastUsedStep), lt(staffTwoFactor.lastUsedStep, step))))
    .returning({ userId: staffTwoFactor.userId });
  return accepted.length > 0;
}

/** Whether `code` (six digits from the app, or an unused recovery code, which it uses up) proves the member's second factor. */
export function checkSecondFactor(db: Queryable, userId: string, code: string): Promise<boolean> {
  return /^\d{6}$/.test(code) ? acceptTotpCode(db, userId, code) : useRecoveryCode(db, userId, code);
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
  if (!(await throttledCheck(db, codeCheck(user.id), () => acceptTotpCode(db, user.id, code)))) {
    throw badRequest("Some fields are invalid", { code: `${INVALID_CODE}; check that your device's clock is right` });
  }
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
  if (!(await throttledCheck(db, codeCheck(user.id), () => checkSecondFactor(db, user.id, code)))) {
    throw badRequest("Some fields are invalid", { code: INVALID_CODE });
  }
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
  const confirmed = await throttledCheck(db, codeCheck(user.id), () =>
    code !== undefined ? checkSecondFactor(db, user.id, code) : passwordMatches(db, user.id, password!),
  );
  if (!confirmed) {
    throw badRequest("Some fields are invalid", code !== undefined ? { code: INVALID_CODE } : { password: "The password is not correct" });
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
