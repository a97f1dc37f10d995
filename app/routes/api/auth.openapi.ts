/** The OpenAPI operations of auth.routes.ts: sign-in with its second factor, sign-out, the session check, one's own password and second factor. */
import { z } from "zod";
import type { Operation } from "~/lib/server/openapi-document.server";
import { loginSchema } from "~/schemas/staff/login";
import {
  recoveryCodesRow,
  secondFactorNeededRow,
  twoFactorCodeSchema,
  twoFactorDisableSchema,
  twoFactorSetupRow,
  twoFactorStatusRow,
} from "~/schemas/staff/two-factor";
import { changePasswordSchema, sessionUserRow } from "~/schemas/staff/user";

/** Open to a member who must still enrol the second factor the sign-in policy requires; every other staff call answers them 403. */
const OPEN_BEFORE_ENROLMENT = "Open also to a member the two-factor policy covers who has not enrolled yet.";

export const authOperations: Operation[] = [
  {
    method: "post",
    path: "/api/auth/login",
    tag: "Sign-in",
    access: "public",
    summary: "Sign in; sets the session cookie, or, with a second factor on, a pending sign-in's cookie for the code",
    body: loginSchema,
    response: {
      status: 200,
      description: "Signed in, or waiting for the second factor (`secondFactorRequired`)",
      schema: z.union([sessionUserRow, secondFactorNeededRow]),
    },
    errors: [401, 429],
  },
  {
    method: "post",
    path: "/api/auth/login/second-factor",
    tag: "Sign-in",
    access: "public",
    summary: "Complete a pending sign-in with a code from the authenticator app or a recovery code; sets the session cookie",
    body: twoFactorCodeSchema,
    response: { status: 200, description: "Signed in", schema: sessionUserRow },
    errors: [401, 429],
  },
  {
    method: "post",
    path: "/api/auth/logout",
    tag: "Sign-in",
    access: "public",
    summary: "Sign out; ends the session",
    response: { status: 200, description: "Signed out" },
  },
  {
    method: "get",
    path: "/api/auth/me",
    tag: "Sign-in",
    access: "staff",
    summary: "The signed-in user",
    response: { status: 200, description: "The user", schema: sessionUserRow },
  },
  {
    method: "put",
    path: "/api/auth/password",
    tag: "Sign-in",
    access: "staff",
    summary: "Change your own password; ends your other sessions",
    body: changePasswordSchema,
    response: { status: 204, description: "Changed" },
    errors: [429],
  },
  {
    method: "get",
    path: "/api/auth/two-factor",
    tag: "Sign-in",
    access: "staff",
    summary: "Your own second factor: on or off, required or not, recovery codes left",
    description: OPEN_BEFORE_ENROLMENT,
    response: { status: 200, description: "Its state", schema: twoFactorStatusRow },
  },
  {
    method: "post",
    path: "/api/auth/two-factor/setup",
    tag: "Sign-in",
    access: "staff",
    summary: "Start turning two-factor sign-in on: a new secret, its otpauth:// URI and QR code",
    description: OPEN_BEFORE_ENROLMENT,
    response: { status: 200, description: "The secret to add to an authenticator app", schema: twoFactorSetupRow },
    errors: [409],
  },
  {
    method: "post",
    path: "/api/auth/two-factor/enable",
    tag: "Sign-in",
    access: "staff",
    summary: "Turn two-factor sign-in on with a first code from the app; answers ten recovery codes, shown once",
    description: OPEN_BEFORE_ENROLMENT,
    body: twoFactorCodeSchema,
    response: { status: 200, description: "On", schema: recoveryCodesRow },
    errors: [409, 429],
  },
  {
    method: "post",
    path: "/api/auth/two-factor/recovery-codes",
    tag: "Sign-in",
    access: "staff",
    summary: "Ten new recovery codes for a code; the old ones stop working",
    body: twoFactorCodeSchema,
    response: { status: 200, description: "The new codes, shown once", schema: recoveryCodesRow },
    errors: [409, 429],
  },
  {
    method: "post",
    path: "/api/auth/two-factor/disable",
    tag: "Sign-in",
    access: "staff",
    summary: "Turn two-factor sign-in off, with a code or your password (not while the policy requires it of you)",
    body: twoFactorDisableSchema,
    response: { status: 204, description: "Off" },
    errors: [409, 429],
  },
];
