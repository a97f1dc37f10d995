/**
 * What the catalogue's API tests share: the built app over one database per test file, an
 * empty catalogue before each test, a signed-in editor and a visitor without a session, and the
 * checks every staff-written entity must pass alike.
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { caseStudies, categories, solutions } from "~/db/schema";
import { ApiClient } from "./api-client";
import { createTestDatabase } from "../servers/test-database";
import { startTestServer, type TestServer } from "../servers/test-server";
import { createUser, TEST_PASSWORD } from "./users";

export type CatalogueApi = {
  database: DatabaseHandle;
  /** Signed in as an editor. */
  staff: ApiClient;
  /** No session: a member of the public. */
  visitor: ApiClient;
};

export function useCatalogueApi(): CatalogueApi {
  const api = {} as CatalogueApi;
  let server: TestServer;

  beforeAll(async () => {
    api.database = await createTestDatabase();
    server = await startTestServer(api.database);
    await createUser(api.database.db, "editor1", "editor");
    api.staff = new ApiClient(server.url);
    expect((await api.staff.post("/api/auth/login", { username: "editor1", password: TEST_PASSWORD })).status).toBe(200);
    api.visitor = new ApiClient(server.url);
  });
  afterAll(async () => {
    await server?.close();
    await api.database?.close();
  });
  beforeEach(async () => {
    // DELETE is several times faster than TRUNCATE on these tiny tables; products go with their categories.
    await api.database.db.delete(caseStudies);
    await api.database.db.delete(solutions);
    await api.database.db.delete(categories);
  });
  return api;
}

type Clients = Pick<CatalogueApi, "staff" | "visitor">;
type Answer = { status: number; body: unknown };

const expectNotFound = (response: Answer, message: string) => {
  expect(response.status).toBe(404);
  expect(response.body).toEqual({ message });
};

/** POST to the collection, PUT and DELETE on an item: all 401 for a visitor. */
export async function expectWritesNeedSession(api: Clients, collectionPath: string, id: string, body: object) {
  const answers = [
    await api.visitor.post(collectionPath, body),
    await api.visitor.put(`${collectionPath}/${id}`, body),
    await api.visitor.delete(`${collectionPath}/${id}`),
  ];
  for (const answer of answers) {
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ message: "Sign in to continue" });
  }
}

/** PUT and DELETE of an id that names no row, or is no id at all, answer 404 naming the entity. */
export async function expectUnknownIdsNotFound(api: Clients, collectionPath: string, body: object, message: string) {
  for (const id of [randomUUID(), "not-a-uuid", "1"]) {
    expectNotFound(await api.staff.put(`${collectionPath}/${id}`, body), message);
    expectNotFound(await api.staff.delete(`${collectionPath}/${id}`), message);
  }
}

/** Creates rows through the API as staff, from `defaultBody()` unless given a body; expects 201. */
export function staffCreator<Row>(api: Clients, path: string, defaultBody: () => object) {
  return async (body: object = defaultBody()): Promise<Row> => {
    const response = await api.staff.post<Row>(path, body);
    expect(response.status).toBe(201);
    return response.body;
  };
}

/** An entity read by slug for the public and written by id by staff, as the tests drive it. */
export type StaffManagedEntity = {
  /** The collection's address, e.g. "/api/products". */
  path: string;
  notFoundMessage: string;
  /** The message for each required field, when a create leaves them all out. */
  requiredFieldMessages: Record<string, string>;
  /** Creates one row through the API as staff and answers it. */
  create(): Promise<{ id: string; slug: string }>;
  /** A valid body for create or update, with a slug and unique fields unlike create()'s. */
  otherBody(): object;
};

/** The rules about addressing, deleting and signing in that every such entity follows alike. */
export function describeStaffManagedEntity(api: Clients, entity: StaffManagedEntity) {
  const { path, notFoundMessage } = entity;

  describe(`${path}: required fields, addressing, deleting, signing in`, () => {
    it("names each missing required field", async () => {
      expectFieldErrors(await api.staff.post(path, {}), entity.requiredFieldMessages);
    });

    it("reads one by its slug for everyone, and answers 404 JSON for an unknown slug or a text that is no slug", async () => {
      const row = await entity.create();
      expect((await api.visitor.get(`${path}/${row.slug}`)).body).toEqual(row);
      for (const slug of ["no-such-slug", "Upper-Case", "a%00b"]) expectNotFound(await api.visitor.get(`${path}/${slug}`), notFoundMessage);
    });

    it("answers 404 to an update or delete of an id that names no row or is no id at all", async () => {
      await expectUnknownIdsNotFound(api, path, entity.otherBody(), notFoundMessage);
    });

    it("deletes: 204 without a body, then 404 for readers and for a second delete", async () => {
      const row = await entity.create();
      const deleted = await api.staff.delete(`${path}/${row.id}`);
      expect(deleted.status).toBe(204);
      expect(deleted.text).toBe("");
      expectNotFound(await api.visitor.get(`${path}/${row.slug}`), notFoundMessage);
      expectNotFound(await api.staff.delete(`${path}/${row.id}`), notFoundMessage);
    });

    it("refuses every write without a session with 401, and changes nothing", async () => {
      const row = await entity.create();
      await expectWritesNeedSession(api, path, row.id, entity.otherBody());
      expect((await api.visitor.get(path)).body).toEqual([row]);
    });
  });
}

/** A 409 for a slug already in use. */
export function expectSlugConflict(response: Answer) {
  expect(response.status).toBe(409);
  expect(response.body).toEqual({ message: "This slug is already in use", fields: { slug: "This slug is already in use" } });
}

/** A 400 whose body names exactly these fields with these messages. */
export function expectFieldErrors(response: Answer, fields: Record<string, string>) {
  expect(response.status).toBe(400);
  expect(response.body).toEqual({ message: "Some fields are invalid", fields });
}
