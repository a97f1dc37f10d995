/** The OpenAPI operations of staff.routes.ts: dashboard counts, translation status, the demo seed and clear, the activity log, staff accounts. */
import { z } from "zod";
import type { Operation } from "~/lib/server/openapi-document.server";
import { translationStatusRow } from "~/schemas/content/translation-status";
import { activityListQuerySchema, activityRow } from "~/schemas/staff/activity";
import { dashboardStats } from "~/schemas/staff/dashboard";
import { seedCounts } from "~/schemas/staff/database";
import { twoFactorPolicySchema } from "~/schemas/staff/two-factor";
import { deletedItemRow, itemVersionRow, restoreVersionSchema, restoredItemRow } from "~/schemas/staff/history";
import { createUserSchema, updateUserSchema, userRow } from "~/schemas/staff/user";
import { withReadOnly } from "./entity-operations";

/** The username never changes (`PUT /api/users/{id}` takes e-mail, role and password); the second factor is the member's own. */
const user = withReadOnly(userRow, ["username", "twoFactorEnabled"]);

export const staffOperations: Operation[] = [
  {
    method: "get",
    path: "/api/admin/stats",
    tag: "Administration",
    access: "staff",
    summary: "Dashboard counts",
    response: { status: 200, description: "The counts", schema: dashboardStats },
  },
  {
    method: "get",
    path: "/api/admin/translation-status",
    tag: "Administration",
    access: "staff",
    summary: "How many items of each kind of content miss each language",
    response: { status: 200, description: "Per kind of content", schema: translationStatusRow },
  },
  {
    method: "post",
    path: "/api/database/seed",
    tag: "Administration",
    access: "admin",
    summary: "Populate the demo data (replaces it when run again)",
    response: { status: 200, description: "Counts per entity", schema: seedCounts },
  },
  {
    method: "post",
    path: "/api/database/clear",
    tag: "Administration",
    access: "admin",
    summary: "Delete all content and inquiries; keeps users",
    response: { status: 200, description: "Cleared" },
  },
  {
    method: "get",
    path: "/api/activity",
    tag: "Administration",
    access: "admin",
    summary:
      "The activity log, newest first: who created, changed or deleted what and when, with an update's changed fields (before and after; secrets only as changed), and sign-ins, demo seeds and clears. Filters: user id, kind, action, item id, from/to days (UTC, inclusive); the total in X-Total-Count",
    query: activityListQuerySchema,
    response: { status: 200, description: "The entries", schema: z.array(activityRow) },
    errors: [400],
  },
  {
    method: "get",
    path: "/api/users",
    tag: "Users",
    access: "admin",
    summary: "Staff accounts",
    response: { status: 200, description: "The users", schema: z.array(user) },
  },
  {
    method: "post",
    path: "/api/users",
    tag: "Users",
    access: "admin",
    summary: "Add a staff account",
    body: createUserSchema,
    response: { status: 201, description: "Created", schema: user },
    errors: [409],
  },
  {
    method: "put",
    path: "/api/users/{id}",
    tag: "Users",
    access: "admin",
    summary: "Change e-mail or role, or reset the password",
    body: updateUserSchema,
    response: { status: 200, description: "Updated", schema: user },
    errors: [404, 409],
  },
  {
    method: "delete",
    path: "/api/users/{id}",
    tag: "Users",
    access: "admin",
    summary: "Remove a staff account",
    response: { status: 204, description: "Removed" },
    errors: [404, 409],
  },
  {
    method: "delete",
    path: "/api/users/{id}/two-factor",
    tag: "Administration",
    access: "admin",
    summary: "Reset a member's second factor (a lost phone): its secret and recovery codes go, its sessions end",
    response: { status: 204, description: "Reset" },
    errors: [404, 409],
  },
  {
    method: "get",
    path: "/api/two-factor-policy",
    tag: "Administration",
    access: "admin",
    summary: "Whom two-factor sign-in is required of",
    response: { status: 200, description: "The policy", schema: twoFactorPolicySchema },
  },
  {
    method: "put",
    path: "/api/two-factor-policy",
    tag: "Administration",
    access: "admin",
    summary: "Require two-factor sign-in of nobody, the admins or all staff",
    body: twoFactorPolicySchema,
    response: { status: 200, description: "The policy", schema: twoFactorPolicySchema },
  },
  {
    method: "get",
    path: "/api/history/{kind}/{id}",
    tag: "History",
    access: "staff",
    summary:
      "An item's versions, newest first: the whole item as its GET answered it, who made each version and when (no one: the item as found when its history began), and the fields changed since the version before (translations under translations.<language>.<field>). Kinds: product, solution, news_article, case_study, resource, category, hero_slide, distributor, company_section",
    response: { status: 200, description: "The versions", schema: z.array(itemVersionRow) },
    errors: [404],
  },
  {
    method: "post",
    path: "/api/history/{kind}/{id}/restore",
    tag: "History",
    access: "staff",
    summary:
      "Writes a version back over the item through its update call (its checks, slug history and the activity log apply) and answers the new version this makes; a value that can no longer be stored is a 400 naming the field",
    body: restoreVersionSchema,
    response: { status: 201, description: "The new version", schema: itemVersionRow },
    errors: [404, 409],
  },
  {
    method: "get",
    path: "/api/recently-deleted",
    tag: "History",
    access: "staff",
    summary:
      "Items deleted in the last 30 days, newest first, with what their delete took along (a category's products and typed fields) and when the server purges them; older ones are purged first",
    response: { status: 200, description: "The deleted items", schema: z.array(deletedItemRow) },
  },
  {
    method: "post",
    path: "/api/recently-deleted/{id}/restore",
    tag: "History",
    access: "staff",
    summary:
      "Makes a deleted item again with its old id and slug, and what was deleted with it; a slug taken meanwhile is a 409 and a reference gone meanwhile a 400, each naming the field",
    response: { status: 200, description: "The item restored", schema: restoredItemRow },
    errors: [400, 404, 409],
  },
  {
    method: "delete",
    path: "/api/recently-deleted/{id}",
    tag: "History",
    access: "admin",
    summary: "Purges a deleted item for good, with its versions",
    response: { status: 204, description: "Purged" },
    errors: [404],
  },
];
