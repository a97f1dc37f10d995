/** Helpers for page loaders: missing items, and which page of a paged list to show. */
import { data, redirect } from "react-router";
import { HttpError } from "../http-errors.server";
import { movedAddress, SlugMovedError } from "./moved-slug.server";

/**
 * Awaits an item for a page; a missing one becomes a 404 response that the route's error
 * boundary shows as its "Not Found" state (and search engines see as 404), and one asked for by
 * a former slug a 301 to its current address (decision 028).
 */
export async function itemForPage<T>(request: Request, item: Promise<T>): Promise<T> {
  try {
    return await item;
  } catch (error) {
    if (error instanceof SlugMovedError) throw redirect(movedAddress(request, error), 301);
    if (error instanceof HttpError && error.status === 404) throw data(null, { status: 404 });
    throw error;
  }
}

/** Cards on one page of the news, support and solutions lists: full rows of two and of three columns (decision 024). */
export const CARD_LIST_PAGE_SIZE = 12;

const LAST_ADDRESSABLE_PAGE = 100_000;

/** The page of a paged list that the address asks for (`?page=N`); 1 when it is missing or malformed. */
export function requestedPage(url: URL): number {
  const page = Number.parseInt(url.searchParams.get("page") ?? "1", 10);
  return Number.isInteger(page) && page >= 1 && page <= LAST_ADDRESSABLE_PAGE ? page : 1;
}

/** A window of a list: at most `limit` rows after the first `offset`. */
export type ListWindow = { limit: number; offset: number };

/**
 * The page of a card list that `url` asks for: `find` fetches its window of `CARD_LIST_PAGE_SIZE`
 * rows with the total. Page 1 always exists, with the list's empty state when there is nothing;
 * a page past the last one is a 404, so that no empty page gets indexed.
 */
export async function cardListPage<Found extends { total: number }>(
  url: URL,
  find: (window: ListWindow) => Promise<Found>,
): Promise<Found & { page: number; pageCount: number }> {
  const page = requestedPage(url);
  const found = await find({ limit: CARD_LIST_PAGE_SIZE, offset: (page - 1) * CARD_LIST_PAGE_SIZE });
  const pageCount = Math.max(1, Math.ceil(found.total / CARD_LIST_PAGE_SIZE));
  if (page > pageCount) throw data(null, { status: 404 });
  return { ...found, page, pageCount };
}
