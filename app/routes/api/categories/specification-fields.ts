/**
 * `GET /api/categories/{slug or id}/specification-fields` (public): the category's typed fields in
 * order; `PUT /api/categories/{id}/specification-fields` (staff): replace them (decision 033), sent
 * as `{ fields }` or as the bare list the GET answers (decision 045).
 */
import type { Route } from "./+types/specification-fields";
import { apiHandler, readJsonBody } from "~/lib/server/api-route.server";
import { methodNotAllowed } from "~/lib/server/http-errors.server";
import { specificationFieldsBodySchema } from "~/schemas/catalogue/specification-field";
import { writeAs } from "~/services/staff/activity-log.server";
import { requireStaff } from "~/services/staff/auth.server";
import { findCategoryById, findCategoryBySlug } from "~/services/catalogue/category.server";
import { isUuid } from "~/services/records/entity-rows.server";
import { listSpecificationFields, replaceSpecificationFields } from "~/services/catalogue/specification-field.server";

export const loader = apiHandler(async ({ context, params }: Route.LoaderArgs) => {
  const category = isUuid(params.key) ? await findCategoryById(context.db, params.key) : await findCategoryBySlug(context.db, params.key);
  return Response.json(await listSpecificationFields(context.db, category.id));
});

export const action = apiHandler(async ({ request, context, params }: Route.ActionArgs) => {
  if (request.method !== "PUT") throw methodNotAllowed(["GET", "PUT"]);
  const user = await requireStaff(context.db, request);
  const input = await readJsonBody(request, specificationFieldsBodySchema);
  return Response.json(await writeAs(context.db, user, (db) => replaceSpecificationFields(db, params.key, input)));
});
