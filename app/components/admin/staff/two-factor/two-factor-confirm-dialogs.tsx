/**
 * The Account screen's two questions about a second factor that is on (docs/decisions/064-two-factor-sign-in.md):
 * new recovery codes (for a code from the app or a recovery code) and turning it off (for a code,
 * or the password). A wrong answer shows under its field; wrong answers are counted by the server.
 */
import { z } from "zod";
import { FormField, Input } from "~/components/ui/form-field";
import { twoFactorCodeSchema, twoFactorDisableSchema } from "~/schemas/staff/two-factor";
import { FormDialog } from "../../forms/form-dialog";
import { TwoFactorCodeField } from "./two-factor-code-field";
import { useUserDialogForm } from "../user-dialog-form";

const ANY_CODE_HINT = "The six digits your authenticator app shows now, or one of your recovery codes.";

export function RecoveryCodesDialog({
  open,
  pending,
  onClose,
  onRenew,
}: {
  open: boolean;
  pending: boolean;
  onClose(): void;
  onRenew(code: string): Promise<unknown>;
}) {
  const { form, errors, dirty, formError, onSubmit } = useUserDialogForm({
    schema: twoFactorCodeSchema,
    open,
    values: { code: "" },
    fieldNames: ["code"],
    save: ({ code }) => onRenew(code),
    onClose,
  });
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title="New Recovery Codes"
      description="Ten new codes replace your current ones, which stop working."
      dirty={dirty}
      submitting={pending}
      submitLabel="Make New Codes"
      formError={formError}
      onSubmit={onSubmit}
    >
      <TwoFactorCodeField register={form.register} error={errors.code?.message} hint={ANY_CODE_HINT} />
    </FormDialog>
  );
}

/** Either answer: an empty field is left out, and the API's schema asks for one of the two. */
const disableFormSchema = z
  .object({ code: z.string(), password: z.string() })
  .transform(({ code, password }) => ({ ...(code.trim() ? { code } : {}), ...(password ? { password } : {}) }))
  .pipe(twoFactorDisableSchema);

export function TwoFactorDisableDialog({
  open,
  pending,
  onClose,
  onDisable,
}: {
  open: boolean;
  pending: boolean;
  onClose(): void;
  onDisable(input: z.output<typeof disableFormSchema>): Promise<unknown>;
}) {
  const { form, errors, dirty, formError, onSubmit } = useUserDialogForm({
    schema: disableFormSchema,
    open,
    values: { code: "", password: "" },
    fieldNames: ["code", "password"],
    save: onDisable,
    onClose,
  });
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title="Turn Off Two-Factor Sign-In"
      description="Signing in will ask for your password only. Confirm with a code, or with your password."
      dirty={dirty}
      submitting={pending}
      submitLabel="Turn Off"
      formError={formError}
      onSubmit={onSubmit}
    >
      <TwoFactorCodeField register={form.register} error={errors.code?.message} hint={ANY_CODE_HINT} required={false} />
      <FormField label="Or your password" error={errors.password?.message}>
        {(field) => <Input {...field} type="password" autoComplete="current-password" {...form.register("password")} />}
      </FormField>
    </FormDialog>
  );
}
