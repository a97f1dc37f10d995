import { describe, expect, it } from "vitest";
import { z } from "zod";
import { parseWith, readJsonBody } from "./api-route.server";
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
