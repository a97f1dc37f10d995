/**
 * docs/behaviour/admin-area.md §2: the add/edit resource dialog, with the categories loaded for its category
 * choice. A failed save shows its reason in the dialog, never as a toast (§8).
 */
import { useT } from "~/lib/i18n/translation";
import { useQuery } from "@tanstack/react-query";
import { Controller } from "react-hook-form";
import { RESOURCE_TYPE_DISPLAY } from "~/components/site/downloads/resource-card";
import { FormField, Input, Select, Textarea } from "~/components/ui/form-field";
import type { CategoryRow } from "~/schemas/catalogue/category";
import { RESOURCE_TYPES } from "~/lib/domain-values";
import { createResourceSchema, type ResourceRow } from "~/schemas/content/resource";
import { FormDialog } from "../../forms/form-dialog";
import { TranslationsEditor } from "../../forms/translations-editor";
import { translationFieldNames } from "../../forms/translations-editor-values";
import { ProductPickerField } from "../../catalogue/product-picker-field";
import { ReleaseDownloadFields } from "./release-download-fields";
import { UploadUrlField } from "../../media/upload-url-field";
import { useEntityForm } from "../../forms/use-entity-form";
import { CATEGORIES_PATH, RESOURCES_PATH } from "../../shell/api-paths";
import { RESOURCE_FIELD_LABELS } from "../../forms/field-labels";

const FIELDS = [
  "title",
  "type",
  "description",
  "fileUrl",
  "externalUrl",
  "version",
  "fileSize",
  "platform",
  "thumbnailUrl",
  "categoryId",
  "duration",
  "productIds",
  ...translationFieldNames("resource"),
];

const valuesOf = (resource: ResourceRow | null) => ({
  title: resource?.title ?? "",
  type: resource?.type ?? "app",
  description: resource?.description ?? "",
  fileUrl: resource?.fileUrl ?? "",
  externalUrl: resource?.externalUrl ?? "",
  version: resource?.version ?? "",
  fileSize: resource?.fileSize ?? "",
  platform: resource?.platform ?? "",
  thumbnailUrl: resource?.thumbnailUrl ?? "",
  categoryId: resource?.categoryId ?? "",
  duration: resource?.duration ?? "",
  productIds: resource?.productIds ?? [],
  translations: resource?.translations ?? {},
});

const TEXT_DETAILS = [
  { name: "version", label: RESOURCE_FIELD_LABELS.version, hint: "For example 4.2.1" },
  { name: "platform", label: RESOURCE_FIELD_LABELS.platform, hint: "For example Windows 10/11" },
  { name: "duration", label: RESOURCE_FIELD_LABELS.duration, hint: "For tutorial videos, for example 12:30" },
] as const;

export function ResourceFormDialog({ open, resource, onClose }: { open: boolean; resource: ResourceRow | null; onClose(): void }) {
  const t = useT();
  const categories = useQuery<CategoryRow[]>({ queryKey: [CATEGORIES_PATH] });
  const { form, dialogProps } = useEntityForm({
    schema: createResourceSchema,
    item: resource,
    open,
    valuesOf,
    fieldNames: FIELDS,
    path: RESOURCES_PATH,
    entity: "Resource",
    history: "resource",
    failureToasts: false,
    onClose,
  });
  const { errors } = form.formState;

  return (
    <FormDialog
      {...dialogProps}
      description="Downloads and links listed on the Support & Downloads page. Version, file and size are the current version's: editing them edits it; older versions are kept under Versions."
      wide
    >
      <FormField label={RESOURCE_FIELD_LABELS.title} required error={errors.title?.message}>
        {(field) => <Input {...field} {...form.register("title")} />}
      </FormField>
      <div className="grid items-start gap-5 sm:grid-cols-2">
        <FormField label={RESOURCE_FIELD_LABELS.type} required error={errors.type?.message}>
          {(field) => (
            <Select {...field} {...form.register("type")}>
              {RESOURCE_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(RESOURCE_TYPE_DISPLAY[type].label)}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        {/* Controlled, so that the current category stays chosen once the list has loaded. */}
        <Controller
          control={form.control}
          name="categoryId"
          render={({ field, fieldState }) => (
            <FormField
              label={RESOURCE_FIELD_LABELS.categoryId}
              hint={categories.error ? `Categories could not be loaded: ${categories.error.message}` : undefined}
              error={fieldState.error?.message}
            >
              {(props) => (
                <Select {...props} {...field} value={field.value ?? ""}>
                  <option value="">No category</option>
                  {categories.data?.map((category) => (
                    <option key={category.id} value={category.id}>
                      {category.name}
                    </option>
                  ))}
                </Select>
              )}
            </FormField>
          )}
        />
      </div>
      <FormField label={RESOURCE_FIELD_LABELS.description} error={errors.description?.message}>
        {(field) => <Textarea {...field} rows={3} {...form.register("description")} />}
      </FormField>
      <ReleaseDownloadFields control={form.control} />
      <div className="grid items-start gap-5 sm:grid-cols-2">
        {TEXT_DETAILS.map((detail) => (
          <FormField key={detail.name} label={detail.label} hint={detail.hint} error={errors[detail.name]?.message}>
            {(field) => <Input {...field} {...form.register(detail.name)} />}
          </FormField>
        ))}
      </div>
      <Controller
        control={form.control}
        name="thumbnailUrl"
        render={({ field, fieldState }) => (
          <UploadUrlField
            label={RESOURCE_FIELD_LABELS.thumbnailUrl}
            value={field.value ?? ""}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
          />
        )}
      />
      <ProductPickerField control={form.control} name="productIds" legend={RESOURCE_FIELD_LABELS.productIds} owner="the resource" />
      <TranslationsEditor control={form.control} entity="resource" />
    </FormDialog>
  );
}
