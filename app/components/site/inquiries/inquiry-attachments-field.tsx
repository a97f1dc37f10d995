/**
 * The customization form's drawings and logos (docs/decisions/035-inquiry-attachments.md): a file
 * picker that adds to a list of chosen files, each shown with its size and a button that takes it
 * off again. What the browser can judge (count, size, name and declared type) is checked as files
 * are chosen; the server judges their bytes again when the form is sent.
 */
import { FileText, Paperclip, X } from "lucide-react";
import { useT } from "~/lib/i18n/translation";
import { useElementId } from "~/components/islands/island-root";
import { FormField } from "~/components/ui/form-field";
import {
  ATTACHMENT_ACCEPT,
  ATTACHMENTS_FIELD,
  checkChosenAttachments,
  formatFileSize,
  MAX_ATTACHMENT_BYTES,
  MAX_ATTACHMENTS,
} from "~/lib/inquiries/inquiry-attachment-rules";

export function InquiryAttachmentsField({
  files,
  error,
  onChange,
  className,
}: {
  files: File[];
  error: string | undefined;
  /** The new list, and the problem with it that the browser can see (undefined when none). */
  onChange(files: File[], problem: string | undefined): void;
  className?: string;
}) {
  const t = useT();
  const id = useElementId(ATTACHMENTS_FIELD);
  const add = (chosen: FileList | null) => {
    const next = [...files, ...Array.from(chosen ?? [])];
    const problem = checkChosenAttachments(next);
    onChange(problem ? files : next, problem);
  };
  return (
    <FormField
      id={id}
      label={t("form.attachments")}
      hint={t("form.attachmentsHint", { files: MAX_ATTACHMENTS, max: MAX_ATTACHMENT_BYTES / (1024 * 1024) })}
      error={error}
      className={className}
    >
      {(field) => (
        <div className="grid gap-2">
          <label className="flex min-h-10 cursor-pointer items-center gap-2 rounded-md border border-dashed border-[var(--border)] bg-[var(--card)] px-3 py-2 text-sm focus-within:outline-2 focus-within:outline-[var(--ring)] hover:bg-[var(--muted)]/60">
            <Paperclip aria-hidden className="size-4 shrink-0 text-[var(--muted-foreground)]" />
            <span>{t("form.attachmentsChoose")}</span>
            <input
              {...field}
              type="file"
              // Sent as it is when the form is posted without script; the island sends its own list.
              name={ATTACHMENTS_FIELD}
              multiple
              accept={ATTACHMENT_ACCEPT}
              className="sr-only"
              onChange={(event) => {
                add(event.currentTarget.files);
                // Emptied, so that choosing the same file again (after removing it) is seen.
                event.currentTarget.value = "";
              }}
            />
          </label>
          {files.length > 0 && (
            <ul className="grid gap-1.5" aria-label={t("form.attachmentsChosen")}>
              {files.map((file, index) => (
                <li
                  key={`${file.name}-${index}`}
                  className="flex items-center gap-2 rounded-md border border-[var(--border)] bg-[var(--muted)]/40 px-3 py-1.5 text-sm"
                >
                  <FileText aria-hidden className="size-4 shrink-0 text-[var(--muted-foreground)]" />
                  {/* Wraps anywhere: a long name never widens the form. */}
                  <span className="min-w-0 flex-1 [overflow-wrap:anywhere]">{file.name}</span>
                  <span className="shrink-0 text-xs text-[var(--muted-foreground)] tabular-nums">{formatFileSize(file.size)}</span>
                  <button
                    type="button"
                    className="-me-1 inline-flex size-8 shrink-0 items-center justify-center rounded-md hover:bg-[var(--muted)] focus-visible:outline-2 focus-visible:outline-[var(--ring)]"
                    aria-label={t("form.attachmentRemove", { name: file.name })}
                    onClick={() =>
                      onChange(
                        files.filter((_, at) => at !== index),
                        undefined,
                      )
                    }
                  >
                    <X aria-hidden className="size-4" />
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </FormField>
  );
}
