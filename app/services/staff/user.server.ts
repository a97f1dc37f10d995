/**
 * Staff accounts (managed by admins) and each user's own password. At least one admin always
 * remains: the last one can be neither demoted nor deleted, and nobody deletes their own
 * account. A new password ends the user's other sessions.
 */
import { asc, eq } from "drizzle-orm";
import type { Queryable } from "~/db/client.server";
import { adminUsers } from "~/db/schema";
import { withUniqueFields } from "~/lib/server/database-errors.server";
import { badRequest, conflict } from "~/lib/server/http-errors.server";
import { hashPassword, verifyPassword } from "~/lib/server/password.server";
import type { PasswordChange, UserInput, UserUpdate } from "~/schemas/staff/user";
import { writeAs } from "./activity-log.server";
import { foundRow, rowId } from "../records/row-by-id.server";
import { deleteOtherSessions, TWO_FACTOR_ENABLED, type SessionUser } from "./session.server";
import { throttledCheck } from "./throttled-check.server";

const NOT_FOUND = "User not found";
const TABLE = "admin_users";

/** What the API shows of an account: never the password hash. */
const publicColumns = {
  id: adminUsers.id,
  username: adminUsers.username,
  email: adminUsers.email,
  role: adminUsers.role,
  createdAt: adminUsers.createdAt,
  twoFactorEnabled: TWO_FACTOR_ENABLED,
};

export type User = Omit<SessionUser, "twoFactorRequired"> & { createdAt: Date };

export function listUsers(db: Queryable): Promise<User[]> {
  return db.select(publicColumns).from(adminUsers).orderBy(asc(adminUsers.createdAt), asc(adminUsers.username));
}

export async function createUser(db: Queryable, { password, ...account }: UserInput): Promise<User> {
  const values = { ...account, passwordHash: await hashPassword(password) };
  const [user] = await withUniqueFields(TABLE, () => db.insert(adminUsers).values(values).returning(publicColumns));
  return user!;
}

/**
 * Refuses, with 409, a change that would leave no admin. The admin rows are locked first (in id
 * order), so two admins demoting or deleting each other at the same moment cannot both succeed.
 */
async function keepAnAdmin(tx: Queryable, userId: string, action: string): Promise<void> {
  const admins = await tx
    .select({ id: adminUsers.id })
    .from(adminUsers)
    .where(eq(adminUsers.role, "admin"))
    .orderBy(asc(adminUsers.id))
    .for("update");
  if (admins.length === 1 && admins[0]!.id === userId) {
    throw conflict(`The last admin cannot be ${action}; make another user an admin first`);
  }
}

/** An admin changes an account (another's or their own): e-mail, role, a new password. */
export async function updateUser(
  db: Queryable,
  actor: SessionUser,
  id: string | undefined,
  input: UserUpdate,
  actorToken: string | undefined,
): Promise<User> {
  const userId = rowId(id, NOT_FOUND);
  const { password, ...changes } = input;
  const values = { ...changes, ...(password === undefined ? {} : { passwordHash: await hashPassword(password) }) };
  return writeAs(db, actor, async (tx) => {
    const user = foundRow(await tx.select(publicColumns).from(adminUsers).where(eq(adminUsers.id, userId)), NOT_FOUND);
    if (user.role === "admin" && changes.role === "editor") await keepAnAdmin(tx, userId, "made an editor");
    if (Object.values(values).every((value) => value === undefined)) return user;
    const [updated] = await withUniqueFields(TABLE, () =>
      tx.update(adminUsers).set(values).where(eq(adminUsers.id, userId)).returning(publicColumns),
    );
    // A reset password signs the account out everywhere, except the admin's own browser.
    if (password !== undefined) await deleteOtherSessions(tx, userId, userId === actor.id ? actorToken : undefined);
    return updated!;
  });
}

export async function deleteUser(db: Queryable, actor: SessionUser, id: string | undefined): Promise<void> {
  const userId = rowId(id, NOT_FOUND);
  if (userId === actor.id) throw badRequest("You cannot delete your own account");
  await writeAs(db, actor, async (tx) => {
    await keepAnAdmin(tx, userId, "deleted");
    foundRow(await tx.delete(adminUsers).where(eq(adminUsers.id, userId)).returning({ id: adminUsers.id }), NOT_FOUND);
  });
}

/** Whether `password` is the account's: asked before a change to one's own account. */
export async function passwordMatches(db: Queryable, userId: string, password: string): Promise<boolean> {
  const [user] = await db.select({ passwordHash: adminUsers.passwordHash }).from(adminUsers).where(eq(adminUsers.id, userId));
  return user !== undefined && verifyPassword(user.passwordHash, password);
}

/**
 * A signed-in user changes their own password; their other sessions end, this one stays. The
 * current password is asked so that a borrowed session cannot take the account over; wrong
 * guesses are throttled like sign-in failures.
 */
export async function changeOwnPassword(
  db: Queryable,
  userId: string,
  input: PasswordChange,
  currentToken: string | undefined,
): Promise<void> {
  const check = { key: `password-check:user:${userId}`, blockedMessage: "Too many wrong passwords; try again later" };
  const currentPasswordMatches = await throttledCheck(db, check, () => passwordMatches(db, userId, input.currentPassword));
  if (!currentPasswordMatches) throw badRequest("Some fields are invalid", { currentPassword: "The current password is not correct" });
  const passwordHash = await hashPassword(input.newPassword);
  await writeAs(db, { id: userId }, async (tx) => {
    await tx.update(adminUsers).set({ passwordHash }).where(eq(adminUsers.id, userId));
    await deleteOtherSessions(tx, userId, currentToken);
  });
}
