/**
 * The chosen category's typed filters in the catalogue's GET form (decision 033): a number field
 * as a Min and Max range with the range the matching products span, a choice or yes/no field as
 * checkboxes with how many matching products have each value. In the filters' island a checkbox
 * applies at once and a range when it is left; without script, the Search button submits.
 */
import { useLocale, useT } from "~/lib/i18n/translation";
import { YES } from "~/lib/catalogue/specification-filters";
import { applyFilters } from "../parts/filter-form";

/** One field as the form shows it: its facet's counts and the values the address holds now. */
export type SpecificationFilterView = {
  key: string;
  name: string;
  unit: string | null;
  min: string;
  max: string;
  selected: string[];
} & (
  | { type: "number"; lowest: number | null; highest: number | null }
  | { type: "choice" | "boolean"; counts: { value: string; products: number }[] }
);

const inputClass =
  "h-9 w-full rounded-md border border-[var(--border)] bg-[var(--card)] px-2 text-sm tabular-nums focus-visible:outline-2 focus-visible:outline-[var(--ring)]";

function Legend({ field }: { field: SpecificationFilterView }) {
  return (
    <legend className="mb-2 text-sm font-medium">
      {field.name}
      {field.unit && <span className="font-normal text-[var(--muted-foreground)]"> ({field.unit})</span>}
    </legend>
  );
}

function RangeFilter({ field }: { field: Extract<SpecificationFilterView, { type: "number" }> }) {
  const t = useT();
  const locale = useLocale();
  const format = new Intl.NumberFormat(locale);
  const bound = (name: "min" | "max", value: string, placeholder: number | null) => (
    <label className="grid gap-1 text-xs text-[var(--muted-foreground)]">
      {t(`catalogue.${name}`)}
      <input
        type="number"
        name={`${field.key}-${name}`}
        defaultValue={value}
        step="any"
        inputMode="decimal"
        placeholder={placeholder === null ? "" : String(placeholder)}
        className={inputClass}
        onChange={(event) => event.currentTarget.form?.setAttribute("data-range-changed", "true")}
        onBlur={(event) => {
          const form = event.currentTarget.form;
          if (form?.getAttribute("data-range-changed")) applyFilters(form);
        }}
      />
    </label>
  );
  return (
    <fieldset>
      <Legend field={field} />
      <div className="grid grid-cols-2 gap-2">
        {bound("min", field.min, field.lowest)}
        {bound("max", field.max, field.highest)}
      </div>
      {field.lowest !== null && field.highest !== null && (
        <p className="mt-1 text-xs text-[var(--muted-foreground)] tabular-nums">
          {t("catalogue.rangeHint", { min: format.format(field.lowest), max: format.format(field.highest) })}
        </p>
      )}
    </fieldset>
  );
}

function OptionsFilter({ field }: { field: Extract<SpecificationFilterView, { type: "choice" | "boolean" }> }) {
  const t = useT();
  const label = (value: string) => (field.type === "boolean" ? t(value === YES ? "catalogue.yes" : "catalogue.no") : value);
  return (
    <fieldset>
      <Legend field={field} />
      <div className="flex flex-wrap gap-x-4 gap-y-1.5">
        {field.counts.map(({ value, products }) => (
          <label key={value} className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              name={field.key}
              value={value}
              defaultChecked={field.selected.includes(value)}
              className="size-4 accent-[var(--accent)]"
              onChange={(event) => applyFilters(event.currentTarget.form)}
            />
            <span>
              {label(value)} <span className="text-[var(--muted-foreground)] tabular-nums">({products})</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export function SpecificationFilterFields({ fields }: { fields: SpecificationFilterView[] }) {
  const t = useT();
  if (fields.length === 0) return null;
  return (
    <div
      className="col-span-full grid gap-4 border-t border-[var(--border)] pt-4 sm:grid-cols-2 lg:grid-cols-4"
      role="group"
      aria-label={t("catalogue.specificationFilters")}
    >
      {fields.map((field) =>
        field.type === "number" ? <RangeFilter key={field.key} field={field} /> : <OptionsFilter key={field.key} field={field} />,
      )}
    </div>
  );
}
