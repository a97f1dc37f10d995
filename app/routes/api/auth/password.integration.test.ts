import { describe, expect, it } from "vitest";
import { ApiClient } from "../../../../tests/support/kits/api-client";
import { TEST_PASSWORD } from "../../../../tests/support/kits/users";
import { expectFieldErrors } from "../../../../tests/support/kits/catalogue-test-kit";
import { useContentApi } from "../../../../tests/support/kits/content-test-kit";

const api = useContentApi();

const NEW_PASSWORD = "a brand new passphrase";

async function canSignIn(password: string): Promise<boolean> {
  const client = new ApiClient(api.visitor.baseUrl);
  return (await client.post("/api/auth/login", { username: "editor1", password })).status === 200;
}

describe("PUT /api/auth/password", () => {
  it("changes the password, keeps this session and ends the user's other sessions", async () => {
    const otherBrowser = await api.signIn("editor1");
    const response = await api.staff.put("/api/auth/password", { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD });
    expect(response.status).toBe(204);
    expect((await api.staff.get("/api/auth/me")).status).toBe(200);
    expect((await otherBrowser.get("/api/auth/me")).status).toBe(401);
    expect((await api.admin.get("/api/auth/me")).status).toBe(200);
    expect(await canSignIn(TEST_PASSWORD)).toBe(false);
    expect(await canSignIn(NEW_PASSWORD)).toBe(true);
  });

  it("refuses a wrong current password and changes nothing", async () => {
    const otherBrowser = await api.signIn("editor1");
    const response = await api.staff.put("/api/auth/password", { currentPassword: "not my password", newPassword: NEW_PASSWORD });
    expectFieldErrors(response, { currentPassword: "The current password is not correct" });
    expect((await otherBrowser.get("/api/auth/me")).status).toBe(200);
    expect(await canSignIn(TEST_PASSWORD)).toBe(true);
  });

  it("names every invalid field", async () => {
    expectFieldErrors(await api.staff.put("/api/auth/password", { newPassword: "short" }), {
      currentPassword: "Current password is required",
      newPassword: "New password must be at least 12 characters",
    });
  });

  it("throttles repeated wrong current passwords with 429", async () => {
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await api.staff.put("/api/auth/password", { currentPassword: "guess", newPassword: NEW_PASSWORD })).status).toBe(400);
    }
    const blocked = await api.staff.put("/api/auth/password", { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("needs a session", async () => {
    const response = await api.visitor.put("/api/auth/password", { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD });
    expect(response.status).toBe(401);
  });
});
