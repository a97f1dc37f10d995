/** The parts of BSI's CSAF validator library (plain JavaScript, without types) that the site uses (decision 079). */
declare module "@secvisogram/csaf-validator-lib/validate.js" {
  type Finding = { message: string; instancePath: string };
  type TestResult = { name: string; isValid: boolean; errors: Finding[]; warnings: Finding[]; infos: Finding[] };
  export default function validate(tests: unknown[], document: unknown): Promise<{ isValid: boolean; tests: TestResult[] }>;
}
declare module "@secvisogram/csaf-validator-lib/mandatoryTests.js";
declare module "@secvisogram/csaf-validator-lib/optionalTests.js";
declare module "@secvisogram/csaf-validator-lib/schemaTests.js" {
  export const csaf_2_0_strict: unknown;
}
declare module "@secvisogram/csaf-validator-lib/cwe.js" {
  /** Ids as `CWE-287`. */
  export const weaknesses: { id: string; name: string }[];
}
