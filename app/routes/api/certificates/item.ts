/** `GET /api/certificates/{id}` (public), `PUT` and `DELETE` (staff). */
import type { Route } from "./+types/item";
import { apiHandler } from "~/lib/server/api-route.server";
import { updateCertificateSchema } from "~/schemas/content/certificate";
import { deleteCertificate, findCertificate, updateCertificate } from "~/services/content/certificate.server";
import { staffItemAction } from "../staff-item-action.server";

export const loader = apiHandler(async ({ context, params }: Route.LoaderArgs) =>
  Response.json(await findCertificate(context.db, params.id)),
);
export const action = staffItemAction({ updateSchema: updateCertificateSchema, update: updateCertificate, remove: deleteCertificate });
