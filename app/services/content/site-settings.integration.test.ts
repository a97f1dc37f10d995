/**
 * The site settings through the API: staff change the company's name and contact details, but
 * how vulnerabilities are reported (the security e-mail that receives reports and is
 * security.txt's Contact, the acknowledgement time, security.txt's expiry and languages) is the
 * admin's alone; an editor's change of it is refused by name, and every change of it is in the
 * activity log with who made it and the values before and after.
 */
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { activityLog, siteSettings } from "~/db/schema";
import { useContentApi } from "../../../tests/support/kits/content-test-kit";

const api = useContentApi();

type Settings = Record<string, unknown>;

const nextMonth = () => new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);

/** A change of each vulnerability-reporting field. */
const REPORTING_CHANGE = () => ({
  securityEmail: "reports@attacker.example",
  securityAcknowledgeDays: 9,
  securityTxtExpiresOn: nextMonth(),
  securityLanguages: ["de"],
});

const REFUSED = {
  message:
    "Only an admin may change how vulnerabilities are reported: securityEmail, securityAcknowledgeDays, securityTxtExpiresOn, securityLanguages",
  fields: {
    securityEmail: "Only an admin may change this",
    securityAcknowledgeDays: "Only an admin may change this",
    securityTxtExpiresOn: "Only an admin may change this",
    securityLanguages: "Only an admin may change this",
  },
};

const siteSettingsLog = () =>
  api.database.db
    .select({ actorName: activityLog.actorName, action: activityLog.action, changes: activityLog.changes })
    .from(activityLog)
    .where(eq(activityLog.entityKind, "site_settings"))
    .orderBy(activityLog.createdAt);

let stored: Settings;

// The site shows the demo company's settings until the first save writes the row.
beforeEach(async () => {
  await api.database.db.delete(siteSettings);
  await api.database.db.delete(activityLog);
  stored = (await api.visitor.get<Settings>("/api/site-settings")).body;
});

describe("an editor", () => {
  it("changes the contact details, sending the reporting settings as they are or not at all", async () => {
    const withAll = await api.staff.put<Settings>("/api/site-settings", { ...stored, phone: "+1 555 0100" });
    expect(withAll.status, withAll.text).toBe(200);
    const {
      securityEmail: _email,
      securityAcknowledgeDays: _days,
      securityTxtExpiresOn: _expiry,
      securityLanguages: _languages,
      ...contact
    } = stored;
    const without = await api.staff.put<Settings>("/api/site-settings", { ...contact, phone: "+1 555 0101" });
    expect(without.status, without.text).toBe(200);
    expect(without.body).toEqual({ ...stored, phone: "+1 555 0101" });
  });

  it("is refused a change of any reporting setting, by name, and nothing is saved", async () => {
    for (const [field, value] of Object.entries(REPORTING_CHANGE())) {
      const refused = await api.staff.put("/api/site-settings", { ...stored, phone: "+1 555 0102", [field]: value });
      expect(refused.status, field).toBe(403);
      expect(refused.body, field).toEqual({
        message: `Only an admin may change how vulnerabilities are reported: ${field}`,
        fields: { [field]: "Only an admin may change this" },
      });
    }
    const all = await api.staff.put("/api/site-settings", { ...stored, ...REPORTING_CHANGE() });
    expect(all.status).toBe(403);
    expect(all.body).toEqual(REFUSED);
    expect((await api.visitor.get("/api/site-settings")).body).toEqual(stored);
    expect(await siteSettingsLog()).toEqual([]);
  });
});

describe("an admin", () => {
  it("changes the reporting settings, logged with who and the values before and after, from the first save on", async () => {
    const change = REPORTING_CHANGE();
    const saved = await api.admin.put<Settings>("/api/site-settings", { ...stored, ...change });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body).toEqual({ ...stored, ...change });
    const before = { securityEmail: stored.securityEmail, securityAcknowledgeDays: stored.securityAcknowledgeDays };
    expect(await siteSettingsLog()).toEqual([
      {
        actorName: "admin1",
        action: "update",
        changes: {
          securityEmail: { from: before.securityEmail, to: change.securityEmail },
          securityAcknowledgeDays: { from: before.securityAcknowledgeDays, to: change.securityAcknowledgeDays },
          securityTxtExpiresOn: { from: stored.securityTxtExpiresOn, to: change.securityTxtExpiresOn },
          securityLanguages: { from: stored.securityLanguages, to: change.securityLanguages },
        },
      },
    ]);
    // An editor may then save the contact details with the admin's reporting settings as they are.
    expect((await api.staff.put("/api/site-settings", saved.body)).status).toBe(200);
  });
});
