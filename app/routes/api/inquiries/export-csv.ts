import type { Route } from "./+types/export-csv";
import { apiHandler, readQuery, refuseMethod } from "~/lib/server/api-route.server";
import { inquiryExportQuerySchema } from "~/schemas/inquiries/inquiry";
import { requireStaff } from "~/services/staff/auth.server";
import { exportInquiriesCsv } from "~/services/inquiries/inquiry-export.server";

/** Staff: the inquiries but spam (filtered like the list) as a CSV download named for today (UTC). */
export const loader = apiHandler(async ({ request, context }: Route.LoaderArgs) => {
  const user = await requireStaff(context.db, request);
  const { filename, content } = await exportInquiriesCsv(context.db, new Date(), readQuery(request, inquiryExportQuerySchema), user.id);
  return new Response(content, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${filename}"`,
      "Cache-Control": "no-store",
    },
  });
});

export const action = refuseMethod(["GET"]);
