/** The files of the last upload, each with its name, a progress bar and its outcome: uploaded, or refused with the server's reason. */
import { CircleAlert, CircleCheck, X } from "lucide-react";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import type { FileUploadState } from "./media-library-upload";

const STATUS_TEXT = { waiting: "Waiting", uploading: "Uploading", uploaded: "Uploaded", refused: "Not uploaded" } as const;

function UploadRow({ file }: { file: FileUploadState }) {
  const percent = Math.round(file.sent * 100);
  return (
    <li className="grid gap-1.5 px-4 py-3">
      <div className="flex items-center justify-between gap-3 text-sm">
        <span className="min-w-0 truncate font-medium" title={file.name}>
          {file.name}
        </span>
        <span
          className={
            file.status === "refused"
              ? "flex shrink-0 items-center gap-1 text-red-700 dark:text-red-300"
              : file.status === "uploaded"
                ? "flex shrink-0 items-center gap-1 text-emerald-700 dark:text-emerald-300"
                : "shrink-0 text-[var(--muted-foreground)] tabular-nums"
          }
        >
          {file.status === "uploaded" && <CircleCheck className="size-4" aria-hidden />}
          {file.status === "refused" && <CircleAlert className="size-4" aria-hidden />}
          {STATUS_TEXT[file.status]}
          {file.status === "uploading" && ` ${percent}%`}
        </span>
      </div>
      <progress
        max={100}
        value={percent}
        aria-label={`Upload of ${file.name}`}
        className={cn(
          "h-1.5 w-full overflow-hidden rounded-full [&::-webkit-progress-bar]:bg-[var(--muted)]",
          file.status === "refused"
            ? "accent-red-600 [&::-webkit-progress-value]:bg-red-600 dark:[&::-webkit-progress-value]:bg-red-400"
            : "accent-[var(--accent)] [&::-webkit-progress-value]:bg-[var(--accent)]",
        )}
      />
      {file.status === "refused" && <p className="text-xs text-red-700 dark:text-red-300">{file.reason}</p>}
    </li>
  );
}

export function UploadProgressList({ files, onDismiss, done }: { files: FileUploadState[]; onDismiss(): void; done: boolean }) {
  if (files.length === 0) return null;
  return (
    <section aria-label="Uploads" className="rounded-xl border border-[var(--border)] bg-[var(--card)] shadow-sm">
      <div className="flex items-center justify-between border-b border-[var(--border)] px-4 py-2">
        <h2 className="text-sm font-semibold">Uploads</h2>
        {done && (
          <Button variant="ghost" size="icon-sm" aria-label="Dismiss the upload list" onClick={onDismiss}>
            <X aria-hidden />
          </Button>
        )}
      </div>
      <ul className="divide-y divide-[var(--border)]">
        {files.map((file, index) => (
          <UploadRow key={`${index}-${file.name}`} file={file} />
        ))}
      </ul>
    </section>
  );
}
