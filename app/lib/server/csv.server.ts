/**
 * CSV as spreadsheet programs read and write it (RFC 4180), for the inquiries download and the
 * products export and import. Files start with a UTF-8 byte order mark, so that names in any
 * script open correctly, and lines end in CRLF; every cell is double-quoted with inner quotes
 * doubled.
 *
 * A cell that a spreadsheet would run as a formula (starting with =, +, -, @, a tab or a carriage
 * return) gets a single quote in front, and so does one that already starts with quotes before
 * such a character; reading takes exactly one off again, so "-20 °C" and "'=x" both come back
 * as they were written.
 */
import { CsvError, parse } from "csv-parse/sync";
import { stringify } from "csv-stringify/sync";
import { badRequest } from "./http-errors.server";

export const CSV_BYTE_ORDER_MARK = "\uFEFF";
const FORMULA_START = /^'*[=+\-@\t\r]/;
const GUARDED_FORMULA_START = /^'+[=+\-@\t\r]/;

/** A cell's text with a formula's start guarded by a single quote. */
function inertCell(value: string | null): string {
  const text = value ?? "";
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** One record: its cells quoted and joined, ending in CRLF. */
export const csvLine = (cells: readonly (string | null)[]): string =>
  stringify([cells.map(inertCell)], { quoted: true, quoted_empty: true, record_delimiter: "windows" });

/** A cell's text as it was before `csvLine` guarded it against formulas. */
export const cellText = (cell: string): string => (GUARDED_FORMULA_START.test(cell) ? cell.slice(1) : cell);

/**
 * The records of a CSV text (a byte order mark is skipped, blank lines too), each an array of
 * cells as they stand in the file. Text that is not CSV, or a record with another number of
 * cells than the first, is refused with the parser's reason and line (400 naming `field`).
 */
export function parseCsv(text: string, field: string): string[][] {
  try {
    return parse(text, { bom: true, skip_empty_lines: true }) as string[][];
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    const reason = `The file is not valid CSV: ${error.message}`;
    throw badRequest(reason, { [field]: reason });
  }
}
