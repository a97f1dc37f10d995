/** Staff accounts for tests. */
import type { Database } from "~/db/client.server";
import { adminUsers } from "~/db/schema";
import type { UserRole } from "~/lib/domain-values";
import { hashPassword } from "~/lib/server/password.server";
import { createSession } from "~/services/staff/session.server";
import { ApiClient } from "./api-client";

export const TEST_PASSWORD = "correct horse battery staple";

export async function createUser(db: Database, username: string, role: UserRole = "editor") {
  const [user] = await db
    .insert(adminUsers)
    .values({ username, email: `${username}@example.com`, role, passwordHash: await hashPassword(TEST_PASSWORD) })
    .returning();
  return user!;
}

/** An API client signed in as the user with `userId` (its session made directly, without a sign-in call). */
export async function signedInClient(db: Database, baseUrl: string, userId: string): Promise<ApiClient> {
  const client = new ApiClient(baseUrl);
  client.sessionCookie = `session=${await createSession(db, userId)}`;
  return client;
}
