/**
 * The former slugs of slugged items (docs/decisions/028-slug-history.md). The items' services run
 * their writes through these, in one transaction: a slug change remembers the slug left, and a slug
 * taken (by a new item or a rename) stops being anyone's former slug, since the live slug wins. A
 * read by slug that finds no item asks `currentSlugOf` for the item that had it, and the public
 * answers 301 to the item's current address: one hop, whatever the number of renames between.
 */
import { and, eq, or, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { Queryable } from "~/db/client.server";
import { caseStudies, categories, newsArticles, products, slugHistory, solutions } from "~/db/schema";
import { SLUGGED_KINDS, type SluggedKind } from "~/lib/domain-values";
import type { DeletedFormerSlug } from "~/lib/history-values";
import { slugMoved } from "~/lib/server/pages/moved-slug.server";
import { SLUG_PATTERN } from "~/schemas/fields";
import { isUuid } from "../../records/entity-rows.server";

type SluggedTable = typeof categories | typeof products | typeof solutions | typeof newsArticles | typeof caseStudies;

/** Each kind's table and the history column that names its items. */
const ITEMS: Record<SluggedKind, { table: SluggedTable; reference: PgColumn; column: keyof typeof slugHistory.$inferInsert }> = {
  category: { table: categories, reference: slugHistory.categoryId, column: "categoryId" },
  product: { table: products, reference: slugHistory.productId, column: "productId" },
  solution: { table: solutions, reference: slugHistory.solutionId, column: "solutionId" },
  news_article: { table: newsArticles, reference: slugHistory.newsArticleId, column: "newsArticleId" },
  case_study: { table: caseStudies, reference: slugHistory.caseStudyId, column: "caseStudyId" },
};

/**
 * Runs an item's creation in one transaction with the release of its slug: a slug that a new item
 * takes no longer leads to the item that had it before.
 */
export function withClaimedSlug<Row extends { slug: string }>(
  db: Queryable,
  kind: SluggedKind,
  create: (tx: Queryable) => Promise<Row>,
): Promise<Row> {
  return db.transaction(async (tx) => {
    const row = await create(tx);
    await claimSlug(tx, kind, row.slug);
    return row;
  });
}

/**
 * Runs an item's update in one transaction with the remembering of the slug it leaves (if it
 * changes). The item's row is locked first, so that two renames at once cannot both read its slug.
 */
export function withSlugHistory<Row extends { id: string; slug: string }>(
  db: Queryable,
  kind: SluggedKind,
  id: string | undefined,
  update: (tx: Queryable) => Promise<Row>,
): Promise<Row> {
  return db.transaction(async (tx) => {
    const formerSlug = await lockedSlug(tx, kind, id);
    const row = await update(tx);
    if (formerSlug !== null) await recordSlugChange(tx, kind, row.id, formerSlug, row.slug);
    return row;
  });
}

/** The slug of the item with `id`, its row locked until the transaction ends; null when there is none. */
async function lockedSlug(tx: Queryable, kind: SluggedKind, id: string | undefined): Promise<string | null> {
  if (id === undefined || !isUuid(id)) return null;
  const { table } = ITEMS[kind];
  const [row] = await tx.select({ slug: table.slug }).from(table).where(eq(table.id, id)).for("update");
  return row?.slug ?? null;
}

/** `slug` is live again (a new item or a rename took it): it no longer leads anywhere else. */
async function claimSlug(tx: Queryable, kind: SluggedKind, slug: string): Promise<void> {
  await tx.delete(slugHistory).where(and(eq(slugHistory.kind, kind), eq(slugHistory.slug, slug)));
}

/**
 * Remembers that item `itemId` left `formerSlug` for `currentSlug`, in the transaction of the
 * update. Nothing happens when the slug did not change.
 */
async function recordSlugChange(tx: Queryable, kind: SluggedKind, itemId: string, formerSlug: string, currentSlug: string): Promise<void> {
  if (formerSlug === currentSlug) return;
  await claimSlug(tx, kind, currentSlug);
  const item = { [ITEMS[kind].column]: itemId };
  // A row for the former slug can only be stale (the slug was live until now): it becomes this item's.
  await tx
    .insert(slugHistory)
    .values({ kind, slug: formerSlug, ...item })
    .onConflictDoUpdate({ target: [slugHistory.kind, slugHistory.slug], set: { ...item, createdAt: new Date() } });
}

/**
 * The current slug of the item that once had `formerSlug`, or null when none did (or when that
 * item is not visible to the reader: `visible` is a condition on the item's table).
 */
export async function currentSlugOf(db: Queryable, kind: SluggedKind, formerSlug: string, visible?: SQL): Promise<string | null> {
  // What is not a slug was never one (and a NUL character would make PostgreSQL fail).
  if (!SLUG_PATTERN.test(formerSlug)) return null;
  const { table, reference } = ITEMS[kind];
  const [found] = await db
    .select({ slug: table.slug })
    .from(slugHistory)
    .innerJoin(table, eq(table.id, reference))
    .where(and(eq(slugHistory.kind, kind), eq(slugHistory.slug, formerSlug), visible))
    .limit(1);
  return found?.slug ?? null;
}

/** Answers a read by slug that found nothing: 301 to the current slug when `slug` is a former one. */
export async function throwIfMoved(db: Queryable, kind: SluggedKind, slug: string, visible?: SQL): Promise<void> {
  const current = await currentSlugOf(db, kind, slug, visible);
  if (current !== null) throw slugMoved(slug, current);
}

const isSluggedKind = (kind: string): kind is SluggedKind => (SLUGGED_KINDS as readonly string[]).includes(kind);

/** The former slugs of the items named, for a delete to keep them (the rows go with the items). */
export async function formerSlugsOf(db: Queryable, items: { kind: string; id: string }[]): Promise<DeletedFormerSlug[]> {
  const slugged = items.filter((item): item is { kind: SluggedKind; id: string } => isSluggedKind(item.kind));
  if (slugged.length === 0) return [];
  const rows = await db
    .select()
    .from(slugHistory)
    .where(or(...slugged.map(({ kind, id }) => and(eq(slugHistory.kind, kind), eq(ITEMS[kind].reference, id)))));
  return rows.map((row) => ({ kind: row.kind, itemId: row[ITEMS[row.kind].column] as string, slug: row.slug }));
}

/**
 * Gives restored items back their former slugs, so that their old addresses redirect again. A slug
 * that is live meanwhile, or that another item has left since, stays as it is now.
 */
export async function restoreFormerSlugs(db: Queryable, formerSlugs: DeletedFormerSlug[]): Promise<void> {
  for (const { kind, itemId, slug } of formerSlugs) {
    const { table, column } = ITEMS[kind];
    const [live] = await db.select({ id: table.id }).from(table).where(eq(table.slug, slug));
    if (live) continue;
    await db
      .insert(slugHistory)
      .values({ kind, slug, [column]: itemId })
      .onConflictDoNothing();
  }
}
