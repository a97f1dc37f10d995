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

/**
 * Whether the sign-in policy holds a member until they enrol: it covers them and their second
 * factor is off. Such a member may only see who they are and enrol; the staff check refuses
 * them everything else, and the admin area sends them to their Account screen.
 */
export const mustEnrolSecondFactor = (user: { twoFactorRequired: boolean; twoFactorEnabled: boolean }): boolean =>
  user.twoFactorRequired && !user.twoFactorEnabled;

/** How many recovery codes a member gets at a time. */
export const RECOVERY_CODE_COUNT = 10;

/** The answer to a wrong code, whichever kind (from the app or a recovery code) and wherever it was asked. */
export const INVALID_CODE = "The code is not valid";

/**
 * The answer to a right code from the app whose 30 seconds already signed in or confirmed
 * something: each code is taken once, so the member waits for the app's next one.
 */
export const CODE_JUST_USED = "This code was just used. Wait for the next code and enter it.";

/** The answer to a code sent after its pending sign-in ended: the sign-in starts again from the password. */
export const SIGN_IN_EXPIRED = "Your sign-in has expired; enter your username and password again";
