/** `GET /api/company-info` (public, every section) and `POST /api/company-info` (staff: a section not written yet). */
import type { Route } from "./+types/collection";
import { apiHandler, readJsonBody } from "~/lib/server/api-route.server";
import { methodNotAllowed } from "~/lib/server/http-errors.server";
import { createCompanyInfoSchema } from "~/schemas/content/company-info";
import { requireStaff } from "~/services/staff/auth.server";
import { createCompanySection, listCompanyInfo } from "~/services/content/company-info.server";
import { writeAs } from "~/services/staff/activity-log.server";
import { versioned } from "~/services/history/item-versions.server";

export const loader = apiHandler(async ({ context }: Route.LoaderArgs) => Response.json(await listCompanyInfo(context.db)));

export const action = apiHandler(async ({ request, context }: Route.ActionArgs) => {
  if (request.method !== "POST") throw methodNotAllowed(["GET", "POST"]);
  const user = await requireStaff(context.db, request);
  const input = await readJsonBody(request, createCompanyInfoSchema);
  return Response.json(
    await writeAs(context.db, user, (db) => versioned(db, "company_section", undefined, () => createCompanySection(db, input))),
    { status: 201 },
  );
});
