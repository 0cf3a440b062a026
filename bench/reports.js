// `npm run bench:reports`: server time of the money reports (issue 19) with 1,000 invoices and jobs in the database,
// then with 100,000 — spread over the last two years, two thirds paid (some in two instalments), one in fifty with a
// refund, every job with a labour entry and a material, twelve months of overheads. Prints numbers; asserts nothing.
//
//   BENCH_PORT (default 3395)  BENCH_REQUESTS (default 20)  BENCH_INVOICES (default 100000)
import crypto from "node:crypto";
import Database from "better-sqlite3";
import { printComparison, serverTime, signIn, startServer } from "./lib.js";

const PORT = Number(process.env.BENCH_PORT ?? 3395);
const BASE = `http://localhost:${PORT}`;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 20);
const TOTAL = Number(process.env.BENCH_INVOICES ?? 100_000);
const SMALL = 1000;
const DB_FILE = `data/bench-reports-${PORT}.db`;
const DAY = 86_400_000;

const id = () => `b${crypto.randomBytes(10).toString("hex")}`;
/** A DateTime as Prisma's SQLite adapter stores it (ISO text), or null. */
const at = (ms) => (ms === null ? null : new Date(ms).toISOString().replace("Z", "+00:00"));
const SERVICES = [
  ["external_clean", "External clean"],
  ["internal_clean", "Internal clean"],
  ["vessel_polish", "Vessel polish"],
  ["antifoul_application", "Antifoul application"],
  ["hull_inspection", "Hull inspection"],
];
const CATEGORIES = ["cleaning", "maintenance", "inspection"];

/** Adds `count` completed, invoiced jobs (numbers from `start`) with their invoices, payments, refunds and costs. */
function addInvoicedJobs(db, count, start, now) {
  const job = db.prepare(
    `INSERT INTO "Job" (id, number, title, status, source, customerContactName, customerContactEmail, vesselName, vesselType, vesselLengthMetres, subtotalCents, taxCents, totalCents, serviceCategory, durationMinutes, completedAt, createdAt, updatedAt)
     VALUES (?, ?, ?, ?, 'manual', ?, ?, ?, 'motor_yacht', ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const jobItem = db.prepare(
    `INSERT INTO "JobItem" (id, jobId, name, serviceType, quantity, unitPriceCents, totalCents, sortOrder) VALUES (?, ?, ?, ?, 1, ?, ?, 0)`,
  );
  const invoice = db.prepare(
    `INSERT INTO "Invoice" (id, number, status, publicToken, kind, jobId, customerName, customerEmail, businessName, businessAbn, subtotalCents, gstCents, totalCents, paidCents, outstandingCents, issuedAt, dueAt, paidAt, createdAt, updatedAt)
     VALUES (?, ?, ?, ?, 'standard', ?, ?, ?, 'Bosun Marine Services', '51824753556', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
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
      const customer = `Bench Customer ${i % 2000}`;
      const email = `bench-report-${i % 2000}@example.test`;
      job.run(
        jobId,
        n,
        `${name} ${n}`,
        paid ? "paid" : "invoiced",
        customer,
        email,
        `Bench Boat ${i % 5000}`,
        6 + (i % 20),
        total - gst,
        gst,
        total,
        CATEGORIES[i % CATEGORIES.length],
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

function addOverheads(db, now) {
  const ins = db.prepare(
    `INSERT INTO "Overhead" (id, month, category, description, amountCents, createdAt) VALUES (?, ?, ?, ?, ?, ?)`,
  );
  for (let m = 0; m < 24; m++) {
    const d = new Date(now - m * 30 * DAY).toISOString().slice(0, 7);
    ins.run(id(), d, "Rent", "Workshop", 350_000, at(now));
    ins.run(id(), d, "Vehicles", "Utes and trailer", 120_000, at(now));
  }
}

async function main() {
  const stop = await startServer({ port: PORT, dbFile: DB_FILE });
  try {
    const db = new Database(DB_FILE);
    const now = Date.now();
    addOverheads(db, now);
    addInvoicedJobs(db, SMALL, 5_000_000, now);
    db.exec("ANALYZE");
    const pages = [
      "/admin/reports?view=revenue&preset=this-fy",
      "/admin/reports?view=revenue&preset=this-fy&by=service",
      "/admin/reports?view=revenue&preset=this-fy&by=customer",
      "/admin/reports?view=gst&preset=last-quarter",
      "/admin/reports?view=gst&preset=last-quarter&page=20",
      "/admin/reports?view=receivables",
      "/admin/reports?view=payments&preset=this-fy",
      "/admin/reports?view=tpar",
      "/admin/reports/csv?view=gst&preset=last-quarter",
      "/admin/profitability-intelligence?preset=last-quarter",
      "/admin/company-overheads",
    ];
    const admin = await signIn(BASE, "admin@example.com");
    const setBasis = (basis) =>
      db
        .prepare(
          `INSERT INTO "BusinessSetting" (key, value, updatedAt) VALUES ('reports.basis', ?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value`,
        )
        .run(JSON.stringify(basis), at(now));
    const measure = async (results) => {
      setBasis("accrual");
      for (const p of pages) results[p] = await serverTime(`${BASE}${p}`, admin, REQUESTS);
      setBasis("cash");
      for (const p of pages.slice(0, 5)) results[`${p} (cash)`] = await serverTime(`${BASE}${p}`, admin, REQUESTS);
    };
    const small = {};
    await measure(small);

    console.log(`▶ adding ${TOTAL - SMALL} more invoiced jobs`);
    addInvoicedJobs(db, TOTAL - SMALL, 5_000_000 + SMALL, now);
    db.exec("ANALYZE");
    const counts = db.prepare(`SELECT (SELECT count(*) FROM "Invoice") i, (SELECT count(*) FROM "Job") j`).get();
    const large = {};
    await measure(large);
    db.close();
    console.log(
      `\nMoney reports; ${REQUESTS} sequential requests each. Small database: ${SMALL} invoiced jobs; large: ${counts.i} invoices and ${counts.j} jobs over two years.\n`,
    );
    printComparison(Object.keys(small), small, large);
  } finally {
    stop();
  }
}

await main();
