/** Staff: the files sent with an inquiry, by name, type and size (decision 035). */
import type { Route } from "./+types/attachments";
import { apiHandler, refuseMethod } from "~/lib/server/api-route.server";
import { requireStaff } from "~/services/staff/auth.server";
import { findInquiryAttachments } from "~/services/inquiries/inquiry-attachments.server";

export const loader = apiHandler(async ({ request, context, params }: Route.LoaderArgs) => {
  await requireStaff(context.db, request);
  return Response.json(await findInquiryAttachments(context.db, params.id), { headers: { "Cache-Control": "no-store" } });
});

export const action = refuseMethod(["GET"]);
