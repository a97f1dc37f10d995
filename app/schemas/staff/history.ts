/**
 * The calls of item history and the recently deleted list (docs/decisions/062-history-and-restore.md):
 * what they take and the rows they answer, shared by the API and the admin's History view.
 */
import { z } from "zod";
import { RESTORE_PUBLICATION_CHOICES, VERSIONED_KINDS } from "~/lib/history-values";
import { stored, uuidField } from "../fields";

export const versionedKindField = z.enum(VERSIONED_KINDS, `Kind must be one of ${VERSIONED_KINDS.join(", ")}`);

/** The address of an item's history: `/api/history/{kind}/{id}`. */
export const historyItemParams = z.object({ kind: versionedKindField, id: uuidField("Id") });

/** `POST /api/history/{kind}/{id}/restore`: the version to write back, and whether its publication comes back with it. */
export const restoreVersionSchema = z.object({
  versionId: uuidField("Version"),
  publication: z
    .enum(RESTORE_PUBLICATION_CHOICES, `Publication must be one of ${RESTORE_PUBLICATION_CHOICES.join(", ")}`)
    .default("keep")
    .describe(
      "keep (the default): the item stays as public or as hidden as it is now (its status and publish time, a news article's date, " +
        "a hero slide's or distributor's shown switch); restore: the version's publication comes back with the rest",
    ),
});
export type RestoreVersionInput = z.output<typeof restoreVersionSchema>;
export type RestoreVersionBody = z.input<typeof restoreVersionSchema>;

const itemJson = z.record(z.string(), z.unknown());

/** A field that differs from the version before: its dotted name (`translations.de.name`), before and after. */
export const versionChangeRow = z.strictObject({ field: z.string(), from: z.unknown(), to: z.unknown() });

/**
 * One version as `GET /api/history/{kind}/{id}` answers it, newest first: the whole item, who made
 * it (null: the item as found when its history began) and the fields changed since the version before.
 */
export const itemVersionRow = z.strictObject({
  id: stored.id,
  kind: versionedKindField,
  itemId: stored.id,
  number: z.number().int(),
  item: itemJson,
  restoredFrom: z.number().int().nullable(),
  actorId: stored.id.nullable(),
  actorName: z.string().nullable(),
  createdAt: stored.time,
  changes: z.array(versionChangeRow),
});
export type ItemVersionRow = z.output<typeof itemVersionRow>;

/** An item deleted with it (a category's products), by kind and name. */
export const deletedDependentRow = z.strictObject({ kind: z.string(), label: z.string() });

/** One entry of `GET /api/recently-deleted`, newest first: what was deleted, by whom, when, and when the server purges it. */
export const deletedItemRow = z.strictObject({
  id: stored.id,
  kind: versionedKindField,
  itemId: stored.id,
  label: z.string(),
  dependents: z.array(deletedDependentRow),
  deletedById: stored.id.nullable(),
  deletedByName: z.string(),
  deletedAt: stored.time,
  purgeAt: stored.time,
});
export type DeletedItemRow = z.output<typeof deletedItemRow>;

/** What a restore from the list answers: the item back in its place. */
export const restoredItemRow = z.strictObject({ kind: versionedKindField, itemId: stored.id, label: z.string() });
