/**
 * The activity log (docs/decisions/032-activity-log.md). Staff writes run through `writeAs`: one
 * transaction that names the staff member, in which the database's triggers record every row
 * created, changed or deleted (app/db/sql/activity-log.sql). Events that change no content row
 * (sign-in, demo seed, clear) are recorded with `recordEvent`. `listActivity` reads the log.
 */
import { and, desc, eq, sql, type SQL } from "drizzle-orm";
import type { Queryable } from "~/db/client.server";
import { activityLog, adminUsers } from "~/db/schema";
import type { ActivityAction, ActivityChanges, ActivityKind } from "~/lib/activity-values";
import type { ActivityListQuery } from "~/schemas/staff/activity";
import { countedPage, type CountedPage } from "../records/counted-page.server";
import { withinDays } from "../records/day-range.server";
import type { SessionUser } from "./session.server";

type Actor = Pick<SessionUser, "id" | "username">;

/** Runs `write` in one transaction whose row changes the log attributes to `actor`; a failed write logs nothing. */
export function writeAs<T>(db: Queryable, actor: Pick<Actor, "id">, write: (tx: Queryable) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('activity.actor_id', ${actor.id}, true)`);
    return write(tx);
  });
}

/**
 * Runs `write` unrecorded: a copy kept in step with a change that is recorded already (a
 * resource's current version and the resource's own release fields, decision 034). Inside
 * `writeAs` it clears the actor for the write and names them again after it; a failed write
 * aborts the transaction, which records nothing anyway.
 */
export async function unrecorded<T>(db: Queryable, write: () => Promise<T>): Promise<T> {
  const { rows } = (await db.execute(sql`select current_setting('activity.actor_id', true) as actor`)) as unknown as {
    rows: { actor: string | null }[];
  };
  await db.execute(sql`select set_config('activity.actor_id', '', true)`);
  const result = await write();
  await db.execute(sql`select set_config('activity.actor_id', ${rows[0]?.actor ?? ""}, true)`);
  return result;
}

export type ActivityEvent = {
  action: ActivityAction;
  entityKind: ActivityKind;
  itemId?: string;
  itemLabel?: string;
  changes?: ActivityChanges;
};

/** Records an event that no trigger sees; pass the event's transaction so that both commit or neither. */
export async function recordEvent(db: Queryable, actor: Actor, event: ActivityEvent): Promise<void> {
  await db.insert(activityLog).values({ actorId: actor.id, actorName: actor.username, ...event });
}

/**
 * Records `event` for the staff member the transaction names (`writeAs`), as the triggers record
 * row changes; a write naming nobody (seed, restore) records nothing. For a change no trigger
 * sees as one, e.g. a product's relations (decision 058).
 */
export async function recordForNamedActor(db: Queryable, event: ActivityEvent): Promise<void> {
  await db.execute(sql`
    insert into ${activityLog} (created_at, actor_id, actor_name, action, entity_kind, item_id, item_label, changes)
    select clock_timestamp(), actor.id, coalesce((select ${adminUsers.username} from ${adminUsers} where ${adminUsers.id} = actor.id), 'unknown'),
           ${event.action}, ${event.entityKind}, ${event.itemId ?? null}, ${event.itemLabel ?? null}, ${JSON.stringify(event.changes ?? null)}::jsonb
    from (select nullif(current_setting('activity.actor_id', true), '')::uuid as id) as actor
    where actor.id is not null`);
}

/** Runs `run` in one transaction with the record of `event`: a bulk change (seed, clear) logged once rather than per row. */
export function withEvent<T>(db: Queryable, actor: Actor, event: ActivityEvent, run: (tx: Queryable) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    const result = await run(tx);
    await recordEvent(tx, actor, event);
    return result;
  });
}

export type ActivityEntry = typeof activityLog.$inferSelect;

/** Newest first, filtered; `from` and `to` are whole days (UTC), both included. */
export async function listActivity(db: Queryable, query: ActivityListQuery): Promise<CountedPage<ActivityEntry>> {
  const conditions: (SQL | undefined)[] = [
    query.user ? eq(activityLog.actorId, query.user) : undefined,
    query.kind ? eq(activityLog.entityKind, query.kind) : undefined,
    query.action ? eq(activityLog.action, query.action) : undefined,
    query.item ? eq(activityLog.itemId, query.item) : undefined,
    ...withinDays(activityLog.createdAt, query),
  ];
  const where = and(...conditions);
  const page = db
    .select()
    .from(activityLog)
    .where(where)
    .orderBy(desc(activityLog.createdAt), desc(activityLog.id))
    .limit(query.limit ?? 1000)
    .offset(query.offset ?? 0);
  return countedPage(db, activityLog, where, page);
}
