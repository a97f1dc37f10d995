/**
 * A resource's releases (decision 034): its version history, newest by release date first. The
 * newest is the current version, and the resource's own version, fileUrl, externalUrl and
 * fileSize are kept equal to it after every write here. A resource keeps at least one version.
 * The copies between the two are not recorded in the activity log: the write that caused them is.
 * A version is answered with the SHA-256 and exact size of its file when the file is stored here
 * (decision 057): its fileUrl is a media row's address.
 */
import { and, count, desc, eq, getTableColumns, type SQL } from "drizzle-orm";
import type { Queryable } from "~/db/client.server";
import { media, resources, resourceVersions } from "~/db/schema";
import { withUniqueFields } from "~/lib/server/database-errors.server";
import { conflict } from "~/lib/server/http-errors.server";
import type { ResourceVersionInput, ResourceVersionUpdate } from "~/schemas/content/resource-version";
import { unrecorded } from "../../staff/activity-log.server";
import { foundRow, rowId } from "../../records/row-by-id.server";
import { checkCompatibility, versionProductIds, writeVersionProducts } from "./version-compatibility.server";

export const RESOURCE_NOT_FOUND = "Resource not found";
const VERSION_NOT_FOUND = "Version not found";

/** The facts of a version's stored file, read from its media row (null for a file elsewhere). */
export const storedFileColumns = { fileSha256: media.sha256, fileBytes: media.size };
/** Joins a version to the media row of its file (`leftJoin(media, storedFileOfVersion)`). */
export const storedFileOfVersion = eq(media.url, resourceVersions.fileUrl);

type VersionRow = typeof resourceVersions.$inferSelect;
export type ResourceVersion = VersionRow & { fileSha256: string | null; fileBytes: number | null; productIds: string[] };
type ResourceRow = typeof resources.$inferSelect;

/** The resource columns that mirror its current version. */
export const RELEASE_FIELDS = ["version", "fileUrl", "externalUrl", "fileSize"] as const;
const releaseOf = (row: Pick<ResourceRow, (typeof RELEASE_FIELDS)[number]>) => ({
  version: row.version,
  fileUrl: row.fileUrl,
  externalUrl: row.externalUrl,
  fileSize: row.fileSize,
});

/** Newest release first; of two on one day, the one entered last. */
export const newestVersionFirst = [desc(resourceVersions.releasedOn), desc(resourceVersions.createdAt), desc(resourceVersions.id)];

const today = () => new Date().toISOString().slice(0, 10);

/** A second version with one label answers 409 `{ version: "This version is already in use" }`. */
const withUniqueLabel = <T>(write: () => Promise<T>) => withUniqueFields("resource_versions", write);

/** The resource a nested address names, or 404. */
export async function requireResource(db: Queryable, id: string | undefined): Promise<ResourceRow> {
  const rows = await db
    .select()
    .from(resources)
    .where(eq(resources.id, rowId(id, RESOURCE_NOT_FOUND)));
  return foundRow(rows, RESOURCE_NOT_FOUND);
}

function versionsWithFiles(db: Queryable, where: SQL | undefined): Promise<ResourceVersion[]> {
  return db
    .select({ ...getTableColumns(resourceVersions), ...storedFileColumns, productIds: versionProductIds })
    .from(resourceVersions)
    .leftJoin(media, storedFileOfVersion)
    .where(where)
    .orderBy(...newestVersionFirst);
}

async function versionWithFile(db: Queryable, row: VersionRow): Promise<ResourceVersion> {
  const [version] = await versionsWithFiles(db, eq(resourceVersions.id, row.id));
  return version!;
}

async function currentVersion(db: Queryable, resourceId: string): Promise<VersionRow | undefined> {
  const [row] = await db
    .select()
    .from(resourceVersions)
    .where(eq(resourceVersions.resourceId, resourceId))
    .orderBy(...newestVersionFirst)
    .limit(1);
  return row;
}

/** Copies the current version's release fields onto the resource (its updatedAt dates the change). */
async function syncCurrentRelease(db: Queryable, resourceId: string): Promise<void> {
  const current = await currentVersion(db, resourceId);
  if (!current) return;
  await unrecorded(db, () =>
    db
      .update(resources)
      .set({ ...releaseOf(current), updatedAt: new Date() })
      .where(eq(resources.id, resourceId)),
  );
}

/** A new resource's release fields as its first version, released today. */
export async function addFirstVersion(db: Queryable, resource: ResourceRow): Promise<void> {
  await unrecorded(db, () => db.insert(resourceVersions).values({ resourceId: resource.id, ...releaseOf(resource), releasedOn: today() }));
}

/** The resource's release fields, just edited, written to its current version. */
export async function updateCurrentVersion(db: Queryable, resource: ResourceRow): Promise<void> {
  const current = await currentVersion(db, resource.id);
  if (!current) return addFirstVersion(db, resource);
  await withUniqueLabel(() =>
    unrecorded(db, () => db.update(resourceVersions).set(releaseOf(resource)).where(eq(resourceVersions.id, current.id))),
  );
}

/** A resource's versions, newest first. */
export async function listVersions(db: Queryable, resourceId: string | undefined): Promise<ResourceVersion[]> {
  const resource = await requireResource(db, resourceId);
  return versionsWithFiles(db, eq(resourceVersions.resourceId, resource.id));
}

export async function addVersion(db: Queryable, resourceId: string | undefined, input: ResourceVersionInput): Promise<ResourceVersion> {
  const resource = await requireResource(db, resourceId);
  const { productIds, ...values } = input;
  await checkCompatibility(db, resource.id, input);
  const [row] = await withUniqueLabel(() =>
    db
      .insert(resourceVersions)
      .values({ ...values, resourceId: resource.id })
      .returning(),
  );
  await writeVersionProducts(db, resource, row!, productIds);
  await syncCurrentRelease(db, resource.id);
  return versionWithFile(db, row!);
}

const ofResource = (resourceId: string, versionId: string | undefined) =>
  and(eq(resourceVersions.resourceId, resourceId), eq(resourceVersions.id, rowId(versionId, VERSION_NOT_FOUND)));

export async function updateVersion(
  db: Queryable,
  resourceId: string | undefined,
  versionId: string | undefined,
  input: ResourceVersionUpdate,
): Promise<ResourceVersion> {
  const resource = await requireResource(db, resourceId);
  const where = ofResource(resource.id, versionId);
  const { productIds, ...values } = input;
  await checkCompatibility(db, resource.id, input);
  const changesSomething = Object.values(values).some((value) => value !== undefined);
  const rows = changesSomething
    ? await withUniqueLabel(() => db.update(resourceVersions).set(values).where(where).returning())
    : await db.select().from(resourceVersions).where(where);
  const row = foundRow(rows, VERSION_NOT_FOUND);
  await writeVersionProducts(db, resource, row, productIds);
  await syncCurrentRelease(db, resource.id);
  return versionWithFile(db, row);
}

/** Deletes a version; the last one stays (409): a resource without a release is deleted as a whole. */
export async function deleteVersion(db: Queryable, resourceId: string | undefined, versionId: string | undefined): Promise<void> {
  const resource = await requireResource(db, resourceId);
  const where = ofResource(resource.id, versionId);
  foundRow(await db.select({ id: resourceVersions.id }).from(resourceVersions).where(where), VERSION_NOT_FOUND);
  const [versions] = await db.select({ total: count() }).from(resourceVersions).where(eq(resourceVersions.resourceId, resource.id));
  if ((versions?.total ?? 0) <= 1) throw conflict("A resource keeps at least one version; delete the resource instead");
  await db.delete(resourceVersions).where(where);
  await syncCurrentRelease(db, resource.id);
}
