/** The Users screen's Reset Password dialog: an admin gives an account a new password, which signs it out everywhere. */
import { type z } from "zod";
import { apiRequest } from "~/lib/api-client";
import { changePasswordSchema, type UserRow } from "~/schemas/staff/user";
import { FormDialog } from "../forms/form-dialog";
import { withPasswordConfirmation } from "./password-confirmation";
import { PasswordFields } from "./password-fields";
import { useUserDialogForm } from "./user-dialog-form";
import { useUserMutation } from "./user-mutation";
import { USERS_PATH } from "../shell/api-paths";

const formSchema = withPasswordConfirmation(changePasswordSchema.pick({ newPassword: true }), "newPassword");
const FIELDS = ["newPassword"] as const;
const EMPTY: z.input<typeof formSchema> = { newPassword: "", confirmPassword: "" };

export function UserPasswordDialog({ open, user, onClose }: { open: boolean; user: UserRow | null; onClose(): void }) {
  const reset = useUserMutation({
    mutationFn: ({ newPassword }: z.output<typeof formSchema>) => apiRequest("PUT", `${USERS_PATH}/${user?.id}`, { password: newPassword }),
    success: "Password reset successfully",
    failure: "Failed to reset password",
  });
  const { form, errors, dirty, formError, onSubmit } = useUserDialogForm({
    schema: formSchema,
    open,
    values: EMPTY,
    fieldNames: FIELDS,
    save: reset.run,
    onClose,
  });

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={`Reset Password for ${user?.username ?? ""}`.trim()}
      description="The account gets this new password and is signed out everywhere; tell its owner the new password."
      dirty={dirty}
      submitting={reset.pending}
      submitLabel="Reset Password"
      formError={formError}
      onSubmit={onSubmit}
    >
      <PasswordFields label="New password" name="newPassword" register={form.register} errors={errors} />
    </FormDialog>
  );
}
