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

  /** The server's own words for the refusal: the `message` of the API's JSON error, else the body. */
  get reason(): string {
    return this.apiMessage ?? this.body;
  }

  /** The `message` of the API's JSON error; undefined when the body is none (a proxy's error page, say). */
  get apiMessage(): string | undefined {
    try {
      const { message } = JSON.parse(this.body) as { message?: unknown };
      return typeof message === "string" ? message : undefined;
    } catch {
      return undefined;
    }
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

async function send(method: string, path: string, init: RequestInit = {}): Promise<Response> {
  const response = await fetch(path, { method, credentials: "include", ...init });
  if (!response.ok) throw new ApiError(response.status, await response.text(), response.statusText);
  return response;
}

async function readBody<Result>(response: Response): Promise<Result> {
  if (response.status === 204) return undefined as Result;
  const type = response.headers.get("content-type") ?? "";
  return (type.includes("application/json") ? await response.json() : await response.text()) as Result;
}

export async function apiRequest<Result = unknown>(method: string, path: string, body?: unknown): Promise<Result> {
  const response = await send(method, path, {
    headers: body === undefined ? undefined : { "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return readBody<Result>(response);
}

/** A `multipart/form-data` body (the browser writes its boundary): a form with files. */
export async function apiFormRequest<Result = unknown>(method: string, path: string, body: FormData): Promise<Result> {
  return readBody<Result>(await send(method, path, { body }));
}

/** The query string of a list call: empty and missing values are left out. */
export function listPath(path: string, params: Record<string, string | number | boolean | null | undefined> = {}): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params))
    if (value !== undefined && value !== null && value !== "") search.set(name, String(value));
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

export type ListPage<Item> = { items: Item[]; total: number };

/** A page of a list call, with the number of matching rows from its `X-Total-Count` header. */
export async function apiList<Item>(path: string, params?: Parameters<typeof listPath>[1]): Promise<ListPage<Item>> {
  const response = await send("GET", listPath(path, params));
  const items = (await response.json()) as Item[];
  return { items, total: Number(response.headers.get("x-total-count") ?? items.length) };
}

/** One file to `POST /api/objects/upload` as multipart field `file` (docs/behaviour/admin-area.md §7). */
export async function apiUpload<Result = { url: string; filename: string }>(
  file: File,
  kind: "image" | "document" | "release" = "image",
): Promise<Result> {
  const body = new FormData();
  body.set("file", file);
  const response = await send("POST", `/api/objects/upload${kind === "image" ? "" : `?kind=${kind}`}`, { body });
  return readBody<Result>(response);
}

/**
 * One file as multipart field `file` to `path`, telling `onProgress` the share sent so far (0 to 1):
 * an XMLHttpRequest, since fetch reports no upload progress. Answers as `apiRequest` does.
 */
export function apiUploadWithProgress<Result>(path: string, file: File, onProgress: (sent: number) => void): Promise<Result> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", path);
    request.withCredentials = true;
    request.upload.onprogress = (event) => event.lengthComputable && onProgress(event.loaded / event.total);
    request.onload = () => {
      if (request.status < 200 || request.status >= 300) {
        reject(new ApiError(request.status, request.responseText, request.statusText));
        return;
      }
      onProgress(1);
      const json = (request.getResponseHeader("content-type") ?? "").includes("application/json");
      resolve((json ? JSON.parse(request.responseText) : request.responseText) as Result);
    };
    request.onerror = () => reject(new TypeError("The upload could not reach the server"));
    const body = new FormData();
    body.set("file", file);
    request.send(body);
  });
}
