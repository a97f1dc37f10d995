/** A small HTTP client for API tests that keeps the session cookie like a browser would. */
export type ApiResponse<Body = unknown> = { status: number; headers: Headers; body: Body; text: string };

export class ApiClient {
  private cookie: string | undefined;

  constructor(readonly baseUrl: string) {}

  async request<Body = unknown>(
    method: string,
    path: string,
    options: { json?: unknown; body?: BodyInit; headers?: Record<string, string> } = {},
  ): Promise<ApiResponse<Body>> {
    const headers: Record<string, string> = { ...options.headers };
    if (this.cookie) headers.cookie = this.cookie;
    if (options.json !== undefined) headers["content-type"] = "application/json";
    const response = await fetch(this.baseUrl + path, {
      method,
      headers,
      body: options.json !== undefined ? JSON.stringify(options.json) : options.body,
      redirect: "manual",
    });
    const setCookie = response.headers.get("set-cookie");
    if (setCookie) {
      const [pair] = setCookie.split(";");
      this.cookie = /=$/.test(pair!) || /max-age=0/i.test(setCookie) ? undefined : pair;
    }
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // not JSON: keep the text
    }
    return { status: response.status, headers: response.headers, body: body as Body, text };
  }

  get<Body = unknown>(path: string) {
    return this.request<Body>("GET", path);
  }
  post<Body = unknown>(path: string, json?: unknown) {
    return this.request<Body>("POST", path, { json: json ?? {} });
  }
  put<Body = unknown>(path: string, json: unknown) {
    return this.request<Body>("PUT", path, { json });
  }
  delete<Body = unknown>(path: string) {
    return this.request<Body>("DELETE", path);
  }

  /** The session cookie as the browser holds it, e.g. to replay it after sign-out. */
  get sessionCookie(): string | undefined {
    return this.cookie;
  }
  set sessionCookie(value: string | undefined) {
    this.cookie = value;
  }
}
