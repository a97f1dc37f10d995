/**
 * Who is reading content that can be unpublished (products, solutions, news; decision 031): the
 * public sees published items only, staff who pass the staff check every item, so that they can
 * preview drafts. A session that fails the check (one the sign-in policy holds until its second
 * factor is enrolled) is the public.
 */
import { and, eq, lte, type SQL } from "drizzle-orm";
import type { Queryable } from "~/db/client.server";
import { newsArticles, type products, type solutions } from "~/db/schema";
import type { PublicationStatus, UnpublishedState } from "~/lib/domain-values";
import { staffViewer } from "../staff/auth.server";

export type Audience = { includeUnpublished: boolean };

/** The public: published items only (lists, counts, the sitemap, the home page, the public API). */
export const PUBLIC: Audience = { includeUnpublished: false };

export async function audienceOf(db: Queryable, request: Request): Promise<Audience> {
  return { includeUnpublished: (await staffViewer(db, request)) !== null };
}

/** The rows the public may see: published ones; a news article also once its date has come (decision 015). */
export function publicRows(table: typeof products | typeof solutions | typeof newsArticles, now: Date = new Date()): SQL {
  const published = eq(table.status, "published");
  return table === newsArticles ? and(published, lte(newsArticles.publishedAt, now))! : published;
}

/** No condition for staff, the public rows for everyone else. */
export const visibleTo = (table: typeof products | typeof solutions | typeof newsArticles, audience: Audience): SQL | undefined =>
  audience.includeUnpublished ? undefined : publicRows(table);

/**
 * Whether the public would see this row: a page shown only to staff says so (the preview banner),
 * and an edit that leaves it public lets the page cache lend its kept pages (decision 048).
 */
export function isPublicRow(row: { status: string; publishedAt?: Date }, now: Date = new Date()): boolean {
  return row.status === "published" && (row.publishedAt === undefined || row.publishedAt.getTime() <= now.getTime());
}

/** An answer that may hold unpublished items must not be kept by any cache. */
export const audienceHeaders = (audience: Audience): Record<string, string> =>
  audience.includeUnpublished ? { "Cache-Control": "no-store" } : {};

/** What the preview banner says of a row the public cannot see; null for a public one. */
export function unpublishedState(row: { status: PublicationStatus; publishAt: Date | null; publishedAt?: Date }): UnpublishedState | null {
  if (isPublicRow(row)) return null;
  return row.status === "published"
    ? { status: "scheduled", goesLiveAt: row.publishedAt ?? null }
    : { status: row.status, goesLiveAt: row.publishAt };
}
