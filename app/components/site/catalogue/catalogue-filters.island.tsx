/** The catalogue's search and filters: a choice applies at once. */
import { defineIsland } from "~/components/islands/define-island";
import { CatalogueFilters } from "./catalogue-filters";

export default defineIsland({
  name: "catalogue-filters",
  texts: ["catalogue"],
  Component: CatalogueFilters,
});
