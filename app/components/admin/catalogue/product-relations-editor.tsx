/**
 * The product form's relations to other products (docs/decisions/058-product-lifecycle-and-relations.md):
 * rows of type and product, read "this product <type> the chosen product", saved with the product.
 * The other direction shows on the other product's form.
 */
import { useQuery } from "@tanstack/react-query";
import { Controller, useFieldArray, type UseFormReturn } from "react-hook-form";
import { PRODUCT_RELATION_TYPES, type ProductRelationType } from "~/lib/domain-values";
import type { ProductRow } from "~/schemas/catalogue/product";
import type { ProductBody, ProductFormValues } from "./product-form-values";
import { RowButtons, RowListField, RowListItem, RowSelect } from "../forms/row-list-field";
import { PRODUCTS_PATH } from "../shell/api-paths";
import { PRODUCT_FIELD_LABELS } from "../forms/field-labels";

const MAX_ROWS = 100;
const GRID = "sm:grid-cols-[minmax(0,2fr)_minmax(0,3fr)_auto]";
const COLUMNS = [
  { label: "Relation", required: true },
  { label: "Product", required: true },
];

const RELATION_TYPE_LABELS: Record<ProductRelationType, string> = {
  accessory_of: "Is an accessory of",
  works_with: "Works with",
  replaces: "Replaces",
};

export function ProductRelationsEditor({
  form,
  productId,
}: {
  form: UseFormReturn<ProductFormValues, unknown, ProductBody>;
  /** The product edited; none for a new one. It is left out of the choices. */
  productId: string | undefined;
}) {
  const { control, register } = form;
  const { fields, append, remove } = useFieldArray({ control, name: "relations" });
  const products = useQuery<ProductRow[]>({ queryKey: [PRODUCTS_PATH] });
  const choices = (products.data ?? []).filter((product) => product.id !== productId).sort((a, b) => a.name.localeCompare(b.name));
  const errors = form.formState.errors.relations;

  return (
    <RowListField
      legend={PRODUCT_FIELD_LABELS.relations}
      hint="Read as: this product is an accessory of, works with or replaces the product chosen. Both product pages show it; the product this one replaces names it as its replacement."
      columns={COLUMNS}
      grid={GRID}
      count={fields.length}
      maxRows={MAX_ROWS}
      addLabel="Add relation"
      onAdd={() => append({ type: "works_with", productId: "" })}
      error={errors?.root?.message ?? errors?.message}
    >
      {fields.map((field, index) => {
        const row = `relation ${index + 1}`;
        return (
          <RowListItem key={field.id} grid={GRID}>
            <RowSelect label="Relation" row={row} required className="col-span-2 sm:col-span-1" {...register(`relations.${index}.type`)}>
              {PRODUCT_RELATION_TYPES.map((type) => (
                <option key={type} value={type}>
                  {RELATION_TYPE_LABELS[type]}
                </option>
              ))}
            </RowSelect>
            {/* Controlled: the products arrive after the form opens, and the saved choice must then show. */}
            <Controller
              control={control}
              name={`relations.${index}.productId`}
              render={({ field: productField }) => (
                <RowSelect
                  label="Product"
                  row={row}
                  required
                  className="col-span-2 sm:col-span-1"
                  error={errors?.[index]?.productId?.message}
                  {...productField}
                >
                  <option value="">{products.isPending ? "Loading products..." : "Choose a product"}</option>
                  {choices.map((product) => (
                    <option key={product.id} value={product.id}>
                      {product.name} ({product.productCode})
                    </option>
                  ))}
                </RowSelect>
              )}
            />
            <RowButtons row={row} index={index} count={fields.length} onRemove={remove} />
          </RowListItem>
        );
      })}
    </RowListField>
  );
}
