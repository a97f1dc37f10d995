/**
 * A new password and its repetition (field `confirmPassword`, see password-confirmation.ts), with
 * the schema's rule as the hint: the add user, reset password and change password forms.
 */
import type { FieldErrors, FieldValues, Path, UseFormRegister } from "react-hook-form";
import { FormField, Input } from "~/components/ui/form-field";

export function PasswordFields<Values extends FieldValues>({
  label,
  name,
  register,
  errors,
}: {
  /** "Password" or "New password"; the second field is "Confirm" followed by it in lower case. */
  label: string;
  name: Path<Values>;
  register: UseFormRegister<Values>;
  errors: FieldErrors<Values>;
}) {
  const confirmation = "confirmPassword" as Path<Values>;
  return (
    <>
      <FormField label={label} required hint="At least 12 characters." error={errors[name]?.message as string | undefined}>
        {(field) => <Input {...field} type="password" autoComplete="new-password" {...register(name)} />}
      </FormField>
      <FormField label={`Confirm ${label.toLowerCase()}`} required error={errors[confirmation]?.message as string | undefined}>
        {(field) => <Input {...field} type="password" autoComplete="new-password" {...register(confirmation)} />}
      </FormField>
    </>
  );
}
