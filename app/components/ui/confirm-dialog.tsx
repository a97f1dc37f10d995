/**
 * A question that must be answered: a Radix alert dialog, which a click outside does not close
 * (docs/behaviour/admin-area.md §2: the product delete confirmation "cannot be dismissed by clicking outside").
 */
import type { ReactNode } from "react";
import { AlertDialog } from "radix-ui";
import { Button } from "./button";
import { dialogOverlayClass, dialogPanelClass } from "./dialog";
import { cn } from "~/lib/cn";

export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel = "Cancel",
  destructive = false,
  pending = false,
  onConfirm,
  children,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  description: string;
  confirmLabel: string;
  cancelLabel?: string;
  destructive?: boolean;
  pending?: boolean;
  /** Without it the question only informs: its one button closes it. */
  onConfirm?: () => void;
  /** What the question is about, below the description (a list of places, say). */
  children?: ReactNode;
}) {
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={dialogOverlayClass} />
        <AlertDialog.Content className={cn(dialogPanelClass, "max-w-md")}>
          <div className="grid gap-1.5">
            <AlertDialog.Title className="text-lg font-semibold tracking-tight">{title}</AlertDialog.Title>
            <AlertDialog.Description className="text-sm text-[var(--muted-foreground)]">{description}</AlertDialog.Description>
          </div>
          {children}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel asChild>
              <Button variant="secondary">{cancelLabel}</Button>
            </AlertDialog.Cancel>
            {onConfirm && (
              <Button
                variant={destructive ? "destructive" : "primary"}
                disabled={pending}
                onClick={(event) => {
                  event.preventDefault();
                  onConfirm();
                }}
              >
                {confirmLabel}
              </Button>
            )}
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
