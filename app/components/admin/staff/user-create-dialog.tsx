/** The Users screen's Add User dialog: username, e-mail, role (editor unless chosen) and a password typed twice. */
import { z } from "zod";
import { FormField, Input } from "~/components/ui/form-field";
import { apiRequest } from "~/lib/api-client";
import { USER_ROLES } from "~/lib/domain-values";
import { createUserSchema } from "~/schemas/staff/user";
import { FormDialog } from "../forms/form-dialog";
import { withPasswordConfirmation } from "./password-confirmation";
import { PasswordFields } from "./password-fields";
import { UserAccountFields } from "./user-account-fields";
import { useUserDialogForm } from "./user-dialog-form";
import { useUserMutation } from "./user-mutation";
import { USERS_PATH } from "../shell/api-paths";

const formSchema = withPasswordConfirmation(createUserSchema.extend({ role: z.enum(USER_ROLES) }), "password");
const FIELDS = ["username", "email", "role", "password"] as const;
const EMPTY: z.input<typeof formSchema> = { username: "", email: "", role: "editor", password: "", confirmPassword: "" };

export function UserCreateDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const create = useUserMutation({
    mutationFn: ({ confirmPassword: _repeated, ...user }: z.output<typeof formSchema>) => apiRequest("POST", USERS_PATH, user),
    success: "User created successfully",
    failure: "Failed to create user",
  });
  const { form, errors, dirty, formError, onSubmit } = useUserDialogForm({
    schema: formSchema,
    open,
    values: EMPTY,
    fieldNames: FIELDS,
    save: create.run,
    onClose,
  });

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title="Add User"
      description="A staff account that signs in to this admin area."
      dirty={dirty}
      submitting={create.pending}
      submitLabel="Create User"
      formError={formError}
      onSubmit={onSubmit}
    >
      <FormField label="Username" required hint="Letters, digits, dots, hyphens and underscores." error={errors.username?.message}>
        {(field) => <Input {...field} autoComplete="off" {...form.register("username")} />}
      </FormField>
      <UserAccountFields
        email={form.register("email")}
        role={form.register("role")}
        emailError={errors.email?.message}
        roleError={errors.role?.message}
      />
      <PasswordFields label="Password" name="password" register={form.register} errors={errors} />
    </FormDialog>
  );
}
