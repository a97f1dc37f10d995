/** `POST /api/database/clear` (admin): removes all content and inquiries (their attached files too), keeping staff accounts. */
import type { Route } from "./+types/clear";
import { apiHandler, refuseMethod } from "~/lib/server/api-route.server";
import { methodNotAllowed } from "~/lib/server/http-errors.server";
import { withEvent } from "~/services/staff/activity-log.server";
import { requireAdmin } from "~/services/staff/auth.server";
import { clearDatabase } from "~/services/staff/database-admin.server";
import { removeAttachmentFiles } from "~/services/inquiries/inquiry-attachments.server";

const DATABASE_EVENT = { action: "clear", entityKind: "database", itemLabel: "All content and inquiries" } as const;

export const loader = refuseMethod(["POST"]);

export const action = apiHandler(async ({ request, context }: Route.ActionArgs) => {
  if (request.method !== "POST") throw methodNotAllowed(["POST"]);
  const admin = await requireAdmin(context.db, request);
  const attachmentKeys = await withEvent(context.db, admin, DATABASE_EVENT, clearDatabase);
  await removeAttachmentFiles(context.storage, attachmentKeys);
  return Response.json({ message: "Database cleared successfully (admin users preserved)" });
});
