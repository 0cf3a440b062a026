// `npm run faulttest` (issue 12): kill -9 the app in the middle of checkouts, payments and webhook deliveries, restart
// it, and show that nothing is half-written, no payment is recorded twice and no webhook is lost (the Stripe stand-in
// retries a delivery the app did not take, as Stripe does). On SQLite, then PostgreSQL when installed.
//
// Buyers (FAULTTEST_BUYERS, 8) go cart → checkout → card on the stand-in → success page in a loop while the app is
// killed with SIGKILL (FAULTTEST_KILLS, 8 times) and started again: a few hundred milliseconds into every third
// checkout, and just before every third payment, so the stand-in's webhook finds nobody there (each kill waiting for one
// purchase to complete since the last). Afterwards, once the
// stand-in has no delivery left to retry, the database is checked:
//   - every order has its items and its totals are the sum of its items (nothing half-written);
//   - every checkout the stand-in took payment for has exactly one succeeded payment in the app (none lost, none twice);
//   - no provider reference is recorded twice, and each order's paid amount is the sum of its succeeded payments.
// Prints the figures and each check; exits 1 when a check fails. Settings: FAULTTEST_DB (sqlite,pg), FAULTTEST_PORT (3700).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import pg from "pg";
import { stopCluster } from "../../scripts/pg-cluster.js";
import {
  Stats,
  Visitor,
  appEnv,
  buildOnce,
  freshDatabase,
  buyByCard,
  emptyCart,
  makeTestData,
  prepareDatabase,
  signIn,
  startApp,
  startStandIn,
  weekdayAhead,
} from "./lib.js";

const BUYERS = Number(process.env.FAULTTEST_BUYERS ?? 8);
const KILLS = Number(process.env.FAULTTEST_KILLS ?? 8);
const PORT = Number(process.env.FAULTTEST_PORT ?? 3700);
const engines = (process.env.FAULTTEST_DB ?? "sqlite,pg").split(",").map((s) => s.trim());
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "bosun-fault-"));
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function openDb(databaseUrl) {
  if (databaseUrl.startsWith("file:")) {
    const db = new Database(databaseUrl.slice("file:".length), { readonly: true });
    return { all: async (sql) => db.prepare(sql).all(), close: async () => db.close() };
  }
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  return { all: async (sql) => (await client.query(sql)).rows, close: () => client.end() };
}

async function runEngine(engine) {
  const databaseUrl = freshDatabase(engine, engine === "pg" ? "bosun_fault" : "fault", tmp);
  if (!databaseUrl) return 0;
  const env = appEnv({ port: PORT, databaseUrl, stripePort: PORT + 1 });
  console.log(`\n▶ ${engine}: migrating, seeding and making test data`);
  prepareDatabase(env);
  const data = makeTestData(env, { customers: BUYERS });
  const stand = `http://localhost:${PORT + 1}`;
  const stopStandIn = await startStandIn(PORT + 1, PORT, path.join(tmp, `stand-in-${engine}.log`));
  const logFile = path.join(tmp, `app-${engine}.log`);
  let app = await startApp(env, logFile);
  const base = `http://localhost:${PORT}`;

  let kills = 0;
  let down = false;
  let restarting = Promise.resolve();
  /** Kill -9 now, then start again (one restart at a time). */
  // A kill waits until a purchase has come back to the success page since the last one, so the run always shows
  // orders completing between kills (on a slow engine or machine, kills on every third step left none).
  let completedSinceKill = 0;
  const crash = (why) => {
    if (down || completedSinceKill === 0) return restarting;
    down = true;
    completedSinceKill = 0;
    kills++;
    console.log(`  ✝ kill -9 #${kills} (${why})`);
    app.kill9();
    restarting = (async () => {
      await sleep(500);
      app = await startApp(env, logFile);
      down = false;
    })();
    return restarting;
  };

  const stats = new Stats();
  let payments = 0;
  let completed = 0;
  let interrupted = 0;
  // Kills come from the buyers' own steps, so each lands in the middle of real work: a few hundred milliseconds into
  // every third checkout (placing the order, starting the card payment), and just before every third payment (so the
  // provider's webhook meets a dead app). A time limit ends the run if the machine is too slow to get that far.
  let placings = 0;
  const deadline = Date.now() + Number(process.env.FAULTTEST_MAX_SECONDS ?? 600) * 1000;
  const timeUp = () => Date.now() > deadline;
  const enough = () => kills >= KILLS || timeUp();
  let n = 0;
  await Promise.all(
    Array.from({ length: BUYERS }, async (_, i) => {
      const v = new Visitor(base, stats, { timeoutMs: 30_000 });
      let signedIn = false;
      while (!enough()) {
        await restarting;
        await sleep(Math.random() * 3000); // buyers do not move in step
        const k = n++;
        // The session lives in the database: it survives the kills, so a buyer signs in once.
        if (!signedIn && !(signedIn = await signIn(v, data.customers[i]))) {
          v.cookies.clear();
          interrupted++;
          continue;
        }
        // What a buyer does after a failed attempt: start again from an empty cart.
        if (!(await emptyCart(v))) {
          interrupted++;
          continue;
        }
        const order = await buyByCard(v, stats, {
          service: ["external_clean", "internal_clean", "hull_inspection"][k % 3],
          vessel: `Fault ${k}`,
          date: weekdayAhead(10 + (k % 40)),
          onPlacing: async () => {
            placings++;
            if (placings % 3 === 0 && !enough())
              setTimeout(() => void crash("in the middle of placing an order"), Math.random() * 400);
          },
          onPaying: async () => {
            payments++;
            if (payments % 3 === 0 && !enough()) void crash("just before a payment and its webhook");
          },
        });
        if (order) {
          completed++;
          completedSinceKill++;
        } else interrupted++;
      }
    }),
  );
  await restarting;

  // Let the stand-in deliver what it still has to retry.
  const until = Date.now() + 120_000;
  let pending = -1;
  let retried = 0;
  while (Date.now() < until) {
    ({ pending, retried } = await (await fetch(`${stand}/__test/pending-webhooks`)).json());
    if (pending === 0) break;
    await sleep(1000);
  }
  const sessions = (await (await fetch(`${stand}/__test/sessions`)).json()).filter((s) => s.mode === "payment");
  app.stop();
  stopStandIn();

  const db = await openDb(databaseUrl);
  const checks = [];
  const check = (name, failures) => {
    checks.push({ name, ok: failures.length === 0 });
    console.log(
      `  ${failures.length === 0 ? "✔" : "✘"} ${name}${failures.length ? `: ${failures.slice(0, 5).join("; ")}` : ""}`,
    );
  };
  const orders =
    await db.all(`SELECT o."id", o."number", o."grossCents", o."discountCents", o."totalCents", o."dueNowCents", o."paidCents", o."status",
      COUNT(i."id") AS "items", COALESCE(SUM(i."listPriceCents"), 0) AS "gross", COALESCE(SUM(i."discountCents"), 0) AS "discount",
      COALESCE(SUM(i."totalCents"), 0) AS "total", COALESCE(SUM(i."dueNowCents"), 0) AS "dueNow"
    FROM "Order" o LEFT JOIN "OrderItem" i ON i."orderId" = o."id" GROUP BY o."id"`);
  const payRows = await db.all(
    `SELECT "id", "orderId", "providerRef", "status", "amountCents" FROM "Payment" WHERE "provider" = 'stripe'`,
  );
  await db.close();
  if (engine === "pg") stopCluster();

  console.log(`\n## ${engine === "pg" ? "PostgreSQL" : "SQLite"}`);
  console.log(
    `${kills} kills · ${completed} purchases came back to the success page · ${interrupted} journeys cut short by a kill · ` +
      `${sessions.filter((s) => s.payment_status === "paid").length} payments taken by the stand-in · ${orders.length} orders · ` +
      `${retried} webhooks delivered only on a retry · ${pending} deliveries still pending`,
  );
  if (stats.errors.length)
    console.log(
      `requests cut short (first ${Math.min(8, stats.errors.length)}):\n- ${stats.errors.slice(0, 8).join("\n- ")}`,
    );
  check(
    "no half-written order (each has items; gross, discount, total and due now are the sums of its items)",
    orders
      .filter(
        (o) =>
          Number(o.items) === 0 ||
          Number(o.gross) !== o.grossCents ||
          Number(o.discount) !== o.discountCents ||
          Number(o.total) !== o.totalCents ||
          Number(o.dueNow) !== o.dueNowCents,
      )
      .map((o) => `order ${o.number}`),
  );
  const byRef = new Map();
  for (const p of payRows) if (p.providerRef) byRef.set(p.providerRef, [...(byRef.get(p.providerRef) ?? []), p]);
  check(
    "every payment the provider took is recorded once, succeeded (no lost webhook)",
    sessions
      .filter((s) => s.payment_status === "paid")
      .filter((s) => (byRef.get(s.id) ?? []).filter((p) => p.status === "succeeded").length !== 1)
      .map((s) => `${s.id}: ${(byRef.get(s.id) ?? []).map((p) => p.status).join(",") || "not recorded"}`),
  );
  check(
    "no provider payment recorded twice",
    [...byRef].filter(([, rows]) => rows.length > 1).map(([ref]) => ref),
  );
  const paidByOrder = new Map();
  for (const p of payRows)
    if (p.status === "succeeded") paidByOrder.set(p.orderId, (paidByOrder.get(p.orderId) ?? 0) + p.amountCents);
  check(
    "each order's paid amount is the sum of its succeeded payments",
    orders
      .filter((o) => (paidByOrder.get(o.id) ?? 0) !== o.paidCents)
      .map((o) => `order ${o.number}: ${o.paidCents} vs ${paidByOrder.get(o.id) ?? 0}`),
  );
  check("the stand-in had nothing left to deliver", pending === 0 ? [] : [`${pending} pending`]);
  const paidSessions = sessions.filter((s) => s.payment_status === "paid").length;
  check(
    "the run proved something: the app was killed, orders were placed, payments taken and a webhook delivered on a retry",
    [
      ...(kills === 0 ? ["no kill"] : []),
      ...(orders.length === 0 ? ["no order"] : []),
      ...(paidSessions === 0 ? ["no payment"] : []),
      ...(retried === 0 ? ["no webhook needed a retry"] : []),
    ],
  );
  return checks.filter((c) => !c.ok).length;
}

buildOnce();
let failed = 0;
for (const engine of engines) failed += await runEngine(engine);
console.log(`\nlogs: ${tmp}`);
process.exit(failed ? 1 : 0);
