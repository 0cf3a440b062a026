// `npm run bench:subscriptions`: server time of the subscription pages, first with one customer's subscriptions in
// the database, then with 100,000 subscriptions (2,000 customers, a visit each for the first 20,000) — the admin list
// (first page, a deep page, past due only, a search), its detail page and the customer's own list. Prints numbers;
// asserts nothing.
//
//   BENCH_PORT (default 3396)  BENCH_REQUESTS (default 100)  BENCH_SUBSCRIPTIONS (default 100000)
import crypto from "node:crypto";
import Database from "better-sqlite3";
import { printComparison, serverTime, signIn, startServer } from "./lib.js";

const PORT = Number(process.env.BENCH_PORT ?? 3396);
const BASE = `http://localhost:${PORT}`;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 100);
const TOTAL = Number(process.env.BENCH_SUBSCRIPTIONS ?? 100_000);
const CUSTOMERS = 2000;
const DB_FILE = `data/bench-subscriptions-${PORT}.db`;

const id = () => `b${crypto.randomBytes(10).toString("hex")}`;
const FREQUENCIES = ["weekly", "fortnightly", "four_weekly", "monthly", "quarterly"];
const STATUSES = ["active", "active", "active", "active", "paused", "cancelling", "cancelled", "past_due"];

function addSubscriptions(db, customerIds, count, startNumber, now) {
  const ins = db.prepare(
    `INSERT INTO "Subscription" (id, number, customerId, vesselName, serviceType, serviceName, frequency, weekday, windowStart, windowEnd, priceCents, startDate, anchorDate, billing, status, locationAddress, signupToken, createdAt, updatedAt)
     VALUES (?, ?, ?, ?, 'external_clean', 'External Clean', ?, ?, '08:00', '12:00', ?, '2026-12-01', ?, 'invoice', ?, 'Rose Bay Marina', ?, ?, ?)`,
  );
  const visit = db.prepare(
    `INSERT INTO "SubscriptionVisit" (id, subscriptionId, visitDate, status, amountCents, chargeStatus, chargeAttempts, createdAt, updatedAt) VALUES (?, ?, '2026-12-01', 'booked', ?, 'invoiced', 0, ?, ?)`,
  );
  db.transaction(() => {
    for (let i = 0; i < count; i++) {
      const subId = id();
      const weekday = 1 + (i % 6);
      const anchor = `2026-12-0${weekday}`;
      const price = 30_000 + (i % 40) * 1000;
      ins.run(
        subId,
        startNumber + i,
        customerIds[i % customerIds.length],
        `Bench Boat ${i}`,
        FREQUENCIES[i % FREQUENCIES.length],
        weekday,
        price,
        anchor,
        STATUSES[i % STATUSES.length],
        `bench-${subId}`,
        now - i * 1000,
        now,
      );
      if (i < 20_000) visit.run(id(), subId, price, now, now);
    }
  })();
}

async function main() {
  const stop = await startServer({ port: PORT, dbFile: DB_FILE });
  try {
    const db = new Database(DB_FILE);
    const now = Date.now();
    const customer = db.prepare(`SELECT id FROM "User" WHERE email = 'customer@example.com'`).get();
    addSubscriptions(db, [customer.id], 3, 900_000_000, now);
    const sample = db.prepare(`SELECT id FROM "Subscription" ORDER BY number LIMIT 1`).get();
    const pages = [
      "/admin/subscriptions",
      "/admin/subscriptions?page=200",
      "/admin/subscriptions?status=past_due",
      "/admin/subscriptions?q=Bench%20Boat%2077",
      `/admin/subscriptions/${sample.id}`,
      "/customer/subscriptions",
    ];
    const admin = await signIn(BASE, "admin@example.com");
    const cust = await signIn(BASE, "customer@example.com");
    const cookieFor = (p) => (p.startsWith("/customer") ? cust : admin);
    const small = {};
    for (const p of pages) small[p] = await serverTime(`${BASE}${p}`, cookieFor(p), REQUESTS);

    console.log(`▶ adding ${TOTAL} subscriptions for ${CUSTOMERS} other customers`);
    const insUser = db.prepare(
      `INSERT INTO "User" (id, email, fullName, profileType, documentTier, createdAt, updatedAt) VALUES (?, ?, ?, 'customer', 'standard', ?, ?)`,
    );
    const others = [];
    db.transaction(() => {
      for (let c = 0; c < CUSTOMERS; c++) {
        const userId = id();
        insUser.run(userId, `bench-sub-${c}@example.test`, `Bench Customer ${c}`, now, now);
        others.push(userId);
      }
    })();
    addSubscriptions(db, others, TOTAL, 1_000_000, now);
    db.exec("ANALYZE");
    const count = db.prepare(`SELECT count(*) n FROM "Subscription"`).get().n;
    db.close();

    const large = {};
    for (const p of pages) large[p] = await serverTime(`${BASE}${p}`, cookieFor(p), REQUESTS);
    console.log(
      `\nSubscription pages; ${REQUESTS} sequential requests each. Large database: ${count} subscriptions.\n`,
    );
    printComparison(pages, small, large);
  } finally {
    stop();
  }
}

await main();
