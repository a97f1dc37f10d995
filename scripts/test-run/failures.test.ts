import { describe, expect, it } from "vitest";
import { failedPlaywrightTests, failedVitestTests } from "./failures.mjs";

describe("failedVitestTests", () => {
  it("names each failed test with its file, full title and the first line of its error, colours removed", () => {
    const report = {
      testResults: [
        {
          name: "/repo/app/a.test.ts",
          status: "failed",
          assertionResults: [
            { status: "passed", fullName: "a works" },
            {
              status: "failed",
              fullName: "a > counts",
              failureMessages: ["\u001b[31mAssertionError\u001b[39m: expected 2 to be 3\n    at a.test.ts:4"],
            },
          ],
        },
        { name: "/repo/app/b.test.ts", status: "failed", message: "\nFailed to load ./missing", assertionResults: [] },
        { name: "/repo/app/c.test.ts", status: "passed", assertionResults: [{ status: "passed", fullName: "c" }] },
      ],
    };
    expect(failedVitestTests(report, "/repo")).toEqual([
      "app/a.test.ts > a > counts: AssertionError: expected 2 to be 3",
      "app/b.test.ts: Failed to load ./missing",
    ]);
  });

  it("names nothing without a report", () => {
    expect(failedVitestTests(null, "/repo")).toEqual([]);
  });
});

describe("failedPlaywrightTests", () => {
  it("names the unexpected results of nested suites with their project, place and titles", () => {
    const report = {
      suites: [
        {
          title: "site/home.spec.ts",
          specs: [
            {
              title: "shows the hero",
              file: "site/home.spec.ts",
              line: 4,
              tests: [{ status: "unexpected", projectName: "site", results: [{}, { error: { message: "Timed out\ncall log" } }] }],
            },
          ],
          suites: [
            {
              title: "without JavaScript",
              specs: [
                { title: "submits", file: "site/home.spec.ts", line: 9, tests: [{ status: "flaky", projectName: "site", results: [] }] },
                {
                  title: "pages",
                  file: "site/home.spec.ts",
                  line: 12,
                  tests: [{ status: "unexpected", projectName: "site", results: [] }],
                },
              ],
            },
          ],
        },
      ],
    };
    expect(failedPlaywrightTests(report)).toEqual([
      "[site] site/home.spec.ts:4 › shows the hero: Timed out",
      "[site] site/home.spec.ts:12 › without JavaScript › pages: no message",
    ]);
  });
});
