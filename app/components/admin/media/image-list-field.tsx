/**
 * An ordered gallery of images: upload several, add from the media library, move one earlier or
 * later, remove one. The first image is shown first on the public page.
 */
import { ArrowLeft, ArrowRight, Images, Trash2, Upload } from "lucide-react";
import { useId, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { MediaPickerDialog } from "./media-picker-dialog";
import { useUpload } from "./use-upload";

export function ImageListField({
  label,
  value,
  onChange,
  error,
  maxItems = 50,
}: {
  label: string;
  value: string[];
  onChange(value: string[]): void;
  error?: string;
  maxItems?: number;
}) {
  const headingId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [picking, setPicking] = useState(false);
  const { upload, uploading, error: uploadError } = useUpload("image");
  const add = (urls: string[]) => onChange([...value, ...urls.filter((url) => !value.includes(url))].slice(0, maxItems));
  const move = (from: number, to: number) => {
    const next = [...value];
    const [item] = next.splice(from, 1);
    next.splice(to, 0, item!);
    onChange(next);
  };
  const shownError = error ?? uploadError;

  return (
    <fieldset className="grid gap-2" aria-describedby={shownError ? `${headingId}-error` : undefined}>
      <legend id={headingId} className="mb-1.5 text-sm font-medium">
        {label} <span className="font-normal text-[var(--muted-foreground)]">({value.length})</span>
      </legend>
      {value.length > 0 && (
        <ol className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {value.map((url, index) => (
            <li key={url} className="grid gap-1 rounded-lg border border-[var(--border)] p-1.5">
              <img src={url} alt={`${label} image ${index + 1}`} className="aspect-square w-full rounded bg-white object-contain" />
              <div className="flex justify-between">
                <Button
                  type="button"
                  variant="ghost"
                  size="icon-sm"
                  aria-label={`Move image ${index + 1} earlier`}
                  disabled={index === 0}
                  onClick={() => move(index, index - 1)}
                >
                  <ArrowLeft aria-hidden />
                </Button>
                <Button
                  type="button"
                  variant="ghost"
                  size="icon-sm"
                  aria-label={`Remove image ${index + 1}`}
                  onClick={() => onChange(value.filter((other) => other !== url))}
                >
                  <Trash2 aria-hidden />
                </Button>
                <Button
                  type="button"
                  variant="ghost"
                  size="icon-sm"
                  aria-label={`Move image ${index + 1} later`}
                  disabled={index === value.length - 1}
                  onClick={() => move(index, index + 1)}
                >
                  <ArrowRight aria-hidden />
                </Button>
              </div>
            </li>
          ))}
        </ol>
      )}
      <div className="flex flex-wrap gap-2">
        <input
          ref={fileInput}
          type="file"
          multiple
          accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
          className="sr-only"
          tabIndex={-1}
          aria-hidden
          onChange={async (event) => {
            const files = Array.from(event.target.files ?? []);
            event.target.value = "";
            if (files.length > 0) add(await upload(files));
          }}
        />
        <Button
          type="button"
          variant="secondary"
          size="sm"
          disabled={uploading || value.length >= maxItems}
          onClick={() => fileInput.current?.click()}
        >
          <Upload aria-hidden /> {uploading ? "Uploading..." : "Upload images"}
        </Button>
        <Button type="button" variant="ghost" size="sm" disabled={value.length >= maxItems} onClick={() => setPicking(true)}>
          <Images aria-hidden /> Add from library
        </Button>
      </div>
      {shownError && (
        <p id={`${headingId}-error`} className="text-sm text-red-700 dark:text-red-400">
          {shownError}
        </p>
      )}
      <MediaPickerDialog open={picking} onOpenChange={setPicking} multiple onChoose={add} />
    </fieldset>
  );
}
