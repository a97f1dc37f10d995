/**
 * The inquiries table (docs/behaviour/admin-area.md §2): date, type, name, e-mail, company, country, the status
 * badge, a dropdown that changes the status at once (any status to any status, §4), the assignee
 * (decision 036) and View. In the spam folder (decision 029) the status columns give way to why
 * the inquiry was caught and "Not spam", which moves it to the inbox and sends the notification
 * held back.
 */
import { Eye, Undo2 } from "lucide-react";
import { Button } from "~/components/ui/button";
import { Select } from "~/components/ui/form-field";
import type { InquiryRow } from "~/schemas/inquiries/inquiry";
import { apiRequest } from "~/lib/api-client";
import type { InquiryStatus } from "~/lib/domain-values";
import { AdminTable, Cell, EmptyRow, HeaderCell, LoadingRows, TableBody, TableHead } from "../lists/admin-table";
import { LabelledOptions } from "../lists/filter-select";
import type { InquiryFolder } from "./inquiry-folders";
import { assigneeNames, useAssignees } from "./inquiry-assignees";
import { INQUIRY_STATUS_LABELS, INQUIRY_TYPE_LABELS, SPAM_REASON_LABELS, formatInquiryDate } from "./inquiry-format";
import { AttachmentCountMarker } from "./inquiry-attachments";
import { InquiryStatusBadge } from "./inquiry-status-badge";
import { useAdminMutation } from "../forms/use-admin-mutation";
import { INQUIRIES_PATH } from "../shell/api-paths";

const Missing = () => <span className="text-[var(--muted-foreground)]">—</span>;

function RestoreButton({ inquiry }: { inquiry: InquiryRow }) {
  const restore = useAdminMutation({
    mutationFn: () => apiRequest("POST", `${INQUIRIES_PATH}/${inquiry.id}/restore`),
    refetch: [INQUIRIES_PATH],
    success: "Moved to the inbox; the sales team has been notified",
    failure: "Failed to restore inquiry",
  });
  return (
    <Button
      variant="secondary"
      size="sm"
      aria-label={`Not spam: move the inquiry from ${inquiry.name} to the inbox`}
      disabled={restore.isPending || restore.isSuccess}
      onClick={() => restore.mutate()}
    >
      <Undo2 aria-hidden /> Not spam
    </Button>
  );
}

export function InquiryTable({
  folder,
  rows,
  loading,
  onView,
}: {
  folder: InquiryFolder;
  rows: InquiryRow[];
  loading: boolean;
  onView(inquiry: InquiryRow): void;
}) {
  const spam = folder === "spam";
  const columns = spam ? 9 : 10;
  const names = assigneeNames(useAssignees());
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
    <AdminTable label="Inquiries" className="[&_td]:px-2.5 [&_th]:px-2.5">
      <TableHead>
        <HeaderCell>Date</HeaderCell>
        <HeaderCell>Type</HeaderCell>
        <HeaderCell>Name</HeaderCell>
        <HeaderCell>Email</HeaderCell>
        <HeaderCell>Company</HeaderCell>
        <HeaderCell>Country</HeaderCell>
        {spam ? (
          <>
            <HeaderCell>Caught by</HeaderCell>
            <HeaderCell>Not spam</HeaderCell>
          </>
        ) : (
          <>
            <HeaderCell>Status</HeaderCell>
            <HeaderCell>Change Status</HeaderCell>
          </>
        )}
        <HeaderCell>Assignee</HeaderCell>
        <HeaderCell className="text-right">View</HeaderCell>
      </TableHead>
      <TableBody>
        {loading ? (
          <LoadingRows columns={columns} />
        ) : rows.length === 0 ? (
          <EmptyRow columns={columns}>
            <p>{spam ? "No spam caught" : "No inquiries found"}</p>
          </EmptyRow>
        ) : (
          rows.map((inquiry) => (
            <tr key={inquiry.id}>
              <Cell className="whitespace-nowrap tabular-nums">{formatInquiryDate(inquiry.createdAt)}</Cell>
              <Cell>{INQUIRY_TYPE_LABELS[inquiry.type]}</Cell>
              <Cell className="font-medium">
                {inquiry.name}
                <AttachmentCountMarker count={inquiry.attachmentCount} />
              </Cell>
              <Cell>
                <span className="block max-w-36 truncate" title={inquiry.email}>
                  {inquiry.email}
                </span>
              </Cell>
              <Cell>{inquiry.company || <Missing />}</Cell>
              <Cell>{inquiry.country || <Missing />}</Cell>
              {spam ? (
                <>
                  <Cell>{inquiry.spamReason ? SPAM_REASON_LABELS[inquiry.spamReason] : <Missing />}</Cell>
                  <Cell>
                    <RestoreButton inquiry={inquiry} />
                  </Cell>
                </>
              ) : (
                <>
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
                </>
              )}
              <Cell>
                {inquiry.assignedTo ? (
                  (names[inquiry.assignedTo] ?? <Missing />)
                ) : (
                  <span className="text-[var(--muted-foreground)]">Unassigned</span>
                )}
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
