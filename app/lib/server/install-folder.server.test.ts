import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { INSTALL_FOLDER, installedFile } from "./install-folder.server";

describe("the installation folder", () => {
  it("is the folder of the application's package.json, and holds its migrations, the database's functions and triggers, and the PDF font", () => {
    expect(existsSync(installedFile("package.json"))).toBe(true);
    expect(existsSync(installedFile("drizzle", "meta", "_journal.json"))).toBe(true);
    expect(existsSync(installedFile("app", "db", "sql", "activity-log.sql"))).toBe(true);
    expect(existsSync(installedFile("fonts", "DejaVuSans.ttf"))).toBe(true);
    expect(installedFile("drizzle").startsWith(INSTALL_FOLDER)).toBe(true);
  });
});
