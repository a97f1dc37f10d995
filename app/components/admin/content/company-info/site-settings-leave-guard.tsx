/**
 * Keeps unsaved site settings from being lost: leaving or reloading the page asks the browser's
 * question, and a link to another admin screen asks first whether to discard the changes.
 */
import { useEffect } from "react";
import { useBlocker } from "react-router";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";

export function SiteSettingsLeaveGuard({ dirty }: { dirty: boolean }) {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [dirty]);

  return (
    <ConfirmDialog
      open={blocker.state === "blocked"}
      onOpenChange={(open) => !open && blocker.reset?.()}
      title="Discard unsaved changes?"
      description="The site settings you changed have not been saved and will be lost."
      cancelLabel="Keep editing"
      confirmLabel="Discard changes"
      destructive
      onConfirm={() => blocker.proceed?.()}
    />
  );
}
