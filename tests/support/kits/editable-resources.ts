/**
 * Where each PUT of the OpenAPI document reads what it writes (docs/decisions/045-one-shape-per-field.md):
 * the GET of the document that describes the item, the items of a site to read and write back, and
 * the fields the server changes on every write. A PUT of the document missing here fails the tests
 * that use this table, so a new one cannot escape the round trip.
 */
import { afterAll, beforeAll, expect } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { inquiries, inquiryNotes, webhookEndpoints, webhookEndpointSecrets } from "~/db/schema";
import { seedDemoContent } from "~/db/seed/seed-demo-content.server";
import { ApiClient } from "./api-client";
import { createTestDatabase } from "../servers/test-database";
import { startTestServer, type TestServer } from "../servers/test-server";
import { createUser, TEST_PASSWORD } from "./users";

/** One item: the address a GET reads it at (within a list, when `id` is set), and the one its PUT writes to. */
export type ItemAddresses = { read: string; write: string; id?: string };

export type EditableResource = {
  /** The document's GET whose 200 answer holds the item: the PUT's own path, or a list (`list: true`) holding it. */
  readOperation: { path: string; list?: boolean };
  /** The item's fields this PUT writes, when it writes one part of what the GET answers (the inquiry's assignee). */
  part?: string[];
  /** Every item of the site to read and write back. */
  items(admin: ApiClient): Promise<ItemAddresses[]>;
  /** What the server sets on every write, however unchanged the body: the time of the change. */
  serverOwned: string[];
};

/** A PUT that writes what no GET answers: nothing to read back. */
type WriteOnly = { writeOnly: string };

type Row = { id: string; slug?: string; section?: string; code?: string };

const listOf = async (admin: ApiClient, path: string): Promise<Row[]> => {
  const response = await admin.get<Row[]>(path);
  if (response.status !== 200) throw new Error(`GET ${path} answered ${response.status}`);
  return response.body;
};

/** Content read by slug (or section, or code) and written by id. */
const readByKey = (path: string, key: "slug" | "section" | "code"): EditableResource => ({
  readOperation: { path: `${path}/{key}` },
  items: async (admin) => (await listOf(admin, path)).map((row) => ({ read: `${path}/${row[key]}`, write: `${path}/${row.id}` })),
  serverOwned: ["updatedAt"],
});

/** Content that only its list answers (with `listQuery`, every item, drafts and hidden ones too). */
const readInList = (path: string, listQuery = "", serverOwned = ["updatedAt"]): EditableResource => ({
  readOperation: { path, list: true },
  items: async (admin) =>
    (await listOf(admin, path + listQuery)).map((row) => ({ read: path + listQuery, write: `${path}/${row.id}`, id: row.id })),
  serverOwned,
});

/** One item at one address, read and written there. */
const single = (path: string, serverOwned: string[] = []): EditableResource => ({
  readOperation: { path },
  items: async () => [{ read: path, write: path }],
  serverOwned,
});

const inquiryAddresses = async (admin: ApiClient) => (await listOf(admin, "/api/inquiries")).map((row) => `/api/inquiries/${row.id}`);

export const EDITABLE_RESOURCES: Record<string, EditableResource | WriteOnly> = {
  "/api/auth/password": { writeOnly: "a password is written, never read" },
  "/api/categories/{key}": readByKey("/api/categories", "slug"),
  "/api/categories/{key}/specification-fields": {
    readOperation: { path: "/api/categories/{key}/specification-fields" },
    items: async (admin) =>
      (await listOf(admin, "/api/categories")).map((row) => {
        const fields = `/api/categories/${row.id}/specification-fields`;
        return { read: fields, write: fields };
      }),
    // A field's time of change; the list is one write of every field.
    serverOwned: ["updatedAt"],
  },
  "/api/products/{key}": readByKey("/api/products", "slug"),
  "/api/solutions/{key}": readByKey("/api/solutions", "slug"),
  "/api/case-studies/{key}": readByKey("/api/case-studies", "slug"),
  "/api/news/{key}": readByKey("/api/news", "slug"),
  "/api/resources/{id}": readInList("/api/resources"),
  "/api/resources/{id}/versions/{versionId}": {
    readOperation: { path: "/api/resources/{id}/versions", list: true },
    items: async (admin) => {
      const resources = await listOf(admin, "/api/resources");
      const versions = await Promise.all(
        resources.map(async (resource) => {
          const read = `/api/resources/${resource.id}/versions`;
          return (await listOf(admin, read)).map((version) => ({ read, write: `${read}/${version.id}`, id: version.id }));
        }),
      );
      return versions.flat();
    },
    serverOwned: ["updatedAt"],
  },
  "/api/advisories/{key}": readByKey("/api/advisories", "code"),
  "/api/hero-slides/{id}": readInList("/api/hero-slides", "?all=true"),
  "/api/distributors/{id}": readInList("/api/distributors", "?all=true"),
  "/api/certificates/{id}": readInList("/api/certificates"),
  "/api/company-info/{key}": readByKey("/api/company-info", "section"),
  "/api/site-settings": single("/api/site-settings"),
  "/api/inquiries/spam-settings": single("/api/inquiries/spam-settings"),
  "/api/inquiries/{id}": {
    readOperation: { path: "/api/inquiries/{id}" },
    items: async (admin) => (await inquiryAddresses(admin)).map((path) => ({ read: path, write: path })),
    serverOwned: [],
  },
  "/api/inquiries/{id}/assignee": {
    readOperation: { path: "/api/inquiries/{id}" },
    part: ["assignedTo"],
    items: async (admin) => (await inquiryAddresses(admin)).map((path) => ({ read: path, write: `${path}/assignee` })),
    serverOwned: [],
  },
  "/api/users/{id}": readInList("/api/users", "", []),
  "/api/webhooks/{id}": readInList("/api/webhooks"),
  "/api/two-factor-policy": single("/api/two-factor-policy"),
  "/api/media/{id}": {
    readOperation: { path: "/api/media/{id}" },
    items: async (admin) =>
      (await listOf(admin, "/api/media")).map((row) => ({ read: `/api/media/${row.id}`, write: `/api/media/${row.id}` })),
    serverOwned: ["updatedAt"],
  },
};

/**
 * Every PUT of an OpenAPI document with its entry of the table, but those that write what no GET
 * answers (a password); a PUT missing from the table fails here.
 */
export function readablePuts(document: { paths: Record<string, Record<string, unknown>> }): { path: string; resource: EditableResource }[] {
  return Object.entries(document.paths).flatMap(([path, methods]) => {
    if (!("put" in methods)) return [];
    const resource = EDITABLE_RESOURCES[path];
    if (!resource) throw new Error(`PUT ${path} is missing from tests/support/kits/editable-resources.ts: say where it is read`);
    return "writeOnly" in resource ? [] : [{ path, resource }];
  });
}

/**
 * The built app over the demo content, with two inquiries (the demo has none: one assigned, with a
 * note, and one as it arrived) and a webhook endpoint, and an API client signed in as an admin;
 * `env` adds configuration to the server.
 */
export function useEditableSite(env: Record<string, string> = {}): { admin: ApiClient } {
  const site = {} as { admin: ApiClient };
  let database: DatabaseHandle;
  let server: TestServer;
  beforeAll(async () => {
    database = await createTestDatabase();
    server = await startTestServer(database, env);
    await database.db.transaction((tx) => seedDemoContent(tx, server.storage));
    const user = await createUser(database.db, "admin1", "admin");
    const [assigned] = await database.db
      .insert(inquiries)
      .values([
        { type: "quote", name: "Ada Buyer", email: "ada@example.com", message: "50 readers", status: "processing", assignedTo: user.id },
        { type: "demo", name: "Bo Visitor", email: "bo@example.com", message: "A demo, please" },
      ])
      .returning();
    await database.db.insert(inquiryNotes).values({ inquiryId: assigned!.id, authorId: user.id, body: "Called back" });
    const [endpoint] = await database.db
      .insert(webhookEndpoints)
      .values({ name: "CRM", url: "http://127.0.0.1:9/hook", events: ["inquiry.received"], allowPrivateNetwork: true, createdBy: user.id })
      .returning();
    await database.db.insert(webhookEndpointSecrets).values({ endpointId: endpoint!.id, secret: "whsec_a-secret-for-the-round-trip" });
    site.admin = new ApiClient(server.url);
    expect((await site.admin.post("/api/auth/login", { username: "admin1", password: TEST_PASSWORD })).status).toBe(200);
  });
  afterAll(async () => {
    await server?.close();
    await database?.close();
  });
  return site;
}

/** What `item` answers now: the body at its address, or its entry of the list there. */
export async function readItem(admin: ApiClient, item: ItemAddresses): Promise<Record<string, unknown>> {
  const response = await admin.get<Record<string, unknown> | Row[]>(item.read);
  if (response.status !== 200) throw new Error(`GET ${item.read} answered ${response.status}`);
  if (item.id === undefined) return response.body as Record<string, unknown>;
  const found = (response.body as Row[]).find((row) => row.id === item.id);
  if (!found) throw new Error(`GET ${item.read} holds no item ${item.id}`);
  return found as Record<string, unknown>;
}
