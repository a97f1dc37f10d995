/** `GET /api/activity`'s filters (docs/decisions/032-activity-log.md), shared by the API and the Activity screen. */
import { z } from "zod";
import { ACTIVITY_ACTIONS, ACTIVITY_KINDS } from "~/lib/activity-values";
import { DAY_RANGE_ORDER, dayField, dayRangeInOrder, pagingFields, stored, uuidField } from "../fields";

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

/** An update's changed fields by their API name: before and after; a secret field (a password) is `{}`. */
export const activityChanges = z.record(z.string(), z.strictObject({ from: z.unknown().optional(), to: z.unknown().optional() }));

/** An entry of the log as `GET /api/activity` sends it; itemId and itemLabel are null for seed and clear. */
export const activityRow = z.strictObject({
  id: stored.id,
  createdAt: stored.time,
  actorId: stored.id.nullable(),
  actorName: z.string(),
  action: z.enum(ACTIVITY_ACTIONS),
  entityKind: z.enum(ACTIVITY_KINDS),
  itemId: z.string().nullable(),
  itemLabel: z.string().nullable(),
  changes: activityChanges.nullable(),
});

export type ActivityRow = z.output<typeof activityRow>;
