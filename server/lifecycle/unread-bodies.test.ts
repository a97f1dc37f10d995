/**
 * The lingering close's bounds, against a small Express app whose route refuses a body after
 * its first chunk and leaves the rest unread, as a React Router route does: the body reaches it
 * as React Router's web stream of the request, paused once its buffer is full.
 */
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createReadableStreamFromReadable } from "@react-router/node";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { postBody } from "../../tests/support/servers/post-body";
import { readAwayUnreadBodies, type UnreadBodyBounds } from "./unread-bodies";

let server: Server | undefined;

afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  server = undefined;
});

async function startApp(bounds: UnreadBodyBounds): Promise<string> {
  const app = express();
  app.use(readAwayUnreadBodies(bounds));
  app.post("/upload", async (request, response) => {
    await createReadableStreamFromReadable(request).getReader().read();
    response.status(413).json({ message: "The file is too large" });
  });
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server!.once("listening", resolve));
  return `http://127.0.0.1:${(server!.address() as AddressInfo).port}/upload`;
}

describe("readAwayUnreadBodies", () => {
  it("cuts a connection whose body goes on past the byte bound", { timeout: 5_000 }, async () => {
    const url = await startApp({ maxBytes: 1_000_000, maxMilliseconds: 60_000 });
    const posting = postBody(url, 50_000_000);
    expect(await posting.answer).toEqual({ status: 413 });
    expect(await posting.closed).toEqual({ sentWholeBody: false });
  });

  it("cuts a connection whose body stops arriving, once the time bound has passed", { timeout: 5_000 }, async () => {
    const url = await startApp({ maxBytes: 10_000_000, maxMilliseconds: 200 });
    const startedAt = Date.now();
    const posting = postBody(url, 4_000_000, { stopAfter: 1_000_000 });
    expect(await posting.answer).toEqual({ status: 413 });
    expect(await posting.closed).toEqual({ sentWholeBody: false });
    expect(Date.now() - startedAt).toBeGreaterThanOrEqual(200);
  });
});
