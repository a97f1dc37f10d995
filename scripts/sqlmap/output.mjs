// @ts-check
/**
 * Reads what sqlmap printed for one target: the parameters it tested, those it found not
 * injectable, the injection points it identified, its heuristic hints, the problems that make a
 * scan inconclusive (a connection refused, a run cut short) and its other complaints, which are
 * advice (slow or changing answers). Pure, for a unit test.
 */

/** How sqlmap names a parameter: "GET parameter 'q'", "(custom) POST parameter 'JSON name'", "URI parameter '#1*'", "parameter 'User-Agent'". */
const PARAMETER = String.raw`(?:(?:\(custom\) )?[A-Z]+ )?parameter '([^']+)'`;
const TESTED = new RegExp(String.raw`testing for SQL injection on ${PARAMETER}`);
const NOT_INJECTABLE = new RegExp(String.raw`${PARAMETER} does not seem to be injectable`);
const VULNERABLE = new RegExp(String.raw`${PARAMETER} is vulnerable`);
const HINT = new RegExp(
  String.raw`(?:heuristic \(basic\) test shows that ${PARAMETER} might be injectable|${PARAMETER} appears to be .* injectable)`,
);
const POINTS_START = /(identified|resumed) the following injection point/;
const POINT = /^Parameter: (.+) \((.+)\)$/;
const TECHNIQUE = /^\s+Type: (.+)$/;
const COMPLAINT = /\[(?:CRITICAL|ERROR)\] (.*)$/;
/** Complaints that mean requests failed, so that a parameter reported clean may not have been tested. */
const FAILURE = /unable to connect|connection (?:refused|reset|timed out|dropped)|not responding|aborted|unhandled exception|too many/i;
/** sqlmap's own last line when nothing was found: the good outcome, not a problem. */
const NOTHING_FOUND = "all tested parameters do not appear to be injectable";

/**
 * @typedef {{ tested: string[], notInjectable: string[], injectable: { parameter: string, place: string, techniques: string[] }[],
 *   hints: string[], problems: string[], notes: string[] }} SqlmapFindings
 */

/**
 * @param {string} output sqlmap's standard output (run with --batch and --disable-coloring)
 * @returns {SqlmapFindings}
 */
export function parseSqlmapOutput(output) {
  /** @type {SqlmapFindings} */
  const findings = { tested: [], notInjectable: [], injectable: [], hints: [], problems: [], notes: [] };
  const add = (/** @type {string[]} */ list, /** @type {string | undefined} */ value) => {
    if (value !== undefined && !list.includes(value)) list.push(value);
  };
  let inPoints = false;
  for (const line of output.split(/\r?\n/)) {
    if (POINTS_START.test(line)) {
      inPoints = true;
      continue;
    }
    const point = inPoints ? POINT.exec(line) : null;
    if (point) {
      const [, parameter = "", place = ""] = point;
      // Named vulnerable before the list: the list says where and how.
      findings.injectable = findings.injectable.filter((found) => !(found.parameter === parameter && found.place === ""));
      findings.injectable.push({ parameter, place, techniques: [] });
      continue;
    }
    const technique = inPoints ? TECHNIQUE.exec(line) : null;
    if (technique) {
      findings.injectable.at(-1)?.techniques.push(/** @type {string} */ (technique[1]));
      continue;
    }
    if (/^\[\d\d:\d\d:\d\d\]/.test(line)) inPoints = false;
    add(findings.tested, TESTED.exec(line)?.[1]);
    add(findings.notInjectable, NOT_INJECTABLE.exec(line)?.[1]);
    const vulnerable = VULNERABLE.exec(line)?.[1];
    if (vulnerable && !findings.injectable.some((found) => found.parameter === vulnerable))
      findings.injectable.push({ parameter: vulnerable, place: "", techniques: [] });
    const hint = HINT.exec(line);
    if (hint) add(findings.hints, line.replace(/^\[[^\]]*\] \[[A-Z]+\] /, ""));
    const complaint = COMPLAINT.exec(line)?.[1];
    if (complaint && !complaint.startsWith(NOTHING_FOUND)) add(FAILURE.test(complaint) ? findings.problems : findings.notes, complaint);
  }
  return findings;
}

/**
 * The verdict on one target: "injectable" when sqlmap identified an injection point,
 * "not injectable" when every parameter it tested came out clean, else "inconclusive".
 * @param {SqlmapFindings} findings
 * @param {number | null} exitCode sqlmap's exit status
 */
export function sqlmapVerdict(findings, exitCode) {
  if (findings.injectable.length > 0) return "injectable";
  const allClean = findings.tested.length > 0 && findings.tested.every((parameter) => findings.notInjectable.includes(parameter));
  return allClean && findings.problems.length === 0 && exitCode === 0 ? "not injectable" : "inconclusive";
}
