/** `PUT` and `DELETE /api/resources/{id}` (staff). */
import { refuseMethod } from "~/lib/server/api-route.server";
import { updateResourceSchema } from "~/schemas/content/resource";
import { deleteResource, updateResource } from "~/services/content/downloads/resource.server";
import { STAFF_ITEM_METHODS, staffItemAction } from "../staff-item-action.server";

export const loader = refuseMethod(STAFF_ITEM_METHODS);
export const action = staffItemAction({
  kind: "resource",
  updateSchema: updateResourceSchema,
  update: updateResource,
  remove: deleteResource,
});
