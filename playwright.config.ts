import { defineConfig, devices } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 3100);
const E2E_DB_FILE = `data/e2e-${port}.db`;
const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL: `http://localhost:${port}`,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: chromium,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        "--disable-quic",
      ],
    },
  },
  projects: [
    { name: "js", use: { ...devices["Desktop Chrome"], javaScriptEnabled: true } },
    { name: "nojs", use: { ...devices["Desktop Chrome"], javaScriptEnabled: false } },
  ],
  webServer: {
    command: "node scripts/start.js",
    url: `http://localhost:${port}/healthcheck`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      PORT: String(port),
      APP_URL: `http://localhost:${port}`,
      DATABASE_URL: `file:./${E2E_DB_FILE}`,
      FRESH_DB: "1",
      BUILD_DIR: `.e2e-build/${port}`,
      ENABLE_TEST_HOOKS: "1",
      E2E: "1",
      RATE_LIMIT_MULTIPLIER: "1000",
      SESSION_SECRET: "e2e-session-secret",
      LOG_FORMAT: "tiny",
      SUPER_ADMIN_EMAIL: "",
    },
  },
});
