/** Tabs over panels the server renders once: a product's specifications and downloads. */
import { defineIsland } from "~/components/islands/define-island";
import { DetailsTabs, type DetailsTab } from "./details-tabs";

export default defineIsland<{ id: string; label: string; tabs: DetailsTab[]; selected: string }, string>({
  name: "details-tabs",
  texts: [],
  Component: DetailsTabs,
});
