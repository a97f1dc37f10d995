/**
 * The CSAF trusted provider's directory (decision 079): one signed document per advisory ever
 * published, kept in `csaf_documents` and served byte for byte. `syncCsafDocuments` brings the
 * directory up to date with the advisories; it runs after every advisory write (in its
 * transaction), at start and on every instance's CSAF loop (which follows scheduled publishing and
 * edits of the catalogue and settings the documents name). For each advisory:
 * - published, no document yet: version 1.., the staff's revisions as its revision history;
 * - published, its content changed (or withdrawn before): a new version with a revision entry,
 *   the newest staff revision's note when it is new, else "Updated." ("Published again." after
 *   a withdrawal);
 * - no longer published (a draft again, or deleted) while its document is not withdrawn: the
 *   document keeps its content, with a note and a revision that say it is withdrawn.
 * A changed signing key re-signs every document. Instances take turns through a lock.
 */
import { createHash } from "node:crypto";
import { asc, desc, eq, sql } from "drizzle-orm";
import type { Queryable } from "~/db/client.server";
import { csafDocuments, type CsafRevision } from "~/db/schema";
import { csafDocumentPath } from "~/lib/security/csaf/csaf-addresses";
import { CsafRefusal, csafContent, withTracking, type CsafContent, type CsafSource } from "~/lib/security/csaf/csaf-document";
import { sortedJson } from "~/lib/security/csaf/sorted-json";
import { getSiteSettings } from "../../site-settings.server";
import { listAdvisories, type Advisory } from "../security-advisory.server";
import type { CsafSigner } from "./csaf-signing-key.server";
import { csafSources } from "./csaf-sources.server";

export type CsafSite = { origin: string; signer: CsafSigner; now?: Date };

export const WITHDRAWN_NOTE = "This advisory has been withdrawn: it is no longer published. Its content stays as last published.";
/** One lock for every instance's syncs (pg_advisory_xact_lock's key). */
const SYNC_LOCK = 7_902_046;

type StoredDocument = typeof csafDocuments.$inferSelect;

const digest = (algorithm: "sha256" | "sha512", text: string) => createHash(algorithm).update(text).digest("hex");
const midnight = (day: string) => new Date(`${day}T00:00:00.000Z`);

/** The first revision history: the staff's revisions, oldest first, else one for the publication day. */
function firstRevisions(advisory: Advisory): CsafRevision[] {
  const revisions =
    advisory.revisions.length > 0 ? advisory.revisions : [{ revisedOn: advisory.publishedOn, note: "Initial publication." }];
  return revisions.map((revision, index) => ({
    number: String(index + 1),
    date: midnight(revision.revisedOn).toISOString(),
    summary: revision.note,
  }));
}

/** The summary of the next revision of a published advisory's document. */
function nextSummary(advisory: Advisory, stored: StoredDocument): string {
  const newest = advisory.revisions.at(-1)?.note;
  if (newest !== undefined && !stored.revisions.some((revision) => revision.summary === newest)) return newest;
  return stored.withdrawn ? "Published again." : "Updated.";
}

async function writeDocument(
  db: Queryable,
  site: CsafSite,
  content: CsafContent,
  tracking: { trackingId: string; advisoryId: string | null; path: string; initialReleaseDate: Date; revisions: CsafRevision[] },
  withdrawn: boolean,
): Promise<void> {
  const currentReleaseDate = new Date(tracking.revisions.at(-1)!.date);
  const document = sortedJson(
    withTracking(
      content,
      {
        id: tracking.trackingId,
        path: tracking.path,
        version: tracking.revisions.length,
        initialReleaseDate: tracking.initialReleaseDate,
        currentReleaseDate,
        revisions: tracking.revisions,
      },
      site.origin,
    ),
  );
  const row = {
    ...tracking,
    currentReleaseDate,
    contentDigest: digest("sha256", sortedJson(content)),
    withdrawn,
    document,
    sha256: digest("sha256", document),
    sha512: digest("sha512", document),
    signature: await site.signer.sign(document),
    signedBy: site.signer.fingerprint,
  };
  await db.insert(csafDocuments).values(row).onConflictDoUpdate({ target: csafDocuments.trackingId, set: row });
}

/** The stored document's content (its tracking and self reference left out), with the withdrawal note. */
function withdrawnContent(stored: StoredDocument): CsafContent {
  const { document, product_tree, vulnerabilities } = JSON.parse(stored.document) as ReturnType<typeof withTracking>;
  const { tracking: _tracking, references, notes, ...rest } = document;
  return {
    document: {
      ...rest,
      notes: [...notes, { category: "general", title: "Withdrawn", text: WITHDRAWN_NOTE }],
      references: references.filter((reference) => reference.category !== "self"),
    },
    product_tree,
    vulnerabilities,
  } as CsafContent;
}

async function syncAdvisory(db: Queryable, site: CsafSite, advisory: Advisory, source: CsafSource, stored: StoredDocument | undefined) {
  const content = csafContent(source);
  const now = (site.now ?? new Date()).toISOString();
  if (stored === undefined) {
    const revisions = firstRevisions(advisory);
    const initialReleaseDate = new Date(revisions[0]!.date);
    const path = csafDocumentPath(advisory.code, initialReleaseDate);
    await writeDocument(
      db,
      site,
      content,
      { trackingId: advisory.code, advisoryId: advisory.id, path, initialReleaseDate, revisions },
      false,
    );
    return;
  }
  if (!stored.withdrawn && stored.contentDigest === digest("sha256", sortedJson(content))) {
    if (stored.advisoryId !== advisory.id)
      await db.update(csafDocuments).set({ advisoryId: advisory.id }).where(eq(csafDocuments.trackingId, stored.trackingId));
    await signAgainIfKeyChanged(db, site, stored);
    return;
  }
  const revisions = [
    ...stored.revisions,
    { number: String(stored.revisions.length + 1), date: now, summary: nextSummary(advisory, stored) },
  ];
  await writeDocument(db, site, content, { ...stored, advisoryId: advisory.id, revisions }, false);
}

/** The same bytes signed with the current key, when another key signed them. */
async function signAgainIfKeyChanged(db: Queryable, site: CsafSite, stored: StoredDocument) {
  if (stored.signedBy === site.signer.fingerprint) return;
  await db
    .update(csafDocuments)
    .set({ signature: await site.signer.sign(stored.document), signedBy: site.signer.fingerprint })
    .where(eq(csafDocuments.trackingId, stored.trackingId));
}

async function withdraw(db: Queryable, site: CsafSite, stored: StoredDocument) {
  const now = (site.now ?? new Date()).toISOString();
  const revisions = [...stored.revisions, { number: String(stored.revisions.length + 1), date: now, summary: "Withdrawn." }];
  await writeDocument(db, site, withdrawnContent(stored), { ...stored, revisions }, true);
}

/** A document's source, or the refusal that says why none can be made from the advisory as it stands. */
export async function csafSourceOf(db: Queryable, advisory: Advisory, origin: string): Promise<CsafSource | CsafRefusal> {
  const settings = await getSiteSettings(db);
  const sources = await csafSources(db, [advisory], { origin, publisherName: settings.companyName });
  return sources.get(advisory.id)!;
}

/** Brings every document up to date with the advisories (see above); one instance at a time. */
export async function syncCsafDocuments(db: Queryable, site: CsafSite): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SYNC_LOCK})`);
    const [advisories, stored, settings] = await Promise.all([
      listAdvisories(tx, { includeUnpublished: true }),
      tx.select().from(csafDocuments),
      getSiteSettings(tx),
    ]);
    const published = advisories.filter((advisory) => advisory.status === "published");
    const sources = await csafSources(tx, published, { origin: site.origin, publisherName: settings.companyName });
    const storedById = new Map(stored.map((document) => [document.trackingId, document]));
    for (const advisory of published) {
      const source = sources.get(advisory.id)!;
      // Published before the checks, or made invalid since by a catalogue edit: its last document stays.
      if (source instanceof CsafRefusal) continue;
      await syncAdvisory(tx, site, advisory, source, storedById.get(advisory.code));
    }
    const publishedCodes = new Set(published.map((advisory) => advisory.code));
    for (const document of stored) {
      if (publishedCodes.has(document.trackingId)) continue;
      if (document.withdrawn) await signAgainIfKeyChanged(tx, site, document);
      else await withdraw(tx, site, document);
    }
  });
}

/** The documents, newest first (changes.csv's order), with what a listing needs. */
export function listCsafDocuments(db: Queryable) {
  return db
    .select({ path: csafDocuments.path, currentReleaseDate: csafDocuments.currentReleaseDate })
    .from(csafDocuments)
    .orderBy(desc(csafDocuments.currentReleaseDate), asc(csafDocuments.path));
}

/** One document's stored files, by its path under the directory. */
export async function findCsafDocument(db: Queryable, path: string) {
  const [row] = await db
    .select({
      document: csafDocuments.document,
      sha256: csafDocuments.sha256,
      sha512: csafDocuments.sha512,
      signature: csafDocuments.signature,
    })
    .from(csafDocuments)
    .where(eq(csafDocuments.path, path));
  return row;
}
