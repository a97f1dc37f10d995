/** Staff: "Not spam" — an inquiry back from the spam folder to the inbox, with its held-back notification (decision 029). */
import type { Route } from "./+types/restore";
import { apiHandler, refuseMethod } from "~/lib/server/api-route.server";
import { methodNotAllowed } from "~/lib/server/http-errors.server";
import { requireStaff } from "~/services/staff/auth.server";
import { restoreInquiry } from "~/services/inquiries/inquiry.server";
import { writeAs } from "~/services/staff/activity-log.server";

export const loader = refuseMethod(["POST"]);

export const action = apiHandler(async ({ request, context, params }: Route.ActionArgs) => {
  if (request.method !== "POST") throw methodNotAllowed(["POST"]);
  const user = await requireStaff(context.db, request);
  const { inquiry, notification } = await writeAs(context.db, user, (db) => restoreInquiry(db, params.id, context.config.mail.salesEmail));
  context.logger.info({ inquiryId: inquiry.id, by: user.username, ...notification }, "inquiry restored from spam; notification queued");
  return Response.json(inquiry);
});
