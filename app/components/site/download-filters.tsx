/**
 * The download center's search box and its Product and Platform filters (decision 034), a GET
 * form like the catalogue's: the chosen type tab rides along in a hidden field.
 */
import { useTranslation } from "react-i18next";
import { PLATFORM_FAMILIES } from "~/lib/download-platforms";
import { FilterButtons, FilterForm, FilterSearchField, FilterSelect, type FilterOption } from "./filter-form";

export type DownloadFilterValues = { q: string; product: string; platform: string; type: string };

const platformOptions: FilterOption[] = Object.entries(PLATFORM_FAMILIES).map(([value, family]) => ({ value, label: family.label }));

export function DownloadFilters({ values, products }: { values: DownloadFilterValues; products: FilterOption[] }) {
  const { t } = useTranslation();
  const { type, ...chosen } = values;
  return (
    <FilterForm values={values} className="md:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_auto]">
      {type && <input type="hidden" name="type" value={type} />}
      <FilterSearchField label={t("support.search")} placeholder={t("support.searchPlaceholder")} value={values.q} />
      <FilterSelect
        name="product"
        label={t("support.product")}
        allLabel={t("support.allProducts")}
        value={values.product}
        options={products}
      />
      <FilterSelect
        name="platform"
        label={t("support.platform")}
        allLabel={t("support.allPlatforms")}
        value={values.platform}
        options={platformOptions}
      />
      <FilterButtons page={type ? `/support?type=${type}` : "/support"} filtered={Object.values(chosen).some((value) => value !== "")} />
    </FilterForm>
  );
}
