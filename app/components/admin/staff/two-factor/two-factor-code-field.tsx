/** The code a two-factor form asks for: six digits from the authenticator app (or, where taken, a recovery code). */
import type { FieldValues, Path, UseFormRegister } from "react-hook-form";
import { FormField, Input } from "~/components/ui/form-field";

export function TwoFactorCodeField<Values extends FieldValues & { code?: string }>({
  register,
  error,
  hint = "The six digits your authenticator app shows now.",
  required = true,
}: {
  register: UseFormRegister<Values>;
  error?: string;
  hint?: string;
  required?: boolean;
}) {
  return (
    <FormField label="Authentication code" required={required} hint={hint} error={error}>
      {(field) => (
        <Input
          {...field}
          autoComplete="one-time-code"
          autoCapitalize="none"
          spellCheck={false}
          className="max-w-60 font-mono tabular-nums"
          {...register("code" as Path<Values>)}
        />
      )}
    </FormField>
  );
}
