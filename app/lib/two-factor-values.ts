/**
 * Two-factor sign-in's vocabulary (docs/decisions/064-two-factor-sign-in.md), shared by the
 * database's check constraint, the API's schemas and the Users screen.
 */
import type { UserRole } from "./domain-values";

/** Whom the policy requires a second factor of: nobody, the admins, or all staff. */
export const TWO_FACTOR_POLICIES = ["nobody", "admins", "staff"] as const;
export type TwoFactorPolicy = (typeof TWO_FACTOR_POLICIES)[number];

export const TWO_FACTOR_POLICY_LABELS: Record<TwoFactorPolicy, string> = {
  nobody: "Nobody",
  admins: "Admins",
  staff: "All staff",
};

/** Whether the policy requires a second factor of a member with `role`. */
export function policyCovers(policy: TwoFactorPolicy, role: UserRole): boolean {
  return policy === "staff" || (policy === "admins" && role === "admin");
}

/** The answer to a code sent after its pending sign-in ended: the sign-in starts again from the password. */
export const SIGN_IN_EXPIRED = "Your sign-in has expired; enter your username and password again";
