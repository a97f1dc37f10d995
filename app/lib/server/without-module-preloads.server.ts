/**
 * Takes the module preloads that React Router puts in a page's <head> out of a public page. A
 * public page is complete as the server sent it; its scripts only make it interactive. Preloaded,
 * some fifty scripts (over 200 kB) start downloading with the style sheet and compete with it,
 * the fonts and the largest image for a phone's bandwidth before the first paint; Lighthouse
 * counts every one of them as holding that paint back. Without the preloads the browser finds
 * the scripts from the page's module script at the end of the body and its imports, a few round
 * trips later: the page shows sooner and becomes interactive a little later (decision 040).
 */
import { Transform, type TransformCallback } from "node:stream";

const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>/g;
const END_OF_HEAD = "</head>";

/** The document without module preloads in its head, streamed on as soon as the head has passed. */
export function withoutModulePreloads(): Transform {
  let head = "";
  let headPassed = false;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      if (headPassed) {
        callback(null, chunk);
        return;
      }
      head += chunk.toString("utf8");
      const end = head.indexOf(END_OF_HEAD);
      if (end === -1) {
        callback();
        return;
      }
      headPassed = true;
      callback(null, head.slice(0, end).replace(MODULE_PRELOAD, "") + head.slice(end));
    },
    flush(callback: TransformCallback) {
      callback(null, headPassed ? undefined : head);
    },
  });
}
