/**
 * The download center's search box and its Product and Platform filters (decision 034), a GET
 * form like the catalogue's: the chosen type tab rides along in a hidden field. The product is
 * typed (name or code, with suggestions); under the fields the form says which product the text
 * named, or that none matched, with products to choose instead.
 */
import { useElementId } from "~/components/islands/island-root";
import { useT } from "~/lib/i18n/translation";
import type { ProductSuggestion } from "~/lib/catalogue/download-product-filter";
import { filledSearch } from "~/lib/catalogue/filled-search";
import { PLATFORM_FAMILIES } from "~/lib/catalogue/download-platforms";
import { DownloadProductField } from "./download-product-field";
import { FilterButtons, FILTERS_ANCHOR, FilterForm, FilterSearchField, FilterSelect, type FilterOption } from "../parts/filter-form";
import { Link } from "../shell/localized-link";

export type DownloadFilterValues = { q: string; product: string; platform: string; type: string };

/** What the product text named: a product's name, or none (with suggestions); null without a text. */
export type ProductMatch = { name: string } | { name: null; suggestions: ProductSuggestion[] } | null;

const platformOptions: FilterOption[] = Object.entries(PLATFORM_FAMILIES).map(([value, family]) => ({ value, label: family.label }));

/** These filters with another product, on the same page (`/support` or `/resources`). */
const withProduct = (page: string, values: DownloadFilterValues, product: string) =>
  `${page}?${filledSearch({ ...values, product })}#${FILTERS_ANCHOR}`;

function ProductMatchNote({
  id,
  page,
  values,
  match,
}: {
  id: string;
  page: string;
  values: DownloadFilterValues;
  match: NonNullable<ProductMatch>;
}) {
  const t = useT();
  if (match.name !== null) {
    return (
      <p id={id} className="col-span-full text-sm text-[var(--muted-foreground)]">
        {t("support.productChosen", { name: match.name })}
      </p>
    );
  }
  return (
    <div id={id} className="col-span-full grid gap-1 text-sm">
      <p className="font-medium">{t("support.productUnknown", { text: values.product })}</p>
      {match.suggestions.length > 0 && (
        <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
          <span className="text-[var(--muted-foreground)]">{t("support.productSuggestions")}</span>
          <ul className="contents">
            {match.suggestions.map((suggestion) => (
              <li key={suggestion.value}>
                <Link to={withProduct(page, values, suggestion.value)} className="text-[var(--link)] underline-offset-2 hover:underline">
                  {suggestion.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}

export function DownloadFilters({
  page,
  values,
  productMatch,
}: {
  /** The page the filters are on: `/support`, or `/resources` where the footer links. */
  page: string;
  values: DownloadFilterValues;
  productMatch: ProductMatch;
}) {
  const t = useT();
  const noteId = useElementId("product-match");
  const { type, ...chosen } = values;
  return (
    <FilterForm page={page} className="md:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_auto]">
      {type && <input type="hidden" name="type" value={type} />}
      <FilterSearchField label={t("support.search")} placeholder={t("support.searchPlaceholder")} value={values.q} />
      <DownloadProductField
        value={values.product}
        suggestions={productMatch?.name === null ? productMatch.suggestions : []}
        describedBy={productMatch ? noteId : undefined}
      />
      <FilterSelect
        name="platform"
        label={t("support.platform")}
        allLabel={t("support.allPlatforms")}
        value={values.platform}
        options={platformOptions}
      />
      <FilterButtons page={type ? `${page}?type=${type}` : page} filtered={Object.values(chosen).some((value) => value !== "")} />
      {productMatch && <ProductMatchNote id={noteId} page={page} values={values} match={productMatch} />}
    </FilterForm>
  );
}
