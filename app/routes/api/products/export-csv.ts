import type { Route } from "./+types/export-csv";
import { apiHandler, refuseMethod } from "~/lib/server/api-route.server";
import { requireStaff } from "~/services/staff/auth.server";
import { productsCsvStream } from "~/services/catalogue/product-csv/product-csv-export.server";

/** Staff: every product as CSV (decision 037), streamed, named for today (UTC). */
export const loader = apiHandler(async ({ request, context }: Route.LoaderArgs) => {
  await requireStaff(context.db, request);
  return new Response(productsCsvStream(context.db), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="products_${new Date().toISOString().slice(0, 10)}.csv"`,
      "Cache-Control": "no-store",
    },
  });
});

export const action = refuseMethod(["GET"]);
