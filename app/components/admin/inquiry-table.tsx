/**
 * The inquiries table (admin-panel.md §2): date, type, name, e-mail, company, country, the status
 * badge, a dropdown that changes the status at once (any status to any status, §4) and View.
 */
import { Eye } from "lucide-react";
import { Button } from "~/components/ui/button";
import { Select } from "~/components/ui/form-field";
import type { InquiryRow } from "~/db/api-rows";
import { apiRequest } from "~/lib/api-client";
import type { InquiryStatus } from "~/lib/domain-values";
import { AdminTable, Cell, EmptyRow, HeaderCell, LoadingRows, TableBody, TableHead } from "./admin-table";
import { INQUIRIES_PATH } from "./inquiry-detail-dialog";
import { LabelledOptions } from "./inquiry-filters";
import { INQUIRY_STATUS_LABELS, INQUIRY_TYPE_LABELS, formatInquiryDate } from "./inquiry-format";
import { InquiryStatusBadge } from "./inquiry-status-badge";
import { useAdminMutation } from "./use-admin-mutation";

const COLUMNS = 9;
const Missing = () => <span className="text-[var(--muted-foreground)]">—</span>;

export function InquiryTable({ rows, loading, onView }: { rows: InquiryRow[]; loading: boolean; onView(inquiry: InquiryRow): void }) {
  const changeStatus = useAdminMutation({
    mutationFn: ({ id, status }: { id: string; status: InquiryStatus }) => apiRequest("PUT", `${INQUIRIES_PATH}/${id}`, { status }),
    refetch: [INQUIRIES_PATH],
    success: "Status updated successfully",
    failure: "Failed to update status",
  });

  // The chosen status shows until the list is read again, then the stored one.
  const changing = (inquiry: InquiryRow) =>
    changeStatus.isPending && changeStatus.variables.id === inquiry.id ? changeStatus.variables : undefined;

  return (
    <AdminTable label="Inquiries" className="[&_td]:px-3 [&_th]:px-3">
      <TableHead>
        <HeaderCell>Date</HeaderCell>
        <HeaderCell>Type</HeaderCell>
        <HeaderCell>Name</HeaderCell>
        <HeaderCell>Email</HeaderCell>
        <HeaderCell>Company</HeaderCell>
        <HeaderCell>Country</HeaderCell>
        <HeaderCell>Status</HeaderCell>
        <HeaderCell>Change Status</HeaderCell>
        <HeaderCell className="text-right">View</HeaderCell>
      </TableHead>
      <TableBody>
        {loading ? (
          <LoadingRows columns={COLUMNS} />
        ) : rows.length === 0 ? (
          <EmptyRow columns={COLUMNS}>
            <p>No inquiries found</p>
          </EmptyRow>
        ) : (
          rows.map((inquiry) => (
            <tr key={inquiry.id}>
              <Cell className="whitespace-nowrap tabular-nums">{formatInquiryDate(inquiry.createdAt)}</Cell>
              <Cell>{INQUIRY_TYPE_LABELS[inquiry.type]}</Cell>
              <Cell className="font-medium">{inquiry.name}</Cell>
              <Cell>
                <span className="block max-w-40 truncate" title={inquiry.email}>
                  {inquiry.email}
                </span>
              </Cell>
              <Cell>{inquiry.company || <Missing />}</Cell>
              <Cell>{inquiry.country || <Missing />}</Cell>
              <Cell>
                <InquiryStatusBadge status={inquiry.status} />
              </Cell>
              <Cell>
                <Select
                  aria-label={`Status for ${inquiry.name}`}
                  className="h-8 w-28 px-2 py-1"
                  value={changing(inquiry)?.status ?? inquiry.status}
                  disabled={changing(inquiry) !== undefined}
                  onChange={(event) => changeStatus.mutate({ id: inquiry.id, status: event.target.value as InquiryStatus })}
                >
                  <LabelledOptions labels={INQUIRY_STATUS_LABELS} />
                </Select>
              </Cell>
              <Cell className="text-right">
                <Button
                  variant="ghost"
                  size="icon-sm"
                  aria-label={`View inquiry from ${inquiry.name}`}
                  title="View"
                  onClick={() => onView(inquiry)}
                >
                  <Eye aria-hidden />
                </Button>
              </Cell>
            </tr>
          ))
        )}
      </TableBody>
    </AdminTable>
  );
}
