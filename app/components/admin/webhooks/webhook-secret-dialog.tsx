/** After an endpoint is created: its signing secret in full, to copy into the receiver (later only behind "Show secret"). */
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogFooter, DialogHeader } from "~/components/ui/dialog";
import { FormField, Input } from "~/components/ui/form-field";
import type { CreatedWebhookEndpointRow } from "~/schemas/webhooks/webhook-endpoint";

export function WebhookSecretDialog({ created, onClose }: { created: CreatedWebhookEndpointRow | null; onClose(): void }) {
  return (
    <Dialog open={created !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-xl">
        <DialogHeader
          title="Signing Secret"
          description={`Give this secret to the receiver of "${created?.name ?? ""}": it checks each delivery's signature with it.`}
        />
        <FormField label="Signing secret" hint="Shown here once; the endpoint's Edit dialog shows it again on demand.">
          {(field) => (
            <Input {...field} readOnly className="font-mono" value={created?.secret ?? ""} onFocus={(event) => event.target.select()} />
          )}
        </FormField>
        <DialogFooter>
          <Button onClick={onClose}>Done</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
