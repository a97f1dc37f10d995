/** The site search box with its suggestions: in the header, the mobile menu and the results page. */
import { defineIsland } from "~/components/islands/define-island";
import { SiteSearchBox } from "./site-search-box";

export default defineIsland({
  name: "site-search",
  texts: [
    "search.label",
    "search.placeholder",
    "search.submit",
    "search.suggestions",
    "search.suggestionsFound",
    "search.noSuggestions",
    "search.kind",
  ],
  Component: SiteSearchBox,
});
