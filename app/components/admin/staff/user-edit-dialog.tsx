/** The Users screen's Edit User dialog: a staff account's e-mail address and role (the username never changes). */
import { z } from "zod";
import { apiRequest } from "~/lib/api-client";
import { USER_ROLES } from "~/lib/domain-values";
import { createUserSchema, type UserRow } from "~/schemas/staff/user";
import { FormDialog } from "../forms/form-dialog";
import { UserAccountFields } from "./user-account-fields";
import { useUserDialogForm } from "./user-dialog-form";
import { useUserMutation } from "./user-mutation";
import { USERS_PATH } from "../shell/api-paths";

// The role is left out (undefined) when its field is disabled: an admin's own account.
const formSchema = createUserSchema.pick({ email: true }).extend({ role: z.enum(USER_ROLES).optional() });
const FIELDS = ["email", "role"] as const;

export function UserEditDialog({
  open,
  user,
  isSelf,
  onClose,
}: {
  open: boolean;
  user: UserRow | null;
  /** The signed-in admin's own account: its role is left to another admin. */
  isSelf: boolean;
  onClose(): void;
}) {
  const update = useUserMutation({
    mutationFn: (values: z.output<typeof formSchema>) => apiRequest("PUT", `${USERS_PATH}/${user?.id}`, values),
    success: "User updated successfully",
    failure: "Failed to update user",
  });
  const { form, errors, dirty, formError, onSubmit } = useUserDialogForm({
    schema: formSchema,
    open,
    values: { email: user?.email ?? "", role: user?.role ?? "editor" },
    fieldNames: FIELDS,
    save: update.run,
    onClose,
  });

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={`Edit User ${user?.username ?? ""}`.trim()}
      description="The account's e-mail address and role. Use Reset Password to give it a new password."
      dirty={dirty}
      submitting={update.pending}
      submitLabel="Update User"
      formError={formError}
      onSubmit={onSubmit}
    >
      <UserAccountFields
        email={form.register("email")}
        role={form.register("role", { disabled: isSelf })}
        emailError={errors.email?.message}
        roleError={errors.role?.message}
        roleHint={isSelf ? "Your own role can only be changed by another admin." : undefined}
      />
    </FormDialog>
  );
}
