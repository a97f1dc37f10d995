/** Staff: the PDF summary of one quote inquiry (docs/decisions/030-quote-requests.md), as a download. */
import type { Route } from "./+types/summary-pdf";
import { apiHandler, refuseMethod } from "~/lib/server/api-route.server";
import { notFound } from "~/lib/server/http-errors.server";
import { requireStaff } from "~/services/staff/auth.server";
import { findInquiryDetail } from "~/services/inquiries/inquiry.server";
import { renderQuoteSummary, summaryFilename } from "~/services/inquiries/quote-summary-pdf.server";
import { getSiteSettings } from "~/services/content/site-settings.server";

export const loader = apiHandler(async ({ request, context, params }: Route.LoaderArgs) => {
  await requireStaff(context.db, request);
  const inquiry = await findInquiryDetail(context.db, params.id);
  if (inquiry.type !== "quote") throw notFound("Only quote requests have a PDF summary");
  const { companyName } = await getSiteSettings(context.db);
  const pdf = await renderQuoteSummary(inquiry, inquiry.items, companyName);
  return new Response(new Uint8Array(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${summaryFilename(inquiry)}"`,
      "Cache-Control": "no-store",
    },
  });
});

export const action = refuseMethod(["GET"]);
