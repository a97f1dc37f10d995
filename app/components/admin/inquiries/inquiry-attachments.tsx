/**
 * An inquiry's attachments for staff (docs/decisions/035-inquiry-attachments.md): the paperclip
 * with their number in the inquiry table, and in the detail dialog the list of files by name,
 * size and type, each a download (`GET /api/inquiries/{id}/attachments/{attachmentId}`).
 */
import { useQuery } from "@tanstack/react-query";
import { Download, Paperclip } from "lucide-react";
import { formatFileSize } from "~/lib/inquiries/inquiry-attachment-rules";
import type { InquiryAttachmentRow } from "~/schemas/inquiries/inquiry";
import { INQUIRIES_PATH } from "../shell/api-paths";

const TYPE_LABELS: Record<string, string> = {
  "application/pdf": "PDF",
  "image/png": "PNG image",
  "image/jpeg": "JPEG image",
  "image/webp": "WebP image",
};

/** The table's marker: nothing for an inquiry without files. */
export function AttachmentCountMarker({ count }: { count: number | undefined }) {
  if (!count) return null;
  const label = count === 1 ? "1 attachment" : `${count} attachments`;
  return (
    <span className="ms-1.5 inline-flex items-center gap-0.5 align-middle text-xs text-[var(--muted-foreground)]" title={label}>
      <Paperclip aria-hidden className="size-3.5" />
      <span aria-hidden className="tabular-nums">
        {count}
      </span>
      <span className="sr-only">{label}</span>
    </span>
  );
}

export function InquiryAttachmentList({ inquiryId }: { inquiryId: string }) {
  const path = `${INQUIRIES_PATH}/${inquiryId}/attachments`;
  const attachments = useQuery<InquiryAttachmentRow[]>({ queryKey: [path] });
  if (attachments.isPending) return <span className="text-[var(--muted-foreground)]">Loading attachments...</span>;
  if (attachments.isError) return <span className="text-red-700 dark:text-red-400">{attachments.error.message}</span>;
  if (attachments.data.length === 0) return <span className="text-[var(--muted-foreground)]">None</span>;
  return (
    <ul className="grid gap-1.5">
      {attachments.data.map((file) => (
        <li key={file.id} className="flex items-center gap-2 rounded-md border border-[var(--border)] px-3 py-2">
          <Paperclip aria-hidden className="size-4 shrink-0 text-[var(--muted-foreground)]" />
          <a
            // No `download` attribute: the server names the file, and a link followed after the
            // session ended then opens the sign-in page (decision 010) instead of saving its answer.
            href={`${path}/${file.id}`}
            // Wraps anywhere: a long name never widens the dialog.
            className="min-w-0 flex-1 text-[var(--link)] underline-offset-4 [overflow-wrap:anywhere] hover:underline"
          >
            {file.filename}
            <span className="sr-only"> (download)</span>
          </a>
          <span className="shrink-0 text-xs whitespace-nowrap text-[var(--muted-foreground)] tabular-nums">
            {formatFileSize(file.size)} · {TYPE_LABELS[file.contentType] ?? file.contentType}
          </span>
          <Download aria-hidden className="size-4 shrink-0 text-[var(--muted-foreground)]" />
        </li>
      ))}
    </ul>
  );
}
