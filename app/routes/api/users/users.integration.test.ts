import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import type { User } from "~/services/staff/user.server";
import { ApiClient } from "../../../../tests/support/kits/api-client";
import { TEST_PASSWORD } from "../../../../tests/support/kits/users";
import { expectFieldErrors } from "../../../../tests/support/kits/catalogue-test-kit";
import { useContentApi } from "../../../../tests/support/kits/content-test-kit";

const api = useContentApi();

const NEW_PASSWORD = "a brand new passphrase";
const carol = { username: "carol", email: "Carol@Example.com", role: "editor", password: "carol's long password" };

async function createCarol(body: object = carol): Promise<User> {
  const response = await api.admin.post<User>("/api/users", body);
  expect(response.status).toBe(201);
  return response.body;
}

async function canSignIn(username: string, password: string): Promise<boolean> {
  const client = new ApiClient(api.visitor.baseUrl);
  return (await client.post("/api/auth/login", { username, password })).status === 200;
}

describe("GET /api/users", () => {
  it("lists the accounts without their password hashes", async () => {
    const response = await api.admin.get<User[]>("/api/users");
    expect(response.status).toBe(200);
    expect(response.body).toEqual(
      [
        {
          id: api.userId("admin1"),
          username: "admin1",
          email: "admin1@example.com",
          role: "admin",
          createdAt: expect.any(String),
          twoFactorEnabled: false,
        },
        {
          id: api.userId("editor1"),
          username: "editor1",
          email: "editor1@example.com",
          role: "editor",
          createdAt: expect.any(String),
          twoFactorEnabled: false,
        },
      ].sort((a, b) => a.username.localeCompare(b.username)),
    );
    expect(response.text).not.toContain("argon2");
  });
});

describe("users calls are for admins only", () => {
  it("answers 401 without a session and 403 to an editor", async () => {
    const id = api.userId("editor1");
    const calls = [
      (client: ApiClient) => client.get("/api/users"),
      (client: ApiClient) => client.post("/api/users", carol),
      (client: ApiClient) => client.put(`/api/users/${id}`, { role: "admin" }),
      (client: ApiClient) => client.delete(`/api/users/${id}`),
    ];
    for (const call of calls) {
      expect((await call(api.visitor)).status).toBe(401);
      const editor = await call(api.staff);
      expect(editor.status).toBe(403);
      expect(editor.body).toEqual({ message: "Only an admin may do this" });
    }
    expect((await api.admin.get<User[]>("/api/users")).body.find((user) => user.id === id)?.role).toBe("editor");
  });
});

describe("POST /api/users", () => {
  it("creates an account that can sign in", async () => {
    const created = await createCarol();
    expect(created).toEqual({
      id: expect.any(String),
      username: "carol",
      email: "carol@example.com",
      role: "editor",
      createdAt: expect.any(String),
      twoFactorEnabled: false,
    });
    expect(await canSignIn("carol", carol.password)).toBe(true);
  });

  it("names every invalid field", async () => {
    const response = await api.admin.post("/api/users", { username: "a b", email: "not-an-email", role: "owner", password: "short" });
    expectFieldErrors(response, {
      username: "Use letters, digits, dots, hyphens and underscores",
      email: "Enter a valid e-mail address",
      role: "Choose one of admin, editor",
      password: "Password must be at least 12 characters",
    });
  });

  it("answers 409 naming a username or an e-mail address in use", async () => {
    const username = await api.admin.post("/api/users", { ...carol, username: "editor1" });
    expect(username.status).toBe(409);
    expect(username.body).toMatchObject({ fields: { username: "This username is already in use" } });
    const email = await api.admin.post("/api/users", { ...carol, email: "EDITOR1@example.com" });
    expect(email.status).toBe(409);
    expect(email.body).toMatchObject({ fields: { email: "This e-mail address is already in use" } });
  });
});

describe("PUT /api/users/{id}", () => {
  it("changes only the fields sent; the username stays", async () => {
    const created = await createCarol();
    const response = await api.admin.put<User>(`/api/users/${created.id}`, { role: "admin", username: "caroline" });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ ...created, role: "admin" });
    expect((await api.admin.put(`/api/users/${created.id}`, {})).body).toEqual(response.body);
  });

  it("resets a password and ends that user's sessions", async () => {
    const editorBrowser = await api.signIn("editor1");
    const response = await api.admin.put(`/api/users/${api.userId("editor1")}`, { password: NEW_PASSWORD });
    expect(response.status).toBe(200);
    expect((await editorBrowser.get("/api/auth/me")).status).toBe(401);
    expect((await api.staff.get("/api/auth/me")).status).toBe(401);
    expect(await canSignIn("editor1", TEST_PASSWORD)).toBe(false);
    expect(await canSignIn("editor1", NEW_PASSWORD)).toBe(true);
  });

  it("keeps the admin's own browser signed in when they reset their own password", async () => {
    const otherBrowser = await api.signIn("admin1");
    expect((await api.admin.put(`/api/users/${api.userId("admin1")}`, { password: NEW_PASSWORD })).status).toBe(200);
    expect((await api.admin.get("/api/auth/me")).status).toBe(200);
    expect((await otherBrowser.get("/api/auth/me")).status).toBe(401);
  });

  it("refuses to make the last admin an editor, but allows it while another admin remains", async () => {
    const lastAdmin = await api.admin.put(`/api/users/${api.userId("admin1")}`, { role: "editor" });
    expect(lastAdmin.status).toBe(409);
    expect(lastAdmin.body).toEqual({ message: "The last admin cannot be made an editor; make another user an admin first" });

    await api.admin.put(`/api/users/${api.userId("editor1")}`, { role: "admin" });
    expect((await api.admin.put(`/api/users/${api.userId("admin1")}`, { role: "editor" })).status).toBe(200);
  });

  it("answers 409 for an e-mail address in use and 404 for an unknown id", async () => {
    expect((await api.admin.put(`/api/users/${api.userId("editor1")}`, { email: "admin1@example.com" })).status).toBe(409);
    for (const id of [randomUUID(), "not-a-uuid"]) {
      const response = await api.admin.put(`/api/users/${id}`, { role: "editor" });
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ message: "User not found" });
    }
  });
});

describe("DELETE /api/users/{id}", () => {
  it("deletes an account and ends its sessions", async () => {
    const response = await api.admin.delete(`/api/users/${api.userId("editor1")}`);
    expect(response.status).toBe(204);
    expect((await api.staff.get("/api/auth/me")).status).toBe(401);
    expect((await api.admin.get<User[]>("/api/users")).body.map((user) => user.username)).toEqual(["admin1"]);
  });

  it("refuses to delete the admin's own account", async () => {
    const response = await api.admin.delete(`/api/users/${api.userId("admin1")}`);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: "You cannot delete your own account" });
    expect((await api.admin.get("/api/auth/me")).status).toBe(200);
  });

  it("answers 404 for an unknown id", async () => {
    expect((await api.admin.delete(`/api/users/${randomUUID()}`)).status).toBe(404);
  });
});
