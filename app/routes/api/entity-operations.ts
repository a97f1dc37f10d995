/**
 * What the areas' OpenAPI operations (`*.openapi.ts`) share: the five calls of an entity with a
 * collection and items, and the `readOnly` marks of what the server sets.
 */
import { z } from "zod";
import type { Operation } from "~/lib/server/openapi-document.server";

/** What the server sets on every row, never taken from a write. */
const SERVER_SET_FIELDS = ["id", "createdAt", "updatedAt"];

/**
 * `row` with the fields the server sets, and `keys`, marked readOnly: a client may send them back
 * in a PUT, which ignores them (docs/decisions/045-one-shape-per-field.md).
 */
export function withReadOnly(row: z.ZodObject, keys: string[] = []): z.ZodObject {
  const marked = [...SERVER_SET_FIELDS, ...keys].filter((key) => key in row.shape);
  return row.extend(Object.fromEntries(marked.map((key) => [key, (row.shape[key] as z.ZodType).meta({ readOnly: true })])));
}

type Entity = {
  tag: string;
  /** Collection path, e.g. "/api/products". */
  path: string;
  row: z.ZodType;
  create: z.ZodType;
  update: z.ZodType;
  listQuery?: z.ZodObject;
  listDescription?: string;
  /** Read one by slug (`{key}` is a slug for GET and an id for PUT/DELETE). */
  bySlug?: boolean;
};

/** List (public), create, update and delete by id, and with `bySlug` read one by slug (public). */
export function entityOperations({ tag, path, row, create, update, listQuery, listDescription, bySlug }: Entity): Operation[] {
  const item = `${path}/${bySlug ? "{key}" : "{id}"}`;
  const operations: Operation[] = [
    {
      method: "get",
      path,
      tag,
      access: "public",
      summary: `List ${tag.toLowerCase()}`,
      query: listQuery,
      description: listDescription,
      response: { status: 200, description: "The list", schema: z.array(row) },
      errors: listQuery ? [400] : [],
    },
    {
      method: "post",
      path,
      tag,
      access: "staff",
      summary: `Create (${tag.toLowerCase()})`,
      body: create,
      response: { status: 201, description: "Created", schema: row },
      errors: [409],
    },
    {
      method: "put",
      path: item,
      tag,
      access: "staff",
      summary: `Update by id (${tag.toLowerCase()})`,
      body: update,
      response: { status: 200, description: "Updated", schema: row },
      errors: [404, 409],
    },
    {
      method: "delete",
      path: item,
      tag,
      access: "staff",
      summary: `Delete by id (${tag.toLowerCase()})`,
      response: { status: 204, description: "Deleted" },
      errors: [404],
    },
  ];
  if (bySlug) {
    operations.push({
      method: "get",
      path: item,
      tag,
      access: "public",
      summary: `Read one by slug (${tag.toLowerCase()}); a former slug answers 301 to the current one`,
      response: { status: 200, description: "The item", schema: row },
      errors: [301, 404],
    });
  }
  return operations;
}
