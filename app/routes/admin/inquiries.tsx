/**
 * admin-panel.md §2 Inquiries: the inquiries sent from the public site, filtered by status and
 * type on the server (kept in the address), 25 a page, with status changes, the detail view and
 * the CSV export.
 */
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import type { Route } from "./+types/inquiries";
import { AdminPageHeader, QueryError } from "~/components/admin/admin-page-header";
import { INQUIRIES_PATH, InquiryDetailDialog } from "~/components/admin/inquiry-detail-dialog";
import { InquiryExportButton } from "~/components/admin/inquiry-export-button";
import { ALL, InquiryFilterBar } from "~/components/admin/inquiry-filters";
import { InquiryTable } from "~/components/admin/inquiry-table";
import { TablePagination } from "~/components/admin/table-pagination";
import { useOffsetWithinTotal } from "~/components/admin/use-offset-within-total";
import { useUrlListState } from "~/components/admin/use-url-list-state";
import type { InquiryRow } from "~/db/api-rows";
import { apiList } from "~/lib/api-client";

export const meta: Route.MetaFunction = () => [{ title: "Inquiries | Admin Panel" }];

const PAGE_SIZE = 25;
const filterParam = (value: string) => (value === ALL ? undefined : value);

export default function InquiriesScreen() {
  const { values, offset, update } = useUrlListState({ status: ALL, type: ALL });
  const params = { status: filterParam(values.status), type: filterParam(values.type), limit: PAGE_SIZE, offset };
  const list = useQuery({ queryKey: [INQUIRIES_PATH, params], queryFn: () => apiList<InquiryRow>(INQUIRIES_PATH, params) });
  const [viewing, setViewing] = useState<InquiryRow | null>(null);
  const total = list.data?.total;

  useOffsetWithinTotal(offset, PAGE_SIZE, total, (next) => update({ offset: next }));

  return (
    <div className="grid gap-6">
      <AdminPageHeader
        title="Inquiries"
        description="Quote, distributor, demo and customization requests sent from the website. Export CSV downloads the inquiries the filters show."
        actions={<InquiryExportButton listed={total} filters={{ status: params.status, type: params.type }} />}
      />
      <InquiryFilterBar filters={values} onChange={update} />
      <QueryError error={list.error} />
      <InquiryTable rows={list.data?.items ?? []} loading={list.isPending} onView={setViewing} />
      {list.data && (
        <TablePagination
          offset={offset}
          limit={PAGE_SIZE}
          total={list.data.total}
          noun="inquiries"
          onOffsetChange={(next) => update({ offset: next })}
        />
      )}
      <InquiryDetailDialog inquiry={viewing} onClose={() => setViewing(null)} />
    </div>
  );
}
