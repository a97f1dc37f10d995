/**
 * The site the hostile-input sweeps (bad input, SQL injection) attack: the demo content, one
 * admin, one stored inquiry, and every row the site makes on first use already made, so that
 * the rows stored before the sweep are the ones it must leave as they were.
 */
import type { DatabaseHandle } from "~/db/client.server";
import { inquiries } from "~/db/schema";
import { seedDemoContent } from "~/db/seed/seed-demo-content.server";
import { formTokenKey } from "~/services/inquiries/spam-check.server";
import { createTestDatabase } from "../servers/test-database";
import { startTestServer, type TestServer } from "../servers/test-server";
import { createUser } from "./users";

/** The site and the server over it, started with `env`. */
export async function createSweepSite(
  adminUsername: string,
  env: Record<string, string>,
): Promise<{ database: DatabaseHandle; server: TestServer }> {
  const database = await createTestDatabase();
  const server = await startTestServer(database, env);
  await database.db.transaction((tx) => seedDemoContent(tx, server.storage));
  await createUser(database.db, adminUsername, "admin");
  // The spam settings row (and its form-token key) is made on its first read, which would
  // otherwise be whichever hostile request happened to ask for a form token first.
  await formTokenKey(database.db);
  await database.db.insert(inquiries).values({ type: "quote", name: "Stored person", email: "stored@example.com" });
  return { database, server };
}
