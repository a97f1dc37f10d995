/**
 * Every error a user can cause, as one typed error that maps to one HTTP status and the JSON
 * body `{ "message": "...", "fields": { "field": "reason" } }` (docs/decisions/010-api-conventions.md).
 */
export type FieldErrors = Record<string, string>;

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fields?: FieldErrors,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = "HttpError";
  }

  toResponse(): Response {
    const body = this.fields ? { message: this.message, fields: this.fields } : { message: this.message };
    return Response.json(body, { status: this.status, headers: this.headers });
  }
}

export const badRequest = (message: string, fields?: FieldErrors) => new HttpError(400, message, fields);
export const unauthorized = (message = "Sign in to continue") => new HttpError(401, message);
export const forbidden = (message = "You do not have permission to do this", fields?: FieldErrors) => new HttpError(403, message, fields);
export const notFound = (message: string) => new HttpError(404, message);
export const methodNotAllowed = (allowed: string[]) =>
  new HttpError(405, `Method not allowed; use ${allowed.join(" or ")}`, undefined, { Allow: allowed.join(", ") });
export const conflict = (message: string, fields?: FieldErrors) => new HttpError(409, message, fields);
export const payloadTooLarge = (message: string) => new HttpError(413, message);
export const unsupportedMediaType = (message: string) => new HttpError(415, message);
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new HttpError(429, message, undefined, { "Retry-After": String(Math.max(1, Math.ceil(retryAfterSeconds))) });
