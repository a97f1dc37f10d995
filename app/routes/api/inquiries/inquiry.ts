/**
 * Staff: one inquiry with the products it names, its assignee, notes and status history (GET),
 * and its status change (PUT), which the database records in the history (decision 036).
 */
import type { Route } from "./+types/inquiry";
import { apiHandler, readJsonBody } from "~/lib/server/api-route.server";
import { methodNotAllowed } from "~/lib/server/http-errors.server";
import { updateInquiryStatusSchema } from "~/schemas/inquiries/inquiry";
import { requireStaff } from "~/services/staff/auth.server";
import { findInquiryDetail, updateInquiryStatus } from "~/services/inquiries/inquiry.server";
import { findInquiryPipeline } from "~/services/inquiries/inquiry-pipeline.server";
import { writeAs } from "~/services/staff/activity-log.server";

const ALLOWED = ["GET", "PUT"];

export const loader = apiHandler(async ({ request, context, params }: Route.LoaderArgs) => {
  await requireStaff(context.db, request);
  const inquiry = await findInquiryDetail(context.db, params.id);
  return Response.json({ ...inquiry, ...(await findInquiryPipeline(context.db, inquiry)) }, { headers: { "Cache-Control": "no-store" } });
});

export const action = apiHandler(async ({ request, context, params }: Route.ActionArgs) => {
  if (request.method !== "PUT") throw methodNotAllowed(ALLOWED);
  const user = await requireStaff(context.db, request);
  const { status } = await readJsonBody(request, updateInquiryStatusSchema);
  return Response.json(await writeAs(context.db, user, (db) => updateInquiryStatus(db, params.id, status)));
});
