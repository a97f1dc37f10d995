/**
 * The action of an item address that staff update with PUT and remove with DELETE, for the
 * entities whose item routes do nothing else (hero slides, resources, distributors): each write
 * keeps the item's version, each delete keeps it in "Recently deleted" (decision 062).
 */
import type { z } from "zod";
import type { Queryable } from "~/db/client.server";
import { apiHandler, readJsonBody } from "~/lib/server/api-route.server";
import { methodNotAllowed } from "~/lib/server/http-errors.server";
import type { AppContext } from "~/lib/server/app-context.server";
import { requireStaff } from "~/services/staff/auth.server";
import { writeAs } from "~/services/staff/activity-log.server";
import type { VersionedKind } from "~/lib/history-values";
import { versioned } from "~/services/history/item-versions.server";
import { keptWhenDeleted } from "~/services/history/recently-deleted.server";

export const STAFF_ITEM_METHODS = ["PUT", "DELETE"];

export function staffItemAction<Schema extends z.ZodType>(handlers: {
  /** The kind, for an entity that keeps its versions; certificates keep none. */
  kind?: VersionedKind;
  updateSchema: Schema;
  update(db: Queryable, id: string | undefined, input: z.output<Schema>): Promise<{ id: string }>;
  remove(db: Queryable, id: string | undefined): Promise<void>;
}) {
  return apiHandler(async ({ request, context, params }: { request: Request; context: AppContext; params: { id?: string } }) => {
    if (!STAFF_ITEM_METHODS.includes(request.method)) throw methodNotAllowed(STAFF_ITEM_METHODS);
    const user = await requireStaff(context.db, request);
    const id = params.id ?? "";
    const { kind } = handlers;
    if (request.method === "PUT") {
      const input = await readJsonBody(request, handlers.updateSchema);
      const update = (db: Queryable) => handlers.update(db, id, input);
      return Response.json(await writeAs(context.db, user, (db) => (kind ? versioned(db, kind, id, () => update(db)) : update(db))));
    }
    const remove = (db: Queryable) => handlers.remove(db, id);
    await writeAs(context.db, user, (db) => (kind ? keptWhenDeleted(db, kind, id, () => remove(db)) : remove(db)));
    return new Response(null, { status: 204 });
  });
}
