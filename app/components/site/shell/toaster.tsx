import { ToastView } from "~/components/ui/toast";
import { dismissToast, useCurrentToast } from "./toasts";

/** The public page's notification area, showing what its islands raise (toasts.ts). */
export function Toaster() {
  return <ToastView current={useCurrentToast()} onDismiss={dismissToast} />;
}
