/**
 * The create/edit dialog of every admin screen. A form with unsaved changes asks before it
 * closes (Escape, a click outside, Cancel or the close button), and leaving the page while it is
 * open asks the browser's question. Editing an item that keeps its versions, it offers the item's
 * History (decision 062); a restored version closes the form, whose values it replaced.
 */
import { useEffect, useState, type FormEventHandler, type ReactNode } from "react";
import { Button } from "~/components/ui/button";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { Dialog, DialogContent, DialogFooter, DialogHeader } from "~/components/ui/dialog";
import { cn } from "~/lib/cn";
import { HistoryButton, ItemHistoryDialog, type HistoryTarget } from "../history/item-history-dialog";

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
  history,
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
  /** The item being edited, when it keeps its versions. */
  history?: HistoryTarget;
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}) {
  const [confirmingDiscard, setConfirmingDiscard] = useState(false);
  const [showingHistory, setShowingHistory] = useState(false);

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
              {history && <HistoryButton onClick={() => setShowingHistory(true)} />}
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
      {history && (
        <ItemHistoryDialog
          open={showingHistory}
          target={history}
          onClose={() => setShowingHistory(false)}
          onRestored={() => {
            setShowingHistory(false);
            onClose();
          }}
        />
      )}
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
