/**
 * The versions of an item (docs/decisions/062-history-and-restore.md). A staff write of a
 * versioned item runs through `versioned`, in the write's transaction: an item older than its
 * history first gets its state before the write as version 1 (by nobody), then the write's result
 * becomes the next version, unless it equals the newest. A restore writes an old version back
 * through the kind's update service and always makes a new version that names the one it restored.
 */
import { and, desc, eq, sql } from "drizzle-orm";
import type { Queryable } from "~/db/client.server";
import { adminUsers, itemVersions } from "~/db/schema";
import { itemLabel, VERSIONED_KIND_LABELS, type VersionedKind } from "~/lib/history-values";
import { notFound } from "~/lib/server/http-errors.server";
import { versionChanges } from "~/lib/version-changes";
import type { ItemVersionRow, RestoreVersionInput } from "~/schemas/staff/history";
import { recordForNamedActor } from "../staff/activity-log.server";
import { isUuid } from "../records/entity-rows.server";
import { VERSIONED_KIND_RULES, type ItemJson } from "./versioned-kinds.server";

type ItemVersion = typeof itemVersions.$inferSelect;

/** The staff member the transaction names (`writeAs`), or null outside a staff write. */
export async function namedActor(db: Queryable): Promise<{ id: string; username: string } | null> {
  const [actor] = await db
    .select({ id: adminUsers.id, username: adminUsers.username })
    .from(adminUsers)
    .where(eq(adminUsers.id, sql`nullif(current_setting('activity.actor_id', true), '')::uuid`));
  return actor ?? null;
}

const ofItem = (kind: VersionedKind, itemId: string) => and(eq(itemVersions.kind, kind), eq(itemVersions.itemId, itemId));

async function newestVersion(db: Queryable, kind: VersionedKind, itemId: string): Promise<ItemVersion | undefined> {
  const [newest] = await db.select().from(itemVersions).where(ofItem(kind, itemId)).orderBy(desc(itemVersions.number)).limit(1);
  return newest;
}

/** The item as found before its first write since history began, kept as version 1 by nobody. */
async function keepStateBeforeHistory(db: Queryable, kind: VersionedKind, itemId: string): Promise<void> {
  if (await newestVersion(db, kind, itemId)) return;
  const item = await VERSIONED_KIND_RULES[kind].read(db, itemId);
  if (item) await db.insert(itemVersions).values({ kind, itemId, number: 1, item }).onConflictDoNothing();
}

const sameItem = (a: ItemJson, b: ItemJson) => versionChanges(a, b).length === 0;

/** Records the item as it now is as its next version, by the transaction's staff member. */
export async function recordVersion(
  db: Queryable,
  kind: VersionedKind,
  itemId: string,
  restoredFrom: number | null = null,
): Promise<ItemVersion | null> {
  const item = await VERSIONED_KIND_RULES[kind].read(db, itemId);
  if (!item) return null;
  const newest = await newestVersion(db, kind, itemId);
  if (newest && restoredFrom === null && sameItem(newest.item, item)) return null;
  const actor = await namedActor(db);
  const [version] = await db
    .insert(itemVersions)
    .values({ kind, itemId, number: (newest?.number ?? 0) + 1, item, restoredFrom, actorId: actor?.id, actorName: actor?.username })
    .returning();
  return version!;
}

/**
 * Runs a staff write of a versioned item (`itemId` of an update; none for a create) and records
 * the version it made. Call inside the write's `writeAs`.
 */
export async function versioned<Written extends { id: string }>(
  db: Queryable,
  kind: VersionedKind,
  itemId: string | undefined,
  write: () => Promise<Written>,
): Promise<Written> {
  // An id that is no uuid names no item: the write answers its 404.
  if (itemId !== undefined && isUuid(itemId)) await keepStateBeforeHistory(db, kind, itemId);
  const written = await write();
  await recordVersion(db, kind, written.id);
  return written;
}

/**
 * Every version of an item, newest first, each with the fields changed since the one before. An
 * item not written since its history began has none yet; one that never existed is a 404.
 */
export async function listVersions(db: Queryable, kind: VersionedKind, itemId: string): Promise<ItemVersionRow[]> {
  const versions = await db.select().from(itemVersions).where(ofItem(kind, itemId)).orderBy(desc(itemVersions.number));
  if (versions.length === 0 && !(await VERSIONED_KIND_RULES[kind].read(db, itemId))) {
    throw notFound(`${VERSIONED_KIND_LABELS[kind]} not found`);
  }
  return versions.map((version, index) => ({
    ...version,
    createdAt: version.createdAt.toISOString(),
    changes: versionChanges(versions[index + 1]?.item ?? null, version.item),
  }));
}

/**
 * Writes version `versionId` back over the item through its kind's update service (validation,
 * slug history and the activity log apply) and records the result as a new version. The item
 * keeps its publication as it is now unless `publication` is `restore` (decision 068).
 */
export async function restoreVersion(
  db: Queryable,
  kind: VersionedKind,
  itemId: string,
  { versionId, publication }: RestoreVersionInput,
): Promise<ItemVersionRow> {
  const [version] = await db
    .select()
    .from(itemVersions)
    .where(and(ofItem(kind, itemId), eq(itemVersions.id, versionId)));
  if (!version) throw notFound("Version not found");
  const rules = VERSIONED_KIND_RULES[kind];
  await rules.writeBack(db, itemId, version.item, publication);
  const restored = (await recordVersion(db, kind, itemId, version.number))!;
  await recordForNamedActor(db, {
    action: "restore",
    entityKind: kind,
    itemId,
    itemLabel: itemLabel(restored.item),
    changes: { version: { from: version.number, to: restored.number } },
  });
  const [newest] = await listVersions(db, kind, itemId);
  return newest!;
}
