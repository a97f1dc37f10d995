/** The catalogue's quote list: empty from the server, shown once the stored list holds something. */
import { defineIsland } from "~/components/islands/define-island";
import { QUOTE_LIST_KEY } from "~/lib/visitor-lists/quote-list";
import { QuoteListBar } from "./quote-list-bar";

export default defineIsland({
  name: "quote-list-bar",
  // The list's items can be edited elsewhere (the contact form): "quote" holds their texts too.
  texts: ["quote", "inquiry.type.quote"],
  storedLists: [QUOTE_LIST_KEY],
  Component: QuoteListBar,
});
