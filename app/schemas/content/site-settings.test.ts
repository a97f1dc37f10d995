import { describe, expect, it } from "vitest";
import { siteSettingsSchema } from "./site-settings";

const DAY_MS = 24 * 60 * 60 * 1000;
const dayAhead = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);
const expiryProblem = (day: string) =>
  siteSettingsSchema.shape.securityTxtExpiresOn.safeParse(day).error?.issues.map((issue) => issue.message);

describe("the security.txt expiry", () => {
  it("lies ahead and less than a year away, as RFC 9116 advises (it ends at the day's end)", () => {
    expect(expiryProblem(dayAhead(1))).toBeUndefined();
    expect(expiryProblem(dayAhead(364))).toBeUndefined();
    expect(expiryProblem(dayAhead(365))).toEqual(["security.txt expiry must be within the next year"]);
    expect(expiryProblem(dayAhead(0))).toEqual(["security.txt expiry must be within the next year"]);
  });
});
