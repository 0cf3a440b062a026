import { defineConfig, devices } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 3100);
const E2E_DB_FILE = `data/e2e-${port}.db`;
// The PostgreSQL subset (tests tagged @pg, run by scripts/test.js) points the server at a throwaway database.
const DATABASE_URL = process.env.E2E_DATABASE_URL ?? `file:./${E2E_DB_FILE}`;
// The Stripe stand-in (tests/support/stripe-stand-in.js) listens next to the app.
const stripePort = port + 1;
const STRIPE_SECRET_KEY = "sk_test_bosun_e2e";
const STRIPE_WEBHOOK_SECRET = "whsec_bosun_e2e";
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
  webServer: [
    {
      command: "node tests/support/stripe-stand-in.js",
      url: `http://localhost:${stripePort}/health`,
      reuseExistingServer: false,
      timeout: 20_000,
      stdout: "ignore",
      stderr: "pipe",
      env: {
        STAND_IN_PORT: String(stripePort),
        STAND_IN_SECRET_KEY: STRIPE_SECRET_KEY,
        STAND_IN_WEBHOOK_SECRET: STRIPE_WEBHOOK_SECRET,
        STAND_IN_WEBHOOK_URL: `http://localhost:${port}/resources/stripe-webhook`,
      },
    },
    {
      command: "node scripts/start.js",
      url: `http://localhost:${port}/healthcheck`,
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: "ignore",
      stderr: "pipe",
      env: {
        PORT: String(port),
        APP_URL: `http://localhost:${port}`,
        DATABASE_URL,
        FRESH_DB: "1",
        BUILD_DIR: `.e2e-build/${port}`,
        ENABLE_TEST_HOOKS: "1",
        SUBSCRIPTIONS_RUN_EVERY_MINUTES: "0",
        TASK_WORKER_POLL_MS: "0",
        LIVE_POLL_MS: "250",
        E2E: "1",
        RATE_LIMIT_MULTIPLIER: "1000",
        SESSION_SECRET: "e2e-session-secret",
        AUTOMATION_SECRET_KEY: "00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff",
        INBOUND_EMAIL_SECRET: "e2e-inbound-email-secret",
        INBOUND_REPLY_ADDRESS: "replies@bosun.example",
        TELEPHONY_WEBHOOK_SECRET: "e2e-telephony-secret",
        LOG_FORMAT: "tiny",
        SUPER_ADMIN_EMAIL: "",
        STRIPE_SECRET_KEY,
        STRIPE_WEBHOOK_SECRET,
        STRIPE_API_BASE: `http://localhost:${stripePort}`,
        CSP_FORM_ACTION_EXTRA: `http://localhost:${stripePort}`,
      },
    },
  ],
});
