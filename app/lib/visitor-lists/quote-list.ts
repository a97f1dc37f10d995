/**
 * The visitor's quote list: products they want a price for, each with a quantity and a note,
 * kept in local storage so it survives page changes and reloads, without duplicates, each
 * removable. The contact form sends it as `items`. A list stored before quantities existed
 * loads with quantity 1 and no note.
 */
import { QUOTE_NOTE_MAX_LENGTH, QUOTE_QUANTITY_MAX } from "~/lib/domain-values";
import { storedList } from "./stored-list";

/** Where the list is sent from: the contact page's quote request (the header's Get Quote too). */
export const GET_QUOTE_PATH = "/contact?type=quote";

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

/** The stored entries that are lines of the list. */
const parseItems = (parsed: unknown): QuoteItem[] =>
  Array.isArray(parsed) ? parsed.flatMap((entry: unknown) => storedItem(entry) ?? []) : [];

const list = storedList("biometrics-quote-list", parseItems);

/** The list's local-storage key: the islands that show it wake when it holds something. */
export const QUOTE_LIST_KEY = list.key;
const { read, write } = list;

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
export const useQuoteList = (): QuoteItem[] => list.use();
