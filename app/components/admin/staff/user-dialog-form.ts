/**
 * The form of a Users screen dialog (add, edit, reset password): put on its starting values
 * each time the dialog opens (new values arriving later change only the fields not yet edited); on submit the change runs, the dialog closes on success, and a
 * refusal shows under the fields it names or above the buttons.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useState } from "react";
import { useForm, type DefaultValues, type FieldValues } from "react-hook-form";
import type { z } from "zod";
import { useFormFromData } from "../forms/use-form-from-data";
import { showFormErrors } from "./user-api-errors";

export function useUserDialogForm<Input extends FieldValues, Output extends FieldValues>({
  schema,
  open,
  values,
  fieldNames,
  save,
  onClose,
}: {
  schema: z.ZodType<Output, Input>;
  open: boolean;
  /** The starting values; the form is put on them when the dialog opens. */
  values: Input;
  /** The fields a refusal's reasons may be shown under. */
  fieldNames: readonly string[];
  save(values: Output): Promise<unknown>;
  onClose(): void;
}) {
  const form = useForm<Input, unknown, Output>({ resolver: zodResolver(schema), defaultValues: values as DefaultValues<Input> });
  const [formError, setFormError] = useState<string | null>(null);

  // A dialog stays on one user while it is open: each opening starts the form afresh.
  useFormFromData(form.reset, { open, record: "user", values });
  useEffect(() => {
    if (open) setFormError(null);
  }, [open]);

  const onSubmit = form.handleSubmit((submitted) =>
    save(submitted).then(onClose, (error: unknown) => setFormError(showFormErrors(error, form.setError, fieldNames))),
  );

  return { form, errors: form.formState.errors, dirty: form.formState.isDirty, formError, onSubmit };
}
