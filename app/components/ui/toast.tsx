/**
 * Notifications as the specifications describe them: one at a time, shown for 5000 ms (paused
 * while the pointer is over it or the focus inside it), dismissed by its close button or by
 * swiping it right past 50 px; F8 moves the focus to the notification area. The area is a labelled
 * region holding two live regions, always there so that what appears in them is announced: a
 * polite one for news, an assertive one for errors. The admin application holds
 * its notification in a provider; public pages, in the toaster island (decision 043: written here
 * rather than taken from Radix, whose toast weighed 12 kB on a page whose budget is 120).
 */
import { X } from "lucide-react";
import { createContext, useCallback, useContext, useEffect, useRef, useState, type PointerEvent, type ReactNode } from "react";
import { cn } from "~/lib/cn";
import { useT } from "~/lib/i18n/translation";

export type ToastMessage = { title: string; description?: string; variant?: "default" | "destructive" };

/** A message being shown: a new key starts its time again when a new message replaces one. */
export type ShownToast = ToastMessage & { key: number };

/** The notification area's mark: a dialog open behind a message must not take a click on it for one beside the dialog. */
export const NOTIFICATION_AREA = "data-notification-area";

/** Whether an event's target lies in the notification area. */
export const inNotificationArea = (target: EventTarget | null) =>
  target instanceof Element && target.closest(`[${NOTIFICATION_AREA}]`) !== null;

const DURATION_MS = 5000;
const SWIPE_THRESHOLD_PX = 50;
const HOTKEY = "F8";

/** One message: its time runs while nobody points at it or works in it. */
function Toast({ toast, onDismiss }: { toast: ShownToast; onDismiss(): void }) {
  const t = useT();
  const [held, setHeld] = useState({ pointer: false, focus: false });
  const [swipe, setSwipe] = useState<{ startX: number; dx: number } | null>(null);
  const remaining = useRef(DURATION_MS);

  useEffect(() => {
    if (held.pointer || held.focus) return;
    const startedAt = Date.now();
    const timer = window.setTimeout(onDismiss, remaining.current);
    return () => {
      window.clearTimeout(timer);
      remaining.current -= Date.now() - startedAt;
    };
  }, [held, onDismiss]);

  // Gone once the event that dismisses it is over: a dialog behind it still finds it there, and
  // knows the click was on a notification (inNotificationArea), not beside the dialog.
  const dismissAfterThisEvent = () => window.setTimeout(onDismiss);
  const onPointerMove = (event: PointerEvent) => swipe && setSwipe({ ...swipe, dx: Math.max(0, event.clientX - swipe.startX) });
  const onPointerUp = () => {
    if (swipe && swipe.dx > SWIPE_THRESHOLD_PX) dismissAfterThisEvent();
    setSwipe(null);
  };
  const destructive = toast.variant === "destructive";
  return (
    <div
      aria-atomic="true"
      onPointerEnter={() => setHeld((now) => ({ ...now, pointer: true }))}
      onPointerLeave={() => setHeld((now) => ({ ...now, pointer: false }))}
      onFocus={() => setHeld((now) => ({ ...now, focus: true }))}
      onBlur={(event) => !event.currentTarget.contains(event.relatedTarget) && setHeld((now) => ({ ...now, focus: false }))}
      onPointerDown={(event) => {
        if ((event.target as Element).closest("button")) return;
        event.currentTarget.setPointerCapture(event.pointerId);
        setSwipe({ startX: event.clientX, dx: 0 });
      }}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={() => setSwipe(null)}
      style={swipe ? { transform: `translateX(${swipe.dx}px)` } : undefined}
      className={cn(
        "pointer-events-auto relative flex w-full touch-pan-y items-start gap-3 rounded-lg border p-4 pe-10 shadow-lg select-none",
        swipe ? "" : "transition-transform",
        destructive ? "border-red-800 bg-red-700 text-white" : "border-[var(--border)] bg-[var(--card)] text-[var(--foreground)]",
      )}
    >
      <div className="grid gap-1">
        <p className="text-sm font-semibold">{toast.title}</p>
        {toast.description && <p className="text-sm">{toast.description}</p>}
      </div>
      <button
        type="button"
        aria-label={t("common.close")}
        onClick={dismissAfterThisEvent}
        className="absolute end-2 top-2 rounded-md p-1 opacity-70 hover:opacity-100 focus-visible:outline-2"
      >
        <X className="size-4" aria-hidden />
      </button>
    </div>
  );
}

/** The notification area and the message it shows, if any; `onDismiss` when it goes. */
export function ToastView({ current, onDismiss, children }: { current: ShownToast | null; onDismiss(): void; children?: ReactNode }) {
  const t = useT();
  const area = useRef<HTMLElement>(null);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === HOTKEY) area.current?.focus();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, []);
  return (
    <>
      {children}
      <section
        ref={area}
        {...{ [NOTIFICATION_AREA]: "" }}
        tabIndex={-1}
        aria-label={t("common.notifications").replace("{hotkey}", HOTKEY)}
        className="pointer-events-none fixed end-0 bottom-0 z-[100] w-full max-w-sm p-4 outline-none"
      >
        {(["polite", "assertive"] as const).map((politeness) => (
          <div key={politeness} aria-live={politeness}>
            {current && (current.variant === "destructive") === (politeness === "assertive") && (
              <Toast key={current.key} toast={current} onDismiss={onDismiss} />
            )}
          </div>
        ))}
      </section>
    </>
  );
}

const ToastContext = createContext<((message: ToastMessage) => void) | null>(null);

export function useToast(): (message: ToastMessage) => void {
  const show = useContext(ToastContext);
  if (!show) throw new Error("useToast must be used inside <ToastProvider>");
  return show;
}

/** The admin application's notification area, for every screen below it. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<ShownToast | null>(null);
  const show = useCallback((message: ToastMessage) => setCurrent({ ...message, key: Date.now() }), []);
  const dismiss = useCallback(() => setCurrent(null), []);
  return (
    <ToastContext.Provider value={show}>
      <ToastView current={current} onDismiss={dismiss}>
        {children}
      </ToastView>
    </ToastContext.Provider>
  );
}
