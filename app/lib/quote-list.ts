/**
 * The visitor's quote list: products they want a price for, each with a quantity and a note,
 * kept in local storage so it survives page changes and reloads, without duplicates, each
 * removable. The contact form sends it as `items`. A list stored before quantities existed
 * loads with quantity 1 and no note.
 */
import { useSyncExternalStore } from "react";
import { QUOTE_NOTE_MAX_LENGTH, QUOTE_QUANTITY_MAX } from "~/lib/domain-values";

/** A product as the catalogue adds it. */
export type QuoteProduct = { id: string; name: string; productCode: string };
export type QuoteItem = QuoteProduct & { quantity: number; note: string };

/** A whole number from 1 to the maximum, or null. */
export function quoteQuantity(value: unknown): number | null {
  const quantity = typeof value === "string" && value.trim() !== "" ? Number(value) : value;
  return typeof quantity === "number" && Number.isInteger(quantity) && quantity >= 1 && quantity <= QUOTE_QUANTITY_MAX ? quantity : null;
}

/** A stored entry as a line of the list, or null when it is not one. */
function storedItem(entry: unknown): QuoteItem | null {
  if (typeof entry !== "object" || entry === null) return null;
  const { id, name, productCode, quantity, note } = entry as Record<string, unknown>;
  if (typeof id !== "string" || typeof name !== "string" || typeof productCode !== "string") return null;
  return {
    id,
    name,
    productCode,
    quantity: quoteQuantity(quantity) ?? 1,
    note: typeof note === "string" ? note.slice(0, QUOTE_NOTE_MAX_LENGTH) : "",
  };
}

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
      items = parsed.flatMap((entry: unknown) => storedItem(entry) ?? []);
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

export function addToQuote(product: QuoteProduct): void {
  const items = read();
  if (!items.some((existing) => existing.id === product.id)) write([...items, { ...product, quantity: 1, note: "" }]);
}

/** Changes one line's quantity (a valid one only) or note. */
export function updateQuoteItem(id: string, change: Partial<Pick<QuoteItem, "quantity" | "note">>): void {
  write(read().map((item) => (item.id === id ? { ...item, ...change } : item)));
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
