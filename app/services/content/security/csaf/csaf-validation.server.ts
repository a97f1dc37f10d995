/**
 * Checks a CSAF document as a CSAF aggregator would (decision 079), with BSI's
 * `@secvisogram/csaf-validator-lib`: the strict CSAF 2.0 JSON schema, every mandatory test (6.1)
 * and every recommended test (6.2). Informative tests (6.3) are left out: they only inform.
 */
import validateStrict from "@secvisogram/csaf-validator-lib/validateStrict.js";
import * as mandatory from "@secvisogram/csaf-validator-lib/mandatoryTests.js";
import * as recommended from "@secvisogram/csaf-validator-lib/optionalTests.js";
import { csaf_2_0_strict } from "@secvisogram/csaf-validator-lib/schemaTests.js";

const TESTS = [csaf_2_0_strict, ...Object.values(mandatory), ...Object.values(recommended)];

export type CsafFinding = { test: string; kind: "error" | "warning"; path: string; message: string };

/** What the tests found: errors (schema and mandatory) and warnings (recommended); empty when the document passes. */
export async function csafFindings(document: unknown): Promise<CsafFinding[]> {
  const result = await validateStrict(TESTS, document);
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
