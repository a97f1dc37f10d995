/**
 * One action of the Database screen (docs/behaviour/admin-area.md §2): a card saying what the action does and
 * a button that asks for confirmation first. The dialog stays open, its button disabled, until
 * the call has ended.
 */
import { type LucideIcon } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "~/components/ui/button";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { cn } from "~/lib/cn";

export function DatabaseActionCard({
  icon: Icon,
  title,
  description,
  pendingLabel,
  confirmTitle,
  confirmDescription,
  destructive = false,
  pending,
  onConfirm,
}: {
  icon: LucideIcon;
  /** The card's heading, also the label of its button and of the confirming button. */
  title: string;
  description: string;
  pendingLabel: string;
  confirmTitle: string;
  confirmDescription: string;
  destructive?: boolean;
  pending: boolean;
  /** Runs the action; the dialog closes when it settles. */
  onConfirm(): Promise<unknown>;
}) {
  const [confirming, setConfirming] = useState(false);
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={cn(
        "flex flex-col gap-4 rounded-xl border bg-[var(--card)] p-6 shadow-sm",
        destructive ? "border-red-300 dark:border-red-900" : "border-[var(--border)]",
      )}
    >
      <div className="flex items-center gap-3">
        <span
          className={cn(
            "grid size-10 shrink-0 place-items-center rounded-lg",
            destructive ? "bg-red-50 text-red-700 dark:bg-red-950 dark:text-red-300" : "bg-[var(--muted)] text-[var(--accent)]",
          )}
        >
          <Icon className="size-5" aria-hidden />
        </span>
        <h2 id={headingId} className="text-lg font-semibold">
          {title}
        </h2>
      </div>
      <p className="flex-1 text-sm text-[var(--muted-foreground)]">{description}</p>
      <Button
        variant={destructive ? "destructive" : "primary"}
        className="self-start"
        disabled={pending}
        onClick={() => setConfirming(true)}
      >
        <Icon aria-hidden /> {pending ? pendingLabel : title}
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={confirmTitle}
        description={confirmDescription}
        confirmLabel={pending ? pendingLabel : title}
        destructive={destructive}
        pending={pending}
        onConfirm={() => void onConfirm().finally(() => setConfirming(false))}
      />
    </section>
  );
}
