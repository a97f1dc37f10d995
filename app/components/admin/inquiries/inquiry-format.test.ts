import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { formatInquiryDate, formatInquiryDateTime } from "./inquiry-format";

describe("inquiry dates", () => {
  beforeEach(() => vi.stubEnv("TZ", "UTC"));
  afterEach(() => vi.unstubAllEnvs());

  it("writes the table's date as dd/MM/yyyy", () => {
    expect(formatInquiryDate("2025-03-04T05:06:59Z")).toBe("04/03/2025");
    expect(formatInquiryDate("2025-12-31T23:59:00Z")).toBe("31/12/2025");
  });

  it("writes the detail's date as MMM dd, yyyy HH:mm", () => {
    expect(formatInquiryDateTime("2025-03-04T05:06:59Z")).toBe("Mar 04, 2025 05:06");
    expect(formatInquiryDateTime("2025-12-31T23:09:00Z")).toBe("Dec 31, 2025 23:09");
  });
});
