/** The detail dialog's assignee (decision 036): any staff member or nobody, saved as soon as it is chosen. */
import { FormField, Select } from "~/components/ui/form-field";
import { apiRequest } from "~/lib/api-client";
import { useAssignees } from "./inquiry-assignees";
import { handlingRefetch, inquiryPath } from "./inquiry-handling-data";
import { useAdminMutation } from "../forms/use-admin-mutation";

const UNASSIGNED = "";

export function InquiryAssigneeSelect({ inquiryId, assignedTo }: { inquiryId: string; assignedTo: string | null }) {
  const assignees = useAssignees();
  const assign = useAdminMutation({
    mutationFn: (userId: string | null) => apiRequest("PUT", `${inquiryPath(inquiryId)}/assignee`, { assignedTo: userId }),
    refetch: handlingRefetch(inquiryId),
    success: (_, userId) => (userId === null ? "Inquiry unassigned" : "Inquiry assigned"),
    failure: "Failed to assign inquiry",
  });
  const shown = assign.isPending ? (assign.variables ?? UNASSIGNED) : (assignedTo ?? UNASSIGNED);
  return (
    <FormField label="Assigned to" className="sm:max-w-64">
      {(field) => (
        <Select
          {...field}
          value={shown}
          disabled={assign.isPending}
          onChange={(event) => assign.mutate(event.target.value === UNASSIGNED ? null : event.target.value)}
        >
          <option value={UNASSIGNED}>Unassigned</option>
          {assignees.map((assignee) => (
            <option key={assignee.id} value={assignee.id}>
              {assignee.username}
            </option>
          ))}
        </Select>
      )}
    </FormField>
  );
}
