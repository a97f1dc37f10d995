/**
 * The production server, run as an operator would with the most talkative log level and SMTP
 * credentials, goes through sign-in, a failed sign-in, a password change, a new account, an
 * inquiry whose notification is mailed, an upload and sign-out; nothing secret may appear in
 * what it writes to stdout and stderr.
 */
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { ApiClient } from "../../tests/support/kits/api-client";
import { startServerProcess, type ServerProcess } from "../../tests/support/servers/server-process";
import { startSmtpSink, type SmtpSink } from "../../tests/support/servers/smtp-sink";
import { createServerProcessDatabase } from "../../tests/support/servers/test-database";
import { makeImage, uploadFile } from "../../tests/support/kits/upload-test-kit";

vi.setConfig({ testTimeout: 120_000 });

const ADMIN_PASSWORD = "first-admin-passphrase-7Qx";
const NEW_PASSWORD = "changed-admin-passphrase-3Lm";
const WRONG_PASSWORD = "almost-the-admin-passphrase-9Kd";
const EDITOR_PASSWORD = "new-editor-passphrase-5Tr";
const SMTP_USER = "mailer";
const SMTP_PASSWORD = "smtp-secret-8Vw2";

let smtp: SmtpSink;
let server: ServerProcess;
let cleanUp: () => Promise<void>;

beforeAll(async () => {
  smtp = await startSmtpSink({ username: SMTP_USER, password: SMTP_PASSWORD });
  const database = await createServerProcessDatabase();
  cleanUp = database.drop;
  server = await startServerProcess({
    ...database.env,
    LOG_LEVEL: "trace",
    ADMIN_PASSWORD,
    SEED_DEMO_CONTENT: "false",
    SMTP_URL: `smtp://${SMTP_USER}:${SMTP_PASSWORD}@${smtp.url.replace("smtp://", "")}`,
  });
});
afterAll(async () => {
  await server?.stop();
  await smtp?.close();
  await cleanUp?.();
});

it("never writes a password, a session token, a cookie or the SMTP credentials to the log", async () => {
  const admin = new ApiClient(server.url);
  const visitor = new ApiClient(server.url);

  expect((await visitor.post("/api/auth/login", { username: "admin", password: WRONG_PASSWORD })).status).toBe(401);
  expect((await admin.post("/api/auth/login", { username: "admin", password: ADMIN_PASSWORD })).status).toBe(200);
  expect((await admin.get("/api/auth/me")).status).toBe(200);
  expect((await admin.put("/api/auth/password", { currentPassword: ADMIN_PASSWORD, newPassword: NEW_PASSWORD })).status).toBe(204);
  const created = await admin.post("/api/users", {
    username: "editor1",
    email: "editor1@example.com",
    role: "editor",
    password: EDITOR_PASSWORD,
  });
  expect(created.status, created.text).toBe(201);
  expect((await uploadFile(admin, await makeImage("png"), { filename: "site-visit.png" })).status).toBe(201);

  const inquiry = await visitor.post("/api/inquiries", { type: "demo", name: "Jane Doe", email: "jane@example.com" });
  expect(inquiry.status, inquiry.text).toBe(201);
  await vi.waitFor(() => expect(smtp.received).toHaveLength(1), { timeout: 30_000, interval: 250 });

  // A browser sends the session with its other cookies; an admin page is rendered for it.
  const cookieHeader = `sidebar_state=true; ${admin.sessionCookie!}`;
  const page = await fetch(`${server.url}/admin/users`, { headers: { cookie: cookieHeader } });
  expect(page.status).toBe(200);
  await page.text();
  const token = admin.sessionCookie!.replace("session=", "");
  expect((await admin.post("/api/auth/logout")).status).toBe(200);
  await server.stop();

  const log = server.output();
  // The log saw every step: otherwise its silence would prove nothing.
  for (const step of ["/api/auth/login", "/api/auth/password", "/api/users", "/api/objects/upload", "/api/inquiries", "mail sent"]) {
    expect(log).toContain(step);
  }
  const secrets = {
    "the first admin password": ADMIN_PASSWORD,
    "the new admin password": NEW_PASSWORD,
    "a mistyped password": WRONG_PASSWORD,
    "a new account's password": EDITOR_PASSWORD,
    "the SMTP password": SMTP_PASSWORD,
    "the SMTP sign-in as sent (AUTH PLAIN)": Buffer.from(`\0${SMTP_USER}\0${SMTP_PASSWORD}`).toString("base64"),
    "the session token": token,
    "the cookie header": cookieHeader,
  };
  for (const [name, secret] of Object.entries(secrets)) {
    expect(log.includes(secret), `${name} is in the log`).toBe(false);
  }
});
