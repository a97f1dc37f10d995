/** The comparison list on the catalogue and product pages: empty from the server, shown once the stored list holds something. */
import { defineIsland } from "~/components/islands/define-island";
import { COMPARE_LIST_KEY } from "~/lib/visitor-lists/compare-list";
import { CompareBar } from "./compare-bar";

export default defineIsland({
  name: "compare-bar",
  texts: ["compare.list", "compare.count", "compare.clear", "compare.open", "compare.remove"],
  storedLists: [COMPARE_LIST_KEY],
  Component: CompareBar,
});
