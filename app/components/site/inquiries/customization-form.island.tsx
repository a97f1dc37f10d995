/** The OEM/ODM inquiry form with its attachments. */
import { defineIsland } from "~/components/islands/define-island";
import { CustomizationForm } from "./customization-form";

export default defineIsland({
  name: "customization-form",
  texts: ["customizationForm", "form", "validation"],
  Component: CustomizationForm,
});
