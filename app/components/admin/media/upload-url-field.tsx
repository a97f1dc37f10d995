/**
 * A field holding one file's address: typed in, uploaded from this computer, or (for images)
 * chosen from the media library. An image shows its preview.
 */
import { FileUp, Images, Upload } from "lucide-react";
import { useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { FormField, Input } from "~/components/ui/form-field";
import { MediaPickerDialog } from "./media-picker-dialog";
import type { UploadKind } from "~/schemas/media/media";
import { useUpload } from "./use-upload";

/** What the file chooser offers: a release file may be anything a maker ships. */
const ACCEPT: Record<UploadKind, string | undefined> = {
  image: "image/jpeg,image/png,image/webp,image/gif,image/avif",
  document: "application/pdf,application/zip,.pdf,.zip",
  release: undefined,
};

const PLACEHOLDERS: Record<UploadKind, string> = {
  image: "/uploads/... or https://...",
  document: "https://... or upload a PDF or ZIP",
  release: "https://... or upload the release file",
};

/** "Datasheet URL" -> "datasheet", "Main image" -> "main image"; an acronym ("SDK URL") keeps its capitals. */
function uploadSubject(label: string): string {
  const subject = label.replace(/ URL$/, "");
  return /^[A-Z][a-z]/.test(subject) ? subject[0]!.toLowerCase() + subject.slice(1) : subject;
}

export function UploadUrlField({
  label,
  value,
  onChange,
  onBlur,
  kind = "image",
  required,
  hint,
  error,
}: {
  label: string;
  value: string;
  onChange(value: string): void;
  onBlur?(): void;
  kind?: UploadKind;
  required?: boolean;
  hint?: string;
  error?: string;
}) {
  const fileInput = useRef<HTMLInputElement>(null);
  const [picking, setPicking] = useState(false);
  const { upload, uploading, error: uploadError } = useUpload(kind);

  return (
    <div className="grid gap-2">
      <FormField label={label} required={required} hint={hint} error={error ?? uploadError ?? undefined}>
        {(field) => (
          <div className="flex flex-wrap items-center gap-2">
            {kind === "image" && value && (
              <img src={value} alt="" className="size-10 shrink-0 rounded-md border border-[var(--border)] bg-white object-contain" />
            )}
            <Input
              {...field}
              className="min-w-0 flex-1"
              inputMode="url"
              placeholder={PLACEHOLDERS[kind]}
              value={value}
              onChange={(event) => onChange(event.target.value)}
              onBlur={onBlur}
            />
          </div>
        )}
      </FormField>
      <div className="flex flex-wrap gap-2">
        <input
          ref={fileInput}
          type="file"
          accept={ACCEPT[kind]}
          className="sr-only"
          tabIndex={-1}
          aria-hidden
          onChange={async (event) => {
            const file = event.target.files?.[0];
            event.target.value = "";
            if (!file) return;
            const [url] = await upload([file]);
            if (url) onChange(url);
          }}
        />
        <Button type="button" variant="secondary" size="sm" disabled={uploading} onClick={() => fileInput.current?.click()}>
          {kind === "image" ? <Upload aria-hidden /> : <FileUp aria-hidden />}
          {uploading ? "Uploading..." : `Upload ${uploadSubject(label)}`}
        </Button>
        {kind === "image" && (
          <Button type="button" variant="ghost" size="sm" onClick={() => setPicking(true)}>
            <Images aria-hidden /> Choose from library
          </Button>
        )}
      </div>
      {kind === "image" && <MediaPickerDialog open={picking} onOpenChange={setPicking} onChoose={([url]) => url && onChange(url)} />}
    </div>
  );
}
