import { useTranslation } from "react-i18next";
import { Search } from "lucide-react";
import { useEffect, useRef } from "react";
import { Form, useSubmit } from "react-router";
import { Button, buttonVariants } from "~/components/ui/button";
import { Link } from "./localized-link";

export type CatalogueFilterValues = { q: string; category: string; technology: string; interface: string };
type Option = { value: string; label: string };

const SEARCH_DELAY_MS = 300;

const selectClass =
  "h-10 w-full rounded-md border border-[var(--border)] bg-[var(--card)] px-3 text-sm focus-visible:outline-2 focus-visible:outline-[var(--ring)]";

function FilterSelect({
  name,
  label,
  allLabel,
  value,
  options,
}: {
  name: string;
  label: string;
  allLabel: string;
  value: string;
  options: Option[];
}) {
  const submit = useSubmit();
  return (
    <label className="grid gap-1.5 text-sm font-medium">
      {label}
      <select
        name={name}
        defaultValue={value}
        className={selectClass}
        onChange={(event) => submit(event.currentTarget.form, { replace: true, preventScrollReset: true })}
      >
        <option value="">{allLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}

/**
 * Search and filters as a GET form: every choice is in the URL, so a filtered view can be shared
 * and reloaded, and it works without JavaScript (Search submits). With JavaScript, a choice applies
 * at once and typing searches after a short pause.
 */
export function CatalogueFilters({
  values,
  categories,
  technologies,
  interfaces,
}: {
  values: CatalogueFilterValues;
  categories: Option[];
  technologies: string[];
  interfaces: string[];
}) {
  const submit = useSubmit();
  const { t } = useTranslation();
  const searchTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(searchTimer.current), []);
  const hasFilters = Object.values(values).some((value) => value !== "");
  return (
    // The key resets the uncontrolled fields when the URL changes (back button, Clear Filters).
    <Form
      key={JSON.stringify(values)}
      method="get"
      role="search"
      className="grid gap-4 rounded-xl border border-[var(--border)] bg-[var(--card)] p-4 shadow-sm md:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr_auto]"
    >
      <label className="grid gap-1.5 text-sm font-medium">
        {t("catalogue.search")}
        <span className="relative">
          <Search
            className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-[var(--muted-foreground)]"
            aria-hidden
          />
          <input
            type="search"
            name="q"
            defaultValue={values.q}
            maxLength={200}
            placeholder={t("catalogue.searchPlaceholder")}
            className={`${selectClass} ps-9`}
            onChange={(event) => {
              const form = event.currentTarget.form;
              window.clearTimeout(searchTimer.current);
              searchTimer.current = window.setTimeout(() => submit(form, { replace: true, preventScrollReset: true }), SEARCH_DELAY_MS);
            }}
          />
        </span>
      </label>
      <FilterSelect
        name="category"
        label={t("catalogue.category")}
        allLabel={t("catalogue.allCategories")}
        value={values.category}
        options={categories}
      />
      <FilterSelect
        name="technology"
        label={t("catalogue.technology")}
        allLabel={t("catalogue.allTechnologies")}
        value={values.technology}
        options={technologies.map((value) => ({ value, label: value }))}
      />
      <FilterSelect
        name="interface"
        label={t("catalogue.interface")}
        allLabel={t("catalogue.allInterfaces")}
        value={values.interface}
        options={interfaces.map((value) => ({ value, label: value }))}
      />
      <div className="flex items-end gap-2">
        <Button type="submit" variant="secondary">
          {t("catalogue.search")}
        </Button>
        {hasFilters && (
          <Link to="/products" className={buttonVariants({ variant: "ghost" })} preventScrollReset>
            {t("catalogue.clearFilters")}
          </Link>
        )}
      </div>
    </Form>
  );
}
