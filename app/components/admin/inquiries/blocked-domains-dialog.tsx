/**
 * Admins' list of blocked e-mail domains (docs/decisions/029-spam-folder.md): one domain a line;
 * an inquiry from an address at one of them, or below one, goes to the spam folder. The list is
 * checked with the API's own schema, and a refused domain is named in the message.
 */
import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { FormField, Textarea } from "~/components/ui/form-field";
import { ApiError, apiRequest } from "~/lib/api-client";
import { spamSettingsSchema, type SpamSettingsInput } from "~/schemas/inquiries/spam-settings";
import { FormDialog } from "../forms/form-dialog";
import { useAdminMutation } from "../forms/use-admin-mutation";
import { useFormFromData } from "../forms/use-form-from-data";
import { SPAM_SETTINGS_PATH } from "../shell/api-paths";

const linesOf = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== "");

/** "blockedEmailDomains.2" → `"spam..example": Enter a domain such as example.com` */
function reasonText(fields: Record<string, string>, domains: string[]): string | null {
  const [path, reason] = Object.entries(fields)[0] ?? [];
  if (path === undefined) return null;
  const index = Number(path.split(".")[1]);
  return Number.isInteger(index) && domains[index] !== undefined ? `"${domains[index]}": ${reason}` : reason!;
}

export function BlockedDomainsDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const settings = useQuery<SpamSettingsInput>({ queryKey: [SPAM_SETTINGS_PATH], enabled: open });
  const form = useForm<{ domains: string }>({ defaultValues: { domains: "" } });
  const [formError, setFormError] = useState<string | null>(null);
  const domains = settings.data?.blockedEmailDomains.join("\n");

  useFormFromData(form.reset, { open, record: "spam-settings", values: domains === undefined ? undefined : { domains } });
  useEffect(() => {
    if (open) setFormError(null);
  }, [open]);

  const save = useAdminMutation({
    mutationFn: (blockedEmailDomains: string[]) => apiRequest("PUT", SPAM_SETTINGS_PATH, { blockedEmailDomains }),
    refetch: [SPAM_SETTINGS_PATH],
    success: "Blocked domains saved",
  });

  const onSubmit = form.handleSubmit(async ({ domains }) => {
    const lines = linesOf(domains);
    const checked = spamSettingsSchema.safeParse({ blockedEmailDomains: lines });
    if (!checked.success) {
      const issue = checked.error.issues[0]!;
      form.setError("domains", { message: reasonText({ [issue.path.join(".")]: issue.message }, lines) ?? issue.message });
      return;
    }
    try {
      await save.mutateAsync(checked.data.blockedEmailDomains);
      onClose();
    } catch (error) {
      setFormError(error instanceof ApiError ? (reasonText(error.fields, lines) ?? error.message) : String(error));
    }
  });

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title="Blocked e-mail domains"
      description="Inquiries from these domains, and from their subdomains, go to the spam folder, where they can still be restored."
      dirty={form.formState.isDirty}
      submitting={save.isPending}
      submitLabel="Save Domains"
      formError={formError ?? (settings.error ? settings.error.message : null)}
      onSubmit={onSubmit}
    >
      <FormField
        label="Domains"
        hint="One a line, such as example.com. Upper and lower case are the same."
        error={form.formState.errors.domains?.message}
      >
        {(field) => (
          // Not editable until the saved list has arrived: the list is edited as a whole, so it is seen before it is changed.
          <Textarea
            {...field}
            rows={8}
            spellCheck={false}
            className="font-mono"
            disabled={settings.data === undefined}
            {...form.register("domains")}
          />
        )}
      </FormField>
    </FormDialog>
  );
}
