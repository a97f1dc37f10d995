/**
 * The spam checks a public inquiry goes through before it is stored (docs/decisions/029-spam-folder.md),
 * and the settings they read. What a check catches is stored with its reason in the spam folder,
 * never refused: the visitor gets the same answer, and staff can restore a real lead.
 */
import { eq } from "drizzle-orm";
import type { Queryable } from "~/db/client.server";
import { spamSettings } from "~/db/schema";
import type { SpamReason } from "~/lib/domain-values";
import type { SpamSettingsInput } from "~/schemas/inquiries/spam-settings";
import { FORM_TOKEN_MAX_AGE_SECONDS, readFormToken } from "./form-token.server";
import { hitRateLimit } from "../staff/rate-limit.server";

export type SpamSettings = { blockedEmailDomains: string[] };
export type SpamSignals = { website: unknown; formToken: unknown; email: string };
export type SpamCheckOptions = { minFillSeconds: number; now: number };

/** The one settings row; made (with a new token key) if a restore or a clear left none. */
async function settingsRow(db: Queryable) {
  const [row] = await db.select().from(spamSettings).where(eq(spamSettings.id, 1));
  if (row) return row;
  await db.insert(spamSettings).values({ id: 1 }).onConflictDoNothing();
  const [made] = await db.select().from(spamSettings).where(eq(spamSettings.id, 1));
  return made!;
}

export async function getSpamSettings(db: Queryable): Promise<SpamSettings> {
  const { blockedEmailDomains } = await settingsRow(db);
  return { blockedEmailDomains };
}

export async function saveSpamSettings(db: Queryable, input: SpamSettingsInput): Promise<SpamSettings> {
  await settingsRow(db);
  await db.update(spamSettings).set(input).where(eq(spamSettings.id, 1));
  return getSpamSettings(db);
}

/** The key that signs the forms' start tokens; it never leaves the server. */
export async function formTokenKey(db: Queryable): Promise<string> {
  return (await settingsRow(db)).formTokenKey;
}

/** People never see the hidden field, so any value in it marks a bot. */
const isHoneypotFilled = (value: unknown) => value !== undefined && value !== null && value !== "" && value !== false;

/** The address's domain is a blocked one or below one ("mail.spam.example" under "spam.example"), in any case. */
export function isBlockedEmail(email: string, blockedDomains: readonly string[]): boolean {
  const domain = email
    .slice(email.lastIndexOf("@") + 1)
    .toLowerCase()
    .replace(/\.$/, "");
  return blockedDomains.some((blocked) => domain === blocked || domain.endsWith(`.${blocked}`));
}

/**
 * Why the submission is spam, or null when it passes. Run inside the inquiry's transaction: a
 * token is spent only when the inquiry is stored, so a submission refused for a bad field can be
 * sent again with the same token.
 */
export async function spamReasonOf(tx: Queryable, signals: SpamSignals, options: SpamCheckOptions): Promise<SpamReason | null> {
  if (isHoneypotFilled(signals.website)) return "honeypot";
  const settings = await settingsRow(tx);
  const token = readFormToken(settings.formTokenKey, signals.formToken, options.now);
  if (token.kind === "forged") return "bad_token";
  if (token.kind === "valid") {
    const spent = await hitRateLimit(tx, `inquiry:form-token:${token.nonce}`, { limit: 1, windowSeconds: FORM_TOKEN_MAX_AGE_SECONDS });
    if (!spent.allowed) return "bad_token";
    if (token.ageSeconds < options.minFillSeconds) return "too_fast";
  }
  return isBlockedEmail(signals.email, settings.blockedEmailDomains) ? "blocked_domain" : null;
}
