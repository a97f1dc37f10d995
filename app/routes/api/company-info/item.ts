/** `GET /api/company-info/{section}` (public) and `PUT /api/company-info/{id}` (staff). */
import type { Route } from "./+types/item";
import { apiHandler, readJsonBody } from "~/lib/server/api-route.server";
import { methodNotAllowed } from "~/lib/server/http-errors.server";
import { updateCompanyInfoSchema } from "~/schemas/content/company-info";
import { requireStaff } from "~/services/staff/auth.server";
import { findCompanySection, updateCompanySection } from "~/services/content/company-info.server";
import { writeAs } from "~/services/staff/activity-log.server";
import { versioned } from "~/services/history/item-versions.server";

export const loader = apiHandler(async ({ context, params }: Route.LoaderArgs) =>
  Response.json(await findCompanySection(context.db, params.key)),
);

export const action = apiHandler(async ({ request, context, params }: Route.ActionArgs) => {
  if (request.method !== "PUT") throw methodNotAllowed(["GET", "PUT"]);
  const user = await requireStaff(context.db, request);
  const input = await readJsonBody(request, updateCompanyInfoSchema);
  const section = await writeAs(context.db, user, (db) =>
    versioned(db, "company_section", params.key, () => updateCompanySection(db, params.key, input)),
  );
  // A section of the about page is never unpublished: an edit hides nothing.
  context.pageChange.editedInPlace();
  return Response.json(section);
});
