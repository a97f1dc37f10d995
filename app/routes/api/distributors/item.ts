/** `PUT` and `DELETE /api/distributors/{id}` (staff). */
import { refuseMethod } from "~/lib/server/api-route.server";
import { updateDistributorSchema } from "~/schemas/content/distributor";
import { deleteDistributor, updateDistributor } from "~/services/content/distributor.server";
import { STAFF_ITEM_METHODS, staffItemAction } from "../staff-item-action.server";

export const loader = refuseMethod(STAFF_ITEM_METHODS);
export const action = staffItemAction({
  kind: "distributor",
  updateSchema: updateDistributorSchema,
  update: updateDistributor,
  remove: deleteDistributor,
});
