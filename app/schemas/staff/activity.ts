/** `GET /api/activity`'s filters (docs/decisions/032-activity-log.md), shared by the API and the Activity screen. */
import { z } from "zod";
import { ACTIVITY_ACTIONS, ACTIVITY_KINDS } from "~/lib/activity-values";
import { DAY_RANGE_ORDER, dayField, dayRangeInOrder, pagingFields, uuidField } from "../fields";

export const activityListQuerySchema = z
  .object({
    user: uuidField("User").optional(),
    kind: z.enum(ACTIVITY_KINDS, `Kind must be one of ${ACTIVITY_KINDS.join(", ")}`).optional(),
    action: z.enum(ACTIVITY_ACTIONS, `Action must be one of ${ACTIVITY_ACTIONS.join(", ")}`).optional(),
    item: z.string().trim().min(1).max(64, "Item must be at most 64 characters").optional(),
    /** The first day shown (UTC), inclusive. */
    from: dayField("From"),
    /** The last day shown (UTC), inclusive. */
    to: dayField("To"),
    ...pagingFields(),
  })
  .refine(dayRangeInOrder, DAY_RANGE_ORDER);

export type ActivityListQuery = z.infer<typeof activityListQuerySchema>;
