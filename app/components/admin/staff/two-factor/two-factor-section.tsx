/**
 * The Account screen's Two-Factor Sign-In part (docs/decisions/064-two-factor-sign-in.md): off,
 * being set up (QR code, key, first code), or on (recovery codes left, new ones, turning it off
 * unless the sign-in policy requires it). New recovery codes show once, until dismissed.
 */
import { useMutation, useQuery } from "@tanstack/react-query";
import { ShieldCheck, ShieldOff } from "lucide-react";
import { useState } from "react";
import { Button } from "~/components/ui/button";
import { apiRequest } from "~/lib/api-client";
import { RECOVERY_CODE_COUNT } from "~/lib/two-factor-values";
import type { RecoveryCodesRow, TwoFactorStatusRow, TwoFactorSetupRow } from "~/schemas/staff/two-factor";
import { useAdminMutation } from "../../forms/use-admin-mutation";
import { QueryError } from "../../shell/admin-page-header";
import { TWO_FACTOR_PATH } from "../../shell/api-paths";
import { RecoveryCodesPanel } from "./recovery-codes-panel";
import { RecoveryCodesDialog, TwoFactorDisableDialog } from "./two-factor-confirm-dialogs";
import { TwoFactorSetup } from "./two-factor-setup";
import { failureWithReason } from "../user-api-errors";
import { useToast } from "~/components/ui/toast";

export function TwoFactorSection({ onTurnedOnOrOff }: { onTurnedOnOrOff(): void }) {
  const status = useQuery<TwoFactorStatusRow>({ queryKey: [TWO_FACTOR_PATH] });
  const toast = useToast();
  const [setup, setSetup] = useState<TwoFactorSetupRow | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [dialog, setDialog] = useState<"codes" | "disable" | null>(null);
  const refetch = [TWO_FACTOR_PATH];

  // The setup's QR code and key are the answer: no toast over them.
  const start = useMutation({ mutationFn: () => apiRequest<TwoFactorSetupRow>("POST", `${TWO_FACTOR_PATH}/setup`) });
  const enable = useAdminMutation({
    mutationFn: (code: string) => apiRequest<RecoveryCodesRow>("POST", `${TWO_FACTOR_PATH}/enable`, { code }),
    refetch,
    success: "Two-factor sign-in turned on",
  });
  const renew = useAdminMutation({
    mutationFn: (code: string) => apiRequest<RecoveryCodesRow>("POST", `${TWO_FACTOR_PATH}/recovery-codes`, { code }),
    refetch,
    success: "New recovery codes made",
  });
  const disable = useAdminMutation({
    mutationFn: (input: { code?: string; password?: string }) => apiRequest("POST", `${TWO_FACTOR_PATH}/disable`, input),
    refetch,
    success: "Two-factor sign-in turned off",
  });

  const startSetup = () =>
    start
      .mutateAsync()
      .then(setSetup, (error: unknown) =>
        toast({ title: "Error", description: failureWithReason("Failed to start two-factor setup", error), variant: "destructive" }),
      );
  const confirmSetup = async (code: string) => {
    const { recoveryCodes } = await enable.mutateAsync(code);
    setSetup(null);
    setCodes(recoveryCodes);
    onTurnedOnOrOff();
  };
  const renewCodes = async (code: string) => setCodes((await renew.mutateAsync(code)).recoveryCodes);
  const turnOff = async (input: { code?: string; password?: string }) => {
    await disable.mutateAsync(input);
    onTurnedOnOrOff();
  };

  const state = status.data;
  return (
    <div className="grid gap-5">
      <QueryError error={status.error} />
      {state && !setup && (
        <p className="flex items-start gap-2 text-sm">
          {state.enabled ? (
            <ShieldCheck aria-hidden className="mt-0.5 size-4 shrink-0 text-emerald-600 dark:text-emerald-400" />
          ) : (
            <ShieldOff aria-hidden className="mt-0.5 size-4 shrink-0 text-[var(--muted-foreground)]" />
          )}
          <span>
            {state.enabled
              ? `Two-factor sign-in is on. ${state.recoveryCodesLeft} of ${RECOVERY_CODE_COUNT} recovery codes left.`
              : "Two-factor sign-in is off: signing in asks for your password only."}
            {state.required &&
              (state.enabled
                ? " The sign-in policy requires it for your account."
                : " The sign-in policy requires it for your account: turn it on to use the admin area.")}
          </span>
        </p>
      )}
      {codes && <RecoveryCodesPanel codes={codes} onDone={() => setCodes(null)} />}
      {setup && <TwoFactorSetup setup={setup} pending={enable.isPending} onConfirm={confirmSetup} onCancel={() => setSetup(null)} />}
      {state && !setup && !codes && (
        <div className="flex flex-wrap gap-2">
          {state.enabled ? (
            <>
              <Button variant="secondary" onClick={() => setDialog("codes")}>
                New Recovery Codes
              </Button>
              {!state.required && (
                <Button variant="secondary" onClick={() => setDialog("disable")}>
                  Turn Off
                </Button>
              )}
            </>
          ) : (
            <Button onClick={startSetup} disabled={start.isPending}>
              {start.isPending ? "Starting..." : "Turn On Two-Factor Sign-In"}
            </Button>
          )}
        </div>
      )}
      <RecoveryCodesDialog open={dialog === "codes"} pending={renew.isPending} onClose={() => setDialog(null)} onRenew={renewCodes} />
      <TwoFactorDisableDialog open={dialog === "disable"} pending={disable.isPending} onClose={() => setDialog(null)} onDisable={turnOff} />
    </div>
  );
}
