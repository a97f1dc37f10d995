/**
 * The catalogue's search box and its Category, Technology, Interface and Certificate filters (docs/behaviour/public-site.md §2,
 * Product catalogue), and the chosen category's typed filters (decision 033).
 */
import type { ComponentProps } from "react";
import { useT } from "~/lib/i18n/translation";
import { FilterButtons, FilterForm, FilterSearchField, FilterSelect, type FilterOption } from "../parts/filter-form";
import { inPlaceLink } from "./catalogue-parts";
import { SpecificationFilterFields, type SpecificationFilterView } from "./specification-filter-fields";

export type CatalogueFilterValues = { q: string; category: string; technology: string; interface: string; certificate: string };

const asOptions = (values: string[]): FilterOption[] => values.map((value) => ({ value, label: value }));

/** What the catalogue's page tells its filters: the values its address asks for and the choices it offers. */
export type CatalogueFiltersView = {
  values: CatalogueFilterValues;
  /** `?lifecycle=all`: the discontinued products too (decision 058), kept as the filters change. */
  showRetired: boolean;
  categories: FilterOption[];
  technologies: string[];
  interfaces: string[];
  /** The certifications register's certificates (decision 060), the expired ones marked. */
  certificates: (FilterOption & { expired: boolean })[];
  specifications: SpecificationFilterView[];
};

export function CatalogueFilters({
  values,
  categories,
  technologies,
  interfaces,
  certificates,
  specifications,
  showRetired,
  onSubmit,
  onInput,
}: CatalogueFiltersView & Pick<ComponentProps<typeof FilterForm>, "onSubmit" | "onInput">) {
  const t = useT();
  const typedFiltered = specifications.some((field) => field.min !== "" || field.max !== "" || field.selected.length > 0);
  return (
    <FilterForm page="/products" className="md:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr_1fr_auto]" onSubmit={onSubmit} onInput={onInput}>
      {showRetired && <input type="hidden" name="lifecycle" value="all" />}
      <FilterSearchField label={t("catalogue.search")} placeholder={t("catalogue.searchPlaceholder")} value={values.q} />
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
        options={asOptions(technologies)}
      />
      <FilterSelect
        name="interface"
        label={t("catalogue.interface")}
        allLabel={t("catalogue.allInterfaces")}
        value={values.interface}
        options={asOptions(interfaces)}
      />
      <FilterSelect
        name="certificate"
        label={t("catalogue.certificate")}
        allLabel={t("catalogue.allCertificates")}
        value={values.certificate}
        options={certificates.map(({ value, label, expired }) => ({
          value,
          label: expired ? t("catalogue.expiredCertificate", { certificate: label }) : label,
        }))}
      />
      <FilterButtons
        page="/products"
        filtered={Object.values(values).some((value) => value !== "") || typedFiltered}
        clearLink={inPlaceLink}
      />
      <SpecificationFilterFields fields={specifications} />
    </FilterForm>
  );
}
