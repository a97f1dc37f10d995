/**
 * "Read, change nothing, write back" (docs/decisions/045-one-shape-per-field.md): for every PUT of
 * the OpenAPI document, every item of the demo content is read with GET as an admin, the body is
 * sent back unchanged with PUT, and a second GET must answer the same item, but for the fields the
 * server sets on every write (tests/support/kits/editable-resources.ts names them).
 */
import { describe, expect, it } from "vitest";
import { apiDescription } from "../openapi.server";
import { readablePuts, readItem, useEditableSite } from "../../../../tests/support/kits/editable-resources";

const site = useEditableSite();

/** The item without the fields the server sets on every write (in each entry, for a list). */
function withoutServerOwned(item: unknown, serverOwned: string[]): unknown {
  if (Array.isArray(item)) return item.map((entry) => withoutServerOwned(entry, serverOwned));
  return Object.fromEntries(Object.entries(item as Record<string, unknown>).filter(([key]) => !serverOwned.includes(key)));
}

describe.each(readablePuts(apiDescription()))("PUT $path", ({ resource }) => {
  it("takes back unchanged what GET gives, and changes nothing", async () => {
    const items = await resource.items(site.admin);
    expect(items.length, "the demo content has items to write back").toBeGreaterThan(0);
    for (const item of items) {
      const before = await readItem(site.admin, item);
      const written = await site.admin.put(item.write, before);
      expect(written.status, `PUT ${item.write}: ${JSON.stringify(written.body)}`).toBe(200);
      const after = await readItem(site.admin, item);
      expect(withoutServerOwned(after, resource.serverOwned), `GET ${item.read} after the PUT`).toEqual(
        withoutServerOwned(before, resource.serverOwned),
      );
    }
  });
});
