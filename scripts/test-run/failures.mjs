// @ts-check
/**
 * The tests that failed, named from the JSON reports of Vitest and Playwright, so that the end of
 * `npm test`'s output (often all a CI log keeps) says which ones: a line each, with the file, the
 * test's full title and the first line of its error.
 */
import path from "node:path";
import { stripVTControlCharacters } from "node:util";

/** @param {unknown} message */
const firstLine = (message) =>
  stripVTControlCharacters(String(message ?? ""))
    .split("\n")
    .map((line) => line.trim())
    .find((line) => line !== "") ?? "no message";

/**
 * @typedef {{ status: string, fullName: string, failureMessages?: string[] }} VitestTest
 * @typedef {{ name: string, status: string, message?: string, assertionResults: VitestTest[] }} VitestFile
 * @param {{ testResults?: VitestFile[] } | null} report Vitest's `--reporter=json` output
 * @param {string} root the folder the file names are given relative to
 * @returns {string[]}
 */
export function failedVitestTests(report, root) {
  return (report?.testResults ?? []).flatMap((file) => {
    const name = path.relative(root, file.name);
    const failed = file.assertionResults.filter((test) => test.status === "failed");
    // A file can fail with no failing test: an import that throws, a hook that times out.
    if (failed.length === 0) return file.status === "failed" ? [`${name}: ${firstLine(file.message)}`] : [];
    return failed.map((test) => `${name} > ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
  });
}

/**
 * @typedef {{ status: string, projectName: string, results: { error?: { message?: string } }[] }} PlaywrightTest
 * @typedef {{ title: string, file: string, line: number, tests: PlaywrightTest[] }} PlaywrightSpec
 * @typedef {{ title: string, specs?: PlaywrightSpec[], suites?: PlaywrightSuite[] }} PlaywrightSuite
 * @param {{ suites?: PlaywrightSuite[] } | null} report Playwright's JSON reporter output
 * @returns {string[]}
 */
export function failedPlaywrightTests(report) {
  /** @type {(suite: PlaywrightSuite, titles: string[]) => string[]} */
  const inSuite = (suite, titles) => [
    ...(suite.specs ?? []).flatMap((spec) =>
      spec.tests
        .filter((test) => test.status === "unexpected")
        .map((test) => {
          const title = [...titles, spec.title].join(" › ");
          return `[${test.projectName}] ${spec.file}:${spec.line} › ${title}: ${firstLine(test.results.at(-1)?.error?.message)}`;
        }),
    ),
    ...(suite.suites ?? []).flatMap((inner) => inSuite(inner, [...titles, inner.title])),
  ];
  // The top suites are the files, whose titles are their names: the spec's file says it already.
  return (report?.suites ?? []).flatMap((file) => inSuite(file, []));
}
