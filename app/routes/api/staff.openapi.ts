/** The OpenAPI operations of staff.routes.ts: dashboard counts, translation status, the demo seed and clear, the activity log, staff accounts. */
import { createSelectSchema } from "drizzle-zod";
import { z } from "zod";
import { activityLog } from "~/db/schema";
import { TRANSLATABLE_FIELDS, TRANSLATION_LOCALES, type TranslatableEntity } from "~/lib/content-translations";
import type { Operation } from "~/lib/server/openapi-document.server";
import { activityListQuerySchema } from "~/schemas/staff/activity";
import { createUserSchema, updateUserSchema } from "~/schemas/staff/user";
import { withReadOnly } from "./entity-operations";

/** A staff member as sign-in and the session check answer them, never with the password hash. */
export const staffMember = z.object({ id: z.uuid(), username: z.string(), email: z.string(), role: createUserSchema.shape.role.unwrap() });
/** The username never changes (`PUT /api/users/{id}` takes e-mail, role and password). */
const userRow = withReadOnly(staffMember.extend({ createdAt: z.date() }), ["username"]);
const activityRow = createSelectSchema(activityLog);

const seedCounts = z.object({ categories: z.int(), products: z.int(), solutions: z.int(), news: z.int(), resources: z.int() });
const stats = z.object({
  products: z.int(),
  categories: z.int(),
  solutions: z.int(),
  resources: z.int(),
  newsArticles: z.int(),
  caseStudies: z.int(),
  inquiries: z.int(),
  newInquiries: z.int(),
});
const translationLocale = z.enum(TRANSLATION_LOCALES);
const translationStatus = z.object({
  kinds: z.array(
    z.object({
      kind: z.enum(Object.keys(TRANSLATABLE_FIELDS) as TranslatableEntity[]),
      items: z.int(),
      untranslated: z.int().describe("How many items miss at least one language"),
      missing: z.record(translationLocale, z.int()).describe("Per language, how many items miss it"),
      examples: z
        .array(z.object({ id: z.uuid(), label: z.string(), missing: z.array(translationLocale) }))
        .describe("The first few items, by label, that miss some language"),
    }),
  ),
});

export const staffOperations: Operation[] = [
  {
    method: "get",
    path: "/api/admin/stats",
    tag: "Administration",
    access: "staff",
    summary: "Dashboard counts",
    response: { status: 200, description: "The counts", schema: stats },
  },
  {
    method: "get",
    path: "/api/admin/translation-status",
    tag: "Administration",
    access: "staff",
    summary: "How many items of each kind of content miss each language",
    response: { status: 200, description: "Per kind of content", schema: translationStatus },
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
    response: { status: 200, description: "The users", schema: z.array(userRow) },
  },
  {
    method: "post",
    path: "/api/users",
    tag: "Users",
    access: "admin",
    summary: "Add a staff account",
    body: createUserSchema,
    response: { status: 201, description: "Created", schema: userRow },
    errors: [409],
  },
  {
    method: "put",
    path: "/api/users/{id}",
    tag: "Users",
    access: "admin",
    summary: "Change e-mail or role, or reset the password",
    body: updateUserSchema,
    response: { status: 200, description: "Updated", schema: userRow },
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
];
