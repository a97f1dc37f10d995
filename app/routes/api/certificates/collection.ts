/**
 * `GET /api/certificates` (public: the register, or with `productIds` the certificates covering
 * any of those products) and `POST /api/certificates` (staff).
 */
import type { Route } from "./+types/collection";
import { apiHandler, readJsonBody, readQuery } from "~/lib/server/api-route.server";
import { methodNotAllowed } from "~/lib/server/http-errors.server";
import { certificateListQuerySchema, createCertificateSchema } from "~/schemas/content/certificate";
import { requireStaff } from "~/services/staff/auth.server";
import { createCertificate, listCertificates } from "~/services/content/certificate.server";
import { writeAs } from "~/services/staff/activity-log.server";

export const loader = apiHandler(async ({ request, context }: Route.LoaderArgs) => {
  return Response.json(await listCertificates(context.db, readQuery(request, certificateListQuerySchema)));
});

export const action = apiHandler(async ({ request, context }: Route.ActionArgs) => {
  if (request.method !== "POST") throw methodNotAllowed(["GET", "POST"]);
  const user = await requireStaff(context.db, request);
  const input = await readJsonBody(request, createCertificateSchema);
  return Response.json(await writeAs(context.db, user, (db) => createCertificate(db, input)), { status: 201 });
});
