/**
 * JSON with every object's keys in alphabetical order, as CSAF's recommended test 6.2.13 asks of
 * a document (decision 079); arrays keep their order. Two spaces of indent and a final newline.
 */
function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value === null || typeof value !== "object") return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, sortKeys((value as Record<string, unknown>)[key])]),
  );
}

export const sortedJson = (value: unknown): string => `${JSON.stringify(sortKeys(value), null, 2)}\n`;
