/**
 * Property-based tests of issue 8 ("Bad input"): every call of the OpenAPI document, public ones
 * anonymously and staff ones as an admin, gets generated bad input (bodies no schema accepts,
 * text that is not JSON, wrong content types, odd query strings, path segments and headers, a
 * garbage session cookie). Whatever comes, the server never answers 5xx, keeps answering
 * /healthz, answers a 4xx with a JSON `message` (and `fields` naming the field for invalid input),
 * accepts no invalid write, and the stored rows stay as they were. New calls are covered as soon
 * as the document lists them.
 *
 * FUZZ_RUNS sets the runs per call (default 40); FUZZ_SEED replays a run (fast-check prints the
 * seed and the shrunk counter-example of a failure).
 */
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { apiDescription } from "../openapi.server";
import { ApiClient } from "../../../../tests/support/kits/api-client";
import {
  garbageCookie,
  invalidJsonBody,
  invalidUpload,
  oddHeaders,
  pathSegment,
  queryString,
  type BadRequest,
  type JsonSchema,
} from "../../../../tests/support/checks/bad-input";
import { storedRows } from "../../../../tests/support/kits/stored-rows";
import type { TestServer } from "../../../../tests/support/servers/test-server";
import { createSweepSite } from "../../../../tests/support/kits/sweep-site";
import { TEST_PASSWORD } from "../../../../tests/support/kits/users";

const RUNS = Number(process.env.FUZZ_RUNS ?? 40);
const SEED = process.env.FUZZ_SEED === undefined ? undefined : Number(process.env.FUZZ_SEED);

type OperationObject = {
  security: unknown[];
  description?: string;
  parameters: { name: string; in: "path" | "query" }[];
  requestBody?: { content: Record<string, { schema: { properties?: Record<string, JsonSchema> } }> };
};
const { paths } = apiDescription() as unknown as { paths: Record<string, Record<string, OperationObject>> };
const operations = Object.entries(paths).flatMap(([path, methods]) =>
  Object.entries(methods).map(([method, operation]) => ({ path, method: method.toUpperCase(), operation })),
);

let database: DatabaseHandle;
let server: TestServer;
let adminCookie: string;
/** Per collection path, the ids, slugs and sections stored there. */
const storedKeys = new Map<string, string[]>();
let requests = 0;

beforeAll(async () => {
  ({ database, server } = await createSweepSite("fuzz-admin", { LOG_LEVEL: process.env.FUZZ_LOG_LEVEL ?? "silent" }));
  const admin = new ApiClient(server.url);
  expect((await admin.post("/api/auth/login", { username: "fuzz-admin", password: TEST_PASSWORD })).status).toBe(200);
  adminCookie = admin.sessionCookie!;
  for (const path of Object.keys(paths).filter((candidate) => /\{\w+\}$/.test(candidate))) {
    const collection = path.replace(/\/\{\w+\}$/, "");
    const list = await admin.get<Record<string, unknown>[]>(collection);
    const keys = Array.isArray(list.body)
      ? list.body.flatMap((row) => [row.id, row.slug, row.section].filter((key) => typeof key === "string"))
      : [];
    storedKeys.set(collection, keys as string[]);
  }
}, 120_000);
afterAll(async () => {
  console.info(`bad-input: ${requests} generated requests, ${RUNS} runs per call`);
  await server?.close();
  await database?.close();
});

type Answer = { status: number; contentType: string; text: string };

async function send(method: string, path: string, request: BadRequest, cookie: string | undefined): Promise<Answer> {
  requests += 1;
  const headers: Record<string, string> = { ...request.headers };
  if (cookie !== undefined) headers.cookie = cookie;
  if (request.contentType !== undefined) headers["content-type"] = request.contentType;
  // A reset connection is a failure too: the client never got its answer.
  const response = await fetch(server.url + path + request.query, {
    method,
    headers,
    body: request.body as BodyInit | undefined,
    redirect: "manual",
  }).catch((error: Error & { cause?: { code?: string; message?: string } }) => {
    throw new Error(`${method} ${path} failed: ${error.cause?.code ?? error.cause?.message ?? error.message}`);
  });
  return { status: response.status, contentType: response.headers.get("content-type") ?? "", text: await response.text() };
}

/** What every answer to bad input must be; returns a reason when it is not. */
function judge(answer: Answer, request: BadRequest, isWrite: boolean, queryNames: string[]): string | null {
  if (answer.status >= 500) return `answered ${answer.status}: ${answer.text.slice(0, 300)}`;
  if (isWrite && answer.status < 400) return `accepted an invalid write with ${answer.status}: ${answer.text.slice(0, 300)}`;
  if (answer.status < 400) return null;
  if (!answer.contentType.includes("application/json")) return `answered ${answer.status} as ${answer.contentType || "no content type"}`;
  const body = JSON.parse(answer.text) as { message?: unknown; fields?: Record<string, unknown> };
  if (typeof body.message !== "string" || body.message === "") return `answered ${answer.status} without a message: ${answer.text}`;
  if (answer.status !== 400) return null;
  const fields = body.fields;
  if (fields === undefined) return request.validated || /invalid/i.test(body.message) ? `a 400 without fields: ${answer.text}` : null;
  if (Object.keys(fields).length === 0 || Object.values(fields).some((reason) => typeof reason !== "string" || reason === "")) {
    return `a 400 with empty fields: ${answer.text}`;
  }
  if (
    request.mustName !== undefined &&
    !Object.keys(fields).some((key) => key === request.mustName || key.startsWith(`${request.mustName}.`))
  ) {
    return `a 400 that does not name ${request.mustName}: ${answer.text.slice(0, 300)}`;
  }
  if (!request.validated && request.body === undefined) {
    const sent = [...new URLSearchParams(request.query).keys()];
    const unknown = Object.keys(fields).filter(
      (key) => ![...queryNames, ...sent].some((name) => key === name || key.startsWith(`${name}.`)),
    );
    if (unknown.length > 0) return `a 400 naming ${unknown.join(", ")}, which is no query parameter: ${answer.text}`;
  }
  return null;
}

describe.each(operations)("$method $path", ({ path, method, operation }) => {
  const isStaff = operation.security.length > 0;
  const isWrite = method !== "GET" && !(path === "/api/auth/logout" && !isStaff);
  const queryNames = operation.parameters.filter((parameter) => parameter.in === "query").map((parameter) => parameter.name);
  const jsonBody = operation.requestBody?.content["application/json"]?.schema.properties;
  const upload = operation.requestBody?.content["multipart/form-data"] !== undefined;
  const collection = path.replace(/\/\{\w+\}$/, "");

  /** A write without a body can only be refused: a garbage session or another site's Origin. */
  const refusedOnly = isWrite && jsonBody === undefined && !upload && !path.includes("{");

  it("answers generated bad input with a JSON 4xx and changes nothing", async () => {
    const keys = method === "DELETE" ? [] : (storedKeys.get(collection) ?? []);
    const segment = path.includes("{") ? pathSegment(keys) : fc.constant("");
    const body = jsonBody ? invalidJsonBody(jsonBody) : upload ? invalidUpload : fc.constant({});
    const session = isStaff
      ? fc.oneof({ weight: 5, arbitrary: fc.constant(adminCookie) }, { weight: 1, arbitrary: garbageCookie })
      : fc.option(garbageCookie, { nil: undefined });
    const refusal = fc.oneof(
      garbageCookie.map((cookie) => ({ cookie, origin: undefined })),
      fc.constantFrom("https://evil.example", "null").map((origin) => ({ cookie: isStaff ? adminCookie : undefined, origin })),
    );
    const before = await storedRows(database);
    await fc.assert(
      fc.asyncProperty(
        segment,
        body,
        queryString(queryNames),
        oddHeaders,
        session,
        refusal,
        async (key, content, query, headers, cookie, refused) => {
          const target = path.replace(/\{\w+\}/, key);
          const forceImage = "forceImage" in content && content.forceImage;
          const request: BadRequest = { ...content, query: forceImage ? `?kind=image${query.replace(/^\?/, "&")}` : query, headers };
          if (refusedOnly && refused.origin !== undefined) request.headers = { ...headers, origin: refused.origin };
          const answer = await send(method, target, request, refusedOnly ? refused.cookie : cookie);
          const problem = judge(answer, request, isWrite, queryNames);
          if (problem !== null) throw new Error(`${method} ${target}${request.query.slice(0, 200)} ${problem}`);
        },
      ),
      { numRuns: RUNS, seed: SEED },
    );
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    expect(await storedRows(database)).toEqual(before);
  }, 300_000);
});
