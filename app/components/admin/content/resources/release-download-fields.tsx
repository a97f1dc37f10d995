/**
 * The download of a release (decision 034), in the resource dialog (its current version) and the
 * version dialog alike: the file (typed in or uploaded), the external address offered without a
 * file, and the size shown beside the button.
 */
import { useController, type Control, type FieldValues } from "react-hook-form";
import { FormField, Input } from "~/components/ui/form-field";
import { UploadUrlField } from "../../media/upload-url-field";
import { RELEASE_FIELD_LABELS } from "../../forms/field-labels";

type ReleaseDownloadForm = { fileUrl?: string | null; externalUrl?: string | null; fileSize?: string | null };

export function ReleaseDownloadFields<Values extends FieldValues & ReleaseDownloadForm, Output extends FieldValues>({
  control,
}: {
  control: Control<Values, unknown, Output>;
}) {
  // The form's own types cannot be narrowed by a generic; these three fields are what this group holds.
  const downloadControl = control as unknown as Control<ReleaseDownloadForm>;
  const file = useController({ control: downloadControl, name: "fileUrl" });
  const external = useController({ control: downloadControl, name: "externalUrl" });
  const size = useController({ control: downloadControl, name: "fileSize" });
  return (
    <>
      <UploadUrlField
        label={RELEASE_FIELD_LABELS.fileUrl}
        kind="release"
        hint="Visitors get a Download button for a file: firmware, an app, an installer or an archive of any kind."
        value={file.field.value ?? ""}
        onChange={file.field.onChange}
        onBlur={file.field.onBlur}
        error={file.fieldState.error?.message}
      />
      <div className="grid items-start gap-5 sm:grid-cols-2">
        <FormField
          label={RELEASE_FIELD_LABELS.externalUrl}
          hint="Without a file, visitors get a View Resource link to this address."
          error={external.fieldState.error?.message}
        >
          {(props) => <Input {...props} {...external.field} value={external.field.value ?? ""} inputMode="url" placeholder="https://..." />}
        </FormField>
        <FormField label={RELEASE_FIELD_LABELS.fileSize} hint="For example 48.2 MB" error={size.fieldState.error?.message}>
          {(props) => <Input {...props} {...size.field} value={size.field.value ?? ""} />}
        </FormField>
      </div>
    </>
  );
}
