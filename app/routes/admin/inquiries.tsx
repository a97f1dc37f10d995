/**
 * docs/behaviour/admin-area.md §2 Inquiries: the inquiries sent from the public site, filtered by status,
 * type, assignee and days on the server (kept in the address), 25 a page, with status changes,
 * the detail view (assignee, notes, status history; decision 036) and the CSV export. The spam folder (decision 029) holds what the spam checks caught, each with its
 * reason and a "Not spam" action; admins also edit the blocked e-mail domains from it.
 */
import { useQuery } from "@tanstack/react-query";
import { Ban } from "lucide-react";
import { useState } from "react";
import { useRouteLoaderData } from "react-router";
import type { Route } from "./+types/inquiries";
import type { loader as adminLayoutLoader } from "./layout";
import { AdminPageHeader, QueryError } from "~/components/admin/shell/admin-page-header";
import { BlockedDomainsDialog } from "~/components/admin/inquiries/blocked-domains-dialog";
import { InquiryDetailDialog } from "~/components/admin/inquiries/inquiry-detail-dialog";
import { InquiryExportButton } from "~/components/admin/inquiries/inquiry-export-button";
import { ALL } from "~/components/admin/lists/filter-select";
import { InquiryFilterBar } from "~/components/admin/inquiries/inquiry-filters";
import { InquiryFolderSwitch, type InquiryFolder } from "~/components/admin/inquiries/inquiry-folders";
import { InquiryTable } from "~/components/admin/inquiries/inquiry-table";
import { TablePagination } from "~/components/admin/lists/table-pagination";
import { useOffsetWithinTotal } from "~/components/admin/lists/use-offset-within-total";
import { useUrlListState } from "~/components/admin/lists/use-url-list-state";
import { Button } from "~/components/ui/button";
import type { InquiryRow } from "~/schemas/inquiries/inquiry";
import { apiList } from "~/lib/api-client";
import { INQUIRIES_PATH } from "~/components/admin/shell/api-paths";

export const meta: Route.MetaFunction = () => [{ title: "Inquiries | Admin Panel" }];

const PAGE_SIZE = 25;
const filterParam = (value: string) => (value === ALL ? undefined : value);

export default function InquiriesScreen() {
  const viewer = useRouteLoaderData<typeof adminLayoutLoader>("routes/admin/layout")?.user;
  const role = viewer?.role;
  const { values, offset, update } = useUrlListState({ status: ALL, type: ALL, assignee: ALL, from: "", to: "", folder: "inbox" });
  const folder: InquiryFolder = values.folder === "spam" ? "spam" : "inbox";
  const filters = {
    status: filterParam(values.status),
    type: filterParam(values.type),
    assignee: filterParam(values.assignee),
    from: values.from || undefined,
    to: values.to || undefined,
  };
  const params = { ...filters, spam: folder === "spam" || undefined, limit: PAGE_SIZE, offset };
  const list = useQuery({ queryKey: [INQUIRIES_PATH, params], queryFn: () => apiList<InquiryRow>(INQUIRIES_PATH, params) });
  const [viewing, setViewing] = useState<InquiryRow | null>(null);
  const [editingDomains, setEditingDomains] = useState(false);
  const total = list.data?.total;

  useOffsetWithinTotal(offset, PAGE_SIZE, total, (next) => update({ offset: next }));

  return (
    <div className="grid gap-6">
      <AdminPageHeader
        title="Inquiries"
        description={
          folder === "spam"
            ? "Inquiries the spam checks caught. Their senders saw the usual confirmation; Not spam moves one to the inbox and notifies the sales team."
            : "Quote, distributor, demo and customization requests sent from the website. Export CSV downloads the inquiries the filters show."
        }
        actions={
          <>
            {role === "admin" && (
              <Button variant="secondary" onClick={() => setEditingDomains(true)}>
                <Ban aria-hidden /> Blocked Domains
              </Button>
            )}
            {folder === "inbox" && <InquiryExportButton listed={total} filters={filters} />}
          </>
        }
      />
      <InquiryFolderSwitch folder={folder} onChange={(next) => update({ folder: next })} />
      <InquiryFilterBar filters={values} onChange={update} />
      <QueryError error={list.error} />
      <InquiryTable folder={folder} rows={list.data?.items ?? []} loading={list.isPending} onView={setViewing} />
      {list.data && (
        <TablePagination
          offset={offset}
          limit={PAGE_SIZE}
          total={list.data.total}
          noun="inquiries"
          onOffsetChange={(next) => update({ offset: next })}
        />
      )}
      {viewer && <InquiryDetailDialog inquiry={viewing} viewer={viewer} onClose={() => setViewing(null)} />}
      {role === "admin" && <BlockedDomainsDialog open={editingDomains} onClose={() => setEditingDomains(false)} />}
    </div>
  );
}
