import { describe, expect, it } from "vitest";
import { changePasswordSchema } from "~/schemas/staff/user";
import { PASSWORDS_DIFFER, withPasswordConfirmation } from "./password-confirmation";

const schema = withPasswordConfirmation(changePasswordSchema, "newPassword");
const issuesOf = (values: object) => schema.safeParse(values).error?.issues.map(({ path, message }) => ({ path, message })) ?? [];

describe("withPasswordConfirmation", () => {
  it("accepts the new password typed twice", () => {
    const values = { currentPassword: "old password", newPassword: "a new long password", confirmPassword: "a new long password" };
    expect(schema.parse(values)).toEqual(values);
  });

  it("puts a mismatch under the confirmation field", () => {
    expect(issuesOf({ currentPassword: "old", newPassword: "a new long password", confirmPassword: "a new long passwort" })).toEqual([
      { path: ["confirmPassword"], message: PASSWORDS_DIFFER },
    ]);
  });

  it("still applies the password rules of the schema", () => {
    expect(issuesOf({ currentPassword: "old", newPassword: "short", confirmPassword: "short" })).toEqual([
      { path: ["newPassword"], message: "New password must be at least 12 characters" },
    ]);
  });
});
