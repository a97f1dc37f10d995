/**
 * Security advisories as staff write them and the API answers them (decision 059): the row with
 * its affected products, fixing versions and revisions, written together in the caller's
 * transaction. The CVSS score and severity are computed here from the vector.
 */
import { and, asc, desc, eq, inArray } from "drizzle-orm";
import type { Queryable } from "~/db/client.server";
import {
  advisoryFixes,
  advisoryNotAffected,
  advisoryProducts,
  advisoryRevisions,
  products,
  resources,
  resourceVersions,
  securityAdvisories,
} from "~/db/schema";
import { withUniqueFields } from "~/lib/server/database-errors.server";
import { badRequest, notFound } from "~/lib/server/http-errors.server";
import { assessCvss } from "~/lib/security/cvss";
import type { AdvisoryInput, AdvisoryUpdate } from "~/schemas/content/security-advisory";
import { deleteRowById, foundRow, updateRowById } from "../../records/row-by-id.server";
import { isStorableText, isUuid } from "../../records/entity-rows.server";
import { versionWithResourceColumns } from "../downloads/version-with-resource.server";
import type { Audience } from "../../records/audience.server";
import { recordForNamedActor } from "../../staff/activity-log.server";

export const ADVISORY_NOT_FOUND = "Advisory not found";

type AdvisoryRecord = typeof securityAdvisories.$inferSelect;
/** A fixing version as the admin form and API clients name it. */
export type FixedVersion = { id: string; resourceId: string; resourceTitle: string; version: string | null; releasedOn: string };
type AdvisoryParts = {
  products: { productId: string; affectedVersions: string }[];
  notAffected: Pick<typeof advisoryNotAffected.$inferSelect, "productId" | "justification" | "impactStatement">[];
  fixedVersionIds: string[];
  fixedVersions: FixedVersion[];
  revisions: Pick<typeof advisoryRevisions.$inferSelect, "revisedOn" | "note" | "translations">[];
};
export type Advisory = AdvisoryRecord & AdvisoryParts;

/** Newest first: by the day it was published, then by its id. */
export const newestAdvisoryFirst = [desc(securityAdvisories.publishedOn), desc(securityAdvisories.code)];

const visibleTo = (audience: Audience) => (audience.includeUnpublished ? undefined : eq(securityAdvisories.status, "published"));

/** The versions that fix the advisories, with their resources: by resource title, then oldest release first. */
export function fixingVersions(db: Queryable, advisoryIds: string[]) {
  return db
    .select({ advisoryId: advisoryFixes.advisoryId, ...versionWithResourceColumns })
    .from(advisoryFixes)
    .innerJoin(resourceVersions, eq(resourceVersions.id, advisoryFixes.versionId))
    .innerJoin(resources, eq(resources.id, resourceVersions.resourceId))
    .where(inArray(advisoryFixes.advisoryId, advisoryIds))
    .orderBy(asc(resources.title), asc(resourceVersions.releasedOn), asc(resourceVersions.id));
}

/** The advisories' parts, read in four queries for any number of advisories. */
async function withParts(db: Queryable, rows: AdvisoryRecord[]): Promise<Advisory[]> {
  const ids = rows.map((row) => row.id);
  if (ids.length === 0) return [];
  const [affected, notAffected, fixes, revisions] = await Promise.all([
    db.select().from(advisoryProducts).where(inArray(advisoryProducts.advisoryId, ids)).orderBy(asc(advisoryProducts.productId)),
    db.select().from(advisoryNotAffected).where(inArray(advisoryNotAffected.advisoryId, ids)).orderBy(asc(advisoryNotAffected.productId)),
    fixingVersions(db, ids),
    db
      .select()
      .from(advisoryRevisions)
      .where(inArray(advisoryRevisions.advisoryId, ids))
      .orderBy(asc(advisoryRevisions.revisedOn), asc(advisoryRevisions.createdAt), asc(advisoryRevisions.id)),
  ]);
  return rows.map((row) => ({
    ...row,
    products: affected
      .filter((part) => part.advisoryId === row.id)
      .map(({ productId, affectedVersions }) => ({ productId, affectedVersions })),
    notAffected: notAffected.filter((part) => part.advisoryId === row.id).map(({ advisoryId: _advisory, ...part }) => part),
    fixedVersionIds: fixes.filter((part) => part.advisoryId === row.id).map((part) => part.id),
    fixedVersions: fixes
      .filter((part) => part.advisoryId === row.id)
      .map(({ advisoryId: _advisory, resourceTranslations: _translations, releaseTrack: _track, ...version }) => version),
    revisions: revisions
      .filter((part) => part.advisoryId === row.id)
      .map(({ revisedOn, note, translations }) => ({ revisedOn, note, translations })),
  }));
}

export async function listAdvisories(db: Queryable, audience: Audience): Promise<Advisory[]> {
  const rows = await db
    .select()
    .from(securityAdvisories)
    .where(visibleTo(audience))
    .orderBy(...newestAdvisoryFirst);
  return withParts(db, rows);
}

/** An advisory by its id or its public code (any case, as cited: AUR-SA-2026-001); 404 when none the audience may see. */
export async function getAdvisory(db: Queryable, key: string | undefined, audience: Audience): Promise<Advisory> {
  if (key === undefined || !isStorableText(key)) throw notFound(ADVISORY_NOT_FOUND);
  const byKey = isUuid(key) ? eq(securityAdvisories.id, key) : eq(securityAdvisories.code, key.toUpperCase());
  const rows = await db
    .select()
    .from(securityAdvisories)
    .where(and(byKey, visibleTo(audience)));
  const [advisory] = await withParts(db, [foundRow(rows, ADVISORY_NOT_FOUND)]);
  return advisory!;
}

/** Every id must name a row of the table: 400 naming the field otherwise. */
async function requireExisting(
  db: Queryable,
  ids: string[],
  table: typeof products | typeof resourceVersions,
  field: string,
  message: string,
) {
  if (ids.length === 0) return;
  const found = await db.select({ id: table.id }).from(table).where(inArray(table.id, ids));
  if (found.length < new Set(ids).size) throw badRequest("Some fields are invalid", { [field]: message });
}

/**
 * The parts as the activity log names them: "AB-FR700 (5.0.0 to 5.0.7)", "AB-F300 (component_not_present): …",
 * "AB-FR700 firmware 5.1.3", "2026-10-28: CVE id assigned."
 */
async function partLabels(db: Queryable, advisoryId: string) {
  const [affected, notAffected, fixes, revisions] = await Promise.all([
    db
      .select({ name: products.name, versions: advisoryProducts.affectedVersions })
      .from(advisoryProducts)
      .innerJoin(products, eq(products.id, advisoryProducts.productId))
      .where(eq(advisoryProducts.advisoryId, advisoryId))
      .orderBy(asc(products.name)),
    db
      .select({ name: products.name, justification: advisoryNotAffected.justification, statement: advisoryNotAffected.impactStatement })
      .from(advisoryNotAffected)
      .innerJoin(products, eq(products.id, advisoryNotAffected.productId))
      .where(eq(advisoryNotAffected.advisoryId, advisoryId))
      .orderBy(asc(products.name)),
    fixingVersions(db, [advisoryId]),
    db
      .select({ revisedOn: advisoryRevisions.revisedOn, note: advisoryRevisions.note })
      .from(advisoryRevisions)
      .where(eq(advisoryRevisions.advisoryId, advisoryId))
      .orderBy(asc(advisoryRevisions.revisedOn), asc(advisoryRevisions.createdAt)),
  ]);
  return {
    products: affected.map((row) => `${row.name} (${row.versions})`),
    notAffected: notAffected.map((row) => `${row.name} (${row.justification}): ${row.statement}`),
    fixedVersionIds: fixes.map((fix) => `${fix.resourceTitle} ${fix.version ?? fix.releasedOn}`),
    revisions: revisions.map((revision) => `${revision.revisedOn}: ${revision.note}`),
  };
}

/**
 * Replaces the parts the input sends (a part left out stays as stored); what changed is recorded
 * as a change of the advisory, by the staff member the transaction names (decision 032).
 */
async function writeParts(db: Queryable, advisory: { id: string; title: string }, input: AdvisoryUpdate): Promise<void> {
  if (!input.products && !input.notAffected && !input.fixedVersionIds && !input.revisions) return;
  const advisoryId = advisory.id;
  const before = await partLabels(db, advisoryId);
  if (input.products) {
    const productIds = input.products.map((row) => row.productId);
    await requireExisting(db, productIds, products, "products", "Choose existing products");
    await db.delete(advisoryProducts).where(eq(advisoryProducts.advisoryId, advisoryId));
    if (productIds.length > 0) await db.insert(advisoryProducts).values(input.products.map((row) => ({ ...row, advisoryId })));
  }
  if (input.notAffected) {
    await requireExisting(
      db,
      input.notAffected.map((row) => row.productId),
      products,
      "notAffected",
      "Choose existing products",
    );
    await db.delete(advisoryNotAffected).where(eq(advisoryNotAffected.advisoryId, advisoryId));
    if (input.notAffected.length > 0) await db.insert(advisoryNotAffected).values(input.notAffected.map((row) => ({ ...row, advisoryId })));
  }
  if (input.fixedVersionIds) {
    await requireExisting(db, input.fixedVersionIds, resourceVersions, "fixedVersionIds", "Choose existing versions");
    await db.delete(advisoryFixes).where(eq(advisoryFixes.advisoryId, advisoryId));
    if (input.fixedVersionIds.length > 0) {
      await db.insert(advisoryFixes).values(input.fixedVersionIds.map((versionId) => ({ advisoryId, versionId })));
    }
  }
  if (input.revisions) {
    await db.delete(advisoryRevisions).where(eq(advisoryRevisions.advisoryId, advisoryId));
    if (input.revisions.length > 0) {
      await db.insert(advisoryRevisions).values(input.revisions.map((revision) => ({ translations: {}, ...revision, advisoryId })));
    }
  }
  const after = await partLabels(db, advisoryId);
  const changes = Object.fromEntries(
    (["products", "notAffected", "fixedVersionIds", "revisions"] as const)
      .filter((part) => before[part].join("\n") !== after[part].join("\n"))
      .map((part) => [part, { from: before[part], to: after[part] }]),
  );
  if (Object.keys(changes).length === 0) return;
  await recordForNamedActor(db, {
    action: "update",
    entityKind: "security_advisory",
    itemId: advisoryId,
    itemLabel: advisory.title,
    changes,
  });
}

/** The input without its parts, which have tables of their own. */
function ownColumns<Input extends AdvisoryUpdate>(input: Input): Omit<Input, "products" | "notAffected" | "fixedVersionIds" | "revisions"> {
  const { products: _products, notAffected: _notAffected, fixedVersionIds: _fixes, revisions: _revisions, ...values } = input;
  return values;
}

/** The score and severity of a vector the schema has judged whole. */
function scoreOf(vector: string) {
  const { score, severity } = assessCvss(vector)!;
  return { cvssScore: score, severity };
}

const withUniqueCode = <T>(write: () => Promise<T>) => withUniqueFields("security_advisories", write);

export async function createAdvisory(db: Queryable, input: AdvisoryInput): Promise<Advisory> {
  const values = ownColumns(input);
  const [row] = await withUniqueCode(() =>
    db
      .insert(securityAdvisories)
      .values({ ...values, ...scoreOf(values.cvssVector) })
      .returning(),
  );
  await writeParts(db, row!, input);
  return getAdvisory(db, row!.id, { includeUnpublished: true });
}

export async function updateAdvisory(db: Queryable, id: string | undefined, input: AdvisoryUpdate): Promise<Advisory> {
  const values = ownColumns(input);
  const scored = values.cvssVector === undefined ? values : { ...values, ...scoreOf(values.cvssVector) };
  const row = await withUniqueCode(() => updateRowById(db, securityAdvisories, id, scored, ADVISORY_NOT_FOUND));
  await writeParts(db, row, input);
  return getAdvisory(db, row.id, { includeUnpublished: true });
}

export function deleteAdvisory(db: Queryable, id: string | undefined): Promise<void> {
  return deleteRowById(db, securityAdvisories, id, ADVISORY_NOT_FOUND);
}
