/**
 * The OpenAPI document's PUTs take what their GETs give (docs/decisions/045-one-shape-per-field.md),
 * checked twice for every PUT: by the schemas (each property of the GET's item is a property of the
 * request body or marked readOnly, and each property the body requires is in the item), and by the
 * real answers (every GET body of the demo content validates against the request body's JSON Schema,
 * with ajv's draft 2020-12 validator, OpenAPI 3.1's dialect).
 */
import { Ajv2020 } from "ajv/dist/2020";
import addFormats from "ajv-formats";
import { beforeAll, describe, expect, it } from "vitest";
import { apiDescription } from "../openapi.server";
import { readablePuts, readItem, useEditableSite, type EditableResource } from "../../../../tests/support/kits/editable-resources";

type JsonSchema = {
  type?: string;
  anyOf?: JsonSchema[];
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  readOnly?: boolean;
};
type Document = { paths: Record<string, Record<string, { requestBody?: unknown; responses?: Record<string, unknown> }>> };

const site = useEditableSite();
let document: Document;

beforeAll(async () => {
  const response = await site.admin.get<Document>("/api/openapi.json");
  expect(response.status).toBe(200);
  document = response.body;
});

const requestSchemaOf = (path: string) =>
  (document.paths[path]!.put!.requestBody as { content: Record<string, { schema: JsonSchema }> }).content["application/json"]!.schema;

/** The schema of the item the resource's GET answers (an entry of it, for a list). */
function itemSchemaOf(resource: EditableResource): JsonSchema {
  const { path, list } = resource.readOperation;
  const ok = document.paths[path]!.get!.responses!["200"] as { content: Record<string, { schema: JsonSchema }> };
  const schema = ok.content["application/json"]!.schema;
  return list ? schema.items! : schema;
}

/** The member of a request schema (itself, or one of its anyOf) that takes a value of `type`. */
const memberFor = (schema: JsonSchema, type: string | undefined): JsonSchema =>
  schema.anyOf?.find((member) => member.type === type) ?? schema;

/** Where the answer's properties and the request's differ: a property neither taken nor readOnly, or one required but never given. */
function differences(answer: JsonSchema, request: JsonSchema, part?: string[]): string[] {
  let given = answer;
  let taken = memberFor(request, given.type);
  while (given.type === "array") {
    if (taken.type !== "array") return ["answered a list, takes none"];
    given = given.items!;
    taken = memberFor(taken.items!, given.type);
  }
  const properties = Object.entries(given.properties ?? {}).filter(([name]) => !part || part.includes(name));
  return [
    ...properties.flatMap(([name, schema]) =>
      schema.readOnly || taken.properties?.[name] ? [] : [`${name}: answered, neither taken nor readOnly`],
    ),
    ...(taken.required ?? []).flatMap((name) => (given.properties?.[name] ? [] : [`${name}: required, never answered`])),
  ];
}

describe.each(readablePuts(apiDescription()))("PUT $path", ({ path, resource }) => {
  it("documents a body that takes every property its GET answers, or marks it readOnly", () => {
    expect(differences(itemSchemaOf(resource), requestSchemaOf(path), resource.part)).toEqual([]);
  });

  it("documents a body that the demo content's GET answers validate against", async () => {
    const ajv = new Ajv2020({ allErrors: true });
    addFormats(ajv);
    const validate = ajv.compile(requestSchemaOf(path));
    const items = await resource.items(site.admin);
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) {
      validate(await readItem(site.admin, item));
      expect(validate.errors ?? [], `GET ${item.read}`).toEqual([]);
    }
  });
});
