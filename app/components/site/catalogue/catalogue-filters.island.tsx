/**
 * The catalogue's search and filters: the list narrows in place as the visitor types, and a
 * choice applies at once (decision 071); without script, the form is a GET form.
 */
import { useEffect, useState } from "react";
import { defineIsland } from "~/components/islands/define-island";
import { FILTERS_ANCHOR } from "../parts/filter-form";
import { CatalogueFilters, type CatalogueFiltersView } from "./catalogue-filters";
import { useCatalogueInPlace } from "./catalogue-in-place";

const NAME = "catalogue-filters";

function focusSearchIfLost(): void {
  if (document.activeElement && document.activeElement !== document.body) return;
  document.getElementById(FILTERS_ANCHOR)?.querySelector<HTMLInputElement>('input[name="q"]')?.focus();
}

function CatalogueFiltersInPlace(initial: CatalogueFiltersView) {
  // `form` counts the answers to followed links: the form is drawn anew with their values.
  const [shown, setShown] = useState({ view: initial, form: 0 });
  const handlers = useCatalogueInPlace<CatalogueFiltersView>(NAME, (view, followedLink) => {
    setShown((before) => ({ view, form: before.form + (followedLink ? 1 : 0) }));
  });
  // A link followed leaves with the part it was in (or the form drawn anew): the focus goes on from the search box.
  useEffect(() => {
    if (shown.form > 0) focusSearchIfLost();
  }, [shown.form]);
  return <CatalogueFilters key={shown.form} {...shown.view} {...handlers} />;
}

export default defineIsland({
  name: NAME,
  texts: ["catalogue"],
  Component: CatalogueFiltersInPlace,
});
