/**
 * The Users screen's sign-in policy (docs/decisions/064-two-factor-sign-in.md): whom two-factor
 * sign-in is required of. A choice saves at once; members it newly covers who have no second
 * factor are sent to enrol the next time they open the admin area.
 */
import { useQuery } from "@tanstack/react-query";
import { FormField, Select } from "~/components/ui/form-field";
import { useToast } from "~/components/ui/toast";
import { apiRequest } from "~/lib/api-client";
import { TWO_FACTOR_POLICY_LABELS, type TwoFactorPolicy } from "~/lib/two-factor-values";
import type { TwoFactorPolicyRow } from "~/schemas/staff/two-factor";
import { useAdminMutation } from "../../forms/use-admin-mutation";
import { LabelledOptions } from "../../lists/filter-select";
import { TWO_FACTOR_POLICY_PATH, USERS_PATH } from "../../shell/api-paths";
import { failureWithReason } from "../user-api-errors";

export function TwoFactorPolicyCard() {
  const policy = useQuery<TwoFactorPolicyRow>({ queryKey: [TWO_FACTOR_POLICY_PATH] });
  const toast = useToast();
  const save = useAdminMutation({
    mutationFn: (requiredFor: TwoFactorPolicy) => apiRequest("PUT", TWO_FACTOR_POLICY_PATH, { requiredFor }),
    refetch: [TWO_FACTOR_POLICY_PATH, USERS_PATH],
    success: "Sign-in policy saved",
  });
  const choose = (value: string) =>
    save
      .mutateAsync(value as TwoFactorPolicy)
      .catch((error: unknown) =>
        toast({ title: "Error", description: failureWithReason("Failed to save the sign-in policy", error), variant: "destructive" }),
      );

  return (
    <section
      aria-labelledby="sign-in-policy-heading"
      className="grid gap-4 rounded-xl border border-[var(--border)] bg-[var(--card)] p-4 shadow-sm sm:grid-cols-[1fr_auto] sm:items-end sm:p-6"
    >
      <div>
        <h2 id="sign-in-policy-heading" className="font-semibold">
          Sign-In Policy
        </h2>
        <p className="mt-1 text-sm text-[var(--muted-foreground)]">
          Members it covers who have no second factor must turn one on under Account before they can do anything else.
        </p>
      </div>
      <FormField label="Two-factor sign-in required for" className="w-full sm:w-56">
        {(field) => (
          <Select
            {...field}
            value={policy.data?.requiredFor ?? ""}
            disabled={!policy.data || save.isPending}
            onChange={(event) => void choose(event.target.value)}
          >
            {!policy.data && <option value="">Loading...</option>}
            <LabelledOptions labels={TWO_FACTOR_POLICY_LABELS} />
          </Select>
        )}
      </FormField>
    </section>
  );
}
