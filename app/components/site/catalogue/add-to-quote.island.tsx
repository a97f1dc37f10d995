/** "Add to Quote" on product cards and the product page; it shows whether the product is in the stored list. */
import { defineIsland } from "~/components/islands/define-island";
import { QUOTE_LIST_KEY } from "~/lib/visitor-lists/quote-list";
import { AddToQuoteButton } from "./add-to-quote-button";

export default defineIsland({
  name: "add-to-quote",
  texts: ["quote.add", "quote.added"],
  storedLists: [QUOTE_LIST_KEY],
  Component: AddToQuoteButton,
});
