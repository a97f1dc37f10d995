/**
 * The detail dialog's handling section (decision 036): the assignee, the status history and the
 * internal notes, read with the inquiry (`GET /api/inquiries/{id}`).
 */
import { InquiryAssigneeSelect } from "./inquiry-assignee-select";
import { useInquiryHandling } from "./inquiry-handling-data";
import { InquiryNotesThread, type Viewer } from "./inquiry-notes-thread";
import { InquiryStatusHistory } from "./inquiry-status-history";

export function InquiryHandlingSection({ inquiry, viewer }: { inquiry: { id: string; createdAt: string }; viewer: Viewer }) {
  const handling = useInquiryHandling(inquiry.id);
  if (handling.isPending) return <p className="text-sm text-[var(--muted-foreground)]">Loading handling...</p>;
  if (handling.isError) return <p className="text-sm text-red-700 dark:text-red-400">{handling.error.message}</p>;
  return (
    <div className="grid gap-5 border-t border-[var(--border)] pt-4">
      <InquiryAssigneeSelect inquiryId={inquiry.id} assignedTo={handling.data.assignedTo} />
      <InquiryStatusHistory receivedAt={inquiry.createdAt} changes={handling.data.statusChanges} />
      <InquiryNotesThread inquiryId={inquiry.id} notes={handling.data.notes} viewer={viewer} />
    </div>
  );
}
