/**
 * The create/edit dialog of every admin screen. A form with unsaved changes asks before it
 * closes (Escape, a click outside, Cancel or the close button), and leaving the page while it is
 * open asks the browser's question.
 */
import { useEffect, useState, type FormEventHandler, type ReactNode } from "react";
import { Button } from "~/components/ui/button";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { Dialog, DialogContent, DialogFooter, DialogHeader } from "~/components/ui/dialog";
import { cn } from "~/lib/cn";

export function FormDialog({
  open,
  onClose,
  title,
  description,
  dirty,
  submitting,
  submitLabel,
  formError,
  wide = false,
  onSubmit,
  children,
}: {
  open: boolean;
  onClose(): void;
  title: string;
  description?: string;
  /** The form differs from what it opened with. */
  dirty: boolean;
  submitting: boolean;
  submitLabel: string;
  /** A failure no field explains, shown above the buttons. */
  formError?: string | null;
  wide?: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}) {
  const [confirmingDiscard, setConfirmingDiscard] = useState(false);

  useEffect(() => {
    if (!open || !dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [open, dirty]);

  const requestClose = () => (dirty && !submitting ? setConfirmingDiscard(true) : onClose());

  return (
    <>
      <Dialog open={open} onOpenChange={(next) => !next && requestClose()}>
        <DialogContent className={cn(wide ? "max-w-3xl" : "max-w-xl")}>
          <DialogHeader title={title} description={description} />
          <form onSubmit={onSubmit} noValidate className="grid gap-5">
            {children}
            {formError && (
              <p
                role="alert"
                className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-200"
              >
                {formError}
              </p>
            )}
            <DialogFooter>
              <Button type="button" variant="secondary" onClick={requestClose}>
                Cancel
              </Button>
              <Button type="submit" disabled={submitting}>
                {submitting ? "Saving..." : submitLabel}
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
      <ConfirmDialog
        open={confirmingDiscard}
        onOpenChange={setConfirmingDiscard}
        title="Discard unsaved changes?"
        description="The changes you made in this form have not been saved and will be lost."
        cancelLabel="Keep editing"
        confirmLabel="Discard changes"
        destructive
        onConfirm={() => {
          setConfirmingDiscard(false);
          onClose();
        }}
      />
    </>
  );
}
