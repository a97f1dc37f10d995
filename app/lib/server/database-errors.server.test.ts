import { describe, expect, it } from "vitest";
import { isDatabaseUnavailable } from "./database-errors.server";

/** As Drizzle throws it: its own error, the driver's as the cause. */
const failedQuery = (cause: object) => Object.assign(new Error("Failed query: select 1"), { cause });

describe("isDatabaseUnavailable", () => {
  it("knows a database out of reach: refused, reset, shut down, a connection lost or not had in time", () => {
    for (const error of [
      failedQuery(Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" })),
      failedQuery(Object.assign(new Error("read ECONNRESET"), { code: "ECONNRESET" })),
      failedQuery(Object.assign(new Error("terminating connection due to administrator command"), { code: "57P01" })),
      failedQuery(Object.assign(new Error("the database system is starting up"), { code: "57P03" })),
      failedQuery(Object.assign(new Error("connection failure"), { code: "08006" })),
      failedQuery(new Error("Connection terminated unexpectedly")),
      new Error("timeout exceeded when trying to connect"),
    ]) {
      expect(isDatabaseUnavailable(error), String((error as { cause?: Error }).cause?.message ?? error.message)).toBe(true);
    }
  });

  it("leaves every other failure alone: a refused write, a bad query, a fault of the code", () => {
    for (const error of [
      failedQuery(Object.assign(new Error("duplicate key value violates unique constraint"), { code: "23505" })),
      failedQuery(Object.assign(new Error('relation "nope" does not exist'), { code: "42P01" })),
      new TypeError("Cannot read properties of undefined"),
      "a string",
      null,
    ]) {
      expect(isDatabaseUnavailable(error)).toBe(false);
    }
  });
});
