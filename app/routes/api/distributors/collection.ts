/**
 * `GET /api/distributors` (public: the published ones by country, region and search text;
 * signed-in staff with `?all=true`: all) and `POST /api/distributors` (staff).
 */
import type { Route } from "./+types/collection";
import { apiHandler, listResponse, readJsonBody, readQuery } from "~/lib/server/api-route.server";
import { methodNotAllowed } from "~/lib/server/http-errors.server";
import { createDistributorSchema, distributorListQuerySchema } from "~/schemas/content/distributor";
import { requireStaff, staffViewer } from "~/services/staff/auth.server";
import { createDistributor, listDistributors } from "~/services/content/distributor.server";
import { writeAs } from "~/services/staff/activity-log.server";
import { versioned } from "~/services/history/item-versions.server";

export const loader = apiHandler(async ({ request, context }: Route.LoaderArgs) => {
  const { all, ...filters } = readQuery(request, distributorListQuerySchema);
  // Anyone may ask for all; only staff who pass the staff check get the unpublished ones too.
  const includeUnpublished = all === true && (await staffViewer(context.db, request)) !== null;
  const { rows, total } = await listDistributors(context.db, { ...filters, includeUnpublished });
  return listResponse(rows, total, includeUnpublished ? { "Cache-Control": "no-store" } : {});
});

export const action = apiHandler(async ({ request, context }: Route.ActionArgs) => {
  if (request.method !== "POST") throw methodNotAllowed(["GET", "POST"]);
  const user = await requireStaff(context.db, request);
  const input = await readJsonBody(request, createDistributorSchema);
  return Response.json(
    await writeAs(context.db, user, (db) => versioned(db, "distributor", undefined, () => createDistributor(db, input))),
    { status: 201 },
  );
});
