/**
 * fast-check generators of bad input for the API's property tests: JSON bodies that no schema
 * accepts (a documented field of a type it never takes, beside junk), text that is not JSON,
 * wrong content types, odd query strings, path segments and headers. Every generated write is
 * invalid by construction, so a write the server accepts is itself a finding.
 */
import fc from "fast-check";

export type JsonSchema = {
  type?: string | string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, JsonSchema>;
};

/** What one generated request is, and what its 400 must then name. */
export type BadRequest = {
  body?: string | Uint8Array;
  contentType?: string;
  query: string;
  headers: Record<string, string>;
  /** A 400 answer must name this field (or one below it) in `fields`. */
  mustName?: string;
  /** A 400 answer must carry `fields`: the request reached schema validation. */
  validated?: boolean;
};

/** Classic SQL injection: quote breakouts, tautologies, stacked statements, UNION reads, comments, casts, dollar quotes. */
export const SQL_INJECTIONS = [
  "' OR '1'='1",
  "' OR 1=1 --",
  '" OR ""="',
  "admin'--",
  "') OR ('1'='1",
  "1) OR (1=1",
  "1 OR 1=1",
  "'; DROP TABLE products; --",
  "'); DELETE FROM inquiries; --",
  "1; UPDATE admin_users SET role='admin'--",
  "' UNION SELECT username, password_hash, null FROM admin_users --",
  "' AND 1=CAST((SELECT password_hash FROM admin_users LIMIT 1) AS int) --",
  "' || (SELECT version()) || '",
  "%' AND '%'='",
  "x' /* comment */ OR 'x'='x",
  "$$; TRUNCATE categories CASCADE; $$",
  "\\'; SELECT pg_sleep(0) --",
];

const SPECIAL_STRINGS = [
  "",
  "\0",
  "a\0b",
  "\ud800",
  "x\udfffy",
  "\u202e\u200b\ufeff",
  "🙂".repeat(50),
  "../../etc/passwd",
  "%",
  "_",
  "\\",
  "%\\_",
  ...SQL_INJECTIONS,
  "<script>alert(1)</script>",
  "null",
  "NaN",
  "-1",
  "1e309",
  "2026-13-45T99:99:99Z",
  " ",
];

/** Strings of any code point (lone surrogates and NUL included), the classic trouble-makers and, rarely, huge ones. */
export const nastyString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.string({ unit: "binary", maxLength: 40 }) },
  { weight: 3, arbitrary: fc.constantFrom(...SPECIAL_STRINGS) },
  { weight: 2, arbitrary: fc.string({ unit: "grapheme", maxLength: 40 }) },
  { weight: 1, arbitrary: fc.constantFrom(3_000, 70_000).map((length) => "é".repeat(length)) },
);

const junkKey = fc.oneof(
  fc.string({ unit: "binary", maxLength: 12 }),
  fc.constantFrom("__proto__", "constructor", "id", "createdAt", "\0"),
);

/** Any JSON value, with nasty strings at the leaves. */
export const junkValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    nastyString,
    fc.double(),
    fc.integer(),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie("value"), { maxLength: 4 }),
    fc.dictionary(junkKey, tie("value"), { maxKeys: 4 }),
  ),
})).value;

const junkObject = fc.dictionary(junkKey, junkValue, { minKeys: 1, maxKeys: 4 }).map((object) => ({ junk: 1, ...object }));

/** The JSON types a schema takes, or null when it takes anything. */
export function jsonTypes(schema: JsonSchema): Set<string> | null {
  const types = new Set<string>();
  const add = (value: unknown) => types.add(value === null ? "null" : Array.isArray(value) ? "array" : typeof value);
  if (schema.type !== undefined) [schema.type].flat().forEach((type) => types.add(type === "integer" ? "number" : type));
  schema.enum?.forEach(add);
  if ("const" in schema) add(schema.const);
  for (const part of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])]) {
    const inner = jsonTypes(part);
    if (inner === null) return null;
    inner.forEach((type) => types.add(type));
  }
  return types.size === 0 ? null : types;
}

/**
 * A value of a type the field never takes. A field that takes numbers may coerce strings,
 * booleans and short arrays ("3", true, [3]), so it only gets objects.
 */
export function wrongValue(schema: JsonSchema): fc.Arbitrary<unknown> | null {
  const types = jsonTypes(schema);
  if (types === null) return null;
  const candidates: fc.Arbitrary<unknown>[] = [];
  if (!types.has("object")) candidates.push(junkObject);
  if (!types.has("array")) candidates.push(fc.array(junkObject, { minLength: 1, maxLength: 3 }));
  if (!types.has("number")) {
    if (!types.has("string")) candidates.push(nastyString.filter((text) => !text.includes("\0")));
    if (!types.has("boolean")) candidates.push(fc.boolean());
    candidates.push(fc.double({ noNaN: true, noDefaultInfinity: true }));
  }
  return candidates.length === 0 ? null : fc.oneof(...candidates);
}

/** True when a text anywhere in the value (key or string) holds NUL, which the server names first. */
export function holdsNul(value: unknown): boolean {
  if (typeof value === "string") return value.includes("\0");
  if (typeof value !== "object" || value === null) return false;
  return Object.entries(value).some(([key, item]) => key.includes("\0") || holdsNul(item));
}

const printable = (maxLength: number) =>
  fc.string({
    unit: fc
      .integer({ min: 0x20, max: 0xff })
      .filter((code) => code !== 0x7f)
      .map((code) => String.fromCharCode(code)),
    maxLength,
  });

/** Headers a client might send by mistake or malice; the session cookie is set apart. */
export const oddHeaders: fc.Arbitrary<Record<string, string>> = fc
  .record(
    {
      accept: fc.oneof(
        fc.constantFrom("*/*", "text/html", "application/xml", "image/*;q=0", "application/json;q=bogus", ",,,"),
        printable(60),
      ),
      "accept-language": fc.oneof(fc.constantFrom("xx", "zh-Hant-TW;q=2", "*", "ar;q=0.9,,,"), printable(60)),
      "if-none-match": fc.oneof(fc.constantFrom("*", '"x"', 'W/"', ""), printable(60)),
      "x-forwarded-for": fc.oneof(fc.constantFrom("999.1.1.1", "::ffff:zz", ""), printable(40)),
    },
    { requiredKeys: [] },
  )
  .map((headers) => Object.fromEntries(Object.entries(headers).map(([name, value]) => [name, value.trim()])) as Record<string, string>);

/** A cookie header that carries no valid session. */
export const garbageCookie: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom("session=", "session=%E0%A4%A", "session=%", "session=a; session=b", "=;;;=", "session", "session=\u00ff\u00fe"),
  printable(200).map((value) => `session=${value}`),
  printable(300),
);

/** Pairs of a query string: documented names and others, repeated at will, values in odd encodings. */
export function queryString(knownNames: string[]): fc.Arbitrary<string> {
  const name = fc.oneof(
    ...(knownNames.length > 0 ? [fc.constantFrom(...knownNames)] : []),
    fc.constantFrom("limit", "offset", "q", "", "a[b]", "__proto__"),
    fc.string({ maxLength: 8 }).map(encodeWhole),
  );
  const value = fc.oneof(
    // each value short enough that the request head stays under Node's 16 KB limit (a 431 before the app)
    nastyString.map(encodeWhole).filter((text) => text.length <= 1_500),
    fc.constantFrom(
      "%",
      "%zz",
      "%00",
      "%ED%A0%80",
      "%C0%AE",
      "+",
      "%2B",
      "==",
      "-0",
      "1e3",
      "0x10",
      "99999999999999999999",
      "-1",
      "1.5",
      "true",
    ),
  );
  const pair = fc.tuple(name, fc.option(value, { nil: undefined })).map(([key, item]) => (item === undefined ? key : `${key}=${item}`));
  return fc.array(pair, { maxLength: 6 }).map((pairs) => (pairs.length === 0 ? "" : `?${pairs.join("&")}`));
}

/** encodeURIComponent, except that lone surrogates (which it refuses) go as their UTF-8-like bytes. */
function encodeWhole(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return encodeURIComponent(text.replace(/[\ud800-\udfff]/g, "")) + "%ED%A0%80";
  }
}

/** One path segment: a stored id (when given), a random uuid, traversal, encoded slashes, NUL, unicode. */
export function pathSegment(storedKeys: string[]): fc.Arbitrary<string> {
  return fc.oneof(
    ...(storedKeys.length > 0 ? [{ weight: 3, arbitrary: fc.constantFrom(...storedKeys) }] : []),
    { weight: 2, arbitrary: fc.uuid() },
    {
      weight: 2,
      arbitrary: fc.constantFrom(
        "..",
        "%2e%2e",
        "..%2F..%2Fetc%2Fpasswd",
        "%2F",
        "%5C",
        "%00",
        "a%00b",
        "%",
        "%zz",
        "%C0%AE",
        "%ED%A0%80",
        "%F0%9F%99%82",
        "0",
        "-1",
        "00000000-0000-0000-0000-000000000000",
        "export.csv",
        "featured",
        "%20",
      ),
    },
    { weight: 2, arbitrary: fc.string({ unit: "binary", minLength: 1, maxLength: 30 }).map(encodeWhole) },
    { weight: 1, arbitrary: fc.constant("x".repeat(3_000)) },
  );
}

const CONTENT_TYPES = [
  "application/json",
  "application/json; charset=utf-8",
  "APPLICATION/JSON",
  "application/vnd.api+json",
  "application/json; charset=utf-16",
];
const WRONG_CONTENT_TYPES = [
  "text/plain",
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=x",
  "application/xml",
  "application/jsonp",
  "json",
  "",
];

/** Text that JSON.parse refuses. */
const notJson = fc
  .oneof(
    fc.constantFrom("", "{", "}", "\ufeff{", "{'a':1}", "NaN", "[1,]", '{"a":1}garbage', "undefined", '{"a":"\\ud800', "\0", '{"a" 1}'),
    junkValue.map((value) => JSON.stringify(value) ?? "null").map((text) => text.slice(0, Math.max(0, text.length - 1)) + "#"),
    fc.string({ unit: "binary", maxLength: 60 }),
  )
  .filter((text) => {
    try {
      JSON.parse(text);
      return false;
    } catch {
      return true;
    }
  });

/** A body that a JSON object schema with these properties cannot accept, with what its 400 must say. */
export function invalidJsonBody(properties: Record<string, JsonSchema>): fc.Arbitrary<Omit<BadRequest, "query" | "headers">> {
  const corruptible = Object.entries(properties).flatMap(([name, schema]) => {
    const wrong = wrongValue(schema);
    return wrong === null ? [] : [fc.tuple(fc.constant(name), wrong)];
  });
  const others = fc.dictionary(fc.oneof(fc.constantFrom(...Object.keys(properties), "x"), junkKey), junkValue, { maxKeys: 5 });
  const contentType = fc.constantFrom(...CONTENT_TYPES);
  const cases: fc.Arbitrary<Omit<BadRequest, "query" | "headers">>[] = [
    // not an object at all
    fc
      .tuple(fc.oneof(fc.constant(null), nastyString, fc.double(), fc.boolean(), fc.array(junkValue, { maxLength: 4 })), contentType)
      .map(([value, type]) => ({ body: JSON.stringify(value), contentType: type, validated: true })),
    // not JSON
    fc.tuple(notJson, contentType).map(([text, type]) => ({ body: text, contentType: type })),
    // a JSON object, but not JSON's content type
    fc
      .tuple(junkObject, fc.constantFrom(...WRONG_CONTENT_TYPES))
      .map(([value, type]) => ({ body: JSON.stringify(value), contentType: type })),
  ];
  const takesNoArray = Object.keys(properties).filter((name) => !(jsonTypes(properties[name]!)?.has("array") ?? true));
  if (takesNoArray.length > 0) {
    // arrays nested deeper than any call stack, in a field that takes no array
    cases.push(
      fc.tuple(fc.constantFrom(...takesNoArray), fc.constantFrom(1_000, 20_000, 200_000), contentType).map(([name, depth, type]) => ({
        body: `{${JSON.stringify(name)}:${"[".repeat(depth)}${"]".repeat(depth)}}`,
        contentType: type,
        validated: true,
        mustName: name,
      })),
    );
  }
  if (corruptible.length > 0) {
    cases.unshift(
      fc.tuple(others, fc.oneof(...corruptible), contentType).map(([rest, [name, wrong], type]) => {
        const body = { ...rest, [name]: wrong };
        return { body: JSON.stringify(body), contentType: type, validated: true, mustName: holdsNul(body) ? undefined : name };
      }),
    );
  }
  return fc.oneof(...cases);
}

/** A multipart upload the server cannot store: no `file` part, a broken body, or bytes that are no image. */
export const invalidUpload: fc.Arbitrary<Omit<BadRequest, "query" | "headers"> & { forceImage: boolean }> = fc.oneof(
  fc
    .tuple(
      fc.uint8Array({ maxLength: 300 }),
      fc.constantFrom("multipart/form-data; boundary=b", "multipart/form-data", "multipart/form-data; boundary=", "text/plain"),
    )
    .map(([bytes, type]) => ({ body: bytes, contentType: type, forceImage: false })),
  fc.tuple(fc.string({ maxLength: 20 }), fc.uint8Array({ maxLength: 300 }), fc.boolean()).map(([name, bytes, asFile]) => {
    const field = asFile ? "file" : `x${name.replace(/["\r\n]/g, "")}`;
    const head = `--b\r\nContent-Disposition: form-data; name="${field}"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`;
    const body = new Uint8Array([...new TextEncoder().encode(head), ...bytes, ...new TextEncoder().encode("\r\n--b--\r\n")]);
    return { body, contentType: "multipart/form-data; boundary=b", forceImage: true };
  }),
);
