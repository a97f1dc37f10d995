import { FormField, Input, Textarea } from "~/components/ui/form-field";
import { createCategorySchema, type CategoryRow } from "~/schemas/catalogue/category";
import { formOrderField } from "~/schemas/fields";
import { FormUploadUrlField } from "../forms/bound-fields";
import { FormDialog } from "../forms/form-dialog";
import { SlugField } from "../forms/slug-field";
import { SpecificationFieldsEditor } from "./specification-fields-editor";
import { fillEmptySlug } from "../forms/slug-from-name";
import { TranslationsEditor } from "../forms/translations-editor";
import { translationFieldNames } from "../forms/translations-editor-values";
import { useEntityForm } from "../forms/use-entity-form";
import { CATEGORIES_PATH, PRODUCTS_PATH } from "../shell/api-paths";
import { CATEGORY_FIELD_LABELS } from "../forms/field-labels";

const formSchema = createCategorySchema.extend({ order: formOrderField("Order") });
const FIELDS = ["name", "slug", "description", "imageUrl", "order", ...translationFieldNames("category")];

const valuesOf = (category: CategoryRow | null) => ({
  name: category?.name ?? "",
  slug: category?.slug ?? "",
  description: category?.description ?? "",
  imageUrl: category?.imageUrl ?? "",
  order: String(category?.order ?? 0),
  translations: category?.translations ?? {},
});

/** docs/behaviour/admin-area.md §2: the add/edit category dialog (name, slug, description, image, order), and its typed specification fields (decision 033). */
export function CategoryFormDialog({ open, category, onClose }: { open: boolean; category: CategoryRow | null; onClose(): void }) {
  const { form, dialogProps } = useEntityForm({
    schema: formSchema,
    item: category,
    open,
    valuesOf,
    fieldNames: FIELDS,
    // Deleting or renaming a category changes the products' category column.
    path: CATEGORIES_PATH,
    refetch: [PRODUCTS_PATH],
    entity: "Category",
    history: "category",
    onClose,
  });
  const { errors } = form.formState;

  return (
    <FormDialog {...dialogProps} description="Categories group the products of the catalogue and its filters." wide>
      <FormField label={CATEGORY_FIELD_LABELS.name} required error={errors.name?.message}>
        {(field) => <Input {...field} {...form.register("name", { onBlur: fillEmptySlug(form) })} />}
      </FormField>
      <SlugField
        form={form}
        savedSlug={category?.slug}
        addressOf={(slug) => `/products?category=${slug}`}
        hint="Used in the catalogue's address: /products?category=slug"
      />
      <FormField label={CATEGORY_FIELD_LABELS.description} error={errors.description?.message}>
        {(field) => <Textarea {...field} rows={3} {...form.register("description")} />}
      </FormField>
      <FormUploadUrlField control={form.control} name="imageUrl" label={CATEGORY_FIELD_LABELS.imageUrl} />
      <FormField label={CATEGORY_FIELD_LABELS.order} hint="Lower numbers come first." error={errors.order?.message}>
        {(field) => <Input {...field} inputMode="numeric" {...form.register("order")} />}
      </FormField>
      <TranslationsEditor control={form.control} entity="category" />
      {category ? (
        <SpecificationFieldsEditor categoryId={category.id} />
      ) : (
        <p className="text-sm text-[var(--muted-foreground)]">Save the category first; then its specification fields can be added here.</p>
      )}
    </FormDialog>
  );
}
