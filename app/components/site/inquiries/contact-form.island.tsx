/** The contact page's inquiry form, with the quote list: it hydrates at load when the stored list holds products. */
import { defineIsland } from "~/components/islands/define-island";
import { QUOTE_LIST_KEY } from "~/lib/visitor-lists/quote-list";
import { ContactForm } from "./contact-form";

export default defineIsland({
  name: "contact-form",
  texts: [
    "inquiry",
    "quote",
    "validation",
    "chat",
    "form.fullName",
    "form.email",
    "form.phone",
    "form.company",
    "form.country",
    "form.message",
    "form.messagePlaceholder",
    "form.submitting",
    "form.submit",
  ],
  storedLists: [QUOTE_LIST_KEY],
  Component: ContactForm,
});
