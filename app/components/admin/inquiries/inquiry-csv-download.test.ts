import { describe, expect, it } from "vitest";
import { csvFilename } from "./inquiry-csv-download";

describe("csvFilename", () => {
  it("takes the name the server gives", () => {
    expect(csvFilename('attachment; filename="inquiries_2025-03-04.csv"', new Date("2026-01-01T00:00:00Z"))).toBe(
      "inquiries_2025-03-04.csv",
    );
  });

  it("names the file for today when the server gives no name", () => {
    expect(csvFilename(null, new Date("2025-03-04T23:30:00Z"))).toBe("inquiries_2025-03-04.csv");
    expect(csvFilename("attachment", new Date("2025-03-04T23:30:00Z"))).toBe("inquiries_2025-03-04.csv");
  });
});
