/** Helpers for page loaders. */
import { data } from "react-router";
import { HttpError } from "./http-errors.server";

/**
 * Awaits an item for a page; a missing one becomes a 404 response that the route's error
 * boundary shows as its "Not Found" state (and search engines see as 404).
 */
export async function itemOr404<T>(item: Promise<T>): Promise<T> {
  try {
    return await item;
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) throw data(null, { status: 404 });
    throw error;
  }
}
