/** `GET /api/products/{slug}` (public when published, staff always; with its typed values); `PUT` and `DELETE /api/products/{id}` (staff). */
import type { Route } from "./+types/item";
import { apiHandler, readJsonBody } from "~/lib/server/api-route.server";
import { methodNotAllowed } from "~/lib/server/http-errors.server";
import { updateProductSchema } from "~/schemas/catalogue/product";
import { requireStaff } from "~/services/staff/auth.server";
import { audienceHeaders, audienceOf, isPublicRow } from "~/services/records/audience.server";
import { deleteProduct, findProductBySlug, updateProduct, withValuesAndRelations } from "~/services/catalogue/product.server";
import { writeAs } from "~/services/staff/activity-log.server";
import { versioned } from "~/services/history/item-versions.server";
import { keptWhenDeleted } from "~/services/history/recently-deleted.server";

export const loader = apiHandler(async ({ request, context, params }: Route.LoaderArgs) => {
  const audience = await audienceOf(context.db, request);
  const [product] = await withValuesAndRelations(context.db, [await findProductBySlug(context.db, params.key, audience)], audience);
  return Response.json(product, { headers: audienceHeaders(audience) });
});

export const action = apiHandler(async ({ request, context, params }: Route.ActionArgs) => {
  switch (request.method) {
    case "PUT": {
      const user = await requireStaff(context.db, request);
      const input = await readJsonBody(request, updateProductSchema);
      const product = await writeAs(context.db, user, (db) =>
        versioned(db, "product", params.key, () => updateProduct(db, params.key, input)),
      );
      if (isPublicRow(product)) context.pageChange.editedInPlace();
      return Response.json(product);
    }
    case "DELETE": {
      const user = await requireStaff(context.db, request);
      await writeAs(context.db, user, (db) => keptWhenDeleted(db, "product", params.key, () => deleteProduct(db, params.key)));
      return new Response(null, { status: 204 });
    }
    default:
      throw methodNotAllowed(["GET", "PUT", "DELETE"]);
  }
});
