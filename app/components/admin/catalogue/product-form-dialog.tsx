/** docs/behaviour/admin-area.md §2 and §3: the create/edit product dialog, with every field of a product. */
import { FormField, Input, Select, Textarea } from "~/components/ui/form-field";
import type { CategoryRow } from "~/schemas/catalogue/category";
import type { ProductWithValuesRow } from "~/schemas/catalogue/product";
import { FormListField, FormSwitchField, FormUploadUrlField } from "../forms/bound-fields";
import { FormDialog } from "../forms/form-dialog";
import { PRODUCT_FORM_FIELDS, productFormSchema, productFormValues } from "./product-form-values";
import { PublicationField } from "../forms/publication-field";
import { SlugField } from "../forms/slug-field";
import { fillEmptySlug } from "../forms/slug-from-name";
import { SpecificationsEditor } from "./specifications-editor";
import { TranslationsEditor } from "../forms/translations-editor";
import { TypedSpecificationInputs } from "./typed-specification-inputs";
import { ProductLifecycleFields } from "./product-lifecycle-fields";
import { ProductRelationsEditor } from "./product-relations-editor";
import { useEntityForm } from "../forms/use-entity-form";
import { PRODUCTS_PATH } from "../shell/api-paths";
import { PRODUCT_FIELD_LABELS } from "../forms/field-labels";

/** Fields side by side from the small breakpoint; a long value never widens the dialog. */
const FIELD_GRID = "grid min-w-0 grid-cols-1 items-start gap-5 sm:grid-cols-2";

export function ProductFormDialog({
  open,
  product,
  categories,
  onClose,
}: {
  open: boolean;
  product: ProductWithValuesRow | null;
  categories: CategoryRow[];
  onClose(): void;
}) {
  const { form, dialogProps } = useEntityForm({
    schema: productFormSchema,
    item: product,
    open,
    valuesOf: productFormValues,
    fieldNames: PRODUCT_FORM_FIELDS,
    path: PRODUCTS_PATH,
    entity: "Product",
    history: "product",
    onClose,
  });
  const { errors } = form.formState;

  return (
    <FormDialog {...dialogProps} description="Products appear in the catalogue and on their own page at /products/slug." wide>
      <div className={FIELD_GRID}>
        <FormField label={PRODUCT_FIELD_LABELS.categoryId} required error={errors.categoryId?.message}>
          {(field) => (
            <Select {...field} {...form.register("categoryId")}>
              <option value="">Choose a category</option>
              {categories.map((category) => (
                <option key={category.id} value={category.id}>
                  {category.name}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <FormField label={PRODUCT_FIELD_LABELS.productCode} required error={errors.productCode?.message}>
          {(field) => <Input {...field} placeholder="e.g. AB-FR700" {...form.register("productCode")} />}
        </FormField>
        <FormField label={PRODUCT_FIELD_LABELS.name} required error={errors.name?.message}>
          {(field) => <Input {...field} {...form.register("name", { onBlur: fillEmptySlug(form) })} />}
        </FormField>
        <SlugField form={form} savedSlug={product?.slug} addressOf={(slug) => `/products/${slug}`} hint="Used in the product URL" />
      </div>
      <PublicationField form={form} previewPath={product ? `/products/${product.slug}` : undefined} />
      <FormField label={PRODUCT_FIELD_LABELS.description} required error={errors.description?.message}>
        {(field) => <Textarea {...field} rows={4} {...form.register("description")} />}
      </FormField>
      <div className={FIELD_GRID}>
        <FormField label={PRODUCT_FIELD_LABELS.priceRange} error={errors.priceRange?.message}>
          {(field) => <Input {...field} placeholder="e.g. $280 - $350" {...form.register("priceRange")} />}
        </FormField>
        <FormField label={PRODUCT_FIELD_LABELS.rating} hint="From 1 to 5." error={errors.rating?.message}>
          {(field) => <Input {...field} type="number" min={1} max={5} step={1} {...form.register("rating", { valueAsNumber: true })} />}
        </FormField>
        <FormField label={PRODUCT_FIELD_LABELS.technology} hint="Offered as a filter in the catalogue." error={errors.technology?.message}>
          {(field) => <Input {...field} placeholder="e.g. Face Recognition" {...form.register("technology")} />}
        </FormField>
        <FormField label={PRODUCT_FIELD_LABELS.interface} hint="Offered as a filter in the catalogue." error={errors.interface?.message}>
          {(field) => <Input {...field} placeholder="e.g. Wiegand / RS485" {...form.register("interface")} />}
        </FormField>
        <FormUploadUrlField control={form.control} name="datasheetUrl" label={PRODUCT_FIELD_LABELS.datasheetUrl} kind="document" />
        <FormUploadUrlField control={form.control} name="sdkUrl" label={PRODUCT_FIELD_LABELS.sdkUrl} kind="document" />
      </div>
      <FormUploadUrlField
        control={form.control}
        name="imageUrl"
        label={PRODUCT_FIELD_LABELS.imageUrl}
        hint="Shown in the catalogue and first on the product page."
      />
      <FormListField control={form.control} name="imageGallery" label={PRODUCT_FIELD_LABELS.imageGallery} images />
      <FormSwitchField
        control={form.control}
        name="isFeatured"
        label={PRODUCT_FIELD_LABELS.isFeatured}
        description="Shown among the featured products on the home page."
      />
      <FormListField
        control={form.control}
        name="features"
        label={PRODUCT_FIELD_LABELS.features}
        placeholder="e.g. Binocular liveness detection"
        maxItems={50}
      />
      <div className={FIELD_GRID}>
        <FormListField
          control={form.control}
          name="certification"
          label={PRODUCT_FIELD_LABELS.certification}
          placeholder="e.g. CE"
          maxItems={50}
        />
        <FormListField
          control={form.control}
          name="application"
          label={PRODUCT_FIELD_LABELS.application}
          placeholder="e.g. Office buildings"
          maxItems={50}
        />
      </div>
      <TypedSpecificationInputs control={form.control} />
      <SpecificationsEditor form={form} />
      <ProductLifecycleFields form={form} />
      <ProductRelationsEditor form={form} productId={product?.id} />
      <TranslationsEditor control={form.control} entity="product" />
    </FormDialog>
  );
}
