/**
 * The download center's product filter (decision 034): a text field for a product's name or code
 * rather than a list of every product. As the visitor types, suggestions (a datalist) are asked for
 * once typing pauses; choosing one, or clearing the field, applies at once. Without JavaScript the
 * form submits the typed text and the server resolves it to a product.
 */
import { useState } from "react";
import { useElementId } from "~/components/islands/island-root";
import { useT } from "~/lib/i18n/translation";
import {
  MAX_PRODUCT_TEXT,
  MIN_PRODUCT_TEXT,
  PRODUCT_SUGGESTIONS_PATH,
  type ProductSuggestion,
  type ProductSuggestionsAnswer,
} from "~/lib/catalogue/download-product-filter";
import { localizedPath } from "~/lib/i18n/locales";
import { useLocale } from "~/lib/i18n/translation";
import { applyFilters, controlClass } from "../parts/filter-form";
import { useDebouncedJson } from "../search/use-debounced-json";

/**
 * The suggestions for `typed` (null until the visitor types: the page's own `initial` ones until
 * then and whenever no answer has come), asked for once typing pauses. A text too short to
 * suggest for keeps the last suggestions.
 */
function useProductSuggestions(typed: string | null, initial: ProductSuggestion[]): ProductSuggestion[] {
  const locale = useLocale();
  const query = typed?.trim() ?? "";
  const url = `${localizedPath(locale, PRODUCT_SUGGESTIONS_PATH)}?${new URLSearchParams({ q: query })}`;
  const answer = useDebouncedJson<ProductSuggestionsAnswer>(query.length < MIN_PRODUCT_TEXT ? null : url);
  return answer?.products ?? initial;
}

export function DownloadProductField({
  value,
  suggestions: initial,
  describedBy,
}: {
  value: string;
  suggestions: ProductSuggestion[];
  describedBy?: string;
}) {
  const t = useT();
  const listId = useElementId("products");
  const [typed, setTyped] = useState<string | null>(null);
  const suggestions = useProductSuggestions(typed, initial);
  return (
    <label className="grid gap-1.5 text-sm font-medium">
      {t("support.product")}
      <input
        type="search"
        name="product"
        list={listId}
        defaultValue={value}
        maxLength={MAX_PRODUCT_TEXT}
        autoComplete="off"
        placeholder={t("support.productPlaceholder")}
        aria-describedby={describedBy}
        className={controlClass}
        onChange={(event) => {
          const { value: text, form } = event.currentTarget;
          setTyped(text);
          if (text === "" || suggestions.some((suggestion) => suggestion.value === text)) applyFilters(form);
        }}
      />
      <datalist id={listId}>
        {suggestions.map((suggestion) => (
          <option key={suggestion.value} value={suggestion.value}>
            {suggestion.label}
          </option>
        ))}
      </datalist>
    </label>
  );
}
