/**
 * A list the visitor keeps in the browser's local storage (the quote list, the comparison list):
 * read through `parse`, which keeps only well-formed entries, shared by every component that uses
 * it and by the site's other tabs. Empty during server rendering and where storage is unavailable.
 */
import { useSyncExternalStore } from "react";
import { STORED_LIST_EVENT } from "./stored-list-event";

export type StoredList<Item> = {
  /** Its local-storage key. */
  key: string;
  read(): Item[];
  write(items: Item[]): void;
  /** The list, re-rendering on every change. */
  use(): Item[];
};

export function storedList<Item>(storageKey: string, parse: (stored: unknown) => Item[]): StoredList<Item> {
  const empty: Item[] = [];
  const listeners = new Set<() => void>();
  let cache: { text: string | null; items: Item[] } = { text: null, items: empty };

  function read(): Item[] {
    let text: string | null;
    try {
      text = localStorage.getItem(storageKey);
    } catch {
      return empty;
    }
    if (text === cache.text) return cache.items;
    let items = empty;
    try {
      items = parse(text ? JSON.parse(text) : []);
    } catch {
      // A damaged entry is treated as an empty list.
    }
    cache = { text, items };
    return items;
  }

  function write(items: Item[]): void {
    try {
      localStorage.setItem(storageKey, JSON.stringify(items));
    } catch {
      // Storage may be unavailable: nothing to keep.
    }
    listeners.forEach((listener) => listener());
    window.dispatchEvent(new CustomEvent(STORED_LIST_EVENT, { detail: storageKey }));
  }

  function subscribe(listener: () => void): () => void {
    listeners.add(listener);
    // Another tab changed the list.
    const onStorage = (event: StorageEvent) => event.key === storageKey && listener();
    window.addEventListener("storage", onStorage);
    return () => {
      listeners.delete(listener);
      window.removeEventListener("storage", onStorage);
    };
  }

  return { key: storageKey, read, write, use: () => useSyncExternalStore(subscribe, read, () => empty) };
}
