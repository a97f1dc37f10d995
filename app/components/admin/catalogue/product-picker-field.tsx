/**
 * Products ticked in a list of the catalogue's products by name, as a field of a form: the products
 * a news article is about, a resource or a certificate belongs to, a version runs on. Ids of products no longer in the catalogue are kept
 * as they are. The list's box keeps one height while the products load and after: the list arriving
 * would otherwise push the dialog's buttons down under a pointer pressing one, and the click was lost.
 */
import { useQuery } from "@tanstack/react-query";
import { useId } from "react";
import { useController, type Control, type FieldValues, type Path } from "react-hook-form";
import type { ProductRow } from "~/schemas/catalogue/product";
import { PRODUCTS_PATH } from "../shell/api-paths";

const LIST_BOX = "h-48 overflow-y-auto rounded-md border border-[var(--border)] p-2";

export function ProductPickerField<Values extends FieldValues, Output extends FieldValues>({
  control,
  name,
  legend,
  owner,
}: {
  /** The form and its field holding the ticked products' ids. */
  control: Control<Values, unknown, Output>;
  name: Path<Values>;
  legend: string;
  /** What keeps its products when the list cannot load ("the article"). */
  owner: string;
}) {
  // The form's own types cannot be narrowed by a generic; the field named holds a list of ids.
  const { field, fieldState } = useController({
    control: control as unknown as Control<Record<string, string[] | undefined>>,
    name: name as string,
  });
  const value: string[] = field.value ?? [];
  const onChange = field.onChange;
  const error = fieldState.error?.message;
  const id = useId();
  const products = useQuery<ProductRow[]>({ queryKey: [PRODUCTS_PATH] });
  const sorted = products.data ? [...products.data].sort((a, b) => a.name.localeCompare(b.name)) : [];
  const selected = sorted.filter((product) => value.includes(product.id)).length;
  const toggle = (productId: string, checked: boolean) =>
    onChange(checked ? [...value, productId] : value.filter((other) => other !== productId));
  const note = products.isPending
    ? "Loading products..."
    : products.error
      ? `Products could not be loaded (${products.error.message}); ${owner} keeps its ${legend.toLowerCase()}.`
      : sorted.length === 0
        ? "No products yet"
        : null;

  return (
    <fieldset className="grid gap-1.5" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-1.5 text-sm font-medium">
        {legend} <span className="font-normal text-[var(--muted-foreground)]">({selected} selected)</span>
      </legend>
      {note ? (
        <p className={`${LIST_BOX} text-sm text-[var(--muted-foreground)]`}>{note}</p>
      ) : (
        <ul className={`${LIST_BOX} grid content-start gap-1 sm:grid-cols-2`}>
          {sorted.map((product) => (
            <li key={product.id}>
              <label className="flex cursor-pointer items-center gap-2 rounded px-2 py-1.5 text-sm hover:bg-[var(--muted)]">
                <input
                  type="checkbox"
                  className="size-4 shrink-0 accent-[var(--primary)]"
                  checked={value.includes(product.id)}
                  onChange={(event) => toggle(product.id, event.target.checked)}
                />
                <span className="min-w-0 truncate">{product.name}</span>
                <span className="ml-auto shrink-0 font-mono text-xs text-[var(--muted-foreground)]">{product.productCode}</span>
              </label>
            </li>
          ))}
        </ul>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
    </fieldset>
  );
}
