/**
 * The sign-in's second step (docs/decisions/064-two-factor-sign-in.md): the password was right and
 * the account has two-factor sign-in on, so the session waits for a code from the authenticator
 * app or a recovery code. Without script the form posts to the login page, which does the same.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Button, buttonVariants } from "~/components/ui/button";
import { FormAlert } from "~/components/ui/form-alert";
import { FormField, Input } from "~/components/ui/form-field";
import { twoFactorCodeSchema } from "~/schemas/staff/two-factor";

type CodeValues = z.input<typeof twoFactorCodeSchema>;

export function SecondFactorForm({
  error,
  onSubmit,
  onStartAgain,
}: {
  /** Why the last code was refused, or the no-script form's answer. */
  error: string | null;
  onSubmit(code: string): Promise<void>;
  onStartAgain(): void;
}) {
  const form = useForm<CodeValues, unknown, z.output<typeof twoFactorCodeSchema>>({
    resolver: zodResolver(twoFactorCodeSchema),
    defaultValues: { code: "" },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async ({ code }) => {
    await onSubmit(code);
    form.reset({ code: "" });
  });

  return (
    <form method="post" onSubmit={submit} noValidate className="grid gap-5">
      {error && <FormAlert>{error}</FormAlert>}
      <FormField
        label="Authentication code"
        hint="The six digits your authenticator app shows, or one of your recovery codes."
        error={errors.code?.message}
      >
        {(field) => (
          <Input {...field} autoComplete="one-time-code" autoCapitalize="none" spellCheck={false} autoFocus {...form.register("code")} />
        )}
      </FormField>
      <Button type="submit" size="lg" disabled={isSubmitting}>
        {isSubmitting ? "Verifying..." : "Verify"}
      </Button>
      <a
        href="/admin/login"
        className={buttonVariants({ variant: "ghost" })}
        onClick={(event) => {
          event.preventDefault();
          onStartAgain();
        }}
      >
        Start again
      </a>
    </form>
  );
}
