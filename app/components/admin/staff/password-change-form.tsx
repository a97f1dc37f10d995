/**
 * The Account screen's form: any signed-in staff member changes their own password by giving the
 * current one and the new one twice. A wrong current password shows under its field; the
 * other sessions of the account end, this one stays (docs/decisions/011-sessions-and-roles.md).
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { type z } from "zod";
import { Button } from "~/components/ui/button";
import { FormAlert } from "~/components/ui/form-alert";
import { FormField, Input } from "~/components/ui/form-field";
import { apiRequest } from "~/lib/api-client";
import { changePasswordSchema } from "~/schemas/staff/user";
import { withPasswordConfirmation } from "./password-confirmation";
import { PasswordFields } from "./password-fields";
import { useAdminMutation } from "../forms/use-admin-mutation";
import { showFormErrors } from "./user-api-errors";
import { PASSWORD_PATH } from "../shell/api-paths";

const formSchema = withPasswordConfirmation(changePasswordSchema, "newPassword");
type FormValues = z.input<typeof formSchema>;
const FIELDS = ["currentPassword", "newPassword"] as const;
const EMPTY: FormValues = { currentPassword: "", newPassword: "", confirmPassword: "" };

export function PasswordChangeForm() {
  const form = useForm<FormValues, unknown, z.output<typeof formSchema>>({ resolver: zodResolver(formSchema), defaultValues: EMPTY });
  const [formError, setFormError] = useState<string | null>(null);
  const { errors } = form.formState;
  const change = useAdminMutation({
    mutationFn: ({ confirmPassword: _repeated, ...passwords }: z.output<typeof formSchema>) => apiRequest("PUT", PASSWORD_PATH, passwords),
    refetch: [],
    success: "Password changed successfully",
    failure: "Failed to change password",
  });

  const onSubmit = form.handleSubmit((values) => {
    setFormError(null);
    return change.mutateAsync(values).then(
      () => form.reset(EMPTY),
      (error: unknown) => setFormError(showFormErrors(error, form.setError, FIELDS)),
    );
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      <FormField label="Current password" required error={errors.currentPassword?.message}>
        {(field) => <Input {...field} type="password" autoComplete="current-password" {...form.register("currentPassword")} />}
      </FormField>
      <PasswordFields label="New password" name="newPassword" register={form.register} errors={errors} />
      {formError && <FormAlert>{formError}</FormAlert>}
      <Button type="submit" className="justify-self-start" disabled={change.isPending}>
        {change.isPending ? "Saving..." : "Change Password"}
      </Button>
    </form>
  );
}
