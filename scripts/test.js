// `npm test`: typecheck, the derived PostgreSQL schema check, unit tests (SQLite), the database-backed unit tests
// again on a throwaway PostgreSQL cluster (when Debian's postgresql is installed; CI installs it), then the
// Playwright end-to-end tests in Debian's Chromium.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { pgBinDir, startCluster, stopCluster } from "./pg-cluster.js";

const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
if (!fs.existsSync(chromium)) {
  console.error(
    `✖ Chromium was not found at ${chromium}.\n` +
      "  The browser tests use Debian's Chromium (Playwright cannot download its own here).\n" +
      "  Install it with:  sudo apt-get update && sudo apt-get install -y chromium\n" +
      "  or point CHROMIUM_PATH at an existing Chromium binary.",
  );
  process.exit(1);
}
const hasPostgres = !!pgBinDir();
const hasNginx = ["/usr/sbin/nginx", "/usr/bin/nginx"].some((p) => fs.existsSync(p));
if (!hasNginx && process.env.BOSUN_REQUIRE_PG === "1") {
  console.error(
    "✖ nginx is not installed; CI proves two app processes behind it. Install it: sudo apt-get install -y nginx",
  );
  process.exit(1);
}
if (!hasPostgres && process.env.BOSUN_REQUIRE_PG === "1") {
  console.error(
    "✖ PostgreSQL is not installed; CI proves both engines. Install it with: sudo apt-get install -y postgresql",
  );
  process.exit(1);
}

const bin = (name) => path.resolve("node_modules/.bin", name);
const DB_TESTS = [
  "tests/unit/hardening-db.test.ts",
  "tests/unit/invoice-model.test.ts",
  "tests/unit/invoice-prior-payments.test.ts",
  "tests/unit/vessel-model.test.ts",
  "tests/unit/documents-model.test.ts",
  "tests/unit/subscription-model.test.ts",
  "tests/unit/cart-order-model.test.ts",
  "tests/unit/payment-model.test.ts",
  "tests/unit/reports-model.test.ts",
  "tests/unit/queue-model.test.ts",
  "tests/unit/customer-admin-model.test.ts",
  "tests/unit/job-card-model.test.ts",
  "tests/unit/automations-model.test.ts",
  "tests/unit/service-config-model.test.ts",
  "tests/unit/work-orders-model.test.ts",
  "tests/unit/checklist-templates-model.test.ts",
  "tests/unit/job-photos-model.test.ts",
  "tests/unit/crew-model.test.ts",
  "tests/unit/workforce-feeds-model.test.ts",
  "tests/unit/imports-model.test.ts",
  "tests/unit/demo-data-model.test.ts",
  "tests/unit/email-templates-model.test.ts",
  "tests/unit/communication-hub-model.test.ts",
  "tests/unit/gallery-model.test.ts",
  "tests/unit/super-user-model.test.ts",
  "tests/unit/fleet-model.test.ts",
  "tests/unit/automation-actions-model.test.ts",
  "tests/unit/inbound-model.test.ts",
  "tests/unit/user-disable-model.test.ts",
  "tests/unit/communication-inbox-model.test.ts",
  "tests/unit/subcontractor-documents-model.test.ts",
  "tests/unit/text-search-model.test.ts",
  "tests/unit/queue-kill-model.test.ts",
  "tests/unit/hub-follow-ups-model.test.ts",
  "tests/unit/bundle-offers-model.test.ts",
  "tests/unit/prisma-plan-cache-model.test.ts",
  "tests/unit/cart-bundle-offers-model.test.ts",
  "tests/unit/find-page-model.test.ts",
  "tests/unit/audit-history-model.test.ts",
];
const steps = [
  ["typecheck", bin("tsc"), ["--noEmit"]],
  ["derived PostgreSQL schema is up to date", process.execPath, ["scripts/derive-pg-schema.js", "--check"]],
  ["unit tests (SQLite)", bin("vitest"), ["run"]],
  ...(hasPostgres
    ? [
        [
          "the PostgreSQL migrations give the derived schema",
          process.execPath,
          ["scripts/check-pg-migrations.js"],
          { pg: true },
        ],
        ["database-backed unit tests on PostgreSQL", bin("vitest"), ["run", ...DB_TESTS], { pg: true }],
      ]
    : []),
  ...(hasPostgres && hasNginx && process.argv.length <= 2
    ? [
        [
          "two app processes on PostgreSQL behind nginx (sessions, rate limits, live updates, schedules)",
          process.execPath,
          ["--test", "--test-reporter=spec", "tests/scale/two-processes.test.js"],
        ],
      ]
    : []),
  ["end-to-end tests", bin("playwright"), ["test", ...process.argv.slice(2)]],
  ...(hasPostgres && process.argv.length <= 2
    ? [
        [
          "end-to-end journeys on PostgreSQL (tests tagged @pg)",
          bin("playwright"),
          ["test", "--grep", "@pg"],
          { pgE2e: true },
        ],
      ]
    : []),
];
if (!hasPostgres)
  console.log("ℹ PostgreSQL is not installed here: its tests are skipped (sudo apt-get install -y postgresql).");
else if (!hasNginx)
  console.log("ℹ nginx is not installed here: the two-process test is skipped (sudo apt-get install -y nginx).");
for (const [label, cmd, args, opts = {}] of steps) {
  console.log(`\n▶ ${label}`);
  const env = { ...process.env };
  if (opts.pg) env.TEST_PG_ADMIN_URL = startCluster();
  if (opts.pgE2e) {
    const admin = startCluster();
    spawnSync(
      "psql",
      [admin, "-q", "-c", "DROP DATABASE IF EXISTS bosun_e2e WITH (FORCE)", "-c", "CREATE DATABASE bosun_e2e"],
      {
        stdio: "inherit",
      },
    );
    env.E2E_DATABASE_URL = admin.replace(/\/postgres$/, "/bosun_e2e");
  }
  const result = spawnSync(cmd, args, { stdio: "inherit", env });
  if (opts.pg || opts.pgE2e) stopCluster();
  if (result.status !== 0) {
    console.error(`\n✖ ${label} failed.`);
    process.exit(result.status ?? 1);
  }
}
console.log("\n✔ all tests passed");
