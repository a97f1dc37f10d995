/**
 * Checks a CSAF document as a CSAF aggregator would (decision 079), with BSI's
 * `@secvisogram/csaf-validator-lib`: the strict CSAF 2.0 JSON schema, every mandatory test (6.1)
 * and every recommended test (6.2). Informative tests (6.3) are left out: they only inform.
 *
 * The library compiles a JSON schema per test as it is imported, seconds of CPU: it is loaded on
 * the first check, not when the server starts, and memoized for the process. `validate.js`, not
 * `validateStrict.js`, which also imports (and compiles) the informative tests it would refuse.
 */
import type validate from "@secvisogram/csaf-validator-lib/validate.js";

export type CsafFinding = { test: string; kind: "error" | "warning"; path: string; message: string };

let validator: Promise<(document: unknown) => ReturnType<typeof validate>> | undefined;

function loadValidator() {
  validator ??= Promise.all([
    import("@secvisogram/csaf-validator-lib/validate.js"),
    import("@secvisogram/csaf-validator-lib/mandatoryTests.js"),
    import("@secvisogram/csaf-validator-lib/optionalTests.js"),
    import("@secvisogram/csaf-validator-lib/schemaTests.js"),
  ]).then(([{ default: run }, mandatory, recommended, { csaf_2_0_strict }]) => {
    const tests = [csaf_2_0_strict, ...Object.values(mandatory), ...Object.values(recommended)];
    return (document: unknown) => run(tests, document);
  });
  return validator;
}

/** What the tests found: errors (schema and mandatory) and warnings (recommended); empty when the document passes. */
export async function csafFindings(document: unknown): Promise<CsafFinding[]> {
  const result = await (await loadValidator())(document);
  return result.tests.flatMap((test) => [
    ...test.errors.map((finding) => ({ test: test.name, kind: "error" as const, path: finding.instancePath, message: finding.message })),
    ...test.warnings.map((finding) => ({
      test: test.name,
      kind: "warning" as const,
      path: finding.instancePath,
      message: finding.message,
    })),
  ]);
}
