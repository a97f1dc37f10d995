/**
 * Notifications as the specifications describe them: one at a time, 5000 ms, swipe right past
 * 50 px to dismiss, F8 moves focus to the notification area (Radix Toast's defaults, stated here).
 */
import { X } from "lucide-react";
import { Toast as ToastPrimitive } from "radix-ui";
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { cn } from "~/lib/cn";

export type ToastMessage = { title: string; description?: string; variant?: "default" | "destructive" };

const ToastContext = createContext<((message: ToastMessage) => void) | null>(null);

export function useToast(): (message: ToastMessage) => void {
  const show = useContext(ToastContext);
  if (!show) throw new Error("useToast must be used inside <ToastProvider>");
  return show;
}

export function ToastProvider({ children }: { children: ReactNode }) {
  // A new toast replaces the current one: the key remounts it so its timer starts again.
  const [current, setCurrent] = useState<(ToastMessage & { key: number }) | null>(null);
  const show = useCallback((message: ToastMessage) => setCurrent({ ...message, key: Date.now() }), []);
  const value = useMemo(() => show, [show]);
  const { t } = useTranslation();
  return (
    <ToastContext.Provider value={value}>
      <ToastPrimitive.Provider duration={5000} swipeDirection="right" swipeThreshold={50}>
        {children}
        {current && (
          <ToastPrimitive.Root
            key={current.key}
            onOpenChange={(open) => !open && setCurrent(null)}
            className={cn(
              "group pointer-events-auto relative flex w-full items-start gap-3 rounded-lg border p-4 pe-10 shadow-lg",
              "data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=cancel]:translate-x-0 data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)]",
              current.variant === "destructive"
                ? "border-red-800 bg-red-700 text-white"
                : "border-[var(--border)] bg-[var(--card)] text-[var(--foreground)]",
            )}
          >
            <div className="grid gap-1">
              <ToastPrimitive.Title className="text-sm font-semibold">{current.title}</ToastPrimitive.Title>
              {current.description && <ToastPrimitive.Description className="text-sm">{current.description}</ToastPrimitive.Description>}
            </div>
            <ToastPrimitive.Close
              aria-label={t("common.close")}
              className="absolute end-2 top-2 rounded-md p-1 opacity-70 hover:opacity-100 focus-visible:outline-2"
            >
              <X className="size-4" aria-hidden />
            </ToastPrimitive.Close>
          </ToastPrimitive.Root>
        )}
        <ToastPrimitive.Viewport
          label={t("common.notifications")}
          className="fixed end-0 bottom-0 z-[100] m-0 flex w-full max-w-sm list-none flex-col gap-2 p-4 outline-none"
        />
      </ToastPrimitive.Provider>
    </ToastContext.Provider>
  );
}
