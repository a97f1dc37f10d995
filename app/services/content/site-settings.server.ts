/**
 * The company's name and contact details, and how vulnerabilities are reported: one row, with the
 * demo company's as a fallback. Staff change them; the vulnerability-reporting settings, which say
 * where reports go, only an admin (decision 067). Every change is in the activity log with the
 * values before and after, the first save's too.
 */
import { isDeepStrictEqual } from "node:util";
import { eq } from "drizzle-orm";
import type { Queryable } from "~/db/client.server";
import { siteSettings } from "~/db/schema";
import { demoSiteSettings } from "~/db/seed/demo-site-settings";
import { forbidden } from "~/lib/server/http-errors.server";
import { VULNERABILITY_REPORTING_FIELDS, type SiteSettingsInput } from "~/schemas/content/site-settings";
import { unrecorded } from "../staff/activity-log.server";
import type { SessionUser } from "../staff/session.server";

export type SiteSettings = Omit<typeof siteSettings.$inferSelect, "id" | "updatedAt">;

export async function getSiteSettings(db: Queryable): Promise<SiteSettings> {
  const [row] = await db.select().from(siteSettings).limit(1);
  if (!row) return demoSiteSettings;
  const { id: _id, updatedAt: _updatedAt, ...settings } = row;
  return settings;
}

/** 403 naming each vulnerability-reporting setting that `input` changes, unless `actor` is an admin. */
function refuseReportingChangesOfEditors(actor: Pick<SessionUser, "role">, current: SiteSettings, input: SiteSettingsInput): void {
  if (actor.role === "admin") return;
  const changed = VULNERABILITY_REPORTING_FIELDS.filter(
    (field) => input[field] !== undefined && !isDeepStrictEqual(input[field], current[field]),
  );
  if (changed.length === 0) return;
  throw forbidden(
    `Only an admin may change how vulnerabilities are reported: ${changed.join(", ")}`,
    Object.fromEntries(changed.map((field) => [field, "Only an admin may change this"])),
  );
}

/**
 * Saves the settings as `actor`, inside their `writeAs`. Until the first save the site shows the
 * demo company's; they are written first, unrecorded, so that the log's entry for the save names
 * each field's value before and after.
 */
export async function saveSiteSettings(db: Queryable, actor: Pick<SessionUser, "role">, input: SiteSettingsInput): Promise<SiteSettings> {
  const current = await getSiteSettings(db);
  refuseReportingChangesOfEditors(actor, current, input);
  await unrecorded(db, () =>
    db
      .insert(siteSettings)
      .values({ id: 1, ...current })
      .onConflictDoNothing(),
  );
  await db.update(siteSettings).set(input).where(eq(siteSettings.id, 1));
  return getSiteSettings(db);
}
