/**
 * Who may call what: every operation of the OpenAPI document (itself checked against the route
 * config, so no route escapes) is called without a session, as an editor and as an admin, and
 * every admin screen is opened the same three ways. A route whose guard is missing, or checks
 * its input before the session, fails here.
 *
 * Path parameters are unknown ids and bodies are empty, so the calls that are let through answer
 * 400 or 404 and change nothing, except the admin's database seed and clear, which only touch
 * this file's own database. Fields of a staff call that the document names as the admin's alone
 * are tried too: an editor's change of each is refused, an admin's saved.
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { apiDescription } from "../openapi.server";
import { createSession } from "~/services/staff/session.server";
import { ApiClient, type ApiResponse } from "../../../../tests/support/kits/api-client";
import { adminScreenPaths, apiRoutePaths } from "../../../../tests/support/checks/route-config";
import { createTestDatabase } from "../../../../tests/support/servers/test-database";
import { startTestServer, type TestServer } from "../../../../tests/support/servers/test-server";
import { createUser } from "../../../../tests/support/kits/users";

/** Set up once: no call below changes the users or their sessions. */
const api = {} as { database: DatabaseHandle; server: TestServer; visitor: ApiClient; staff: ApiClient; admin: ApiClient };

beforeAll(async () => {
  api.database = await createTestDatabase();
  api.server = await startTestServer(api.database);
  const signedIn = async (role: "admin" | "editor") => {
    const client = new ApiClient(api.server.url);
    const user = await createUser(api.database.db, `${role}1`, role);
    client.sessionCookie = `session=${await createSession(api.database.db, user.id)}`;
    return client;
  };
  api.visitor = new ApiClient(api.server.url);
  api.staff = await signedIn("editor");
  api.admin = await signedIn("admin");
});
afterAll(async () => {
  await api.server?.close();
  await api.database?.close();
});

type Access = "public" | "staff" | "admin";
type DocumentedOperation = { security?: unknown[]; description?: string };

/** The access an operation declares: public (no security), or a session for staff or admins only. */
function accessOf(operation: DocumentedOperation): Access {
  if (operation.security?.length === 0) return "public";
  if (operation.description?.startsWith("Admins only.")) return "admin";
  if (operation.description?.startsWith("Signed-in staff (admin or editor).")) return "staff";
  throw new Error(`undeclared access: ${JSON.stringify(operation)}`);
}

const document = apiDescription();
const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
  Object.entries(methods).map(([method, operation]) => ({
    method: method.toUpperCase(),
    path,
    access: accessOf(operation as DocumentedOperation),
  })),
);

function call(client: ApiClient, method: string, path: string): Promise<ApiResponse> {
  const concrete = path.replace(/\{\w+\}/g, randomUUID());
  return client.request(method, concrete, method === "GET" || method === "DELETE" ? {} : { json: {} });
}

/** Let through: neither refused for want of a session or a role, nor failed. */
function expectAllowed(response: ApiResponse, who: string) {
  expect([401, 403], `${who} was refused: ${response.text}`).not.toContain(response.status);
  expect(response.status, `${who}: ${response.text}`).toBeLessThan(500);
}

describe("the operations under test", () => {
  it("are those the server documents, which are exactly the API routes of the route config", async () => {
    const served = await api.visitor.get<typeof document>("/api/openapi.json");
    expect(served.status).toBe(200);
    expect(served.body.paths).toEqual(JSON.parse(JSON.stringify(document.paths)));
    expect(Object.keys(document.paths).sort()).toEqual(apiRoutePaths().sort());
  });

  it("include public, staff and admin-only calls", () => {
    const count = (access: Access) => operations.filter((operation) => operation.access === access).length;
    expect(count("public")).toBeGreaterThan(10);
    expect(count("staff")).toBeGreaterThan(20);
    expect(count("admin")).toBeGreaterThanOrEqual(6);
  });
});

/** Each operation in one test (the three callers in turn), which keeps the file quick. */
it.each(operations)("$method $path ($access)", async ({ method, path, access }) => {
  const visitor = await call(api.visitor, method, path);
  if (access === "public") {
    expectAllowed(visitor, "a visitor");
    return;
  }
  expect(visitor.status, `a visitor: ${visitor.text}`).toBe(401);
  expect(visitor.body).toEqual({ message: "Sign in to continue" });

  const editor = await call(api.staff, method, path);
  if (access === "admin") {
    expect(editor.status, `an editor: ${editor.text}`).toBe(403);
    expect(editor.body).toEqual({ message: "Only an admin may do this" });
  } else {
    expectAllowed(editor, "an editor");
  }

  expectAllowed(await call(api.admin, method, path), "an admin");
});

describe("fields of a staff call that only an admin may change", () => {
  /** A new value for each field an operation documents as the admin's alone. */
  const CHANGES: Record<string, Record<string, unknown>> = {
    "PUT /api/site-settings": {
      securityEmail: "reports@elsewhere.example",
      securityAcknowledgeDays: 9,
      securityTxtExpiresOn: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
      securityLanguages: ["de"],
    },
  };
  const guarded = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).flatMap(([method, operation]) => {
      const fields = (operation as { "x-admin-only-fields"?: string[] })["x-admin-only-fields"];
      return fields ? [{ call: `${method.toUpperCase()} ${path}`, path, fields }] : [];
    }),
  );

  it("are documented for the vulnerability-reporting settings, each with a change to try", () => {
    expect(guarded.map(({ call, fields }) => [call, fields])).toEqual(
      Object.entries(CHANGES).map(([call, changes]) => [call, Object.keys(changes)]),
    );
  });

  it.each(guarded)("$call: an editor's change of each is refused by name, an admin's is saved", async ({ call, path, fields }) => {
    for (const field of fields) {
      const current = (await api.admin.get<Record<string, unknown>>(path)).body;
      const changed = { ...current, [field]: CHANGES[call]![field] };
      const editor = await api.staff.put(path, changed);
      expect(editor.status, `${call} ${field}: ${editor.text}`).toBe(403);
      expect(editor.body).toMatchObject({ fields: { [field]: expect.any(String) } });
      expect((await api.staff.put(path, current)).status, `${call} unchanged`).toBe(200);
      const admin = await api.admin.put(path, changed);
      expect(admin.status, `${call} ${field}: ${admin.text}`).toBe(200);
      expect((admin.body as Record<string, unknown>)[field]).toEqual(CHANGES[call]![field]);
    }
  });
});

describe("the admin screens", () => {
  const ADMIN_ONLY_SCREENS = ["/admin/users", "/admin/database", "/admin/activity", "/admin/webhooks"];
  const screens = adminScreenPaths();

  it("include every screen of the admin area", () => {
    expect(screens).toEqual(expect.arrayContaining([...ADMIN_ONLY_SCREENS, "/admin", "/admin/products", "/admin/account"]));
    expect(screens.length).toBeGreaterThan(10);
  });

  it("send a visitor without a session to the sign-in screen", async () => {
    for (const screen of [...screens, "/admin/no-such-screen"]) {
      const response = await api.visitor.get(screen);
      expect(response.status, screen).toBe(302);
      expect(response.headers.get("location"), screen).toBe("/admin/login");
    }
    expect((await api.visitor.get("/admin/login")).status).toBe(200);
  });

  it("answer a client-side navigation without a session (`.data`) with the same redirect and no data", async () => {
    for (const screen of screens) {
      const response = await api.visitor.get(`${screen}.data`);
      expect(response.status, screen).toBe(202);
      expect(response.text, screen).toMatch(/^\[\["SingleFetchRedirect",1\].*"redirect","\/admin\/login"/);
      expect(response.text, screen).not.toContain("routes/admin");
    }
    const editorData = await api.staff.get("/admin/users.data");
    expect(editorData.status).toBe(403);
    expect(editorData.text).toContain('"allowed",false');
  });

  it("show an editor every screen but the admin-only ones, which answer a 403 page", async () => {
    for (const screen of screens) {
      const response = await api.staff.get(screen);
      expect(response.status, screen).toBe(ADMIN_ONLY_SCREENS.includes(screen) ? 403 : 200);
      if (ADMIN_ONLY_SCREENS.includes(screen)) expect(response.text, screen).toContain("Admins only");
    }
  });

  it("show an admin every screen", async () => {
    for (const screen of screens) {
      expect((await api.admin.get(screen)).status, screen).toBe(200);
    }
  });
});
