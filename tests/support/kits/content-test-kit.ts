/**
 * What the content, users and database API tests share: the built app over one database per
 * test file, emptied before each test, with a signed-in admin ("admin1"), a signed-in editor
 * ("editor1") and a visitor without a session. Sessions are made directly in the database and
 * the password hash once per file, which keeps the tests fast.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import {
  adminUsers,
  categories,
  companyInfo,
  distributors,
  certificates,
  heroSlides,
  inquiries,
  newsArticles,
  rateLimits,
  resources,
  securityAdvisories,
  solutions,
} from "~/db/schema";
import type { UserRole } from "~/lib/domain-values";
import { hashPassword } from "~/lib/server/password.server";
import { createSession } from "~/services/staff/session.server";
import { ApiClient } from "./api-client";
import { createTestDatabase } from "../servers/test-database";
import { startTestServer, type TestServer } from "../servers/test-server";
import { TEST_PASSWORD } from "./users";

export type ContentApi = {
  database: DatabaseHandle;
  /** Signed in as "admin1", role admin. */
  admin: ApiClient;
  /** Signed in as "editor1", role editor. */
  staff: ApiClient;
  /** No session: a member of the public. */
  visitor: ApiClient;
  /** A new client signed in as `username` with a session of its own. */
  signIn(username: string): Promise<ApiClient>;
  userId(username: string): string;
};

export function useContentApi(): ContentApi {
  const api = {} as ContentApi;
  let server: TestServer;
  let passwordHash: string;
  const userIds = new Map<string, string>();

  beforeAll(async () => {
    api.database = await createTestDatabase();
    server = await startTestServer(api.database);
    passwordHash = await hashPassword(TEST_PASSWORD);
  });
  afterAll(async () => {
    await server?.close();
    await api.database?.close();
  });
  beforeEach(async () => {
    const { db } = api.database;
    // Sessions go with their users, products and case studies with their categories and solutions.
    await db.execute(
      sql`truncate ${adminUsers}, ${rateLimits}, ${categories}, ${solutions}, ${resources}, ${newsArticles}, ${heroSlides}, ${distributors}, ${certificates}, ${companyInfo}, ${inquiries}, ${securityAdvisories} cascade`,
    );
    const accounts: { username: string; role: UserRole }[] = [
      { username: "admin1", role: "admin" },
      { username: "editor1", role: "editor" },
    ];
    const rows = await db
      .insert(adminUsers)
      .values(accounts.map(({ username, role }) => ({ username, role, email: `${username}@example.com`, passwordHash })))
      .returning();
    for (const row of rows) userIds.set(row.username, row.id);
    api.admin = await api.signIn("admin1");
    api.staff = await api.signIn("editor1");
    api.visitor = new ApiClient(server.url);
  });

  api.userId = (username) => userIds.get(username)!;
  api.signIn = async (username) => {
    const client = new ApiClient(server.url);
    client.sessionCookie = `session=${await createSession(api.database.db, api.userId(username))}`;
    return client;
  };
  return api;
}
