/**
 * How the History view and the Recently deleted screen (decision 062) write what they show: a
 * changed field's name, a version's publication, the days an entry has left and why a restore was refused.
 */
import { ApiError } from "~/lib/api-client";
import type { VersionedKind } from "~/lib/history-values";
import { isLocale, LOCALE_DISPLAY } from "~/lib/i18n/locales";
import { VERSIONED_FIELD_LABELS } from "../forms/field-labels";
import { TRANSLATION_INPUTS, type TranslatableField } from "../forms/translations-editor-values";
import { formatInquiryDateTime } from "../inquiries/inquiry-format";
import { fieldLabel } from "../staff/activity/activity-format";

/** The label a field has in the edit dialog; a field no longer edited (in an old version) by its name in words. */
function labelOf(labels: Readonly<Record<string, string>>, field: string): string {
  return Object.hasOwn(labels, field) ? labels[field]! : fieldLabel(field);
}

/**
 * A changed field as the edit dialog labels it: "name" → "Name", "bomList" → "Bill of materials",
 * "stats.Staff" → "Stats (JSON) › Staff", and a translation as the translations editor labels
 * it: "translations.de.name" → "Name (Deutsch)".
 */
export function changedFieldLabel(kind: VersionedKind, field: string): string {
  const [first, ...rest] = field.split(".");
  if (first === "translations" && rest.length >= 2) {
    const [locale, ...path] = rest;
    const translated = path.join(".");
    const language = isLocale(locale!) ? LOCALE_DISPLAY[locale].name : locale;
    const label = Object.hasOwn(TRANSLATION_INPUTS, translated)
      ? TRANSLATION_INPUTS[translated as TranslatableField].label
      : fieldLabel(translated);
    return `${label} (${language})`;
  }
  return [labelOf(VERSIONED_FIELD_LABELS[kind], first!), ...rest].join(" › ");
}

/** A version's publication in words, for the restore's choice: "Published", "Draft", "Scheduled for …", "Shown", "Hidden". */
export function publicationSummary(item: Record<string, unknown>): string {
  if (item.status === "scheduled" && typeof item.publishAt === "string") return `Scheduled for ${formatInquiryDateTime(item.publishAt)}`;
  if (typeof item.status === "string") return item.status.charAt(0).toUpperCase() + item.status.slice(1);
  return (item.isActive ?? item.isPublished) ? "Shown" : "Hidden";
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days left before `purgeAt`, at least 0: "12 days left", "1 day left", "Purged today". */
export function daysLeftLabel(purgeAt: string, now: Date = new Date()): string {
  const days = Math.max(0, Math.floor((Date.parse(purgeAt) - now.getTime()) / DAY_MS));
  if (days === 0) return "Purged today";
  return days === 1 ? "1 day left" : `${days} days left`;
}

/** The API's reason for refusing to restore an item of `kind`, with each field it names. */
export function restoreFailure(kind: VersionedKind, error: unknown): string {
  if (!(error instanceof ApiError)) return error instanceof Error ? error.message : String(error);
  let message = error.message;
  try {
    message = (JSON.parse(error.body) as { message?: string }).message ?? message;
  } catch {
    // Not the API's JSON: its status line stands.
  }
  const fields = Object.entries(error.fields).map(([field, reason]) => `${changedFieldLabel(kind, field)}: ${reason}`);
  return fields.length > 0 ? `${message} (${fields.join("; ")})` : message;
}
