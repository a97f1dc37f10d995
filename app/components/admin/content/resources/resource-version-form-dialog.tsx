/**
 * Adding or editing one version of a resource (decision 034): its label, release date, release
 * track (decision 057), release notes and download, the models it runs on and the firmware it
 * needs at least (decision 061). Saving refetches the versions and the resources, whose current version may
 * have changed. A failed save shows its reason in the dialog, like the resource form.
 */
import { Controller } from "react-hook-form";
import { FormField, Input, Select, Textarea } from "~/components/ui/form-field";
import { RELEASE_TRACKS } from "~/lib/domain-values";
import type { ResourceVersionRow } from "~/schemas/content/resource-version";
import { createResourceVersionSchema } from "~/schemas/content/resource-version";
import { FormDialog } from "../../forms/form-dialog";
import { ReleaseDownloadFields } from "./release-download-fields";
import { MinimumFirmwareField } from "./minimum-firmware-field";
import { ProductPickerField } from "../../catalogue/product-picker-field";
import { useEntityForm } from "../../forms/use-entity-form";
import { RESOURCES_PATH, resourceVersionsPath } from "../../shell/api-paths";

const FIELDS = [
  "version",
  "releasedOn",
  "releaseTrack",
  "releaseNotes",
  "fileUrl",
  "externalUrl",
  "fileSize",
  "productIds",
  "minimumFirmwareId",
];

/** The release tracks as the form offers them (decision 057). */
export const RELEASE_TRACK_LABELS = { active: "Active", long_term_support: "Long-term support", beta: "Beta" } as const;

const today = () => new Date().toISOString().slice(0, 10);

const valuesOf = (version: ResourceVersionRow | null) => ({
  version: version?.version ?? "",
  releasedOn: version?.releasedOn ?? today(),
  releaseTrack: version?.releaseTrack ?? ("" as const),
  releaseNotes: version?.releaseNotes ?? "",
  fileUrl: version?.fileUrl ?? "",
  externalUrl: version?.externalUrl ?? "",
  fileSize: version?.fileSize ?? "",
  productIds: version?.productIds ?? [],
  minimumFirmwareId: version?.minimumFirmwareId ?? "",
});

export function ResourceVersionFormDialog({
  resourceId,
  open,
  version,
  onClose,
}: {
  resourceId: string;
  open: boolean;
  version: ResourceVersionRow | null;
  onClose(): void;
}) {
  const { form, dialogProps } = useEntityForm({
    schema: createResourceVersionSchema,
    item: version,
    open,
    valuesOf,
    fieldNames: FIELDS,
    path: resourceVersionsPath(resourceId),
    refetch: [RESOURCES_PATH],
    entity: "Version",
    failureToasts: false,
    onClose,
  });
  const { errors } = form.formState;

  return (
    <FormDialog {...dialogProps} description="The newest version by release date is the one the Support & Downloads page offers first.">
      <div className="grid items-start gap-5 sm:grid-cols-2">
        <FormField label="Version" hint="For example 4.2.1; may stay empty for a tutorial" error={errors.version?.message}>
          {(field) => <Input {...field} {...form.register("version")} />}
        </FormField>
        <FormField label="Release date" required error={errors.releasedOn?.message}>
          {(field) => <Input {...field} type="date" {...form.register("releasedOn")} />}
        </FormField>
      </div>
      <FormField
        label="Release track"
        hint="The line of releases this version belongs to, shown beside it"
        error={errors.releaseTrack?.message}
      >
        {(field) => (
          <Select {...field} {...form.register("releaseTrack")}>
            <option value="">No track</option>
            {RELEASE_TRACKS.map((track) => (
              <option key={track} value={track}>
                {RELEASE_TRACK_LABELS[track]}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <FormField label="Release notes" error={errors.releaseNotes?.message}>
        {(field) => <Textarea {...field} rows={4} {...form.register("releaseNotes")} />}
      </FormField>
      <ReleaseDownloadFields control={form.control} />
      <ProductPickerField control={form.control} name="productIds" legend="Runs on" owner="the version" />
      <Controller
        control={form.control}
        name="minimumFirmwareId"
        render={({ field, fieldState }) => (
          <MinimumFirmwareField
            resourceId={resourceId}
            value={field.value ?? ""}
            onChange={field.onChange}
            error={fieldState.error?.message}
          />
        )}
      />
    </FormDialog>
  );
}
