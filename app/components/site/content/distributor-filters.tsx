/** The "Where to buy" search box and its Country and Region filters. */
import { useT } from "~/lib/i18n/translation";
import { DISTRIBUTOR_REGIONS } from "~/lib/domain-values";
import { FilterButtons, FilterForm, FilterSearchField, FilterSelect, type FilterOption } from "../parts/filter-form";

export type DistributorFilterValues = { country: string; region: string; q: string };

export function DistributorFilters({ values, countries }: { values: DistributorFilterValues; countries: FilterOption[] }) {
  const t = useT();
  const regions = DISTRIBUTOR_REGIONS.map((region) => ({ value: region, label: t(`distributor.region.${region}`) }));
  return (
    <FilterForm page="/where-to-buy" className="md:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_auto]">
      <FilterSearchField label={t("catalogue.search")} placeholder={t("whereToBuy.searchPlaceholder")} value={values.q} />
      <FilterSelect
        name="country"
        label={t("whereToBuy.country")}
        allLabel={t("whereToBuy.allCountries")}
        value={values.country}
        options={countries}
      />
      <FilterSelect
        name="region"
        label={t("whereToBuy.region")}
        allLabel={t("whereToBuy.allRegions")}
        value={values.region}
        options={regions}
      />
      <FilterButtons page="/where-to-buy" filtered={Object.values(values).some((value) => value !== "")} />
    </FilterForm>
  );
}
