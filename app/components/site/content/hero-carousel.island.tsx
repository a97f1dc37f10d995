/** The home page's hero carousel; its slides are slots, rendered once by the server. */
import { defineIsland } from "~/components/islands/define-island";
import { HeroCarousel } from "./hero-carousel";

export default defineIsland<{ titles: string[] }, string>({
  name: "hero-carousel",
  texts: ["carousel"],
  Component: HeroCarousel,
});
