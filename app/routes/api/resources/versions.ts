/** `GET /api/resources/{id}/versions` (public, newest first) and `POST` (staff): a resource's releases (decision 034). */
import type { Route } from "./+types/versions";
import { apiHandler, readJsonBody } from "~/lib/server/api-route.server";
import { methodNotAllowed } from "~/lib/server/http-errors.server";
import { createResourceVersionSchema } from "~/schemas/content/resource-version";
import { requireStaff } from "~/services/staff/auth.server";
import { writeAs } from "~/services/staff/activity-log.server";
import { addVersion, listVersions } from "~/services/content/downloads/resource-versions.server";

export const loader = apiHandler(async ({ context, params }: Route.LoaderArgs) => Response.json(await listVersions(context.db, params.id)));

export const action = apiHandler(async ({ request, context, params }: Route.ActionArgs) => {
  if (request.method !== "POST") throw methodNotAllowed(["GET", "POST"]);
  const user = await requireStaff(context.db, request);
  const input = await readJsonBody(request, createResourceVersionSchema);
  return Response.json(await writeAs(context.db, user, (db) => addVersion(db, params.id, input)), { status: 201 });
});
