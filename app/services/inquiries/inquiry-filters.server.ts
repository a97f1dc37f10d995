/**
 * The conditions the inquiry list and the CSV export share: status, type, assignee (a staff
 * member, "unassigned" or "me", the viewer) and the days the inquiries arrived on (UTC, both ends
 * included; docs/decisions/036-inquiry-pipeline.md).
 */
import { eq, isNull, type SQL } from "drizzle-orm";
import { inquiries } from "~/db/schema";
import type { InquiryExportQuery } from "~/schemas/inquiries/inquiry";
import { withinDays } from "../records/day-range.server";

export function inquiryFilterConditions(filters: InquiryExportQuery, viewerId: string): SQL[] {
  const conditions = [
    filters.status === undefined ? undefined : eq(inquiries.status, filters.status),
    filters.type === undefined ? undefined : eq(inquiries.type, filters.type),
    filters.assignee === undefined
      ? undefined
      : filters.assignee === "unassigned"
        ? isNull(inquiries.assignedTo)
        : eq(inquiries.assignedTo, filters.assignee === "me" ? viewerId : filters.assignee),
    ...withinDays(inquiries.createdAt, filters),
  ];
  return conditions.filter((condition) => condition !== undefined);
}
