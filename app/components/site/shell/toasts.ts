/**
 * The public pages' notifications: an island with a message to show (a form sent, the comparison
 * full) raises it here; the toaster island shows it, woken by the event if it has not hydrated yet.
 */
import { useSyncExternalStore } from "react";
import type { ShownToast, ToastMessage } from "~/components/ui/toast";

/** The window event that wakes the toaster. */
export const TOAST_EVENT = "site:toast";

let current: ShownToast | null = null;
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

export function showToast(message: ToastMessage): void {
  current = { ...message, key: Date.now() };
  changed();
  window.dispatchEvent(new Event(TOAST_EVENT));
}

export function dismissToast(): void {
  current = null;
  changed();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The message being shown; none while the server renders. */
export const useCurrentToast = (): ShownToast | null =>
  useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
