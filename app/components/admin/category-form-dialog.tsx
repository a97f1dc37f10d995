import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { type z } from "zod";
import { FormField, Input, Textarea } from "~/components/ui/form-field";
import type { CategoryRow } from "~/db/api-rows";
import { apiRequest } from "~/lib/api-client";
import { slugify } from "~/lib/slug";
import { createCategorySchema } from "~/schemas/category";
import { formOrderField } from "~/schemas/fields";
import { FormDialog } from "./form-dialog";
import { showServerErrors } from "./server-field-errors";
import { UploadUrlField } from "./upload-url-field";
import { useAdminMutation } from "./use-admin-mutation";

export const CATEGORIES_PATH = "/api/categories";

const formSchema = createCategorySchema.extend({ order: formOrderField("Order") });
type FormValues = z.input<typeof formSchema>;
const FIELDS = ["name", "slug", "description", "imageUrl", "order"] as const;

const valuesOf = (category: CategoryRow | null): FormValues => ({
  name: category?.name ?? "",
  slug: category?.slug ?? "",
  description: category?.description ?? "",
  imageUrl: category?.imageUrl ?? "",
  order: String(category?.order ?? 0),
});

/** admin-panel.md §2: the add/edit category dialog (name, slug, description, image, order). */
export function CategoryFormDialog({ open, category, onClose }: { open: boolean; category: CategoryRow | null; onClose(): void }) {
  const form = useForm<FormValues, unknown, z.output<typeof formSchema>>({
    resolver: zodResolver(formSchema),
    defaultValues: valuesOf(category),
  });
  const [formError, setFormError] = useState<string | null>(null);
  const { errors, isDirty } = form.formState;

  useEffect(() => {
    if (open) {
      form.reset(valuesOf(category));
      setFormError(null);
    }
  }, [open, category, form]);

  const save = useAdminMutation({
    mutationFn: (values: z.output<typeof formSchema>) =>
      category ? apiRequest("PUT", `${CATEGORIES_PATH}/${category.id}`, values) : apiRequest("POST", CATEGORIES_PATH, values),
    refetch: [CATEGORIES_PATH],
    success: category ? "Category updated successfully" : "Category created successfully",
    failure: category ? "Failed to update category" : "Failed to create category",
  });

  const onSubmit = form.handleSubmit((values) =>
    save.mutateAsync(values).then(onClose, (error: unknown) => setFormError(showServerErrors(error, form.setError, FIELDS))),
  );

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={category ? "Edit Category" : "Add Category"}
      description="Categories group the products of the catalogue and its filters."
      dirty={isDirty}
      submitting={save.isPending}
      submitLabel={category ? "Update Category" : "Create Category"}
      formError={formError}
      onSubmit={onSubmit}
    >
      <FormField label="Name" required error={errors.name?.message}>
        {(field) => (
          <Input
            {...field}
            {...form.register("name", {
              onBlur: (event) => {
                if (!form.getValues("slug")) form.setValue("slug", slugify(event.target.value), { shouldDirty: true });
              },
            })}
          />
        )}
      </FormField>
      <FormField label="Slug" required hint="Used in the catalogue's address: /products?category=slug" error={errors.slug?.message}>
        {(field) => <Input {...field} {...form.register("slug")} />}
      </FormField>
      <FormField label="Description" error={errors.description?.message}>
        {(field) => <Textarea {...field} rows={3} {...form.register("description")} />}
      </FormField>
      <Controller
        control={form.control}
        name="imageUrl"
        render={({ field, fieldState }) => (
          <UploadUrlField
            label="Image"
            value={field.value ?? ""}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
          />
        )}
      />
      <FormField label="Order" hint="Lower numbers come first." error={errors.order?.message}>
        {(field) => <Input {...field} inputMode="numeric" {...form.register("order")} />}
      </FormField>
    </FormDialog>
  );
}
