/** `PUT` and `DELETE /api/hero-slides/{id}` (staff). */
import { refuseMethod } from "~/lib/server/api-route.server";
import { updateHeroSlideSchema } from "~/schemas/content/hero-slide";
import { deleteHeroSlide, updateHeroSlide } from "~/services/content/hero-slide.server";
import { STAFF_ITEM_METHODS, staffItemAction } from "../staff-item-action.server";

export const loader = refuseMethod(STAFF_ITEM_METHODS);
export const action = staffItemAction({
  kind: "hero_slide",
  updateSchema: updateHeroSlideSchema,
  update: updateHeroSlide,
  remove: deleteHeroSlide,
});
