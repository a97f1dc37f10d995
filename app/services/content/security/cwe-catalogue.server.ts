/**
 * The CWE catalogue's names of weaknesses, by id (`CWE-287`), as BSI's CSAF validator library
 * carries them: the advisory page shows the name beside the id, and the CSAF document names it.
 */
import { weaknesses } from "@secvisogram/csaf-validator-lib/cwe.js";

const names = new Map(weaknesses.map((weakness) => [weakness.id, weakness.name]));

/** The weakness's name in the catalogue (English, as the catalogue is), or undefined for an id it lacks. */
export function cweName(cweId: string): string | undefined {
  return names.get(cweId);
}
