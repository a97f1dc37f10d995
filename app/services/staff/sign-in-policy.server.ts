/**
 * Whom two-factor sign-in is required of (decision 064): nobody, the admins or all staff, chosen
 * by an admin on the Users screen. A member it covers who has no second factor may only enrol
 * (auth.server.ts). A change is recorded in the activity log with the choice before and after.
 */
import type { Queryable } from "~/db/client.server";
import { signInPolicy } from "~/db/schema";
import { conflict } from "~/lib/server/http-errors.server";
import { policyCovers, TWO_FACTOR_POLICY_LABELS } from "~/lib/two-factor-values";
import type { TwoFactorPolicyInput, TwoFactorPolicyRow } from "~/schemas/staff/two-factor";
import { recordEvent, writeAs } from "./activity-log.server";
import type { SessionUser } from "./session.server";

/** The policy; "nobody" until an admin first chooses (the row is made then). */
export async function readTwoFactorPolicy(db: Queryable): Promise<TwoFactorPolicyRow> {
  const [row] = await db.select({ requiredFor: signInPolicy.twoFactorRequiredFor }).from(signInPolicy);
  return { requiredFor: row?.requiredFor ?? "nobody" };
}

/** An admin requires a second factor only of a team they are in once they have one themself, so no one is locked out by surprise. */
export async function saveTwoFactorPolicy(db: Queryable, actor: SessionUser, input: TwoFactorPolicyInput): Promise<TwoFactorPolicyRow> {
  if (policyCovers(input.requiredFor, actor.role) && !actor.twoFactorEnabled) {
    throw conflict("Turn on two-factor sign-in for your own account first: this policy covers you too", {
      requiredFor: "Turn on two-factor sign-in for your own account first",
    });
  }
  return writeAs(db, actor, async (tx) => {
    const before = await readTwoFactorPolicy(tx);
    if (before.requiredFor === input.requiredFor) return before;
    await tx
      .insert(signInPolicy)
      .values({ id: 1, twoFactorRequiredFor: input.requiredFor })
      .onConflictDoUpdate({ target: signInPolicy.id, set: { twoFactorRequiredFor: input.requiredFor, updatedAt: new Date() } });
    await recordEvent(tx, actor, {
      action: "update",
      entityKind: "sign_in_policy",
      itemId: "1",
      itemLabel: "Two-factor sign-in",
      changes: {
        requiredFor: { from: TWO_FACTOR_POLICY_LABELS[before.requiredFor], to: TWO_FACTOR_POLICY_LABELS[input.requiredFor] },
      },
    });
    return { requiredFor: input.requiredFor };
  });
}
