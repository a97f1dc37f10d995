/** The staff members an inquiry can be assigned to (`GET /api/inquiries/assignees`), read once for the filter, table and dialog. */
import { useQuery } from "@tanstack/react-query";
import type { AssigneeRow as Assignee } from "~/schemas/inquiries/inquiry-pipeline";
import { INQUIRY_ASSIGNEES_PATH } from "../shell/api-paths";

export type { Assignee };

export function useAssignees(): Assignee[] {
  return useQuery<Assignee[]>({ queryKey: [INQUIRY_ASSIGNEES_PATH] }).data ?? [];
}

/** Each assignee's name by id. */
export const assigneeNames = (assignees: Assignee[]): Record<string, string> =>
  Object.fromEntries(assignees.map((assignee) => [assignee.id, assignee.username]));
