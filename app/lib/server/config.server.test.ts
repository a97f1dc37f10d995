import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.server";

describe("loadConfig", () => {
  it("runs with no settings at all: port 3000, embedded database under ./data, demo content on", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      dataDir: path.resolve("data"),
      databaseUrl: undefined,
      seedDemoContent: true,
      trustProxy: false,
      admin: { username: "admin", password: undefined },
    });
  });

  it("reads every documented variable", () => {
    const config = loadConfig({
      PORT: "8080",
      DATA_DIR: "/srv/site",
      DATABASE_URL: "postgres://app:secret@db:5432/site",
      ADMIN_PASSWORD: "a-long-enough-password",
      SEED_DEMO_CONTENT: "false",
      TRUST_PROXY: "1",
      PUBLIC_URL: "https://www.example.com/",
    });
    expect(config).toMatchObject({
      port: 8080,
      dataDir: "/srv/site",
      databaseUrl: "postgres://app:secret@db:5432/site",
      admin: { password: "a-long-enough-password" },
      seedDemoContent: false,
      trustProxy: 1,
      publicUrl: "https://www.example.com",
    });
  });

  it.each([
    ["PORT", "eighty"],
    ["PORT", "70000"],
    ["DATABASE_URL", "mysql://localhost/site"],
    ["ADMIN_PASSWORD", "short"],
    ["ADMIN_EMAIL", "not-an-email"],
    ["SEED_DEMO_CONTENT", "perhaps"],
    ["LOG_LEVEL", "loud"],
  ])("refuses a bad %s with one line naming it", (variable, value) => {
    expect(() => loadConfig({ [variable]: value })).toThrow(ConfigError);
    try {
      loadConfig({ [variable]: value });
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toContain(variable);
      expect(message).not.toContain("\n");
    }
  });

  it("treats an empty value as unset", () => {
    expect(loadConfig({ DATABASE_URL: "", ADMIN_PASSWORD: "" })).toMatchObject({
      databaseUrl: undefined,
      admin: { password: undefined },
    });
  });
});
