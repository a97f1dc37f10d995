import { describe, expect, it, vi } from "vitest";
import { ApiError } from "~/lib/api-client";
import { showServerErrors } from "./server-field-errors";

const refusal = (fields: Record<string, string>) =>
  new ApiError(400, JSON.stringify({ message: "Some fields are invalid", fields }), "Bad Request");

describe("showServerErrors", () => {
  it("puts each reason under the most specific field of the form that holds it", () => {
    const setError = vi.fn();
    const names = ["name", "bomList", "translations", "translations.fr.name", "translations.fr.features"];
    const error = refusal({
      "bomList.3.part": "Part is required",
      "translations.fr.name": "Name must be at most 200 characters",
      "translations.fr.features.2": "Each feature must be at most 500 characters",
      "translations.xx": "Translations are for zh-CN, ..., not xx",
    });
    expect(showServerErrors(error, setError, names)).toBeNull();
    expect(setError.mock.calls.map(([name, { message }]) => [name, message])).toEqual([
      ["bomList", "Part is required"],
      ["translations.fr.name", "Name must be at most 200 characters"],
      ["translations.fr.features", "Each feature must be at most 500 characters"],
      ["translations", "Translations are for zh-CN, ..., not xx"],
    ]);
  });

  it("gives the form the reasons no field shows", () => {
    expect(showServerErrors(refusal({ slug: "This slug is already in use" }), vi.fn(), ["name"])).toBe("This slug is already in use");
  });
});
