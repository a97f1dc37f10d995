/**
 * Stored-XSS payloads for the browser test of issue 8 ("Injection"): a request body for any
 * write call, built from the call's JSON Schema in the OpenAPI document, with a payload in every
 * text it takes (texts, lists, the names and values of maps, the texts of nested rows, one
 * language of `translations`) and in every address; and the check a page runs on itself.
 *
 * Each payload starts with a tag of its own (`x12x`), so a page can tell which field it shows.
 * Every element a payload would inject carries the attribute `data-xss`, and every script it
 * would run sets `window.__xss`: a page that shows the payloads as text has neither.
 */
import type { JsonSchema } from "./bad-input";

export type FieldSchema = JsonSchema & {
  maxLength?: number;
  format?: string;
  pattern?: string;
  items?: FieldSchema;
  properties?: Record<string, FieldSchema>;
  additionalProperties?: FieldSchema | boolean;
  propertyNames?: FieldSchema;
  required?: string[];
  anyOf?: FieldSchema[];
  oneOf?: FieldSchema[];
};

/** One stored payload: where it went (`product.specifications.<key>`), and its exact text. */
export type StoredPayload = { field: string; text: string };

/** The language whose translations get payloads; its pages are visited under /de. */
export const PAYLOAD_LANGUAGE = "de";

/** Texts that break out of an element, an attribute (both quotes) and a script, from the longest budget down. */
const ATTACKS = [
  ` <img src=x data-xss onerror="window.__xss=1"> <script data-xss>window.__xss=1</script> "><svg data-xss onload="window.__xss=1"> ' data-xss='1 &amp;lt;`,
  `"><img src=x data-xss onerror=window.__xss=1>'`,
  `<b data-xss>'"&</b>`,
];

/**
 * An address that breaks out of an href, a src or a CSS url(): whitespace-free, so that every
 * address rule takes it. Nothing is ever fetched from it (the browser resolves no other host).
 */
export const PAYLOAD_HOST = "xss.example";
const addressAttack = (tag: string) => `https://${PAYLOAD_HOST}/${tag}?a="><svg/data-xss/onload=window.__xss=1>')`;

/** Fields that hold an address (the schemas check them with a refinement the JSON Schema cannot show). */
const ADDRESS_FIELD = /(Url|Link|^website|^url|Gallery|Logos)$/;

export class PayloadFactory {
  private count = 0;
  readonly stored: StoredPayload[] = [];

  /** A payload no longer than `maxLength`, remembered under `field`. */
  text(field: string, maxLength = 10_000): string {
    const tag = `x${++this.count}x`;
    const attack = ATTACKS.find((candidate) => tag.length + candidate.length <= maxLength);
    if (attack === undefined) throw new Error(`${field} takes at most ${maxLength} characters: too few for a payload`);
    return this.remember(field, tag + attack);
  }

  address(field: string): string {
    return this.remember(field, addressAttack(`x${++this.count}x`));
  }

  private remember(field: string, text: string): string {
    this.stored.push({ field, text });
    return text;
  }
}

const typesOf = (schema: FieldSchema): string[] => [schema.type ?? []].flat();
/** `{anyOf: [X, {type: null}]}` is X, optional. */
const unwrapNullable = (schema: FieldSchema): FieldSchema =>
  schema.anyOf?.length === 2 && schema.anyOf.some((part) => typesOf(part).includes("null"))
    ? unwrapNullable(schema.anyOf.find((part) => !typesOf(part).includes("null"))!)
    : schema;
const isPlainText = (schema: FieldSchema) =>
  typesOf(schema).length === 1 && typesOf(schema)[0] === "string" && !schema.enum && !schema.format && !schema.pattern;

/**
 * A value for `field` that puts a payload wherever the schema takes text. `given` holds the
 * values of fields that cannot take one (ids, slugs, e-mail addresses, phone numbers); a
 * required field that takes no text and has no given value is an error, so a new field of the
 * kind is never passed over silently.
 */
export function fillWithPayloads(factory: PayloadFactory, field: string, input: FieldSchema, given: Record<string, unknown> = {}): unknown {
  const schema = unwrapNullable(input);
  const name = field.split(".").pop()!;
  if (name in given) return given[name];
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  const leaf = (path: string, text: FieldSchema) => (ADDRESS_FIELD.test(name) ? factory.address(path) : factory.text(path, text.maxLength));
  if (isPlainText(schema)) return leaf(field, schema);
  const types = typesOf(schema);
  if (types.includes("number")) return 1;
  if (types.includes("boolean")) return true;
  if (types.includes("array") && schema.items) {
    const items = unwrapNullable(schema.items);
    if (isPlainText(items)) return [0, 1].map((index) => leaf(`${field}.${index}`, items));
    if (typesOf(items).includes("object")) return [fillWithPayloads(factory, `${field}.0`, items, given)];
  }
  if (types.includes("object") && schema.properties) {
    const entries = Object.entries(schema.properties).flatMap(([key, property]) => {
      const value = fillWithPayloads(factory, `${field}.${key}`, property, given);
      return value === undefined ? [] : [[key, value] as const];
    });
    return Object.fromEntries(entries);
  }
  if (types.includes("object") && typeof schema.additionalProperties === "object") {
    const values = schema.additionalProperties;
    // `translations`: languages to fields; one language is enough.
    if (schema.propertyNames?.enum) {
      return { [PAYLOAD_LANGUAGE]: fillWithPayloads(factory, `${field}.${PAYLOAD_LANGUAGE}`, values, given) };
    }
    const key = factory.text(`${field}.<name>`, Math.min(schema.propertyNames?.maxLength ?? 100, 100));
    return { [key]: fillWithPayloads(factory, `${field}.<value>`, values, given) };
  }
  // No type at all (the inquiry forms' honeypot), a date, an id: left out unless given.
  return undefined;
}

/** The payload body of a write call; throws when a required field got no value. */
export function payloadBody(factory: PayloadFactory, entity: string, schema: FieldSchema, given: Record<string, unknown>) {
  const body = fillWithPayloads(factory, entity, schema, given) as Record<string, unknown>;
  const missing = (schema.required ?? []).filter((name) => body[name] === undefined);
  if (missing.length > 0) throw new Error(`${entity}: give a value for ${missing.join(", ")}`);
  return body;
}

/** What one page holds, as read by `readPage` in the browser. */
export type PageReading = {
  /** Text nodes (outside scripts and styles), attribute values and form values. */
  texts: string[];
  xssFlag: unknown;
  markedElements: string[];
  scriptAddresses: string[];
  blockedScripts: string[];
};

/** Runs in the page (passed to page.evaluate): reads what the page shows and what a payload would have left. */
export function readPage(): PageReading {
  /** The texts of a field that holds JSON (the admin's map editors): its keys and string values, unescaped. */
  const stringsInJson = (value: string): string[] => {
    const found: string[] = [];
    const walk = (item: unknown): void => {
      if (typeof item === "string") found.push(item);
      else if (typeof item === "object" && item !== null) Object.entries(item).forEach(([key, inner]) => (found.push(key), walk(inner)));
    };
    try {
      walk(JSON.parse(value));
    } catch {
      // not JSON
    }
    return found;
  };
  const outsideScripts = (node: Node) =>
    node.parentElement?.closest("script, style, noscript, template") ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_ACCEPT;
  const walker = document.createTreeWalker(document.documentElement, NodeFilter.SHOW_TEXT, { acceptNode: outsideScripts });
  let text = "";
  while (walker.nextNode()) text += walker.currentNode.nodeValue ?? "";
  const texts = [document.title, text];
  const scriptAddresses: string[] = [];
  for (const element of Array.from(document.querySelectorAll("*"))) {
    for (const attribute of Array.from(element.attributes)) {
      texts.push(attribute.value);
      if (/^\s*(javascript|vbscript|data):/i.test(attribute.value) && /^(href|src|action|formaction|xlink:href)$/i.test(attribute.name)) {
        scriptAddresses.push(`${element.tagName} ${attribute.name}=${attribute.value}`);
      }
    }
    if (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement) {
      texts.push(element.value, ...stringsInJson(element.value));
    }
  }
  const state = window as unknown as { __xss?: unknown; __blockedScripts?: string[] };
  return {
    texts,
    xssFlag: state.__xss,
    markedElements: Array.from(document.querySelectorAll("[data-xss]")).map((element) => element.outerHTML.slice(0, 200)),
    scriptAddresses,
    blockedScripts: state.__blockedScripts ?? [],
  };
}

/** Installed before any page script (page.addInitScript): CSP refusals of scripts, which only an injected script causes. */
export function recordBlockedScripts() {
  const state = window as unknown as { __blockedScripts: string[] };
  state.__blockedScripts = [];
  document.addEventListener("securitypolicyviolation", (event) => {
    // "eval" is zod probing whether it may compile its checks, not an injected script.
    if (event.effectiveDirective.startsWith("script-src") && event.blockedURI !== "eval") {
      state.__blockedScripts.push(`${event.effectiveDirective} ${event.blockedURI} ${event.sample}`);
    }
  });
}
