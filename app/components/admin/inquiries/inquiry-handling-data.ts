/**
 * The handling of one inquiry as `GET /api/inquiries/{id}` sends it (decision 036): assignee,
 * notes and status history, read afresh each time the detail dialog opens (changes made in the
 * table or by colleagues since show at once), and the paths a change in the dialog refetches.
 */
import { useQuery } from "@tanstack/react-query";
import type { InquiryDetailRow } from "~/schemas/inquiries/inquiry";
import type { InquiryNoteRow as InquiryNote, InquiryStatusChangeRow as InquiryStatusChange } from "~/schemas/inquiries/inquiry-pipeline";
import { INQUIRIES_PATH } from "../shell/api-paths";

export type { InquiryNote, InquiryStatusChange };
export type InquiryHandling = Pick<InquiryDetailRow, "assignedTo" | "assignee" | "notes" | "statusChanges">;

export const inquiryPath = (id: string) => `${INQUIRIES_PATH}/${id}`;

export function useInquiryHandling(id: string) {
  return useQuery<InquiryHandling>({ queryKey: [inquiryPath(id)], refetchOnMount: "always" });
}

/** What a change in the dialog refetches: the list (its Assignee column) and the inquiry itself. */
export const handlingRefetch = (id: string) => [INQUIRIES_PATH, inquiryPath(id)];
