import { z } from "zod";
import { USER_ROLES } from "~/lib/domain-values";
import { stored } from "../fields";

const MIN_PASSWORD_LENGTH = 12;

const passwordField = (label: string) =>
  z
    .string(`${label} is required`)
    .min(MIN_PASSWORD_LENGTH, `${label} must be at least ${MIN_PASSWORD_LENGTH} characters`)
    .max(256, `${label} must be at most 256 characters`);

/** The user form and `POST /api/users` (admins only). */
export const createUserSchema = z.object({
  username: z
    .string("Username is required")
    .trim()
    .min(3, "Username must be at least 3 characters")
    .max(64, "Username must be at most 64 characters")
    .regex(/^[A-Za-z0-9._-]+$/, "Use letters, digits, dots, hyphens and underscores"),
  email: z
    .string("E-mail address is required")
    .trim()
    .toLowerCase()
    .max(254, "E-mail address is too long")
    .pipe(z.email("Enter a valid e-mail address")),
  role: z.enum(USER_ROLES, `Choose one of ${USER_ROLES.join(", ")}`).optional(),
  password: passwordField("Password"),
});

/** `PUT /api/users/{id}`: the username never changes; a new password resets it. */
export const updateUserSchema = createUserSchema.omit({ username: true }).partial();

/** `PUT /api/auth/password`: any signed-in staff member changes their own password. */
export const changePasswordSchema = z.object({
  currentPassword: z.string("Current password is required").min(1, "Current password is required").max(256, "Current password is too long"),
  newPassword: passwordField("New password"),
});

export type UserInput = z.infer<typeof createUserSchema>;
export type UserUpdate = z.infer<typeof updateUserSchema>;
export type PasswordChange = z.infer<typeof changePasswordSchema>;

/** A staff account as the API sends it (`GET /api/users`, and the POST and PUT answers): never its password hash. */
export const userRow = z.strictObject({
  id: stored.id,
  username: z.string(),
  role: z.enum(USER_ROLES),
  email: z.string(),
  createdAt: stored.time,
  /** Whether the account signs in with a second factor (docs/decisions/064-two-factor-sign-in.md). */
  twoFactorEnabled: z.boolean(),
});

/** The signed-in staff member, as sign-in and the session check answer (`POST /api/auth/login`, `GET /api/auth/me`). */
export const sessionUserRow = userRow.omit({ createdAt: true }).extend({
  /** Whether the sign-in policy requires a second factor of this member; without one, only enrolment is open to them. */
  twoFactorRequired: z.boolean(),
});

export type UserRow = z.output<typeof userRow>;
export type SessionUserRow = z.output<typeof sessionUserRow>;
