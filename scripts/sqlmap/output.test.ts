/** Reading sqlmap's output: a clean scan, an injectable parameter, and scans that prove nothing. */
import { describe, expect, it } from "vitest";
import { parseSqlmapOutput, sqlmapVerdict } from "./output.mjs";

/** Excerpts of sqlmap 1.7's output, as Debian's package prints it with --batch --disable-coloring. */
const CLEAN_JSON_SCAN = `[19:40:29] [INFO] testing URL 'http://127.0.0.1:35469/api/inquiries'
JSON data found in POST body. Do you want to process it? [Y/n/q] Y
[19:40:29] [INFO] testing if (custom) POST parameter 'JSON type' is dynamic
[19:40:30] [WARNING] heuristic (basic) test shows that (custom) POST parameter 'JSON type' might not be injectable
[19:40:30] [INFO] testing for SQL injection on (custom) POST parameter 'JSON type'
[19:40:31] [WARNING] (custom) POST parameter 'JSON type' does not seem to be injectable
[19:40:45] [INFO] testing for SQL injection on (custom) POST parameter 'JSON #8*'
[19:40:47] [WARNING] (custom) POST parameter 'JSON #8*' does not seem to be injectable
[19:40:47] [INFO] testing for SQL injection on URI parameter '#1*'
[19:40:47] [CRITICAL] considerable lagging has been detected in connection response(s). Please use as high value for option '--time-sec' as possible (e.g. 10 or more)
[19:40:48] [WARNING] URI parameter '#1*' does not seem to be injectable
[19:40:49] [ERROR] all tested parameters do not appear to be injectable. Try to increase values for '--level'/'--risk' options, skipping to the next target
`;

const INJECTABLE_SCAN = `[10:00:01] [INFO] testing for SQL injection on GET parameter 'q'
[10:00:01] [WARNING] GET parameter 'q' does not seem to be injectable
[10:00:01] [INFO] testing for SQL injection on GET parameter 'id'
[10:00:01] [INFO] heuristic (basic) test shows that GET parameter 'id' might be injectable (possible DBMS: 'PostgreSQL')
[10:00:02] [INFO] GET parameter 'id' appears to be 'AND boolean-based blind - WHERE or HAVING clause' injectable
GET parameter 'id' is vulnerable. Do you want to keep testing the others (if any)? [y/N] N
sqlmap identified the following injection point(s) with a total of 53 HTTP(s) requests:
---
Parameter: id (GET)
    Type: boolean-based blind
    Title: AND boolean-based blind - WHERE or HAVING clause
    Payload: id=1 AND 4521=4521

    Type: error-based
    Title: PostgreSQL AND error-based - WHERE or HAVING clause
    Payload: id=1 AND 4049=CAST((CHR(113)||CHR(118)) AS NUMERIC)
---
[10:00:06] [INFO] the back-end DBMS is PostgreSQL
`;

describe("parseSqlmapOutput", () => {
  it("reads a clean scan: every tested parameter not injectable, advice kept apart from failures", () => {
    const findings = parseSqlmapOutput(CLEAN_JSON_SCAN);
    expect(findings.tested).toEqual(["JSON type", "JSON #8*", "#1*"]);
    expect(findings.notInjectable).toEqual(["JSON type", "JSON #8*", "#1*"]);
    expect(findings.injectable).toEqual([]);
    expect(findings.problems).toEqual([]);
    expect(findings.notes).toEqual([expect.stringContaining("considerable lagging")]);
    expect(sqlmapVerdict(findings, 0)).toBe("not injectable");
  });

  it("reads an injection point with its techniques, and the hints that led to it", () => {
    const findings = parseSqlmapOutput(INJECTABLE_SCAN);
    expect(findings.injectable).toEqual([{ parameter: "id", place: "GET", techniques: ["boolean-based blind", "error-based"] }]);
    expect(findings.hints).toHaveLength(2);
    expect(sqlmapVerdict(findings, 0)).toBe("injectable");
  });

  it("counts a parameter that sqlmap only called vulnerable as injectable", () => {
    const findings = parseSqlmapOutput("GET parameter 'sort' is vulnerable. Do you want to keep testing the others (if any)? [y/N] N\n");
    expect(findings.injectable).toEqual([{ parameter: "sort", place: "", techniques: [] }]);
    expect(sqlmapVerdict(findings, 0)).toBe("injectable");
  });

  it("calls a scan inconclusive when requests failed, a parameter was left unjudged, nothing was tested or sqlmap failed", () => {
    const refused = `[10:00:01] [INFO] testing for SQL injection on GET parameter 'q'
[10:00:02] [CRITICAL] unable to connect to the target URL ('Connection refused')
[10:00:02] [WARNING] GET parameter 'q' does not seem to be injectable
`;
    expect(parseSqlmapOutput(refused).problems).toEqual(["unable to connect to the target URL ('Connection refused')"]);
    expect(sqlmapVerdict(parseSqlmapOutput(refused), 0)).toBe("inconclusive");

    const cutShort = "[10:00:01] [INFO] testing for SQL injection on GET parameter 'q'\n";
    expect(sqlmapVerdict(parseSqlmapOutput(cutShort), 0)).toBe("inconclusive");
    expect(sqlmapVerdict(parseSqlmapOutput(""), 0)).toBe("inconclusive");
    expect(sqlmapVerdict(parseSqlmapOutput(CLEAN_JSON_SCAN), 1)).toBe("inconclusive");
  });
});
