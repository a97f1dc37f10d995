/**
 * Text fields refuse control characters other than tab, line feed and carriage return (issue 38):
 * nobody types them, and the feeds and sitemaps written from the text could not carry them. Swept
 * over every text field of every JSON body the OpenAPI document describes: each PUT on an item of
 * the demo content (tests/support/kits/editable-resources.ts), each create that no PUT shares its
 * fields with on a valid sample below. A text field is every string of the request's JSON Schema,
 * nested ones too (translations, lists, specifications); one that takes a plain "Text" (or already
 * holds text) must answer 400 naming that very field when a U+0001 is put in it, and U+000B too.
 */
import { describe, expect, it } from "vitest";
import { apiDescription } from "../openapi.server";
import type { ApiClient } from "../../../../tests/support/kits/api-client";
import { readablePuts, readItem, useEditableSite } from "../../../../tests/support/kits/editable-resources";

type JsonSchema = {
  type?: string | string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  const?: unknown;
  properties?: Record<string, JsonSchema>;
  additionalProperties?: JsonSchema | boolean;
  items?: JsonSchema;
  readOnly?: boolean;
};
type Path = (string | number)[];
type Operation = { requestBody?: { content: Record<string, { schema: JsonSchema }> } };

const document = apiDescription() as unknown as { paths: Record<string, Record<string, Operation>> };
const bodySchema = (path: string, method: string) => document.paths[path]![method]!.requestBody!.content["application/json"]!.schema;

/** Creates whose fields no PUT shares, each with a valid body; a text field of any other create is swept through its PUT. */
const CREATE_SAMPLES: Record<string, (site: { admin: ApiClient }) => Promise<{ address: string; body: Record<string, unknown> }[]>> = {
  "/api/inquiries": async () => [
    {
      address: "/api/inquiries",
      body: { type: "customization", name: "Ada", email: "ada@example.com", company: "Ada Ltd", message: "A reader", website: "" },
    },
    {
      address: "/api/inquiries",
      body: { type: "quote", name: "Bo", email: "bo@example.com", company: "Bo Ltd", country: "DE", message: "Twenty", website: "" },
    },
  ],
  "/api/inquiries/{id}/notes": async ({ admin }) => {
    const [inquiry] = (await admin.get<{ id: string }[]>("/api/inquiries")).body;
    return [{ address: `/api/inquiries/${inquiry!.id}/notes`, body: { body: "Called back" } }];
  },
  "/api/users": async () => [
    { address: "/api/users", body: { username: "sweep", email: "sweep@example.com", password: "a-long-password-1" } },
  ],
  "/api/webhooks": async () => [
    { address: "/api/webhooks", body: { name: "CRM", url: "https://crm.example.com/hook", events: ["inquiry.received"] } },
  ],
};

/** Bodies without stored text: codes and passwords are checked, never shown; a day; a version to restore. */
const NO_STORED_TEXT = [
  "/api/auth/login",
  "/api/auth/login/second-factor",
  "/api/auth/password",
  "/api/auth/two-factor/enable",
  "/api/auth/two-factor/recovery-codes",
  "/api/auth/two-factor/disable",
  "/api/inquiries/digest",
  "/api/history/{kind}/{id}/restore",
];
/** Fields that are secrets: a password or signing secret may hold any character (it is never shown). */
const SECRETS = new Set(["password", "secret"]);

const jsonType = (value: unknown) => (value === null ? "null" : Array.isArray(value) ? "array" : typeof value);
const takes = (schema: JsonSchema, type: string) => [schema.type].flat().includes(type);

/** The member of a union that `value` is meant for (by its JSON type, and by a `const` property such as an inquiry's type). */
function memberFor(schema: JsonSchema, value: unknown): JsonSchema {
  const members = schema.anyOf ?? schema.oneOf;
  if (!members) return schema;
  const byType = members.filter((member) => takes(member, jsonType(value)) || (value === undefined && takes(member, "object")));
  const byConst = byType.find((member) =>
    Object.entries(member.properties ?? {}).every(
      ([name, property]) => !("const" in property) || (value as Record<string, unknown>)?.[name] === property.const,
    ),
  );
  const member = byConst ?? byType[0] ?? members.find((member) => takes(member, "string"));
  return member ? memberFor(member, value) : schema;
}

/** Every place in a body of `schema` (filled as `value`) where text goes. */
function textPlaces(schema: JsonSchema, value: unknown, path: Path = []): Path[] {
  if (schema.readOnly || "const" in schema) return [];
  const member = memberFor(schema, value);
  if (takes(member, "string") && (typeof value === "string" || value === null || value === undefined)) return [path];
  if (takes(member, "array") && member.items) {
    // The first entry stands for all: they share one schema.
    return textPlaces(member.items, Array.isArray(value) ? value[0] : undefined, [...path, 0]);
  }
  if (!takes(member, "object")) return [];
  const object = (value ?? {}) as Record<string, unknown>;
  const named = Object.entries(member.properties ?? {}).flatMap(([name, property]) =>
    SECRETS.has(name) ? [] : textPlaces(property, object[name], [...path, name]),
  );
  const others = typeof member.additionalProperties === "object" ? member.additionalProperties : null;
  const free = others
    ? Object.keys(object)
        .filter((name) => !(name in (member.properties ?? {})))
        .flatMap((name) => textPlaces(others, object[name], [...path, name]))
    : [];
  return [...named, ...free];
}

function withText(body: unknown, path: Path, text: string): unknown {
  const copy = structuredClone(body) as Record<string | number, unknown>;
  let at = copy;
  path.slice(0, -1).forEach((key, index) => {
    at[key] ??= typeof path[index + 1] === "number" ? [] : {};
    at = at[key] as Record<string | number, unknown>;
  });
  at[path.at(-1)!] = text;
  return copy;
}

/** Puts each control character into the text at `path`: the answer must be a 400 naming that field. */
async function refusals(send: (body: unknown) => Promise<{ status: number; body: unknown }>, body: unknown, path: Path) {
  const field = path.join(".");
  const problems: string[] = [];
  for (const control of ["\u0001", "\u000b"]) {
    const answer = await send(withText(body, path, `Te${control}xt`));
    // A list sent where its object is also taken is named inside it ("fields.0.name" for "0.name").
    const named = Object.keys((answer.body as { fields?: Record<string, string> }).fields ?? {});
    if (answer.status !== 400 || !named.some((key) => key === field || key.endsWith(`.${field}`))) {
      problems.push(
        `${field} with U+${control.charCodeAt(0).toString(16).padStart(4, "0")}: ${answer.status} ${JSON.stringify(answer.body)}`,
      );
    }
  }
  return problems;
}

/** Sweeps `body`'s text fields; returns the fields that took a control character, and how many were swept. */
async function sweep(schema: JsonSchema, body: unknown, send: (body: unknown) => Promise<{ status: number; body: unknown }>) {
  const problems: string[] = [];
  let swept = 0;
  for (const path of textPlaces(schema, body)) {
    const current = path.reduce<unknown>((value, key) => (value as Record<string | number, unknown> | undefined)?.[key], body);
    // A place empty in the sample counts as a text field if it takes plain text.
    if (typeof current !== "string" && (await send(withText(body, path, "Text"))).status >= 400) continue;
    swept += 1;
    problems.push(...(await refusals(send, body, path)));
  }
  return { problems, swept };
}

// Each swept field of a public inquiry is a request of its own: more than an hour's allowance from one address.
let sweptInAll = 0;
const site = useEditableSite({ INQUIRIES_PER_HOUR_PER_ADDRESS: "100000" });

describe.each(readablePuts(document))("PUT $path", ({ path, resource }) => {
  it("refuses control characters in every text field, naming the field", async () => {
    const [item] = await resource.items(site.admin);
    const before = await readItem(site.admin, item!);
    const { problems, swept } = await sweep(bodySchema(path, "put"), before, (body) => site.admin.put(item!.write, body));
    expect(problems).toEqual([]);
    sweptInAll += swept;
  }, 120_000);
});

/** Whether a PUT below the create's path takes every field the create does: then its sweep covers them. */
const sweptThroughPut = (path: string) => {
  const fields = Object.keys(bodySchema(path, "post").properties ?? {});
  return Object.entries(document.paths).some(
    ([other, methods]) =>
      other.startsWith(`${path}/{`) &&
      methods.put?.requestBody !== undefined &&
      fields.length > 0 &&
      fields.every((field) => field in (bodySchema(other, "put").properties ?? {})),
  );
};
const creates = Object.entries(document.paths).flatMap(([path, methods]) =>
  methods.post?.requestBody?.content["application/json"] && !sweptThroughPut(path) ? [path] : [],
);

describe.each(creates)("POST %s", (path) => {
  it("refuses control characters in every text field, naming the field (or stores no text)", async () => {
    if (NO_STORED_TEXT.includes(path)) return;
    const samples = CREATE_SAMPLES[path];
    expect(samples, `POST ${path}: add a valid sample to CREATE_SAMPLES, or list it in NO_STORED_TEXT`).toBeDefined();
    for (const { address, body } of await samples!(site)) {
      const { problems, swept } = await sweep(bodySchema(path, "post"), body, (sent) => site.admin.post(address, sent));
      expect(problems).toEqual([]);
      expect(swept).toBeGreaterThan(0);
      sweptInAll += swept;
    }
  });
});

it("swept the text fields of every entity (not a sweep that found none)", () => {
  // 287 when written: every entity's texts, each language's translations among them.
  expect(sweptInAll).toBeGreaterThan(250);
});
