import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { withoutModulePreloads } from "./without-module-preloads.server";

const DOCUMENT =
  '<!DOCTYPE html><html><head><link rel="stylesheet" href="/assets/app.css"/>' +
  '<link rel="modulepreload" href="/assets/entry.client.js" nonce="abc"/><title>Products</title>' +
  '<link rel="modulepreload" href="/assets/products.js" nonce="abc"/></head>' +
  '<body><p>Write &lt;link rel="modulepreload"&gt; in a page</p><script type="module" nonce="abc">import "/assets/products.js";</script></body></html>';
const EXPECTED =
  '<!DOCTYPE html><html><head><link rel="stylesheet" href="/assets/app.css"/><title>Products</title></head>' +
  '<body><p>Write &lt;link rel="modulepreload"&gt; in a page</p><script type="module" nonce="abc">import "/assets/products.js";</script></body></html>';

const through = (chunks: string[]) => text(Readable.from(chunks.map((chunk) => Buffer.from(chunk))).pipe(withoutModulePreloads()));

describe("withoutModulePreloads", () => {
  it("takes the module preloads out of the head and leaves everything else as it was", async () => {
    expect(await through([DOCUMENT])).toBe(EXPECTED);
  });

  it("does the same whatever the chunks the document arrives in", async () => {
    for (const size of [1, 7, 40, 64, 100]) {
      const chunks = DOCUMENT.match(new RegExp(`[\\s\\S]{1,${size}}`, "g"))!;
      expect(await through(chunks)).toBe(EXPECTED);
    }
  });

  it("passes a body without a head on unchanged", async () => {
    expect(await through(['{"message":"Not found"}'])).toBe('{"message":"Not found"}');
  });
});
