/**
 * Turning two-factor sign-in on (docs/decisions/064-two-factor-sign-in.md): the new secret as a
 * QR code for the authenticator app and as text to type in, then the first code the app shows,
 * which turns it on and brings the recovery codes.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Button } from "~/components/ui/button";
import { FormAlert } from "~/components/ui/form-alert";
import { twoFactorCodeSchema, type TwoFactorSetupRow } from "~/schemas/staff/two-factor";
import { TwoFactorCodeField } from "./two-factor-code-field";
import { showFormErrors } from "../user-api-errors";
import { useState } from "react";

/** The secret in groups of four, as apps show it when it is typed. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)!.join(" ");

export function TwoFactorSetup({
  setup,
  pending,
  onConfirm,
  onCancel,
}: {
  setup: TwoFactorSetupRow;
  pending: boolean;
  onConfirm(code: string): Promise<unknown>;
  onCancel(): void;
}) {
  const form = useForm<z.input<typeof twoFactorCodeSchema>, unknown, z.output<typeof twoFactorCodeSchema>>({
    resolver: zodResolver(twoFactorCodeSchema),
    defaultValues: { code: "" },
  });
  const [formError, setFormError] = useState<string | null>(null);
  const submit = form.handleSubmit(({ code }) => {
    setFormError(null);
    return onConfirm(code).catch((error: unknown) => setFormError(showFormErrors(error, form.setError, ["code"])));
  });

  return (
    <form onSubmit={submit} noValidate className="grid gap-5">
      <ol className="grid list-decimal gap-4 pl-5 text-sm">
        <li>
          Scan this QR code with an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password, Aegis, ...).
          <img
            src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(setup.qrCodeSvg)}`}
            alt="QR code of the two-factor secret for your authenticator app"
            width={192}
            height={192}
            className="mt-3 size-48 rounded-md border border-[var(--border)] bg-white p-1"
          />
        </li>
        <li>
          Or type this key into the app (time-based, 6 digits, 30 seconds):
          <code
            aria-label="Two-factor secret key"
            className="mt-2 block rounded-md border border-[var(--border)] bg-[var(--muted)] px-3 py-2 font-mono text-sm break-all tabular-nums"
          >
            {grouped(setup.secret)}
          </code>
        </li>
        <li>Enter the code the app shows to confirm.</li>
      </ol>
      <TwoFactorCodeField register={form.register} error={form.formState.errors.code?.message} />
      {formError && <FormAlert>{formError}</FormAlert>}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={pending}>
          {pending ? "Turning on..." : "Turn On"}
        </Button>
        <Button type="button" variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
