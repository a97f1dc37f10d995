/** `PUT` and `DELETE /api/users/{id}` (admin). */
import type { Route } from "./+types/item";
import { apiHandler, readJsonBody, refuseMethod } from "~/lib/server/api-route.server";
import { methodNotAllowed } from "~/lib/server/http-errors.server";
import { readSessionToken } from "~/lib/server/session-cookie.server";
import { updateUserSchema } from "~/schemas/staff/user";
import { requireAdmin } from "~/services/staff/auth.server";
import { deleteUser, updateUser } from "~/services/staff/user.server";

const ALLOWED = ["PUT", "DELETE"];

export const loader = refuseMethod(ALLOWED);

export const action = apiHandler(async ({ request, context, params }: Route.ActionArgs) => {
  switch (request.method) {
    case "PUT": {
      const admin = await requireAdmin(context.db, request);
      const input = await readJsonBody(request, updateUserSchema);
      return Response.json(await updateUser(context.db, admin, params.id, input, readSessionToken(request) ?? undefined));
    }
    case "DELETE": {
      const admin = await requireAdmin(context.db, request);
      await deleteUser(context.db, admin, params.id);
      return new Response(null, { status: 204 });
    }
    default:
      throw methodNotAllowed(ALLOWED);
  }
});
