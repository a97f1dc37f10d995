/** The "Where to buy" search and filters: a choice applies at once. */
import { defineIsland } from "~/components/islands/define-island";
import { DistributorFilters } from "./distributor-filters";

export default defineIsland({
  name: "distributor-filters",
  texts: ["catalogue.search", "catalogue.clearFilters", "whereToBuy", "distributor.region"],
  Component: DistributorFilters,
});
