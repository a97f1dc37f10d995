/**
 * The action of an item address that staff update with PUT and remove with DELETE, for the
 * entities whose item routes do nothing else (hero slides, resources).
 */
import type { z } from "zod";
import type { Queryable } from "~/db/client.server";
import { apiHandler, readJsonBody } from "~/lib/server/api-route.server";
import { methodNotAllowed } from "~/lib/server/http-errors.server";
import type { AppContext } from "~/lib/server/app-context.server";
import { requireStaff } from "~/services/staff/auth.server";
import { writeAs } from "~/services/staff/activity-log.server";

export const STAFF_ITEM_METHODS = ["PUT", "DELETE"];

export function staffItemAction<Schema extends z.ZodType>(handlers: {
  updateSchema: Schema;
  update(db: Queryable, id: string | undefined, input: z.output<Schema>): Promise<unknown>;
  remove(db: Queryable, id: string | undefined): Promise<void>;
}) {
  return apiHandler(async ({ request, context, params }: { request: Request; context: AppContext; params: { id?: string } }) => {
    if (!STAFF_ITEM_METHODS.includes(request.method)) throw methodNotAllowed(STAFF_ITEM_METHODS);
    const user = await requireStaff(context.db, request);
    if (request.method === "PUT") {
      const input = await readJsonBody(request, handlers.updateSchema);
      return Response.json(await writeAs(context.db, user, (db) => handlers.update(db, params.id, input)));
    }
    await writeAs(context.db, user, (db) => handlers.remove(db, params.id));
    return new Response(null, { status: 204 });
  });
}
