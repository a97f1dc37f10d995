import { describe, expect, it } from "vitest";
import { z } from "zod";
import { parseWith, readJsonBody, readQuery } from "./api-route.server";
import { HttpError } from "./http-errors.server";

const schema = z.object({ name: z.string().min(1, "Name is required"), tags: z.array(z.string()).optional() });

function failure(run: () => unknown): HttpError {
  try {
    run();
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
  throw new Error("expected an HttpError");
}

describe("parseWith", () => {
  it("names each invalid field with its message", () => {
    const error = failure(() => parseWith(schema, { name: "" }));
    expect(error.status).toBe(400);
    expect(error.fields).toEqual({ name: "Name is required" });
  });

  it("refuses a NUL character anywhere, naming where it is, before PostgreSQL sees it", () => {
    expect(failure(() => parseWith(schema, { name: "a\0b" })).fields).toEqual({ name: "Must not contain NUL characters" });
    expect(failure(() => parseWith(schema, { name: "ok", tags: ["x", "\0"] })).fields).toEqual({
      "tags.1": "Must not contain NUL characters",
    });
    expect(failure(() => parseWith(schema, { ["evil\0key"]: 1, name: "ok" })).status).toBe(400);
  });

  it("answers JSON nested far deeper than the call stack with a 400 naming the field, not a crash", () => {
    const depth = 100_000;
    const deep: unknown = JSON.parse(`{"name":${"[".repeat(depth)}"\\u0000"${"]".repeat(depth)}}`);
    const error = failure(() => parseWith(schema, deep));
    expect(error.status).toBe(400);
    expect(Object.keys(error.fields!)).toEqual([`name${".0".repeat(depth)}`]);
    expect(failure(() => parseWith(schema, JSON.parse(`{"name":${"[".repeat(depth)}${"]".repeat(depth)}}`))).fields).toEqual({
      name: expect.any(String),
    });
  });
});

describe("readQuery", () => {
  it("ignores a parameter without a name rather than calling it the body", () => {
    const query = z.object({ q: z.string().optional() });
    expect(readQuery(new Request("http://localhost/api/x?=%00&q=a"), query)).toEqual({ q: "a" });
    expect(failure(() => readQuery(new Request("http://localhost/api/x?q=%00"), query)).fields).toEqual({
      q: "Must not contain NUL characters",
    });
  });
});

describe("readJsonBody", () => {
  const post = (body: string, type = "application/json") =>
    new Request("http://localhost/api/x", { method: "POST", body, headers: { "content-type": type } });

  it("refuses a body that is not JSON by type (415) or by content (400)", async () => {
    await expect(readJsonBody(post("name=x", "application/x-www-form-urlencoded"), schema)).rejects.toMatchObject({ status: 415 });
    await expect(readJsonBody(post("{"), schema)).rejects.toMatchObject({ status: 400, message: "The request body is not valid JSON" });
  });

  it("returns the parsed value", async () => {
    await expect(readJsonBody(post('{"name":"Terminal","extra":1}'), schema)).resolves.toEqual({ name: "Terminal" });
  });
});
