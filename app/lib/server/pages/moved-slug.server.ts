/**
 * A read by a slug that an item had before (docs/decisions/028-slug-history.md): services throw
 * `slugMoved`, and pages and the API answer 301 to the same address with the current slug, the
 * language prefix and the query string kept.
 */
import { HttpError } from "../http-errors.server";

export class SlugMovedError extends HttpError {
  constructor(
    readonly formerSlug: string,
    readonly currentSlug: string,
  ) {
    super(301, `Moved to "${currentSlug}"`);
    this.name = "SlugMovedError";
  }
}

export const slugMoved = (formerSlug: string, currentSlug: string) => new SlugMovedError(formerSlug, currentSlug);

function decodedSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * The address of `request` (path and query, no origin) with its last segment naming the former
 * slug replaced by the current one: `/de/products/old?tab=specs` becomes `/de/products/new?tab=specs`.
 */
export function movedAddress(request: Request, moved: SlugMovedError): string {
  const url = new URL(request.url);
  const segments = url.pathname.split("/");
  const at = segments.map(decodedSegment).lastIndexOf(moved.formerSlug);
  if (at !== -1) segments[at] = moved.currentSlug;
  return `${segments.join("/")}${url.search}`;
}

/** The API's answer: 301 with `Location` and the JSON error body naming the current slug. */
export function movedResponse(request: Request, moved: SlugMovedError): Response {
  return Response.json({ message: moved.message }, { status: 301, headers: { Location: movedAddress(request, moved) } });
}
