/**
 * What every REST resource route shares: reading a JSON body through a zod schema, and turning
 * any error into the JSON error body. Nothing a client sends produces a 500; an unexpected
 * failure is logged and answered 500 without details, one while the database cannot be reached
 * 503 with Retry-After.
 */
import { z } from "zod";
import { DATABASE_RETRY_AFTER_SECONDS, DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from "./database-errors.server";
import type { Logger } from "./logger.server";
import { movedResponse, SlugMovedError } from "./pages/moved-slug.server";
import { badRequest, HttpError, methodNotAllowed, payloadTooLarge, unsupportedMediaType, type FieldErrors } from "./http-errors.server";

const MAX_JSON_BODY_BYTES = 1_000_000;

/** One message per field, keyed by its dotted path ("specifications.Weight", "bomList.0.part"). */
export function fieldErrors(error: z.core.$ZodError): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join(".") || "body";
    fields[key] ??= issue.message;
  }
  return fields;
}

/**
 * The dotted path of the first text holding a NUL character, which PostgreSQL cannot store in
 * text; null when there is none. Checked before the schema, for every body and query string.
 * Walked with a stack of its own, not by recursion: JSON nested a hundred thousand levels deep
 * (which fits in a body) must not overflow the call stack.
 */
function pathOfNulCharacter(root: unknown, whole: string): string | null {
  type Step = { key: string; parent: Step | null };
  const pathOf = (step: Step | null): string => {
    const keys: string[] = [];
    for (let at = step; at !== null; at = at.parent) keys.push(at.key);
    return keys.reverse().join(".") || whole;
  };
  const pending: { value: unknown; step: Step | null }[] = [{ value: root, step: null }];
  while (pending.length > 0) {
    const { value, step } = pending.pop()!;
    if (typeof value === "string") {
      if (value.includes("\0")) return pathOf(step);
      continue;
    }
    if (typeof value !== "object" || value === null) continue;
    const entries = Object.entries(value);
    const badKey = entries.find(([key]) => key.includes("\0"));
    if (badKey) return pathOf({ key: badKey[0], parent: step });
    for (let index = entries.length - 1; index >= 0; index -= 1) {
      const [key, item] = entries[index]!;
      pending.push({ value: item, step: { key, parent: step } });
    }
  }
  return null;
}

export function parseWith<Schema extends z.core.$ZodType>(schema: Schema, value: unknown, whole = "body"): z.output<Schema> {
  const nulAt = pathOfNulCharacter(value, whole);
  if (nulAt !== null) throw badRequest("Some fields are invalid", { [nulAt]: "Must not contain NUL characters" });
  const parsed = z.safeParse(schema, value);
  if (!parsed.success) throw badRequest("Some fields are invalid", fieldErrors(parsed.error));
  return parsed.data;
}

/**
 * The query string read through a schema; a repeated parameter counts once (its first value),
 * and one without a name (`?=x`), which no schema can ask for, is ignored.
 */
export function readQuery<Schema extends z.ZodType>(request: Request, schema: Schema): z.output<Schema> {
  const params = new URL(request.url).searchParams;
  const query: Record<string, string> = {};
  for (const [key, value] of params) if (key !== "") query[key] ??= value;
  return parseWith(schema, query, "query");
}

/** A JSON array with the number of matching rows in `X-Total-Count` (for paging). */
export function listResponse(rows: unknown[], total: number, headers: Record<string, string> = {}): Response {
  return Response.json(rows, { headers: { "X-Total-Count": String(total), ...headers } });
}

/** Answers 405 naming the allowed methods: the loader or action of a route that has no such method. */
export const refuseMethod = (allowed: string[]) =>
  apiHandler(async () => {
    throw methodNotAllowed(allowed);
  });

export async function readJsonBody<Schema extends z.core.$ZodType>(request: Request, schema: Schema): Promise<z.output<Schema>> {
  const contentType = request.headers.get("content-type") ?? "";
  if (!/^application\/([\w.+-]+\+)?json\b/i.test(contentType)) {
    throw unsupportedMediaType("Send the request body as JSON (Content-Type: application/json)");
  }
  if (Number(request.headers.get("content-length") ?? 0) > MAX_JSON_BODY_BYTES) {
    throw payloadTooLarge(`The request body must be at most ${MAX_JSON_BODY_BYTES} bytes`);
  }
  const text = await request.text();
  if (text.length > MAX_JSON_BODY_BYTES) throw payloadTooLarge(`The request body must be at most ${MAX_JSON_BODY_BYTES} bytes`);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw badRequest("The request body is not valid JSON");
  }
  return parseWith(schema, body);
}

/**
 * A staff download opened as a page (the admin's links to a PDF, a CSV or an attachment), not a
 * call from script: a browser navigation says so in `Sec-Fetch-Dest`.
 */
const isPageNavigation = (request: Request) => request.method === "GET" && request.headers.get("sec-fetch-dest") === "document";

/** Answers an error thrown by a route handler the way the API promises. */
export function errorToResponse(error: unknown, logger: Logger, request: Request): Response {
  if (error instanceof SlugMovedError) return movedResponse(request, error);
  // A download link followed after the session ended leads to the sign-in page, not to a JSON body saved as the file.
  if (error instanceof HttpError && error.status === 401 && isPageNavigation(request)) {
    return new Response(null, { status: 303, headers: { Location: "/admin/login", "Cache-Control": "no-store" } });
  }
  if (error instanceof HttpError) return error.toResponse();
  if (error instanceof Response) return error;
  if (isDatabaseUnavailable(error)) {
    logger.warn({ err: error, method: request.method, url: request.url }, "API call failed: the database cannot be reached");
    const headers = { "Retry-After": String(DATABASE_RETRY_AFTER_SECONDS), "Cache-Control": "no-store" };
    return Response.json({ message: DATABASE_UNAVAILABLE_MESSAGE }, { status: 503, headers });
  }
  logger.error({ err: error, method: request.method, url: request.url }, "API call failed");
  return Response.json({ message: "Something went wrong on our side; please try again" }, { status: 500 });
}

type HandlerArgs = { request: Request; context: { logger: Logger } };

/** Wraps a loader or action so that every error becomes the API's JSON error response. */
export function apiHandler<Args extends HandlerArgs>(handler: (args: Args) => Promise<Response>) {
  return async (args: Args): Promise<Response> => {
    try {
      return await handler(args);
    } catch (error) {
      return errorToResponse(error, args.context.logger, args.request);
    }
  };
}
