/**
 * The pieces of a public page's search and filter form (the catalogue, the distributor
 * directory): a GET form, so every choice is in the URL, a filtered view can be shared and
 * reloaded, and it works without JavaScript (the Search button submits). With JavaScript, a
 * choice applies at once and typing searches after a short pause.
 */
import { useTranslation } from "react-i18next";
import { Search } from "lucide-react";
import { useEffect, useRef, type ReactNode } from "react";
import { Form, useSubmit } from "react-router";
import { Button, buttonVariants } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import { Link } from "./localized-link";

export type FilterOption = { value: string; label: string };

const SEARCH_DELAY_MS = 300;
export const SUBMIT_OPTIONS = { replace: true, preventScrollReset: true };

/** A text field's or select's look in a filter form. */
export const controlClass =
  "h-10 w-full rounded-md border border-[var(--border)] bg-[var(--card)] px-3 text-sm focus-visible:outline-2 focus-visible:outline-[var(--ring)]";

/**
 * The form: `values` are the filters the URL holds now; when they change (the back button, Clear
 * Filters) the uncontrolled fields start again from them.
 */
export function FilterForm({ values, className, children }: { values: Record<string, string>; className: string; children: ReactNode }) {
  return (
    <Form
      key={JSON.stringify(values)}
      method="get"
      role="search"
      className={cn("grid gap-4 rounded-xl border border-[var(--border)] bg-[var(--card)] p-4 shadow-sm", className)}
    >
      {children}
    </Form>
  );
}

export function FilterSearchField({ label, placeholder, value }: { label: string; placeholder: string; value: string }) {
  const submit = useSubmit();
  const searchTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(searchTimer.current), []);
  return (
    <label className="grid gap-1.5 text-sm font-medium">
      {label}
      <span className="relative">
        <Search
          className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-[var(--muted-foreground)]"
          aria-hidden
        />
        <input
          type="search"
          name="q"
          defaultValue={value}
          maxLength={200}
          placeholder={placeholder}
          className={`${controlClass} ps-9`}
          onChange={(event) => {
            const form = event.currentTarget.form;
            window.clearTimeout(searchTimer.current);
            searchTimer.current = window.setTimeout(() => submit(form, SUBMIT_OPTIONS), SEARCH_DELAY_MS);
          }}
        />
      </span>
    </label>
  );
}

export function FilterSelect({
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
  options: FilterOption[];
}) {
  const submit = useSubmit();
  return (
    <label className="grid gap-1.5 text-sm font-medium">
      {label}
      <select
        name={name}
        defaultValue={value}
        className={controlClass}
        onChange={(event) => submit(event.currentTarget.form, SUBMIT_OPTIONS)}
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

/** The Search button (what submits without JavaScript) and, while a filter is set, Clear Filters back to `page`. */
export function FilterButtons({ page, filtered }: { page: string; filtered: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="flex items-end gap-2">
      <Button type="submit" variant="secondary">
        {t("catalogue.search")}
      </Button>
      {filtered && (
        <Link to={page} className={buttonVariants({ variant: "ghost" })} preventScrollReset>
          {t("catalogue.clearFilters")}
        </Link>
      )}
    </div>
  );
}
