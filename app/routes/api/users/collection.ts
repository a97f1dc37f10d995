/** `GET` and `POST /api/users` (admin): the staff accounts. */
import type { Route } from "./+types/collection";
import { apiHandler, readJsonBody } from "~/lib/server/api-route.server";
import { methodNotAllowed } from "~/lib/server/http-errors.server";
import { createUserSchema } from "~/schemas/staff/user";
import { requireAdmin } from "~/services/staff/auth.server";
import { createUser, listUsers } from "~/services/staff/user.server";
import { writeAs } from "~/services/staff/activity-log.server";

export const loader = apiHandler(async ({ request, context }: Route.LoaderArgs) => {
  await requireAdmin(context.db, request);
  return Response.json(await listUsers(context.db), { headers: { "Cache-Control": "no-store" } });
});

export const action = apiHandler(async ({ request, context }: Route.ActionArgs) => {
  if (request.method !== "POST") throw methodNotAllowed(["GET", "POST"]);
  const user = await requireAdmin(context.db, request);
  const input = await readJsonBody(request, createUserSchema);
  return Response.json(await writeAs(context.db, user, (db) => createUser(db, input)), { status: 201 });
});
