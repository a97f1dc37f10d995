/**
 * A media library item's details (decision 063): its preview, alt text and caption in English
 * and, in the translations editor, the other languages; where content uses it; and Replace File.
 */
import { FormField, Input } from "~/components/ui/form-field";
import { isUploadedFileUrl, versionedAddress } from "~/lib/image-descriptions";
import { ALT_TEXT_MAX_LENGTH, CAPTION_MAX_LENGTH, type MediaRow } from "~/schemas/media/media";
import { FormDialog } from "../forms/form-dialog";
import { TranslationsEditor } from "../forms/translations-editor";
import { useEntityForm } from "../forms/use-entity-form";
import { MEDIA_PATH } from "../shell/api-paths";
import { MEDIA_DETAILS_FORM_FIELDS, mediaDetailsFormSchema, mediaDetailsFormValues } from "./media-details-form-values";
import { MediaReplaceField } from "./media-replace-field";
import { MediaUsageList, useMediaItem } from "./media-usage-list";
import { describeSize } from "./media-file-size";

function Preview({ file }: { file: MediaRow }) {
  const isImage = file.contentType.startsWith("image/");
  return (
    <div className="grid items-center gap-4 sm:grid-cols-[10rem_1fr]">
      <div className="flex aspect-square items-center justify-center overflow-hidden rounded-lg border border-[var(--border)] bg-white">
        {isImage ? (
          <img src={versionedAddress(file.url, file.version)} alt="" className="size-full object-contain" />
        ) : (
          <span className="text-sm font-semibold text-slate-600">{file.contentType === "application/pdf" ? "PDF" : "ZIP"}</span>
        )}
      </div>
      <dl className="grid gap-1 text-sm">
        <dt className="sr-only">File name</dt>
        <dd className="font-medium break-all">{file.filename}</dd>
        <dt className="sr-only">Size</dt>
        <dd className="text-[var(--muted-foreground)] tabular-nums">
          {file.width && file.height ? `${file.width} × ${file.height} · ` : ""}
          {describeSize(file.size)}
          {file.version > 1 ? ` · replaced ${file.version - 1} time(s)` : ""}
        </dd>
        <dt className="sr-only">Address</dt>
        <dd className="font-mono text-xs break-all text-[var(--muted-foreground)]">{file.url}</dd>
      </dl>
    </div>
  );
}

export function MediaDetailsDialog({ file, onClose }: { file: MediaRow | null; onClose(): void }) {
  const { form, dialogProps } = useEntityForm({
    schema: mediaDetailsFormSchema,
    item: file,
    open: file !== null,
    valuesOf: mediaDetailsFormValues,
    fieldNames: MEDIA_DETAILS_FORM_FIELDS,
    path: MEDIA_PATH,
    entity: "File",
    onClose,
  });
  const usages = useMediaItem(file?.id).data?.usages;
  const { errors } = form.formState;

  return (
    <FormDialog
      {...dialogProps}
      title="File Details"
      description="What the image shows, for visitors who cannot see it, and a caption where the page has room for one. A language left empty shows the English text."
      submitLabel="Save"
      wide
    >
      {file && <Preview file={file} />}
      <FormField
        label="Alt text"
        hint={`What the image shows, in a sentence (at most ${ALT_TEXT_MAX_LENGTH} characters). Left empty, pages keep their own text.`}
        error={errors.altText?.message}
      >
        {(field) => <Input {...field} {...form.register("altText")} />}
      </FormField>
      <FormField
        label="Caption"
        hint={`Shown under the image where the page has room (at most ${CAPTION_MAX_LENGTH} characters).`}
        error={errors.caption?.message}
      >
        {(field) => <Input {...field} {...form.register("caption")} />}
      </FormField>
      <TranslationsEditor control={form.control} entity="media" />
      <section aria-labelledby="media-usages-heading" className="grid gap-2">
        <h3 id="media-usages-heading" className="text-sm font-semibold">
          Where it is used
        </h3>
        {usages ? (
          <MediaUsageList usages={usages} />
        ) : (
          <p className="text-sm text-[var(--muted-foreground)]">Finding where it is used...</p>
        )}
      </section>
      {file && isUploadedFileUrl(file.url) && (
        <section aria-labelledby="media-replace-heading" className="grid gap-2">
          <h3 id="media-replace-heading" className="text-sm font-semibold">
            Replace file
          </h3>
          <MediaReplaceField file={file} />
        </section>
      )}
    </FormDialog>
  );
}
