/** `GET /api/categories/{slug}` (public); `PUT` and `DELETE /api/categories/{id}` (staff). */
import type { Route } from "./+types/item";
import { apiHandler, readJsonBody } from "~/lib/server/api-route.server";
import { methodNotAllowed } from "~/lib/server/http-errors.server";
import { updateCategorySchema } from "~/schemas/catalogue/category";
import { requireStaff } from "~/services/staff/auth.server";
import { deleteCategory, findCategoryBySlug, updateCategory } from "~/services/catalogue/category.server";
import { writeAs } from "~/services/staff/activity-log.server";
import { versioned } from "~/services/history/item-versions.server";
import { keptWhenDeleted } from "~/services/history/recently-deleted.server";

export const loader = apiHandler(async ({ context, params }: Route.LoaderArgs) =>
  Response.json(await findCategoryBySlug(context.db, params.key)),
);

export const action = apiHandler(async ({ request, context, params }: Route.ActionArgs) => {
  switch (request.method) {
    case "PUT": {
      const user = await requireStaff(context.db, request);
      const input = await readJsonBody(request, updateCategorySchema);
      const category = await writeAs(context.db, user, (db) =>
        versioned(db, "category", params.key, () => updateCategory(db, params.key, input)),
      );
      // A category is never unpublished: an edit hides nothing.
      context.pageChange.editedInPlace();
      return Response.json(category);
    }
    case "DELETE": {
      const user = await requireStaff(context.db, request);
      await writeAs(context.db, user, (db) => keptWhenDeleted(db, "category", params.key, () => deleteCategory(db, params.key)));
      return new Response(null, { status: 204 });
    }
    default:
      throw methodNotAllowed(["GET", "PUT", "DELETE"]);
  }
});
