/**
 * The visitor's comparison list (decision 033): up to four products picked from the catalogue or
 * a product page, kept in local storage like the quote list so it survives page changes; the
 * compare bar links to the comparison's shareable address. A fifth product is refused.
 */
import { MAX_COMPARED } from "../catalogue/compare-products";
import { storedList } from "./stored-list";

export type ComparedItem = { slug: string; name: string };

/** The list with `item` added, or `refused` when it is full; an item already there changes nothing. */
export function withCompared(items: ComparedItem[], item: ComparedItem): { items: ComparedItem[]; refused: boolean } {
  if (items.some((existing) => existing.slug === item.slug)) return { items, refused: false };
  if (items.length >= MAX_COMPARED) return { items, refused: true };
  return { items: [...items, item], refused: false };
}

/** Stored entries that are items, at most four. */
export function storedComparedItems(parsed: unknown): ComparedItem[] {
  if (!Array.isArray(parsed)) return [];
  return parsed
    .filter((entry): entry is ComparedItem => typeof entry?.slug === "string" && typeof entry?.name === "string")
    .map(({ slug, name }) => ({ slug, name }))
    .slice(0, MAX_COMPARED);
}

const list = storedList("biometrics-compare-list", storedComparedItems);

/** The list's local-storage key: the islands that show it wake when it holds something. */
export const COMPARE_LIST_KEY = list.key;

/** Adds the product; false when the list is full (the caller says so). */
export function addToCompare(item: ComparedItem): boolean {
  const next = withCompared(list.read(), item);
  if (!next.refused) list.write(next.items);
  return !next.refused;
}

export function removeFromCompare(slug: string): void {
  list.write(list.read().filter((item) => item.slug !== slug));
}

export function clearCompare(): void {
  list.write([]);
}

/** The list, re-rendering on every change; empty during server rendering. */
export const useCompareList = (): ComparedItem[] => list.use();
