/** `POST /api/database/seed` (admin): writes the demo content again and answers its counts. */
import type { Route } from "./+types/seed";
import { apiHandler, refuseMethod } from "~/lib/server/api-route.server";
import { methodNotAllowed } from "~/lib/server/http-errors.server";
import { withEvent } from "~/services/staff/activity-log.server";
import { requireAdmin } from "~/services/staff/auth.server";
import { seedDatabase } from "~/services/staff/database-admin.server";

const DATABASE_EVENT = { action: "seed", entityKind: "database", itemLabel: "Demo data" } as const;

export const loader = refuseMethod(["POST"]);

export const action = apiHandler(async ({ request, context }: Route.ActionArgs) => {
  if (request.method !== "POST") throw methodNotAllowed(["POST"]);
  const admin = await requireAdmin(context.db, request);
  return Response.json(await withEvent(context.db, admin, DATABASE_EVENT, (tx) => seedDatabase(tx, context.storage)));
});
