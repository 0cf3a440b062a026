// `npm run bench:reports`: server time of the money reports (issue 19) with 1,000 invoices and jobs in the database,
// then with 100,000 — spread over the last two years, two thirds paid (some in two instalments), one in fifty with a
// refund, every job with a labour entry and a material, twelve months of overheads. Prints numbers; asserts nothing.
//
//   BENCH_PORT (default 3395)  BENCH_REQUESTS (default 20)  BENCH_INVOICES (default 100000)
import Database from "better-sqlite3";
import { DAY, addInvoicedJobs, at, printComparison, rowId as id, serverTime, signIn, startServer } from "./lib.js";

const PORT = Number(process.env.BENCH_PORT ?? 3395);
const BASE = `http://localhost:${PORT}`;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 20);
const TOTAL = Number(process.env.BENCH_INVOICES ?? 100_000);
const SMALL = 1000;
const DB_FILE = `data/bench-reports-${PORT}.db`;

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
