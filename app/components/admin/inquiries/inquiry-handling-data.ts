/**
 * The handling of one inquiry as `GET /api/inquiries/{id}` sends it (decision 036): assignee,
 * notes and status history, read afresh each time the detail dialog opens (changes made in the
 * table or by colleagues since show at once), and the paths a change in the dialog refetches.
 */
import { useQuery } from "@tanstack/react-query";
import type { InquiryStatus } from "~/lib/domain-values";
import { INQUIRIES_PATH } from "../shell/api-paths";
import type { Assignee } from "./inquiry-assignees";

export type InquiryNote = { id: string; body: string; authorId: string | null; authorName: string | null; createdAt: string };
export type InquiryStatusChange = {
  fromStatus: InquiryStatus;
  toStatus: InquiryStatus;
  changedBy: string | null;
  changedByName: string | null;
  changedAt: string;
};
export type InquiryHandling = {
  assignedTo: string | null;
  assignee: Assignee | null;
  notes: InquiryNote[];
  statusChanges: InquiryStatusChange[];
};

export const inquiryPath = (id: string) => `${INQUIRIES_PATH}/${id}`;

export function useInquiryHandling(id: string) {
  return useQuery<InquiryHandling>({ queryKey: [inquiryPath(id)], refetchOnMount: "always" });
}

/** What a change in the dialog refetches: the list (its Assignee column) and the inquiry itself. */
export const handlingRefetch = (id: string) => [INQUIRIES_PATH, inquiryPath(id)];
