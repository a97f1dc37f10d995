/**
 * The OpenAPI document validates as OpenAPI 3.1 and describes every API route the server answers,
 * read from the route config itself, so a new route cannot be forgotten; and every webhook event.
 */
import { Validator } from "@seriousme/openapi-schema-validator";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { DELIVERED_EVENTS } from "~/lib/webhooks/webhook-values";
import { ApiClient } from "../../../../tests/support/kits/api-client";
import { apiRoutePaths } from "../../../../tests/support/checks/route-config";
import { createTestDatabase } from "../../../../tests/support/servers/test-database";
import { startTestServer, type TestServer } from "../../../../tests/support/servers/test-server";

let database: DatabaseHandle;
let server: TestServer;
type WebhookItem = {
  post: { parameters: { name: string; in: string }[]; requestBody: { content: { "application/json": { schema: JsonSchemaObject } } } };
};
type JsonSchemaObject = { properties: Record<string, { const?: string }>; additionalProperties?: boolean };
let document: { openapi: string; paths: Record<string, Record<string, unknown>>; webhooks: Record<string, WebhookItem> };

beforeAll(async () => {
  database = await createTestDatabase();
  server = await startTestServer(database);
  const response = await new ApiClient(server.url).get<typeof document>("/api/openapi.json");
  expect(response.status).toBe(200);
  document = response.body;
});
afterAll(async () => {
  await server.close();
  await database.close();
});

it("is a valid OpenAPI 3.1 document", async () => {
  const result = await new Validator().validate(document);
  expect(result.errors ?? []).toEqual([]);
  expect(result.valid).toBe(true);
  expect(document.openapi).toBe("3.1.0");
});

it("describes every API route of the route config, and nothing else", () => {
  expect(Object.keys(document.paths).sort()).toEqual(apiRoutePaths().sort());
});

it("describes under webhooks every event the site sends: its body's schema and the Standard Webhooks headers", () => {
  expect(Object.keys(document.webhooks).sort()).toEqual([...DELIVERED_EVENTS].sort());
  for (const [event, { post }] of Object.entries(document.webhooks)) {
    const { schema } = post.requestBody.content["application/json"];
    expect(Object.keys(schema.properties), event).toEqual(["id", "event", "createdAt", "data"]);
    expect(schema.properties.event!.const).toBe(event);
    expect(schema.additionalProperties).toBe(false);
    expect(post.parameters.map(({ name, in: place }) => `${place} ${name}`)).toEqual(
      expect.arrayContaining(["header webhook-id", "header webhook-timestamp", "header webhook-signature"]),
    );
  }
});

it("describes for each call the session it needs and its error answers", () => {
  const login = document.paths["/api/auth/login"]!.post as { security: unknown[]; responses: Record<string, unknown> };
  expect(login.security).toEqual([]);
  expect(Object.keys(login.responses)).toEqual(expect.arrayContaining(["200", "400", "401", "429"]));
  const seed = document.paths["/api/database/seed"]!.post as { security: unknown[]; responses: Record<string, unknown> };
  expect(seed.security).toEqual([{ sessionCookie: [] }]);
  expect(Object.keys(seed.responses)).toEqual(expect.arrayContaining(["200", "401", "403"]));
});

it("answers every documented call at its method, never with 405 or 500", async () => {
  const api = new ApiClient(server.url);
  for (const [path, methods] of Object.entries(document.paths)) {
    const concrete = path.replace(/\{\w+\}/g, "00000000-0000-4000-8000-000000000000");
    for (const method of Object.keys(methods)) {
      const response = await api.request(method.toUpperCase(), concrete, method === "get" || method === "delete" ? {} : { json: {} });
      expect([405, 500], `${method.toUpperCase()} ${path} answered ${response.status}`).not.toContain(response.status);
    }
  }
});

it("answers every other method with a JSON 405 naming the allowed ones", async () => {
  const api = new ApiClient(server.url);
  for (const [path, methods] of Object.entries(document.paths)) {
    const concrete = path.replace(/\{\w+\}/g, "00000000-0000-4000-8000-000000000000");
    for (const method of ["get", "post", "put", "delete"].filter((candidate) => !(candidate in methods))) {
      const response = await api.request(method.toUpperCase(), concrete, method === "get" || method === "delete" ? {} : { json: {} });
      expect(response.status, `${method.toUpperCase()} ${path}`).toBe(405);
      expect(response.headers.get("allow"), `${method.toUpperCase()} ${path}`).toBeTruthy();
      expect(response.body, `${method.toUpperCase()} ${path}`).toMatchObject({ message: expect.stringContaining("Method not allowed") });
    }
  }
});
