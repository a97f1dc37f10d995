/**
 * Holding a response back until its handler has written all of it, so that what depends on
 * the whole body (an ETag, a 304, keeping it in the page cache) or on the outcome (telling
 * other instances about a change before the client hears of it) can still decide the headers.
 * Pages are rendered completely before they are sent anyway (decision 001), so nothing is
 * delayed that would otherwise have streamed.
 */
import type { Response } from "express";

/** Decides what goes out: the body to send, or null for none (a 304). May change the headers. */
export type Release = (body: Buffer) => Buffer | null | Promise<Buffer | null>;

type WriteCallback = (error?: Error | null) => void;

const toBuffer = (chunk: unknown, encoding?: BufferEncoding): Buffer =>
  Buffer.isBuffer(chunk)
    ? chunk
    : chunk instanceof Uint8Array
      ? Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength)
      : Buffer.from(String(chunk), encoding);

export function holdResponse(response: Response, release: Release): void {
  const write = response.write;
  const end = response.end;
  const chunks: Buffer[] = [];
  const restore = () => {
    response.write = write;
    response.end = end;
  };

  response.write = function heldWrite(chunk: unknown, encodingOrCallback?: BufferEncoding | WriteCallback, callback?: WriteCallback) {
    // Headers already sent (a handler flushed them, e.g. for a stream): nothing can be decided any more.
    if (response.headersSent) {
      restore();
      return write.apply(response, [chunk, encodingOrCallback, callback] as never);
    }
    const encoding = typeof encodingOrCallback === "string" ? encodingOrCallback : undefined;
    chunks.push(toBuffer(chunk, encoding));
    (typeof encodingOrCallback === "function" ? encodingOrCallback : callback)?.();
    return true;
  } as typeof response.write;

  response.end = function heldEnd(chunk?: unknown, encodingOrCallback?: BufferEncoding | WriteCallback, callback?: WriteCallback) {
    restore();
    const done = [chunk, encodingOrCallback, callback].find((argument) => typeof argument === "function") as WriteCallback | undefined;
    if (response.headersSent) return end.apply(response, [chunk, encodingOrCallback, callback] as never);
    if (chunk !== undefined && chunk !== null && typeof chunk !== "function") {
      chunks.push(toBuffer(chunk, typeof encodingOrCallback === "string" ? encodingOrCallback : undefined));
    }
    Promise.resolve(Buffer.concat(chunks))
      .then(release)
      .then(
        (body) => {
          if (body !== null && !response.headersSent) response.setHeader("Content-Length", body.length);
          end.apply(response, (done ? [body ?? undefined, done] : [body ?? undefined]) as never);
        },
        (error: unknown) => response.destroy(error instanceof Error ? error : new Error(String(error))),
      );
    return response;
  } as typeof response.end;
}
