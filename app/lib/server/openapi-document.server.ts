/**
 * Builds an OpenAPI 3.1 document from a table of operations whose request and response shapes
 * are the very zod schemas the API validates with, so the description cannot drift from the code;
 * and, under `webhooks`, the requests it sends, each with the schema of its body.
 */
import { z } from "zod";

export type Access = "public" | "staff" | "admin";
type HttpMethod = "get" | "post" | "put" | "delete";

export type Operation = {
  method: HttpMethod;
  /** OpenAPI path with `{name}` parameters, e.g. "/api/products/{key}". */
  path: string;
  summary: string;
  tag: string;
  access: Access;
  query?: z.ZodObject;
  /** What a summary cannot hold, such as query keys that vary with the data (the typed filters of decision 033). */
  description?: string;
  /** A JSON body's schema, or "multipart" for the upload call. */
  body?: z.core.$ZodType | "multipart";
  /** The JSON body's fields may also come as multipart/form-data text parts, with files in a repeated part. */
  filesAlongside?: { fields: z.core.$ZodObject; part: string; maxFiles: number; description: string };
  response: { status: number; description: string; schema?: z.ZodType; contentType?: string };
  /** For a staff call: body fields only an admin may change (an editor may send them unchanged, or leave them out). */
  adminOnlyFields?: readonly string[];
  /** The other statuses this call can answer (errors, a former slug's 301), besides the 401/403 its access implies. */
  errors?: number[];
};

/** A request the API sends (OpenAPI 3.1 `webhooks`): its event, a short name, the headers it carries, its JSON body. */
export type WebhookDescription = {
  event: string;
  summary: string;
  headers: { name: string; description: string }[];
  body: z.ZodType;
  /** What the receiver's answers mean. */
  responses: Record<string, string>;
};

const ERROR_DESCRIPTIONS: Record<number, string> = {
  301: "A former slug of the item: `Location` is the same address under its current slug, query string kept (one hop, never a chain)",
  400: "Invalid input; `fields` names each bad field",
  401: "No valid session",
  403: "Signed in without the role this call needs, or before enrolling the second factor the sign-in policy requires, or a request from another site",
  404: "No such item",
  405: "Method not allowed",
  409: "A unique value (slug, code, username, e-mail, section) is already in use",
  413: "Body or file too large",
  415: "Unsupported content type",
  429: "Too many requests; see Retry-After",
};

/** JSON Schema 2020-12 (OpenAPI 3.1's dialect) of a zod schema; dates are ISO strings on the wire. */
function jsonSchema(schema: z.core.$ZodType, io: "input" | "output"): Record<string, unknown> {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    target: "draft-2020-12",
    io,
    unrepresentable: "any",
    override: ({ zodSchema, jsonSchema: output }) => {
      if (zodSchema._zod.def.type === "date") {
        output.type = "string";
        output.format = "date-time";
      }
    },
  });
  return rest;
}

function errorResponses(operation: Operation) {
  const statuses = new Set(operation.errors ?? []);
  if (operation.access !== "public") statuses.add(401);
  if (operation.access === "admin") statuses.add(403);
  if (operation.body !== undefined) statuses.add(403); // another site's Origin
  if (operation.body !== undefined && operation.body !== "multipart") [400, 413, 415].forEach((status) => statuses.add(status));
  return Object.fromEntries(
    [...statuses].sort().map((status) => [
      String(status),
      {
        description: ERROR_DESCRIPTIONS[status] ?? "Error",
        ...(status === 301 ? { headers: { Location: { description: "The item's current address", schema: { type: "string" } } } } : {}),
        content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } },
      },
    ]),
  );
}

function parameters(operation: Operation) {
  const pathParameters = [...operation.path.matchAll(/\{(\w+)\}/g)].map((match) => ({
    name: match[1],
    in: "path",
    required: true,
    schema: { type: "string" },
  }));
  const queryShape = operation.query ? jsonSchema(operation.query, "input") : { properties: {} };
  const properties = (queryShape.properties ?? {}) as Record<string, unknown>;
  const queryParameters = Object.entries(properties).map(([name, schema]) => ({ name, in: "query", required: false, schema }));
  return [...pathParameters, ...queryParameters];
}

function requestBody(operation: Operation) {
  if (operation.body === undefined) return undefined;
  if (operation.body === "multipart") {
    return {
      required: true,
      content: {
        "multipart/form-data": {
          schema: { type: "object", required: ["file"], properties: { file: { type: "string", format: "binary" } } },
        },
      },
    };
  }
  const content: Record<string, unknown> = { "application/json": { schema: jsonSchema(operation.body, "input") } };
  if (operation.filesAlongside) {
    const { fields, part, maxFiles, description } = operation.filesAlongside;
    const form = jsonSchema(fields, "input");
    const files = { type: "array", maxItems: maxFiles, description, items: { type: "string", format: "binary" } };
    content["multipart/form-data"] = { schema: { ...form, properties: { ...(form.properties as object), [part]: files } } };
  }
  return { required: true, content };
}

function successResponse(operation: Operation) {
  const { status, description, schema, contentType = "application/json" } = operation.response;
  const content = schema
    ? { [contentType]: { schema: jsonSchema(schema, "output") } }
    : contentType === "application/json"
      ? undefined
      : { [contentType]: {} };
  return { [String(status)]: content ? { description, content } : { description } };
}

/** Who may call, for staff calls, and which fields only an admin may change; then the operation's own description. */
function descriptionOf(operation: Operation) {
  const access = { public: undefined, staff: "Signed-in staff (admin or editor).", admin: "Admins only." }[operation.access];
  const fields = operation.adminOnlyFields;
  const adminOnly = fields
    ? `Only an admin may change ${fields.map((field) => `\`${field}\``).join(", ")}: an editor's change of any of them answers 403 naming them (sent unchanged or left out, they are kept).`
    : undefined;
  const description = [access, adminOnly, operation.description].filter(Boolean).join(" ");
  return {
    ...(description ? { description } : {}),
    ...(fields ? { "x-admin-only-fields": [...fields] } : {}),
  };
}

/** `words` in camel case: "/api/products/{key}" is "ApiProductsKey". */
const camelCase = (words: string) =>
  words.replace(/[{}]/g, "").replace(/[^a-zA-Z0-9]+(.)?/g, (_match, next?: string) => (next ?? "").toUpperCase());

function webhookItems(webhooks: WebhookDescription[]) {
  return Object.fromEntries(
    webhooks.map(({ event, summary, headers, body, responses }) => {
      const schema = jsonSchema(body, "output");
      const post = {
        summary,
        ...(typeof schema.description === "string" ? { description: schema.description } : {}),
        operationId: `webhook${camelCase(`.${event}`)}`,
        parameters: headers.map(({ name, description }) => ({
          name,
          in: "header",
          required: true,
          description,
          schema: { type: "string" },
        })),
        requestBody: { required: true, content: { "application/json": { schema } } },
        responses: Object.fromEntries(Object.entries(responses).map(([status, description]) => [status, { description }])),
      };
      return [event, { post }];
    }),
  );
}

export function buildOpenApiDocument(
  operations: Operation[],
  info: { title: string; version: string; description: string },
  webhooks: WebhookDescription[] = [],
) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const operation of operations) {
    paths[operation.path] ??= {};
    paths[operation.path]![operation.method] = {
      summary: operation.summary,
      tags: [operation.tag],
      operationId: `${operation.method}${camelCase(operation.path)}`,
      ...(operation.access === "public" ? { security: [] } : { security: [{ sessionCookie: [] }] }),
      ...descriptionOf(operation),
      parameters: parameters(operation),
      ...(operation.body !== undefined ? { requestBody: requestBody(operation) } : {}),
      responses: { ...successResponse(operation), ...errorResponses(operation) },
    };
  }
  return {
    openapi: "3.1.0",
    info,
    paths,
    webhooks: webhookItems(webhooks),
    components: {
      securitySchemes: { sessionCookie: { type: "apiKey", in: "cookie", name: "session" } },
      schemas: {
        Error: {
          type: "object",
          required: ["message"],
          properties: {
            message: { type: "string" },
            fields: { type: "object", additionalProperties: { type: "string" }, description: "One reason per invalid field" },
          },
        },
      },
    },
  };
}
