/**
 * The Webhooks screen's create/edit dialog: name, URL, the events it is sent, whether it may be on
 * a private network, whether it is active; a new one may be given its secret (else one is
 * generated), an existing one shows and regenerates its secret (webhook-secret-panel.tsx).
 */
import type { z } from "zod";
import { FormField, Input } from "~/components/ui/form-field";
import { WEBHOOK_EVENT_LABELS, WEBHOOK_EVENTS } from "~/lib/webhooks/webhook-values";
import { createWebhookEndpointSchema, type CreatedWebhookEndpointRow, type WebhookEndpointRow } from "~/schemas/webhooks/webhook-endpoint";
import { FormCheckboxListField, FormSwitchField } from "../forms/bound-fields";
import { FormDialog } from "../forms/form-dialog";
import { useEntityForm } from "../forms/use-entity-form";
import { WEBHOOKS_PATH } from "../shell/api-paths";
import { WebhookSecretPanel } from "./webhook-secret-panel";

type FormValues = z.input<typeof createWebhookEndpointSchema>;

const FIELDS = Object.keys(createWebhookEndpointSchema.shape);

const valuesOf = (endpoint: WebhookEndpointRow | null): Required<FormValues> => ({
  name: endpoint?.name ?? "",
  url: endpoint?.url ?? "",
  events: endpoint?.events ?? [...WEBHOOK_EVENTS],
  allowPrivateNetwork: endpoint?.allowPrivateNetwork ?? false,
  active: endpoint?.active ?? true,
  secret: "",
});

export function WebhookEndpointDialog({
  open,
  endpoint,
  onCreated,
  onClose,
}: {
  open: boolean;
  endpoint: WebhookEndpointRow | null;
  /** A new endpoint, with its secret: the one answer that holds it without asking. */
  onCreated(created: CreatedWebhookEndpointRow): void;
  onClose(): void;
}) {
  const { form, dialogProps } = useEntityForm({
    schema: createWebhookEndpointSchema,
    item: endpoint,
    open,
    valuesOf,
    fieldNames: FIELDS,
    path: WEBHOOKS_PATH,
    entity: "Webhook Endpoint",
    onSaved: endpoint ? undefined : (saved) => onCreated(saved as CreatedWebhookEndpointRow),
    onClose,
  });
  const { errors } = form.formState;

  return (
    <FormDialog {...dialogProps} description="An address told of events as signed JSON, retried until it answers 2xx.">
      <FormField label="Name" required hint="Who receives it, e.g. CRM intake." error={errors.name?.message}>
        {(field) => <Input {...field} autoComplete="off" {...form.register("name")} />}
      </FormField>
      <FormField label="URL" required hint="An http:// or https:// address; redirects are not followed." error={errors.url?.message}>
        {(field) => <Input {...field} type="url" autoComplete="off" spellCheck={false} {...form.register("url")} />}
      </FormField>
      <FormCheckboxListField
        control={form.control}
        name="events"
        legend="Events"
        options={WEBHOOK_EVENTS.map((event) => ({ value: event, label: WEBHOOK_EVENT_LABELS[event] }))}
        listClassName="grid gap-1 sm:grid-cols-2"
      />
      <FormSwitchField
        control={form.control}
        name="allowPrivateNetwork"
        label="Allow private network"
        description="Send to loopback and private-network addresses (an intranet receiver). Off, such addresses are refused."
      />
      <FormSwitchField
        control={form.control}
        name="active"
        label="Active"
        description="An inactive endpoint is sent nothing until it is active again."
      />
      {endpoint ? (
        <WebhookSecretPanel endpointId={endpoint.id} />
      ) : (
        <FormField
          label="Secret"
          hint="Leave empty to have one generated; one you give is whsec_ and a key of 24 to 64 bytes in base64."
          error={errors.secret?.message}
        >
          {(field) => <Input {...field} autoComplete="off" spellCheck={false} className="font-mono" {...form.register("secret")} />}
        </FormField>
      )}
    </FormDialog>
  );
}
