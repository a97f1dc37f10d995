/** Staff accounts for tests. */
import type { Database } from "~/db/client.server";
import { adminUsers } from "~/db/schema";
import type { UserRole } from "~/lib/domain-values";
import { hashPassword } from "~/lib/server/password.server";

export const TEST_PASSWORD = "correct horse battery staple";

export async function createUser(db: Database, username: string, role: UserRole = "editor") {
  const [user] = await db
    .insert(adminUsers)
    .values({ username, email: `${username}@example.com`, role, passwordHash: await hashPassword(TEST_PASSWORD) })
    .returning();
  return user!;
}
