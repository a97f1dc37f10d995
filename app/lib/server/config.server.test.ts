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

  it("gives the embedded database 32 MB of shared buffers unless told otherwise, within bounds", () => {
    expect(loadConfig({}).embeddedDatabaseBuffersMb).toBe(32);
    expect(loadConfig({ EMBEDDED_DATABASE_BUFFERS_MB: "128" }).embeddedDatabaseBuffersMb).toBe(128);
    expect(() => loadConfig({ EMBEDDED_DATABASE_BUFFERS_MB: "0" })).toThrow(/EMBEDDED_DATABASE_BUFFERS_MB/);
    expect(() => loadConfig({ EMBEDDED_DATABASE_BUFFERS_MB: "lots" })).toThrow(/EMBEDDED_DATABASE_BUFFERS_MB/);
  });

  it("keeps rendered pages by default, within bounds, and not with PAGE_CACHE=off", () => {
    expect(loadConfig({}).pageCache).toEqual({ enabled: true, ttlSeconds: 60, maxBytes: 64 * 1024 * 1024, maxEntries: 5000 });
    expect(
      loadConfig({ PAGE_CACHE: "off", PAGE_CACHE_TTL_SECONDS: "10", PAGE_CACHE_MAX_MB: "8", PAGE_CACHE_MAX_ENTRIES: "100" }).pageCache,
    ).toEqual({ enabled: false, ttlSeconds: 10, maxBytes: 8 * 1024 * 1024, maxEntries: 100 });
  });

  it("lets React Router handle 4 requests at once unless told otherwise, within bounds", () => {
    expect(loadConfig({}).renderConcurrency).toBe(4);
    expect(loadConfig({ RENDER_CONCURRENCY: "16" }).renderConcurrency).toBe(16);
    expect(() => loadConfig({ RENDER_CONCURRENCY: "0" })).toThrow(/RENDER_CONCURRENCY/);
  });

  it("sends the daily digest from 08:00 UTC by default, at the hour given, or never with off", () => {
    expect(loadConfig({}).dailyDigestHour).toBe(8);
    expect(loadConfig({ DAILY_DIGEST_HOUR: "0" }).dailyDigestHour).toBe(0);
    expect(loadConfig({ DAILY_DIGEST_HOUR: "off" }).dailyDigestHour).toBeUndefined();
  });

  it.each([
    ["PORT", "eighty"],
    ["PORT", "70000"],
    ["DATABASE_URL", "mysql://localhost/site"],
    ["ADMIN_PASSWORD", "short"],
    ["ADMIN_EMAIL", "not-an-email"],
    ["SEED_DEMO_CONTENT", "perhaps"],
    ["LOG_LEVEL", "loud"],
    ["PAGE_CACHE", "sometimes"],
    ["PAGE_CACHE_MAX_MB", "0"],
    ["DAILY_DIGEST_HOUR", "24"],
    ["DAILY_DIGEST_HOUR", "8am"],
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

  it.each([
    ["ADMIN_PASSWORD", "hunter2-too"],
    ["DATABASE_URL", "mysql://site:db-secret-4Kq@localhost/site"],
    ["SMTP_URL", "http://mailer:smtp-secret-8Vw@mail.example.com"],
  ])("never repeats the value of a bad %s, which may hold a secret", (variable, value) => {
    expect(() => loadConfig({ [variable]: value })).toThrow(`Invalid configuration: ${variable} `);
    expect(() => loadConfig({ [variable]: value })).not.toThrow(/secret|hunter2/);
  });

  it("treats an empty value as unset", () => {
    expect(loadConfig({ DATABASE_URL: "", ADMIN_PASSWORD: "" })).toMatchObject({
      databaseUrl: undefined,
      admin: { password: undefined },
    });
  });
});
