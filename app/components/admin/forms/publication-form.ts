/**
 * The Status field of the product, solution and news dialogs (decision 031) as the form holds it:
 * a status and, for a scheduled item, a `datetime-local` text in the browser's time zone, turned
 * into the API's `status` and `publishAt` (an ISO date-time) by the same rule as the API's.
 */
import { z } from "zod";
import { PUBLICATION_STATUSES, type PublicationStatus } from "~/lib/domain-values";

const pad = (value: number) => String(value).padStart(2, "0");

/** A moment as a `datetime-local` input shows it: "2025-01-31T09:05", in local time. */
export const toDateTimeLocal = (date: Date): string =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;

export const PUBLICATION_LABELS: Record<PublicationStatus, string> = {
  draft: "Draft",
  published: "Published",
  scheduled: "Scheduled",
};

/** The form's fields; a blank or unreadable time is none (the schedule rule then asks for one). */
export const publicationFormFields = {
  status: z.enum(PUBLICATION_STATUSES),
  publishAt: z.string().transform((value) => {
    const date = new Date(value);
    return value.trim() === "" || Number.isNaN(date.getTime()) ? null : date;
  }),
};

export type PublicationFormValues = { status: PublicationStatus; publishAt: string };

/** A new item is published on saving, as before drafts existed; an edit shows its own state. */
export const publicationFormValues = (row: { status: PublicationStatus; publishAt: string | null } | null): PublicationFormValues => ({
  status: row?.status ?? "published",
  publishAt: row?.publishAt ? toDateTimeLocal(new Date(row.publishAt)) : "",
});
