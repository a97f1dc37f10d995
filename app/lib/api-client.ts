/**
 * Calls to the REST API from the browser, with the specifications' error contract: a non-OK
 * answer is a failure whose text is the status code, ": ", then the body text (or the status
 * text when the body is empty). Every call sends the session cookie.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    statusText: string,
  ) {
    super(`${status}: ${body || statusText}`);
    this.name = "ApiError";
  }

  /** The `fields` of a 400 answer, when the body is the API's JSON error. */
  get fields(): Record<string, string> {
    try {
      const parsed = JSON.parse(this.body) as { fields?: Record<string, string> };
      return parsed.fields ?? {};
    } catch {
      return {};
    }
  }
}

export async function apiRequest<Result = unknown>(method: string, path: string, body?: unknown): Promise<Result> {
  const response = await fetch(path, {
    method,
    credentials: "include",
    headers: body === undefined ? undefined : { "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new ApiError(response.status, await response.text(), response.statusText);
  if (response.status === 204) return undefined as Result;
  const type = response.headers.get("content-type") ?? "";
  return (type.includes("application/json") ? await response.json() : await response.text()) as Result;
}
