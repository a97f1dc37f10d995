/**
 * The pieces of a public page's search and filter form (the catalogue, the download center, the
 * distributor directory): a GET form, so every choice is in the URL, a filtered view can be
 * shared and reloaded, and it works without JavaScript (the Search button submits). In its island
 * a chosen option applies at once; a typed search applies with Enter, as a page load should not
 * cut the visitor off while they type. The results load at the form (`#filters`), so the page
 * stays where the visitor was and the next Tab goes on from the form. The catalogue's island
 * takes the form's submissions and typing in hand and narrows the list in place (decision 071).
 */
import { Search } from "lucide-react";
import type { FormEventHandler, ReactNode } from "react";
import { Button, buttonVariants } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import { useLocalizedPath, useT } from "~/lib/i18n/translation";
import { Link } from "../shell/localized-link";

export type FilterOption = { value: string; label: string };

/** The form's anchor: the address a choice loads ends with it. */
export const FILTERS_ANCHOR = "filters";

/** A text field's or select's look in a filter form. */
export const controlClass =
  "h-10 w-full rounded-md border border-[var(--border)] bg-[var(--card)] px-3 text-sm focus-visible:outline-2 focus-visible:outline-[var(--ring)]";

/** Applies the form's choices now: a page load of the filtered address. */
export const applyFilters = (form: HTMLFormElement | null) => form?.requestSubmit();

/**
 * The form, sent to the page it is on (`page`, a path without query, in the page's language);
 * `onSubmit` and `onInput` for an island that applies it in place.
 */
export function FilterForm({
  page,
  className,
  children,
  onSubmit,
  onInput,
}: {
  page: string;
  className: string;
  children: ReactNode;
  onSubmit?: FormEventHandler<HTMLFormElement>;
  onInput?: FormEventHandler<HTMLFormElement>;
}) {
  const localize = useLocalizedPath();
  return (
    <form
      id={FILTERS_ANCHOR}
      method="get"
      action={`${localize(page)}#${FILTERS_ANCHOR}`}
      role="search"
      onSubmit={onSubmit}
      onInput={onInput}
      className={cn("grid scroll-mt-20 gap-4 rounded-xl border border-[var(--border)] bg-[var(--card)] p-4 shadow-sm", className)}
    >
      {children}
    </form>
  );
}

export function FilterSearchField({ label, placeholder, value }: { label: string; placeholder: string; value: string }) {
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
          enterKeyHint="search"
          className={`${controlClass} ps-9`}
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
  return (
    <label className="grid gap-1.5 text-sm font-medium">
      {label}
      <select name={name} defaultValue={value} className={controlClass} onChange={(event) => applyFilters(event.currentTarget.form)}>
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
 * The Search button (what submits without JavaScript) and, while a filter is set, Clear Filters back
 * to `page`; `clearLink` adds attributes to that link (the catalogue's island follows it in place).
 */
export function FilterButtons({ page, filtered, clearLink }: { page: string; filtered: boolean; clearLink?: Record<string, string> }) {
  const t = useT();
  return (
    <div className="flex items-end gap-2">
      <Button type="submit" variant="secondary">
        {t("catalogue.search")}
      </Button>
      {filtered && (
        <Link to={`${page}#${FILTERS_ANCHOR}`} {...clearLink} className={buttonVariants({ variant: "ghost" })}>
          {t("catalogue.clearFilters")}
        </Link>
      )}
    </div>
  );
}
