// Shared by the page benchmarks (bench/owner-portal.js, bench/subscriptions.js): build, start a production server
// on its own database, sign in, and measure server time with autocannon. Prints numbers; asserts nothing.
import { spawn, spawnSync } from "node:child_process";
import crypto from "node:crypto";
import path from "node:path";
import autocannon from "autocannon";

export const BUILD_DIR = ".bench-build";

/** The slow phone of issue 11: 400 ms round trips, 400 kbit/s each way, a 4× slower CPU, 360 px wide. */
export const SLOW = { rttMs: 400, kbitPerSecond: 400, cpuSlowdown: 4, viewport: { width: 360, height: 800 } };

/** Puts a Chromium page's CDP session on SLOW's link and CPU. */
export async function throttleToSlowPhone(cdp) {
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: SLOW.rttMs,
    downloadThroughput: (SLOW.kbitPerSecond * 1000) / 8,
    uploadThroughput: (SLOW.kbitPerSecond * 1000) / 8,
  });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: SLOW.cpuSlowdown });
}

export function run(cmd, args, env) {
  const result = spawnSync(cmd, args, { stdio: "inherit", env: { ...process.env, ...env } });
  if (result.status !== 0) throw new Error(`${cmd} ${args.join(" ")} failed`);
}

export async function waitFor(url, timeoutMs = 180_000) {
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    try {
      if ((await fetch(url, { signal: AbortSignal.timeout(5000) })).ok) return; // a hung attempt is retried
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not come up`);
}

/** Builds once and starts the server (demo accounts seeded) on a fresh database; returns a stop function. */
export async function startServer({ port, dbFile }) {
  const base = `http://localhost:${port}`;
  console.log(`▶ building into ${BUILD_DIR}`);
  run(process.execPath, ["scripts/build.js"], { NODE_ENV: "production", BUILD_DIR });
  const server = spawn(process.execPath, ["scripts/start.js"], {
    stdio: ["ignore", "ignore", "inherit"],
    detached: true,
    // No NODE_ENV: start.js seeds the demo accounts as a local quick start does.
    env: {
      ...Object.fromEntries(Object.entries(process.env).filter(([k]) => k !== "NODE_ENV")),
      PORT: String(port),
      APP_URL: base,
      DATABASE_URL: `file:./${dbFile}`,
      FRESH_DB: "1",
      SKIP_BUILD: "1",
      BUILD_DIR,
      SESSION_SECRET: "bench-only-session-secret",
      RATE_LIMIT_MULTIPLIER: "1000",
      LOG_FORMAT: "tiny",
      SUBSCRIPTIONS_RUN_EVERY_MINUTES: "0",
      TASK_WORKER_POLL_MS: "0",
    },
  });
  await waitFor(`${base}/healthcheck`);
  return () => {
    try {
      process.kill(-server.pid, "SIGTERM");
    } catch {
      /* already gone */
    }
  };
}

export async function signIn(base, email) {
  const res = await fetch(`${base}/auth`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ intent: "login", email, password: "demo-password", redirectTo: "" }),
  });
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  if (res.status !== 302 || !cookie) throw new Error(`sign-in as ${email} failed: ${res.status}`);
  return cookie;
}

/** p50/p99 of `requests` sequential requests, or null when the page does not answer 200. */
export async function serverTime(url, cookie, requests) {
  // A kept-alive socket the server closed while the bench was busy (filling the database) fails once: retry.
  const probe = await fetch(url, { headers: { cookie } }).catch(() => fetch(url, { headers: { cookie } }));
  if (probe.status !== 200) return null;
  const result = await autocannon({
    url,
    connections: 1,
    amount: requests,
    headers: { cookie, "accept-encoding": "gzip" },
  });
  if (result.non2xx) throw new Error(`${url}: ${result.non2xx} non-2xx answers`);
  return { p50: result.latency.p50, p99: result.latency.p99 };
}

export const quantiles = (t) => (t ? `${t.p50} / ${t.p99} ms` : "not built");

/** A markdown table of small vs large database timings per page. */
export function printComparison(pages, small, large) {
  console.log("| page | small database p50 / p99 | large database p50 / p99 | ratio p50 / p99 |");
  console.log("| --- | --- | --- | --- |");
  for (const p of pages) {
    const a = small[p];
    const b = large[p];
    const ratio =
      a && b ? `${(b.p50 / Math.max(a.p50, 1)).toFixed(2)} / ${(b.p99 / Math.max(a.p99, 1)).toFixed(2)}` : "—";
    console.log(`| ${p} | ${quantiles(a)} | ${quantiles(b)} | ${ratio} |`);
  }
}

// ───────────── filling a bench database (better-sqlite3, as Prisma's SQLite adapter stores rows) ─────────────

export const DAY = 86_400_000;
export const rowId = () => `b${crypto.randomBytes(10).toString("hex")}`;
/** A DateTime as Prisma's SQLite adapter stores it (ISO text), or null. */
export const at = (ms) => (ms === null ? null : new Date(ms).toISOString().replace("Z", "+00:00"));
const SERVICES = [
  ["external_clean", "External clean"],
  ["internal_clean", "Internal clean"],
  ["vessel_polish", "Vessel polish"],
  ["antifoul_application", "Antifoul application"],
  ["hull_inspection", "Hull inspection"],
];
const CATEGORIES = ["cleaning", "maintenance", "inspection"];
const id = rowId;

/** A bench job's customer (an account or a made-up contact), boat, money (GST inclusive) and category columns. */
function jobBasics(i, account, email, total) {
  const gst = Math.round(total / 11);
  return [
    account?.id ?? null,
    account?.name ?? `Bench Customer ${i % 2000}`,
    email,
    `Bench Boat ${i % 5000}`,
    6 + (i % 20),
    total - gst,
    gst,
    total,
    CATEGORIES[i % CATEGORIES.length],
  ];
}

/**
 * Adds `count` completed, invoiced jobs (numbers from `start`) with their invoices, payments, refunds and costs,
 * spread over the last two years. `customerFor(i)` may give the i-th job an account ({ id, name, email }).
 */
export function addInvoicedJobs(db, count, start, now, customerFor = () => null) {
  const job = db.prepare(
    `INSERT INTO "Job" (id, number, title, status, source, customerId, customerContactName, customerContactEmail, vesselName, vesselType, vesselLengthMetres, subtotalCents, taxCents, totalCents, serviceCategory, durationMinutes, completedAt, createdAt, updatedAt)
     VALUES (?, ?, ?, ?, 'manual', ?, ?, ?, ?, 'motor_yacht', ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const jobItem = db.prepare(
    `INSERT INTO "JobItem" (id, jobId, name, serviceType, quantity, unitPriceCents, totalCents, sortOrder) VALUES (?, ?, ?, ?, 1, ?, ?, 0)`,
  );
  const invoice = db.prepare(
    `INSERT INTO "Invoice" (id, number, status, publicToken, kind, jobId, customerId, customerName, customerEmail, businessName, businessAbn, subtotalCents, gstCents, totalCents, paidCents, outstandingCents, issuedAt, dueAt, paidAt, createdAt, updatedAt)
     VALUES (?, ?, ?, ?, 'standard', ?, ?, ?, ?, 'Bosun Marine Services', '51824753556', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const invoiceItem = db.prepare(
    `INSERT INTO "InvoiceItem" (id, invoiceId, description, quantity, unitPriceCents, totalCents, sortOrder) VALUES (?, ?, ?, 1, ?, ?, 0)`,
  );
  const payment = db.prepare(
    `INSERT INTO "InvoicePayment" (id, invoiceId, amountCents, method, receivedAt, createdAt) VALUES (?, ?, ?, ?, ?, ?)`,
  );
  const refund = db.prepare(
    `INSERT INTO "InvoiceRefund" (id, invoiceId, amountCents, gstCents, method, reason, refundedAt, createdAt) VALUES (?, ?, ?, ?, 'card', 'Goodwill', ?, ?)`,
  );
  const cost = db.prepare(
    `INSERT INTO "JobCost" (id, jobId, kind, description, hundredthsHours, rateCents, amountCents, gstCents, incurredOn, createdAt) VALUES (?, ?, ?, ?, ?, ?, ?, 0, ?, ?)`,
  );
  db.transaction(() => {
    for (let i = 0; i < count; i++) {
      const n = start + i;
      const [type, name] = SERVICES[i % SERVICES.length];
      const total = 22_000 + (i % 97) * 1_100;
      const gst = Math.round(total / 11);
      const issued = now - ((i * 7919) % 730) * DAY - (i % 1000) * 1000;
      const paidKind = i % 3; // 0, 1: paid (1 in two instalments); 2: unpaid
      const paid = paidKind === 2 ? 0 : total;
      const jobId = id();
      const invoiceId = id();
      const account = customerFor(i);
      const customer = account?.name ?? `Bench Customer ${i % 2000}`;
      const email = account?.email ?? `bench-report-${i % 2000}@example.test`;
      job.run(
        jobId,
        n,
        `${name} ${n}`,
        paid ? "paid" : "invoiced",
        ...jobBasics(i, account, email, total),
        60 + (i % 5) * 30,
        at(issued - DAY),
        at(issued - 3 * DAY),
        at(issued),
      );
      jobItem.run(id(), jobId, name, type, total, total);
      invoice.run(
        invoiceId,
        n,
        paid ? "paid" : "sent",
        `bench-${invoiceId}`,
        jobId,
        account?.id ?? null,
        customer,
        email,
        total - gst,
        gst,
        total,
        paid,
        total - paid,
        at(issued),
        at(issued + 14 * DAY),
        paid ? at(issued + 5 * DAY) : null,
        at(issued),
        at(issued),
      );
      invoiceItem.run(id(), invoiceId, name, total, total);
      if (paidKind === 0) payment.run(id(), invoiceId, total, "card", at(issued + 2 * DAY), at(issued));
      if (paidKind === 1) {
        const first = Math.round(total / 3);
        payment.run(id(), invoiceId, first, "bank_transfer", at(issued + 2 * DAY), at(issued));
        payment.run(id(), invoiceId, total - first, "cash", at(issued + 5 * DAY), at(issued));
      }
      if (paid && i % 50 === 0) refund.run(id(), invoiceId, 5_500, 500, at(issued + 9 * DAY), at(issued));
      const hours = 100 + (i % 4) * 50;
      cost.run(
        id(),
        jobId,
        "labour",
        "Time on the job",
        hours,
        5500,
        (hours * 5500) / 100,
        at(issued - DAY),
        at(issued),
      );
      cost.run(
        id(),
        jobId,
        "materials",
        "Consumables",
        null,
        null,
        1_500 + (i % 10) * 100,
        at(issued - DAY),
        at(issued),
      );
    }
  })();
}

/** The job stages before invoicing (app/domain/job-lifecycle.ts), in order. */
const OPEN_STATUSES =
  "quote_requested quote_sent quote_accepted job_scheduled job_dispatched in_progress awaiting_approval completed".split(
    " ",
  );

/**
 * Adds `count` jobs not yet invoiced (numbers from `start`), across the stages before invoicing, created over the
 * last year, booked ones scheduled and assigned to one of `staffIds`. `customerFor(i)` as for addInvoicedJobs.
 */
export function addOpenJobs(db, count, start, now, { staffIds = [], customerFor = () => null } = {}) {
  const job = db.prepare(
    `INSERT INTO "Job" (id, number, title, status, priority, source, customerId, customerContactName, customerContactEmail, vesselName, vesselType, vesselLengthMetres, subtotalCents, taxCents, totalCents, serviceCategory, scheduledStartAt, scheduledEndAt, durationMinutes, assignedStaffId, createdAt, updatedAt)
     VALUES (?, ?, ?, ?, ?, 'enquiry', ?, ?, ?, ?, 'motor_yacht', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  db.transaction(() => {
    for (let i = 0; i < count; i++) {
      const [, name] = SERVICES[i % SERVICES.length];
      const status = OPEN_STATUSES[i % OPEN_STATUSES.length];
      const booked = OPEN_STATUSES.indexOf(status) >= 3;
      const created = now - ((i * 7919) % 365) * DAY - (i % 1000) * 1000;
      const start_ = booked ? created + (3 + (i % 40)) * DAY : null;
      const total = 22_000 + (i % 97) * 1_100;
      const account = customerFor(i);
      job.run(
        id(),
        start + i,
        `${name} ${start + i}`,
        status,
        i % 9 === 0 ? "urgent" : i % 4 === 0 ? "high" : "normal",
        ...jobBasics(i, account, account?.email ?? `bench-open-${i % 2000}@example.test`, total),
        at(start_),
        start_ === null ? null : at(start_ + 3 * 3_600_000),
        booked ? 180 : null,
        booked && staffIds.length ? staffIds[i % staffIds.length] : null,
        at(created),
        at(created + (i % 10) * DAY),
      );
    }
  })();
}
