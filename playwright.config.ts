import fs from "node:fs";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { findChromium } from "./scripts/chromium.mjs";

const PORT = Number(process.env.E2E_PORT ?? 4173);
export const E2E_ADMIN_PASSWORD = "e2e-admin-password";
const DATA_DIR = path.resolve("test-results/e2e-data");

// The main process starts the server on a fresh database; workers only read this file.
if (process.env.TEST_WORKER_INDEX === undefined) fs.rmSync(DATA_DIR, { recursive: true, force: true });

export default defineConfig({
  testDir: "tests/e2e",
  outputDir: "test-results/playwright",
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: 2,
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: findChromium() ?? undefined,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        // Nothing a page does may reach outside this machine.
        "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost",
      ],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"] } }],
  webServer: {
    command: "node scripts/serve.mjs",
    url: `http://127.0.0.1:${PORT}/healthz`,
    reuseExistingServer: false,
    timeout: 180_000,
    env: {
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(PORT),
      DATA_DIR,
      ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
      LOG_LEVEL: "warn",
      // Every test submits from 127.0.0.1; the limit itself is tested against the API.
      INQUIRIES_PER_HOUR_PER_ADDRESS: "10000",
    },
  },
});
