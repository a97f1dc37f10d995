/**
 * Two-factor sign-in's bodies and answers (docs/decisions/064-two-factor-sign-in.md), shared by
 * the API and the admin's forms: a code is six digits from an authenticator app or one of the
 * recovery codes (ten letters and digits, a hyphen in the middle, any case).
 */
import { z } from "zod";
import { TWO_FACTOR_POLICIES } from "~/lib/two-factor-values";

/** Spaces and hyphens are left out before checking, so "123 456" and "abcde-fghij" are read as typed. */
const codeField = (label: string) =>
  z
    .string(`${label} is required`)
    .transform((code) => code.replace(/[\s-]/g, ""))
    .pipe(
      z
        .string()
        .min(1, `${label} is required`)
        .max(32, `${label} is too long`)
        .regex(/^[A-Za-z0-9]+$/, "Enter the six digits from your app, or a recovery code"),
    );

/**
 * A code: the one that completes a sign-in (`POST /api/auth/login/second-factor`), and the one that
 * confirms turning two-factor sign-in on or asking for new recovery codes.
 */
export const twoFactorCodeSchema = z.object({ code: codeField("Code") });

/** Turning it off: a code (or a recovery code), or the account's password. */
export const twoFactorDisableSchema = z
  .object({
    code: codeField("Code").optional(),
    password: z.string("Password must be text").min(1, "Password is required").max(256, "Password is too long").optional(),
  })
  .superRefine((value, context) => {
    if (value.code === undefined && value.password === undefined) {
      context.addIssue({ code: "custom", path: ["code"], message: "Enter a code or your password" });
    }
  });

/** `GET` and `PUT /api/two-factor-policy` (admins): whom two-factor sign-in is required of. */
export const twoFactorPolicySchema = z.object({
  requiredFor: z.enum(TWO_FACTOR_POLICIES, `Choose one of ${TWO_FACTOR_POLICIES.join(", ")}`),
});

export type TwoFactorDisableInput = z.infer<typeof twoFactorDisableSchema>;
export type TwoFactorPolicyInput = z.infer<typeof twoFactorPolicySchema>;

/** `POST /api/auth/login` when the password was right and a second factor is on: the sign-in waits for its code. */
export const secondFactorNeededRow = z.strictObject({ secondFactorRequired: z.literal(true) });

/** `GET /api/auth/two-factor`: one's own second factor. */
export const twoFactorStatusRow = z.strictObject({
  enabled: z.boolean(),
  /** Whether the policy requires it of this member (then it cannot be turned off). */
  required: z.boolean(),
  recoveryCodesLeft: z.number().int(),
});

/** `POST /api/auth/two-factor/setup`: a new secret to add to an authenticator app, as text, URI and QR code. */
export const twoFactorSetupRow = z.strictObject({
  secret: z.string(),
  otpauthUri: z.string(),
  qrCodeSvg: z.string(),
});

/** The ten new recovery codes, shown once. */
export const recoveryCodesRow = z.strictObject({ recoveryCodes: z.array(z.string()) });

export type TwoFactorStatusRow = z.output<typeof twoFactorStatusRow>;
export type TwoFactorSetupRow = z.output<typeof twoFactorSetupRow>;
export type RecoveryCodesRow = z.output<typeof recoveryCodesRow>;
export type TwoFactorPolicyRow = z.output<typeof twoFactorPolicySchema>;
