import { Search } from "lucide-react";
import { useState, type KeyboardEvent } from "react";
import { useElementId } from "~/components/islands/island-root";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import { useLocalizedPath, useT } from "~/lib/i18n/translation";
import { MAX_SEARCH_LENGTH } from "~/lib/catalogue/site-search";
import { SEARCH_KIND_ICONS } from "./search-kinds";
import { useSearchSuggestions } from "./use-search-suggestions";

/**
 * The site search box: a plain GET form to the results page (it works without JavaScript), whose
 * field is a combobox with suggestions as the visitor types (WAI-ARIA combobox pattern: arrows
 * move through the list, Enter opens the chosen one or searches, Escape closes the list).
 * `focusWhenShown`: the document script puts the focus in it when the menu holding it opens.
 */
export function SiteSearchBox({ defaultValue, focusWhenShown = false }: { defaultValue: string; focusWhenShown?: boolean }) {
  const t = useT();
  const localize = useLocalizedPath();
  const fieldId = useElementId("field");
  const listId = useElementId("suggestions");
  const [text, setText] = useState(defaultValue);
  const [listOpen, setListOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const suggestions = useSearchSuggestions(text);
  const { results } = suggestions;
  const expanded = listOpen && suggestions.query !== null;
  const optionId = (index: number) => `${listId}-${index}`;

  const close = () => {
    setListOpen(false);
    setActive(-1);
  };
  const open = (index: number) => {
    const hit = results[index];
    if (!hit) return;
    close();
    window.location.assign(hit.href);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = results.length;
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      if (count === 0) return;
      event.preventDefault();
      const step = event.key === "ArrowDown" ? 1 : -1;
      setListOpen(true);
      setActive((current) => (current === -1 && step === -1 ? count - 1 : (current + step + count) % count));
    } else if (event.key === "Enter" && expanded && active >= 0) {
      event.preventDefault();
      open(active);
    } else if (event.key === "Escape") {
      // Closing the list is this key's whole job; with no list, it empties the field.
      if (expanded) {
        event.preventDefault();
        event.stopPropagation();
        close();
      } else if (text !== "") {
        event.stopPropagation();
        setText("");
      }
    }
  };

  return (
    <form method="get" action={localize("/search")} role="search" className="relative flex w-full gap-2" onSubmit={close}>
      <label htmlFor={fieldId} className="sr-only">
        {t("search.label")}
      </label>
      <div className="relative flex-1">
        <Search
          className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-[var(--muted-foreground)]"
          aria-hidden
        />
        <input
          id={fieldId}
          name="q"
          type="text"
          enterKeyHint="search"
          value={text}
          maxLength={MAX_SEARCH_LENGTH}
          autoComplete="off"
          placeholder={t("search.placeholder")}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          data-autofocus={focusWhenShown || undefined}
          onChange={(event) => {
            setText(event.target.value);
            setListOpen(true);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
          onBlur={close}
          onFocus={() => setListOpen(true)}
          className="h-10 w-full rounded-md border border-[var(--border)] bg-[var(--card)] ps-9 pe-3 text-sm focus-visible:outline-2 focus-visible:outline-[var(--ring)]"
        />
        <ul
          id={listId}
          role="listbox"
          aria-label={t("search.suggestions")}
          hidden={!expanded || results.length === 0}
          className="absolute inset-x-0 top-full z-50 mt-1 max-h-96 overflow-y-auto rounded-md border border-[var(--border)] bg-[var(--card)] p-1 shadow-lg"
        >
          {results.map((hit, index) => {
            const Icon = SEARCH_KIND_ICONS[hit.kind];
            return (
              <li
                key={`${hit.kind}-${hit.id}`}
                id={optionId(index)}
                role="option"
                aria-selected={index === active}
                // Keeps the focus in the field, so the click lands before the list closes.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => open(index)}
                className={cn(
                  "flex cursor-pointer items-start gap-3 rounded px-3 py-2 text-sm",
                  index === active ? "bg-[var(--muted)] text-[var(--foreground)]" : "hover:bg-[var(--muted)]",
                )}
              >
                <Icon className="mt-0.5 size-4 shrink-0 text-[var(--accent)]" aria-hidden />
                <span className="min-w-0">
                  <span className="block text-xs text-[var(--muted-foreground)]">{t(`search.kind.${hit.kind}`)}</span>
                  <span className="block truncate font-medium">{hit.title}</span>
                </span>
              </li>
            );
          })}
        </ul>
        <span role="status" className="sr-only">
          {expanded ? (results.length > 0 ? t("search.suggestionsFound", { number: results.length }) : t("search.noSuggestions")) : ""}
        </span>
      </div>
      <Button type="submit">{t("search.submit")}</Button>
    </form>
  );
}
