import { describe, expect, it, vi } from "vitest";
import { ApiError } from "~/lib/api-client";
import { failureWithReason, serverReason, showFormErrors } from "./user-api-errors";

const refusal = (status: number, body: object | string) =>
  new ApiError(status, typeof body === "string" ? body : JSON.stringify(body), "Status Text");

describe("serverReason", () => {
  it("is the message of the API's JSON error", () => {
    expect(serverReason(refusal(400, { message: "You cannot delete your own account" }))).toBe("You cannot delete your own account");
  });

  it("falls back to the status line for another body", () => {
    expect(serverReason(refusal(502, "Bad gateway"))).toBe("502: Bad gateway");
    expect(serverReason(refusal(500, { error: "x" }))).toBe('500: {"error":"x"}');
    expect(serverReason(refusal(503, ""))).toBe("503: Status Text");
  });

  it("is the text of any other error", () => {
    expect(serverReason(new TypeError("Failed to fetch"))).toBe("Failed to fetch");
    expect(serverReason("offline")).toBe("offline");
  });
});

it("failureWithReason says what failed, then why", () => {
  expect(failureWithReason("Failed to delete user", refusal(409, { message: "The last admin cannot be deleted" }))).toBe(
    "Failed to delete user: The last admin cannot be deleted",
  );
});

describe("showFormErrors", () => {
  it("puts field reasons under their fields and leaves nothing for the form", () => {
    const setError = vi.fn();
    const error = refusal(409, { message: "This username is already in use", fields: { username: "This username is already in use" } });
    expect(showFormErrors(error, setError, ["username", "email"])).toBeNull();
    expect(setError).toHaveBeenCalledWith("username", { message: "This username is already in use" }, { shouldFocus: true });
  });

  it("gives the form the API's message when no field is named", () => {
    const error = refusal(409, { message: "The last admin cannot be made an editor; make another user an admin first" });
    expect(showFormErrors(error, vi.fn(), ["email", "role"])).toBe(
      "The last admin cannot be made an editor; make another user an admin first",
    );
  });

  it("gives the form the reasons of fields it does not have", () => {
    const error = refusal(400, { message: "Some fields are invalid", fields: { username: "Too short" } });
    expect(showFormErrors(error, vi.fn(), ["email"])).toBe("Too short");
  });
});
