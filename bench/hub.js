// `npm run bench:hub`: server time of the admin hub's search and the customers list (issue 17, ADR 171) with 1,000
// customers (each with a vessel) and 1,000 invoiced jobs, then with BENCH_ROWS of each (default 100,000). Prints
// numbers; asserts nothing.
//
//   BENCH_PORT (default 3396)  BENCH_REQUESTS (default 20)  BENCH_ROWS (default 100000)
import Database from "better-sqlite3";
import { addInvoicedJobs, at, printComparison, rowId as id, serverTime, signIn, startServer } from "./lib.js";

const PORT = Number(process.env.BENCH_PORT ?? 3396);
const BASE = `http://localhost:${PORT}`;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 20);
const TOTAL = Number(process.env.BENCH_ROWS ?? 100_000);
const SMALL = 1000;
const DB_FILE = `data/bench-hub-${PORT}.db`;
const JOB_START = 6_000_000;

const hin = (i) => `AUSBEN${String(i).padStart(6, "0")}A626`;
const ownerName = (i) => `Bench Owner ${i}`;

/** Customers i in [from, to): an owner account, its role and one vessel with a HIN and a rego. */
function addCustomers(db, from, to, now) {
  const user = db.prepare(
    `INSERT INTO "User" (id, email, fullName, phone, profileType, documentTier, createdAt, updatedAt) VALUES (?, ?, ?, ?, 'vessel_owner', 'standard', ?, ?)`,
  );
  const role = db.prepare(`INSERT INTO "UserRole" (userId, role, createdAt) VALUES (?, 'owner', ?)`);
  const vessel = db.prepare(
    `INSERT INTO "Vessel" (id, ownerId, name, type, hin, registration, builderPlate, createdAt, updatedAt) VALUES (?, ?, ?, 'motor_yacht', ?, ?, 0, ?, ?)`,
  );
  const accounts = [];
  db.transaction(() => {
    for (let i = from; i < to; i++) {
      const uid = id();
      const created = at(now - (i % 700) * 86_400_000);
      const email = `bench.owner${i}@bench.example`;
      user.run(uid, email, ownerName(i), `04${String(10_000_000 + i).slice(-8)}`, created, created);
      role.run(uid, created);
      vessel.run(id(), uid, `Bench Vessel ${i}`, hin(i), `BV${i}`, created, created);
      accounts.push({ id: uid, name: ownerName(i), email });
    }
  })();
  return accounts;
}

async function main() {
  const stop = await startServer({ port: PORT, dbFile: DB_FILE });
  try {
    const db = new Database(DB_FILE);
    const now = Date.now();
    let accounts = addCustomers(db, 0, SMALL, now);
    addInvoicedJobs(db, SMALL, JOB_START, now, (i) => accounts[i % accounts.length]);
    db.exec("ANALYZE");
    const invoiceAt = (k) => db.prepare(`SELECT number FROM "Invoice" ORDER BY number LIMIT 1 OFFSET ?`).get(k).number;
    const admin = await signIn(BASE, "admin@example.com");
    const pages = (size) => ({
      "hub: invoice number": `/admin/hub?q=INV-${invoiceAt(Math.floor(size / 2))}`,
      "hub: job number": `/admin/hub?q=%23${JOB_START + Math.floor(size / 2)}`,
      "hub: a name": `/admin/hub?q=${encodeURIComponent(ownerName(Math.floor(size / 3)))}`,
      "hub: a HIN with a dash": `/admin/hub?q=${hin(Math.floor(size / 4)).replace(/^AUS/, "aus-")}`,
      "hub: no match": "/admin/hub?q=zzqqxx",
      "hub: text every customer has": "/admin/hub?q=Bench%20Owner",
      "hub: today only": "/admin/hub",
      "customers: first page": "/admin/customers",
      "customers: a name": `/admin/customers?q=${encodeURIComponent(ownerName(Math.floor(size / 3)))}`,
      "customers: unpaid, page 3": "/admin/customers?unpaid=1&page=3",
      "customers: text every customer has": "/admin/customers?q=Bench%20Owner",
    });
    const measure = async (size) => {
      const out = {};
      for (const [label, url] of Object.entries(pages(size)))
        out[label] = await serverTime(`${BASE}${url}`, admin, REQUESTS);
      return out;
    };
    const small = await measure(SMALL);

    console.log(`▶ adding ${TOTAL - SMALL} more customers, vessels and invoiced jobs`);
    accounts = addCustomers(db, SMALL, TOTAL, now);
    addInvoicedJobs(db, TOTAL - SMALL, JOB_START + SMALL, now, (i) => accounts[i % accounts.length]);
    db.exec("ANALYZE");
    const counts = db
      .prepare(
        `SELECT (SELECT count(*) FROM "User") u, (SELECT count(*) FROM "Vessel") v, (SELECT count(*) FROM "Invoice") i`,
      )
      .get();
    const large = await measure(TOTAL);
    db.close();
    console.log(
      `\nAdmin hub and customers list; ${REQUESTS} sequential requests each. Small: ${SMALL} customers, vessels and invoiced jobs; large: ${counts.u} users, ${counts.v} vessels, ${counts.i} invoices (SQLite).\n`,
    );
    printComparison(Object.keys(small), small, large);
  } finally {
    stop();
  }
}

await main();
