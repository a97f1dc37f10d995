import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { renderSlots } from "./render-slots";

let server: Server;
let url: string;
/** Requests inside the limited handler right now, and the most there ever were. */
let inside = 0;
let mostInside = 0;
/** The paths that reached the server, waiting for a slot or not. */
const arrived = new Set<string>();
/** The order in which the /turn handlers and the event loop's own work ran. */
const turns: string[] = [];
const gates = new Map<string, () => void>();
const gate = (name: string) => new Promise<void>((resolve) => gates.set(name, resolve));
const until = async (condition: () => boolean) => {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 5));
};
const open = async (name: string) => {
  await until(() => gates.has(name));
  gates.get(name)!();
  gates.delete(name);
};

beforeAll(async () => {
  const app = express();
  app.use((request, _response, next) => {
    arrived.add(request.path);
    next();
  });
  app.use(renderSlots(2));
  app.get("/page/:name", async (request, response) => {
    inside += 1;
    mostInside = Math.max(mostInside, inside);
    await gate(request.params.name);
    inside -= 1;
    response.send(`page ${request.params.name}`);
  });
  app.get("/turn/:name", async (request, response) => {
    if (request.query.held !== undefined) await gate(request.params.name);
    turns.push(request.params.name);
    // Stands for what the event loop has to do between two renders: new connections, requests read.
    setImmediate(() => turns.push("the loop's own work"));
    response.send("done");
  });
  app.get("/download/:name", async (request, response) => {
    inside += 1;
    mostInside = Math.max(mostInside, inside);
    response.writeHead(200, { "content-type": "application/octet-stream" });
    response.write("first part, ");
    inside -= 1;
    await gate(request.params.name);
    response.end("last part");
  });
  server = await new Promise((resolve) => {
    const listening = app.listen(0, "127.0.0.1", () => resolve(listening));
  });
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

describe("renderSlots", () => {
  it("lets no more requests in than it has slots, and lets the next in as soon as one answers", async () => {
    mostInside = 0;
    const names = ["a", "b", "c", "d"];
    const answers = names.map((name) => fetch(`${url}/page/${name}`).then((response) => response.text()));
    // All four arrived; two are inside (whichever came first), the other two wait for a slot.
    await until(() => names.every((name) => arrived.has(`/page/${name}`)) && gates.size === 2);
    expect(inside).toBe(2);
    for (let answered = 0; answered < names.length; answered++) {
      await until(() => gates.size > 0);
      await open([...gates.keys()][0]!);
    }
    expect(await Promise.all(answers)).toEqual(["page a", "page b", "page c", "page d"]);
    expect(mostInside).toBe(2);
  });

  it("lets one request in a turn of the event loop, so that the loop takes in new connections between renders", async () => {
    turns.length = 0;
    const held = ["p", "q"].map((name) => fetch(`${url}/turn/${name}?held`));
    while (gates.size < 2) await new Promise((resolve) => setTimeout(resolve, 5));
    const queued = ["r", "s"].map((name) => fetch(`${url}/turn/${name}`));
    while (!arrived.has("/turn/r") || !arrived.has("/turn/s")) await new Promise((resolve) => setTimeout(resolve, 5));
    // Both slots given back in one turn: the two queued requests start on turns of their own.
    gates.get("p")!();
    gates.get("q")!();
    await Promise.all([...held, ...queued]);
    const ownWork = "the loop's own work";
    expect(turns.slice(0, 3)).toEqual(["p", "q", ownWork]);
    expect(turns.slice(turns.indexOf("r"), turns.indexOf("s") + 1)).toEqual(["r", ownWork, "s"]);
  });

  it("gives a slot back once a response has started, so slow downloads never hold one", async () => {
    const downloads = [await fetch(`${url}/download/x`), await fetch(`${url}/download/y`)];
    const page = fetch(`${url}/page/e`).then((response) => response.text());
    await open("e");
    expect(await page).toBe("page e");
    await open("x");
    await open("y");
    expect(await Promise.all(downloads.map((response) => response.text()))).toEqual(["first part, last part", "first part, last part"]);
  });

  it("gives a slot back when the client leaves before the answer", async () => {
    const leaving = new AbortController();
    const left = fetch(`${url}/page/f`, { signal: leaving.signal }).catch(() => "left");
    const other = fetch(`${url}/page/g`, { signal: AbortSignal.timeout(60_000) });
    while (!gates.has("f") || !gates.has("g")) await new Promise((resolve) => setTimeout(resolve, 5));
    leaving.abort();
    expect(await left).toBe("left");
    const next = fetch(`${url}/page/h`).then((response) => response.text());
    await open("h");
    expect(await next).toBe("page h");
    await open("f");
    await open("g");
    await other;
  });
});
