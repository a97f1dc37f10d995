/**
 * The visitor's quote list: products they want a price for, kept in local storage so it
 * survives page changes and reloads, without duplicates, each removable. The contact form
 * sends the ids as `productIds`.
 */
import { useSyncExternalStore } from "react";

export type QuoteItem = { id: string; name: string; productCode: string };

const STORAGE_KEY = "biometrics-quote-list";
const EMPTY: QuoteItem[] = [];
const listeners = new Set<() => void>();
let cache: { text: string | null; items: QuoteItem[] } = { text: null, items: EMPTY };

function read(): QuoteItem[] {
  let text: string | null = null;
  try {
    text = localStorage.getItem(STORAGE_KEY);
  } catch {
    return EMPTY;
  }
  if (text === cache.text) return cache.items;
  let items: QuoteItem[] = EMPTY;
  try {
    const parsed: unknown = text ? JSON.parse(text) : [];
    if (Array.isArray(parsed)) {
      items = parsed.filter(
        (item): item is QuoteItem =>
          typeof item?.id === "string" && typeof item?.name === "string" && typeof item?.productCode === "string",
      );
    }
  } catch {
    // A damaged entry is treated as an empty list.
  }
  cache = { text, items };
  return items;
}

function write(items: QuoteItem[]): void {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(items));
  } catch {
    // Storage may be unavailable: nothing to keep.
  }
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab changed the list.
  const onStorage = (event: StorageEvent) => event.key === STORAGE_KEY && listener();
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

export function addToQuote(item: QuoteItem): void {
  const items = read();
  if (!items.some((existing) => existing.id === item.id)) write([...items, item]);
}

export function removeFromQuote(id: string): void {
  write(read().filter((item) => item.id !== id));
}

export function clearQuote(): void {
  write([]);
}

/** The list, re-rendering on every change; empty during server rendering. */
export function useQuoteList(): QuoteItem[] {
  return useSyncExternalStore(subscribe, read, () => EMPTY);
}
