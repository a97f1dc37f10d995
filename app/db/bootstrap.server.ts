/**
 * First start of an empty database: creates the first admin account and, unless turned off,
 * the demo content. Runs in one transaction under an advisory lock, so two instances starting
 * at once on the same PostgreSQL server cannot both do it.
 */
import { count, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { adminUsers } from "~/db/schema";
import { seedDemoContent } from "~/db/seed/seed-demo-content.server";
import { generatePassword, hashPassword } from "~/lib/server/password.server";
import type { FileStorage } from "~/lib/server/storage/file-storage.server";

const BOOTSTRAP_LOCK_KEY = 72_410_732;

export type BootstrapOptions = {
  admin: { username: string; email: string; password: string | undefined };
  seedDemoContent: boolean;
  /** Where the demo's downloads are stored, like uploads. */
  storage: FileStorage;
};

export type BootstrapResult =
  { firstStart: false } | { firstStart: true; username: string; password: string; passwordWasGenerated: boolean; seeded: boolean };

export async function bootstrapDatabase(db: Database, options: BootstrapOptions): Promise<BootstrapResult> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${BOOTSTRAP_LOCK_KEY})`);
    const [users] = await tx.select({ total: count() }).from(adminUsers);
    if (users!.total > 0) return { firstStart: false };

    const password = options.admin.password ?? generatePassword();
    await tx.insert(adminUsers).values({
      username: options.admin.username,
      email: options.admin.email,
      passwordHash: await hashPassword(password),
      role: "admin",
    });
    if (options.seedDemoContent) await seedDemoContent(tx, options.storage);
    return {
      firstStart: true,
      username: options.admin.username,
      password,
      passwordWasGenerated: options.admin.password === undefined,
      seeded: options.seedDemoContent,
    };
  });
}
