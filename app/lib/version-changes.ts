/**
 * The fields that differ between two versions of an item (docs/decisions/062-history-and-restore.md),
 * for the History view's side-by-side table. Nested objects are read field by field under a
 * dotted name (`translations.de.name`), so one changed translation shows as one row; a list is one
 * field, compared whole. What the server sets (id, times) is never a change.
 */
export type VersionChange = { field: string; from: unknown; to: unknown };

const NOT_CHANGES = new Set(["id", "createdAt", "updatedAt"]);

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** Every leaf of `item` under its dotted name; an empty object holds none (no translations is no field). */
function leaves(item: Record<string, unknown>, prefix = ""): Map<string, unknown> {
  const found = new Map<string, unknown>();
  for (const [key, value] of Object.entries(item)) {
    const name = prefix + key;
    if (isPlainObject(value)) {
      for (const [leaf, leafValue] of leaves(value, `${name}.`)) found.set(leaf, leafValue);
    } else {
      found.set(name, value);
    }
  }
  return found;
}

/** The changes from `before` (nothing: a first version) to `after`, in the order of `after`'s fields. */
export function versionChanges(before: Record<string, unknown> | null, after: Record<string, unknown>): VersionChange[] {
  const from = leaves(before ?? {});
  const to = leaves(after);
  const fields = [...new Set([...to.keys(), ...from.keys()])].filter((field) => !NOT_CHANGES.has(field));
  return fields
    .map((field) => ({ field, from: from.get(field) ?? null, to: to.get(field) ?? null }))
    .filter((change) => JSON.stringify(change.from) !== JSON.stringify(change.to));
}
