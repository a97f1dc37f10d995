/** `GET /api/categories` (public, by order then name) and `POST /api/categories` (staff). */
import type { Route } from "./+types/collection";
import { apiHandler, readJsonBody } from "~/lib/server/api-route.server";
import { methodNotAllowed } from "~/lib/server/http-errors.server";
import { createCategorySchema } from "~/schemas/catalogue/category";
import { requireStaff } from "~/services/staff/auth.server";
import { createCategory, listCategories } from "~/services/catalogue/category.server";
import { writeAs } from "~/services/staff/activity-log.server";
import { versioned } from "~/services/history/item-versions.server";

export const loader = apiHandler(async ({ context }: Route.LoaderArgs) => Response.json(await listCategories(context.db)));

export const action = apiHandler(async ({ request, context }: Route.ActionArgs) => {
  if (request.method !== "POST") throw methodNotAllowed(["GET", "POST"]);
  const user = await requireStaff(context.db, request);
  const input = await readJsonBody(request, createCategorySchema);
  return Response.json(await writeAs(context.db, user, (db) => versioned(db, "category", undefined, () => createCategory(db, input))), {
    status: 201,
  });
});
