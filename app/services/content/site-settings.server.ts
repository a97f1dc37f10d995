/** The company's name and contact details: one row, with the demo company's as a fallback. */
import type { Queryable } from "~/db/client.server";
import { siteSettings } from "~/db/schema";
import { demoSiteSettings } from "~/db/seed/demo-site-settings";
import type { SiteSettingsInput } from "~/schemas/content/site-settings";

export type SiteSettings = Omit<typeof siteSettings.$inferSelect, "id" | "updatedAt">;

export async function getSiteSettings(db: Queryable): Promise<SiteSettings> {
  const [row] = await db.select().from(siteSettings).limit(1);
  if (!row) return demoSiteSettings;
  const { id: _id, updatedAt: _updatedAt, ...settings } = row;
  return settings;
}

export async function saveSiteSettings(db: Queryable, input: SiteSettingsInput): Promise<SiteSettings> {
  const values = { id: 1, ...input };
  await db.insert(siteSettings).values(values).onConflictDoUpdate({ target: siteSettings.id, set: input });
  return getSiteSettings(db);
}
