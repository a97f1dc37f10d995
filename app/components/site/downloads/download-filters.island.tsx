/** The download center's search and filters, with product suggestions as the visitor types. */
import { defineIsland } from "~/components/islands/define-island";
import { DownloadFilters } from "./download-filters";

export default defineIsland({
  name: "download-filters",
  texts: [
    "support.search",
    "support.searchPlaceholder",
    "support.product",
    "support.productPlaceholder",
    "support.productChosen",
    "support.productUnknown",
    "support.productSuggestions",
    "support.platform",
    "support.allPlatforms",
    "catalogue.search",
    "catalogue.clearFilters",
  ],
  Component: DownloadFilters,
});
