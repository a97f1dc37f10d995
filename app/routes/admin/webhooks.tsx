import { useQuery } from "@tanstack/react-query";
import { Plus } from "lucide-react";
import { useState } from "react";
import type { Route } from "./+types/webhooks";
import { adminOnlyLoader } from "./admin-only.server";
import { useAdminMutation } from "~/components/admin/forms/use-admin-mutation";
import { useEditorState } from "~/components/admin/lists/use-editor-state";
import { AdminForbidden } from "~/components/admin/shell/admin-forbidden";
import { AdminPageHeader, QueryError } from "~/components/admin/shell/admin-page-header";
import { WEBHOOKS_PATH } from "~/components/admin/shell/api-paths";
import { WebhookDeliveriesSection } from "~/components/admin/webhooks/webhook-deliveries-section";
import { WebhookEndpointDialog } from "~/components/admin/webhooks/webhook-endpoint-dialog";
import { WebhookEndpointTable } from "~/components/admin/webhooks/webhook-endpoint-table";
import { WebhookSecretDialog } from "~/components/admin/webhooks/webhook-secret-dialog";
import { Button } from "~/components/ui/button";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { apiRequest } from "~/lib/api-client";
import type { CreatedWebhookEndpointRow, WebhookEndpointRow } from "~/schemas/webhooks/webhook-endpoint";

export const loader = (args: Route.LoaderArgs) => adminOnlyLoader(args);

export const meta: Route.MetaFunction = () => [{ title: "Webhooks | Admin Panel" }];

/**
 * Webhooks (admins only, docs/decisions/065-webhooks.md): the endpoints told of inquiries and
 * publications, each with its deliveries, a test send and redelivery; a new endpoint's secret is
 * shown once, as it is created.
 */
function WebhooksScreen() {
  const list = useQuery<WebhookEndpointRow[]>({ queryKey: [WEBHOOKS_PATH] });
  const editor = useEditorState<WebhookEndpointRow>();
  const deleting = useEditorState<WebhookEndpointRow>();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [created, setCreated] = useState<CreatedWebhookEndpointRow | null>(null);
  const selected = list.data?.find((endpoint) => endpoint.id === selectedId) ?? null;
  const remove = useAdminMutation({
    mutationFn: (endpoint: WebhookEndpointRow) => apiRequest("DELETE", `${WEBHOOKS_PATH}/${endpoint.id}`),
    refetch: [WEBHOOKS_PATH],
    success: "Webhook endpoint deleted successfully",
    failure: "Failed to delete webhook endpoint",
  });

  return (
    <div className="grid gap-6">
      <AdminPageHeader
        title="Webhooks"
        description="Addresses told of new inquiries, inquiry status changes and content published or deleted, as signed JSON."
        actions={
          <Button onClick={editor.openCreate}>
            <Plus aria-hidden /> Add Endpoint
          </Button>
        }
      />
      <QueryError error={list.error} />
      <WebhookEndpointTable
        endpoints={list.data}
        selectedId={selectedId}
        onShowDeliveries={(endpoint) => setSelectedId(endpoint.id)}
        onEdit={editor.openEdit}
        onDelete={deleting.openEdit}
      />
      {selected && <WebhookDeliveriesSection key={selected.id} endpoint={selected} />}
      <WebhookEndpointDialog
        open={editor.open}
        endpoint={editor.item}
        onCreated={(endpoint) => {
          setCreated(endpoint);
          setSelectedId(endpoint.id);
        }}
        onClose={editor.close}
      />
      <WebhookSecretDialog created={created} onClose={() => setCreated(null)} />
      <ConfirmDialog
        open={deleting.open}
        onOpenChange={(open) => !open && deleting.close()}
        title="Delete Webhook Endpoint"
        description={`Are you sure you want to delete "${deleting.item?.name ?? ""}"? It is sent nothing more, and its deliveries are deleted with it.`}
        confirmLabel="Delete"
        destructive
        pending={remove.isPending}
        onConfirm={() => deleting.item && void remove.mutateAsync(deleting.item).finally(deleting.close)}
      />
    </div>
  );
}

export default function WebhooksRoute({ loaderData }: Route.ComponentProps) {
  return loaderData.allowed ? <WebhooksScreen /> : <AdminForbidden screen="Webhooks" />;
}
