/** The detail dialog's status history (decision 036): when the inquiry arrived, then each change, from → to, with who and when. */
import { ArrowRight } from "lucide-react";
import { INQUIRY_STATUS_LABELS, formatInquiryDateTime } from "./inquiry-format";
import type { InquiryStatusChange } from "./inquiry-handling-data";

function HistoryEntry({ at, children }: { at: string; children: React.ReactNode }) {
  return (
    <li className="relative grid gap-0.5 ps-4 before:absolute before:-start-[4.5px] before:top-1.5 before:size-2 before:rounded-full before:bg-[var(--muted-foreground)]">
      <span className="text-sm">{children}</span>
      <time dateTime={at} className="text-xs text-[var(--muted-foreground)] tabular-nums">
        {formatInquiryDateTime(at)}
      </time>
    </li>
  );
}

export function InquiryStatusHistory({ receivedAt, changes }: { receivedAt: string; changes: InquiryStatusChange[] }) {
  return (
    <section aria-labelledby="inquiry-status-history" className="grid gap-2">
      <h3 id="inquiry-status-history" className="text-sm font-semibold">
        Status history
      </h3>
      <ol className="ms-1 grid gap-3 border-s border-[var(--border)]">
        <HistoryEntry at={receivedAt}>Received</HistoryEntry>
        {changes.map((change) => (
          <HistoryEntry key={change.changedAt} at={change.changedAt}>
            <span className="inline-flex flex-wrap items-center gap-1">
              {INQUIRY_STATUS_LABELS[change.fromStatus]}
              <ArrowRight aria-hidden className="size-3.5" />
              <span className="sr-only">to</span>
              <span className="font-medium">{INQUIRY_STATUS_LABELS[change.toStatus]}</span>
            </span>{" "}
            <span className="text-[var(--muted-foreground)]">by {change.changedByName ?? "a former staff member"}</span>
          </HistoryEntry>
        ))}
      </ol>
    </section>
  );
}
