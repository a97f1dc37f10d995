/** `GET /api/resources` (public, newest first, optional `type`) and `POST /api/resources` (staff). */
import type { Route } from "./+types/collection";
import { apiHandler, readJsonBody, readQuery } from "~/lib/server/api-route.server";
import { methodNotAllowed } from "~/lib/server/http-errors.server";
import { createResourceSchema, resourceListQuerySchema } from "~/schemas/content/resource";
import { requireStaff } from "~/services/staff/auth.server";
import { createResource, listResources } from "~/services/content/downloads/resource.server";
import { writeAs } from "~/services/staff/activity-log.server";
import { versioned } from "~/services/history/item-versions.server";

export const loader = apiHandler(async ({ request, context }: Route.LoaderArgs) => {
  const { type } = readQuery(request, resourceListQuerySchema);
  return Response.json(await listResources(context.db, type));
});

export const action = apiHandler(async ({ request, context }: Route.ActionArgs) => {
  if (request.method !== "POST") throw methodNotAllowed(["GET", "POST"]);
  const user = await requireStaff(context.db, request);
  const input = await readJsonBody(request, createResourceSchema);
  return Response.json(await writeAs(context.db, user, (db) => versioned(db, "resource", undefined, () => createResource(db, input))), {
    status: 201,
  });
});
