/**
 * The versions an advisory affects, as staff write them ("5.0.0 to 5.0.7, 5.1.0 to 5.1.2",
 * decision 059), read as version ranges for the CSAF document (decision 079): each part, split at
 * commas, is `A to B`, `A and earlier`, `A and later` or one version `A`. A range is written in
 * the `vers` notation CSAF recommends (`vers:generic/>=5.0.0|<=5.0.7`); one version stays one.
 */

export type AffectedVersions = { kind: "version"; name: string } | { kind: "range"; name: string };

/** A version label: starts with a digit or a letter, then letters, digits, dots, dashes, `+` and `_`. */
const VERSION = "[0-9A-Za-z][0-9A-Za-z.+_-]*";
const PART_SHAPES: { pattern: RegExp; read(match: RegExpMatchArray): AffectedVersions }[] = [
  { pattern: new RegExp(`^(${VERSION}) to (${VERSION})$`, "i"), read: ([, from, to]) => range(`>=${from}|<=${to}`) },
  { pattern: new RegExp(`^(${VERSION}) and (?:earlier|older|below)$`, "i"), read: ([, to]) => range(`<=${to}`) },
  { pattern: new RegExp(`^(${VERSION}) and (?:later|newer|above)$`, "i"), read: ([, from]) => range(`>=${from}`) },
  { pattern: new RegExp(`^(${VERSION})$`), read: ([, version]) => ({ kind: "version", name: version! }) },
];

const range = (constraints: string): AffectedVersions => ({ kind: "range", name: `vers:generic/${constraints}` });

/** The parts of `text`, or null when any part is none of the shapes (or there is none). */
export function parseAffectedVersions(text: string): AffectedVersions[] | null {
  const parts = text
    .split(",")
    .map((part) => part.trim().replace(/\s+/g, " "))
    .filter(Boolean);
  if (parts.length === 0) return null;
  const read = parts.map((part) => {
    for (const shape of PART_SHAPES) {
      const match = part.match(shape.pattern);
      if (match) return shape.read(match);
    }
    return null;
  });
  return read.every((part) => part !== null) ? read : null;
}

export const AFFECTED_VERSIONS_HINT = "versions such as 5.0.0 to 5.0.7, 4.2.1 and earlier, 6.0.0 and later or 5.0.3, separated by commas";
