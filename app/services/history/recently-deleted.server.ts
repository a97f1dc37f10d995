/**
 * Deleted items wait 30 days in "Recently deleted" (docs/decisions/062-history-and-restore.md). A
 * staff delete of a versioned item runs through `keptWhenDeleted`, in the delete's transaction:
 * the item as its GET call answered it is kept, with what the delete takes along
 * (deleted-dependents.server.ts), and the former slugs of both. Staff restore it with its old id through its kind's create service;
 * admins purge it, and the server purges what is older than 30 days whenever the list is read or
 * a restore is asked for, with the versions of what it purges.
 */
import { and, desc, eq, inArray, lt, or } from "drizzle-orm";
import type { Queryable } from "~/db/client.server";
import { deletedItems, itemVersions } from "~/db/schema";
import { DAYS_KEPT_AFTER_DELETE, itemLabel, type DeletedDependent, type VersionedKind } from "~/lib/history-values";
import { notFound } from "~/lib/server/http-errors.server";
import type { DeletedItemRow } from "~/schemas/staff/history";
import { recordForNamedActor } from "../staff/activity-log.server";
import { rowId } from "../records/row-by-id.server";
import { namedActor, recordVersion } from "./item-versions.server";
import { VERSIONED_KIND_RULES } from "./versioned-kinds.server";
import { formerSlugsOf, restoreFormerSlugs } from "../content/publishing/slug-history.server";
import { dependentProductIds, dependentsOf, restoreDependents } from "./deleted-dependents.server";

type DeletedItem = typeof deletedItems.$inferSelect;

const DAY_MS = 24 * 60 * 60 * 1000;
const NOT_FOUND = "Deleted item not found";

/** Runs a staff delete of a versioned item and keeps what it deleted. Call inside the delete's `writeAs`. */
export async function keptWhenDeleted(db: Queryable, kind: VersionedKind, itemId: string, remove: () => Promise<void>): Promise<void> {
  const item = await VERSIONED_KIND_RULES[kind].read(db, itemId);
  const dependents = item ? await dependentsOf(db, kind, itemId) : [];
  const formerSlugs = item
    ? await formerSlugsOf(db, [{ kind, id: itemId }, ...dependentProductIds(dependents).map((id) => ({ kind: "product", id }))])
    : [];
  await remove();
  if (!item) return;
  const actor = await namedActor(db);
  await db.insert(deletedItems).values({
    kind,
    itemId,
    label: itemLabel(item),
    item,
    dependents,
    formerSlugs,
    deletedById: actor?.id,
    deletedByName: actor?.username ?? "unknown",
  });
}

const expiredBefore = (now: Date) => new Date(now.getTime() - DAYS_KEPT_AFTER_DELETE * DAY_MS);

/** Removes the records and the versions of every item they hold. */
async function purge(db: Queryable, records: DeletedItem[]): Promise<void> {
  if (records.length === 0) return;
  const items = records.flatMap((record) => [
    { kind: record.kind, id: record.itemId },
    ...dependentProductIds(record.dependents).map((id) => ({ kind: "product", id })),
  ]);
  await db
    .delete(itemVersions)
    .where(or(...items.map((item) => and(eq(itemVersions.kind, item.kind as VersionedKind), eq(itemVersions.itemId, item.id)))));
  await db.delete(deletedItems).where(
    inArray(
      deletedItems.id,
      records.map((record) => record.id),
    ),
  );
}

/** Purges what was deleted more than 30 days before `now`. */
export async function purgeExpired(db: Queryable, now = new Date()): Promise<void> {
  await db.transaction(async (tx) =>
    purge(
      tx,
      await tx
        .select()
        .from(deletedItems)
        .where(lt(deletedItems.deletedAt, expiredBefore(now))),
    ),
  );
}

const dependentLabel = (dependent: DeletedDependent) => ({ kind: dependent.kind, label: itemLabel(dependent.item) });

/** Newest first, after purging what has waited 30 days. */
export async function listRecentlyDeleted(db: Queryable, now = new Date()): Promise<DeletedItemRow[]> {
  await purgeExpired(db, now);
  const records = await db.select().from(deletedItems).orderBy(desc(deletedItems.deletedAt), desc(deletedItems.id));
  return records.map(({ item: _item, formerSlugs: _formerSlugs, dependents, deletedAt, ...record }) => ({
    ...record,
    dependents: dependents.map(dependentLabel),
    deletedAt: deletedAt.toISOString(),
    purgeAt: new Date(deletedAt.getTime() + DAYS_KEPT_AFTER_DELETE * DAY_MS).toISOString(),
  }));
}

async function findRecord(db: Queryable, recordId: string): Promise<DeletedItem> {
  const [record] = await db
    .select()
    .from(deletedItems)
    .where(eq(deletedItems.id, rowId(recordId, NOT_FOUND)))
    .for("update");
  if (!record) throw notFound(NOT_FOUND);
  return record;
}

/**
 * Makes a deleted item again with its old id and slug, then what was deleted with it, and gives
 * them back their former slugs (their old addresses redirect again); the item history continues
 * from its last version. A slug taken meanwhile is a 409 naming `slug`, a
 * reference gone meanwhile a 400 naming the field, and the record stays.
 */
export async function restoreDeleted(
  db: Queryable,
  recordId: string,
  now = new Date(),
): Promise<{ kind: VersionedKind; itemId: string; label: string }> {
  const record = await findRecord(db, recordId);
  if (record.deletedAt < expiredBefore(now)) {
    await purge(db, [record]);
    throw notFound(NOT_FOUND);
  }
  const rules = VERSIONED_KIND_RULES[record.kind];
  await rules.recreate(db, record.item);
  await restoreDependents(db, record.itemId, record.dependents);
  await restoreFormerSlugs(db, record.formerSlugs);
  await recordVersion(db, record.kind, record.itemId);
  await db.delete(deletedItems).where(eq(deletedItems.id, record.id));
  await recordForNamedActor(db, { action: "restore", entityKind: record.kind, itemId: record.itemId, itemLabel: record.label });
  return { kind: record.kind, itemId: record.itemId, label: record.label };
}

/** Removes a deleted item for good, with its versions (admins only). */
export async function purgeDeleted(db: Queryable, recordId: string): Promise<void> {
  await purge(db, [await findRecord(db, recordId)]);
}
