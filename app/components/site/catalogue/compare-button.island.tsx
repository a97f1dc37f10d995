/** "Add to Compare" on product cards and the product page; it shows whether the product is in the stored comparison. */
import { defineIsland } from "~/components/islands/define-island";
import { COMPARE_LIST_KEY } from "~/lib/visitor-lists/compare-list";
import { CompareButton } from "./compare-button";

export default defineIsland({
  name: "compare-button",
  texts: ["compare.add", "compare.added", "compare.full", "compare.fullText"],
  storedLists: [COMPARE_LIST_KEY],
  Component: CompareButton,
});
