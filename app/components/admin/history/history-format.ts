/**
 * How the History view and the Recently deleted screen (decision 062) write what they show: a
 * changed field's name, a version's heading, the days an entry has left and why a restore was refused.
 */
import { ApiError } from "~/lib/api-client";
import { fieldLabel } from "../staff/activity-format";

/** "translations.de.name" → "name (de)"; "bomList" → "bom list"; "stats.Staff" → "stats › Staff". */
export function changedFieldLabel(field: string): string {
  const [first, ...rest] = field.split(".");
  if (first === "translations" && rest.length >= 2) return `${fieldLabel(rest.slice(1).join("."))} (${rest[0]})`;
  return [fieldLabel(first!), ...rest].join(" › ");
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days left before `purgeAt`, at least 0: "12 days left", "1 day left", "Purged today". */
export function daysLeftLabel(purgeAt: string, now: Date = new Date()): string {
  const days = Math.max(0, Math.floor((Date.parse(purgeAt) - now.getTime()) / DAY_MS));
  if (days === 0) return "Purged today";
  return days === 1 ? "1 day left" : `${days} days left`;
}

/** The API's reason for refusing a restore, with each field it names. */
export function restoreFailure(error: unknown): string {
  if (!(error instanceof ApiError)) return error instanceof Error ? error.message : String(error);
  let message = error.message;
  try {
    message = (JSON.parse(error.body) as { message?: string }).message ?? message;
  } catch {
    // Not the API's JSON: its status line stands.
  }
  const fields = Object.entries(error.fields).map(([field, reason]) => `${changedFieldLabel(field)}: ${reason}`);
  return fields.length > 0 ? `${message} (${fields.join("; ")})` : message;
}
