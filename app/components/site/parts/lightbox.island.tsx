/** Pictures that open the image gallery dialog: a product's gallery, a solution's picture, an article's gallery. */
import { defineIsland } from "~/components/islands/define-island";
import { Lightbox, type LightboxImage } from "./lightbox";

export default defineIsland<{ images: LightboxImage[] }, "triggers">({
  name: "lightbox",
  texts: ["gallery.title", "gallery.viewing", "gallery.close", "gallery.imageOf", "gallery.previous", "gallery.next"],
  Component: Lightbox,
});
