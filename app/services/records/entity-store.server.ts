/**
 * The reads and writes of an entity addressed by slug for the public and by id for staff
 * (categories, products, solutions, case studies), written once so that each answers alike:
 * an unknown slug or id is 404 "<Entity> not found", a duplicate unique field is 409 naming it,
 * a reference to a missing row is 400 naming the field. A former slug answers 301 to the current
 * one: the writes remember every slug an item leaves (decision 028).
 */
import { and, eq, getTableName, type InferInsertModel, type InferSelectModel, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable, PgUpdateSetSource } from "drizzle-orm/pg-core";
import type { Queryable } from "~/db/client.server";
import { withUniqueFields } from "~/lib/server/database-errors.server";
import { notFound } from "~/lib/server/http-errors.server";
import type { SluggedKind } from "~/lib/domain-values";
import { SLUG_PATTERN } from "~/schemas/fields";
import { withExistingReferences, type ReferenceMessages } from "~/lib/server/database-errors.server";
import { deleteRowById, foundRow, updateRowById } from "./row-by-id.server";
import { throwIfMoved, withClaimedSlug, withSlugHistory } from "../content/publishing/slug-history.server";

type SluggedTable = PgTable & { id: PgColumn; slug: PgColumn };

export type EntityStore<T extends SluggedTable> = {
  /** `visible` limits what the reader may see; a former slug of a row they may not see is 404 too. */
  findBySlug(db: Queryable, slug: string, visible?: SQL): Promise<InferSelectModel<T>>;
  insert(db: Queryable, values: InferInsertModel<T>): Promise<InferSelectModel<T>>;
  /** Changes only the fields given; no field at all answers the row as it is. */
  update(db: Queryable, id: string, values: PgUpdateSetSource<T>): Promise<InferSelectModel<T>>;
  remove(db: Queryable, id: string): Promise<void>;
};

export function entityStore<T extends SluggedTable>(
  table: T,
  options: { entityName: string; kind: SluggedKind; references?: ReferenceMessages },
): EntityStore<T> {
  const notFoundMessage = `${options.entityName} not found`;
  const write = <R>(run: () => Promise<R>) =>
    withUniqueFields(getTableName(table), () => withExistingReferences(options.references ?? {}, run));
  // Drizzle cannot resolve a generic table's row type, so rows are typed from the table here.
  type Row = InferSelectModel<T> & { id: string; slug: string };
  const found = (rows: unknown) => foundRow(rows as Row[], notFoundMessage);

  return {
    async findBySlug(db, slug, visible) {
      // What is not a slug names no row (and a NUL character would make PostgreSQL fail).
      if (!SLUG_PATTERN.test(slug)) throw notFound(notFoundMessage);
      const rows = await db
        .select()
        .from(table as PgTable)
        .where(and(eq(table.slug, slug), visible))
        .limit(1);
      if (rows.length === 0) await throwIfMoved(db, options.kind, slug, visible);
      return found(rows);
    },
    insert: (db, values) =>
      write(() => withClaimedSlug(db, options.kind, async (tx) => found(await tx.insert(table).values(values).returning()))),
    update: (db, id, values) =>
      write(() =>
        withSlugHistory(db, options.kind, id, async (tx) => (await updateRowById(tx, table, id, values, notFoundMessage)) as Row),
      ),
    remove: (db, id) => deleteRowById(db, table, id, notFoundMessage),
  };
}
