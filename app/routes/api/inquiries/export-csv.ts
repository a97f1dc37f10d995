import type { Route } from "./+types/export-csv";
import { apiHandler, refuseMethod } from "~/lib/server/api-route.server";
import { requireStaff } from "~/services/auth.server";
import { exportInquiriesCsv } from "~/services/inquiry-export.server";

/** Staff: every inquiry but spam as a CSV download named for today (UTC). */
export const loader = apiHandler(async ({ request, context }: Route.LoaderArgs) => {
  await requireStaff(context.db, request);
  const { filename, content } = await exportInquiriesCsv(context.db, new Date());
  return new Response(content, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${filename}"`,
      "Cache-Control": "no-store",
    },
  });
});

export const action = refuseMethod(["GET"]);
