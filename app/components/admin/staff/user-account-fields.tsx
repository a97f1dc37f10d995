/** The e-mail address and role of a staff account, as the add and edit user dialogs show them. */
import type { UseFormRegisterReturn } from "react-hook-form";
import { FormField, Input, Select } from "~/components/ui/form-field";
import { USER_ROLES } from "~/lib/domain-values";

const ROLE_LABELS: Record<(typeof USER_ROLES)[number], string> = {
  admin: "Admin: everything, including the database and users",
  editor: "Editor: content, media and inquiries",
};

export function UserAccountFields({
  email,
  role,
  emailError,
  roleError,
  roleHint,
}: {
  email: UseFormRegisterReturn;
  role: UseFormRegisterReturn;
  emailError?: string;
  roleError?: string;
  roleHint?: string;
}) {
  return (
    <>
      <FormField label="E-mail" required error={emailError}>
        {(field) => <Input {...field} type="email" autoComplete="off" {...email} />}
      </FormField>
      <FormField label="Role" required hint={roleHint} error={roleError}>
        {(field) => (
          <Select {...field} {...role}>
            {USER_ROLES.map((value) => (
              <option key={value} value={value}>
                {ROLE_LABELS[value]}
              </option>
            ))}
          </Select>
        )}
      </FormField>
    </>
  );
}
