// `npm run loadtest` (issue 12): simulated visitors against a production build on localhost, on SQLite and then on
// PostgreSQL (when installed), each run bounded in time. Every visitor is a loop of journeys a real user makes, sent
// as a browser without JavaScript sends them (the page's own forms, cookies, redirects):
//   browse (40 %)  home, services, a service page, contact
//   account (15 %) sign in as a customer, dashboard, orders, sign out
//   buy (20 %)     sign in, add a service to the cart, checkout by card, pay on the Stripe stand-in, back to success
//   quote (10 %)   open a sent quote's link, its answer page, accept it
//   staff (15 %)   sign in as a manager, open a scheduled job, move it one stage on (or add a note when it can't)
// Prints requests, throughput and p50/p95/p99 per step, and every error (target 0); exits 1 when there were errors.
// Settings: LOADTEST_USERS (100), LOADTEST_SECONDS (300), LOADTEST_DB (sqlite,pg), LOADTEST_PORT (3600).
// Localhost only: the app, the stand-in and PostgreSQL all run here, started and stopped by this script.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { stopCluster } from "../../scripts/pg-cluster.js";
import {
  Stats,
  Visitor,
  appEnv,
  buildOnce,
  freshDatabase,
  buyByCard,
  forms,
  links,
  makeTestData,
  prepareDatabase,
  signIn,
  signOut,
  startApp,
  startStandIn,
  weekdayAhead,
} from "./lib.js";

const USERS = Number(process.env.LOADTEST_USERS ?? 100);
const SECONDS = Number(process.env.LOADTEST_SECONDS ?? 300);
const PORT = Number(process.env.LOADTEST_PORT ?? 3600);
const engines = (process.env.LOADTEST_DB ?? "sqlite,pg").split(",").map((s) => s.trim());
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "bosun-load-"));

const JOURNEYS = [
  ["browse", 40],
  ["account", 15],
  ["buy", 20],
  ["quote", 10],
  ["staff", 15],
];
const pick = () => {
  let r = Math.random() * 100;
  for (const [name, weight] of JOURNEYS) if ((r -= weight) < 0) return name;
  return "browse";
};

async function browse(v) {
  for (const p of ["/", "/services", "/services/external-clean", "/contact"]) await v.go(`browse ${p}`, p);
}

async function account(v, email) {
  if (!(await signIn(v, email))) return;
  await v.go("account: dashboard", "/customer/dashboard");
  await v.go("account: orders", "/customer/orders");
  await signOut(v);
}

async function buy(v, stats, email, n) {
  if (!(await signIn(v, email))) return;
  const order = await buyByCard(v, stats, {
    service: ["external_clean", "internal_clean", "hull_inspection"][n % 3],
    vessel: `Load ${n}`,
    date: weekdayAhead(10 + (n % 40)),
  });
  if (order) await v.go("account: orders", "/customer/orders");
  await signOut(v);
}

async function answerQuote(v, stats, token) {
  const page = await v.go("quote: open link", `/quote/${token}`);
  if (page.status !== 200) return; // recorded as that step's error
  const respond = links(page.html, /\/respond/)[0];
  if (!respond) return stats.record("quote: accept", 0, false, `no answer link on /quote/${token}`);
  const answer = await v.go("quote: answer page", respond);
  if (answer.status !== 200) return;
  const form = forms(answer.html, { buttonValue: "accept" }).find((f) => f.hasButton("accept"));
  if (!form) return stats.record("quote: accept", 0, false, `no accept form at ${respond}`);
  await v.submit("quote: accept", answer, form, { fullName: "Quinn Harbour", agree: "on" });
  v.cookies.clear();
}

async function staffMove(v, stats, jobId, staffEmail) {
  if (!v.signedInAsStaff) v.signedInAsStaff = await signIn(v, staffEmail, "staff: sign-in");
  const page = await v.go("staff: job page", `/staff/jobs/${jobId}`);
  if (page.status !== 200) return;
  const all = forms(page.html, { buttonValue: "move" });
  // One stage on: the move that needs no reason.
  const move = all.find((f) => f.hasButton("move") && !f.defaults.some(([k]) => k === "reason"));
  if (move) await v.submit("staff: move job", page, move);
  else {
    const note = all.find((f) => f.id === "note");
    if (!note) return stats.record("staff: add note", 0, false, `no note form on job ${jobId}`);
    await v.submit("staff: add note", page, note, { note: "Checked on the pontoon." });
  }
}

async function runEngine(engine) {
  const stats = new Stats();
  const databaseUrl = freshDatabase(engine, engine === "pg" ? "bosun_load" : "load", tmp);
  if (!databaseUrl) return null;
  const env = appEnv({ port: PORT, databaseUrl, stripePort: PORT + 1 });
  console.log(`\n▶ ${engine}: migrating, seeding and making test data`);
  prepareDatabase(env);
  const data = makeTestData(env, {
    customers: USERS,
    quotes: Math.max(200, USERS * 8),
    jobs: Math.max(100, USERS * 6),
  });
  const stopStandIn = await startStandIn(PORT + 1, PORT, path.join(tmp, `stand-in-${engine}.log`));
  const app = await startApp(env, path.join(tmp, `app-${engine}.log`));
  const base = `http://localhost:${PORT}`;
  const quotes = [...data.quotes];
  const jobs = [...data.jobs];
  console.log(`▶ ${engine}: ${USERS} visitors for ${SECONDS} s against ${base}`);

  const deadline = Date.now() + SECONDS * 1000;
  const started = Date.now();
  let n = 0;
  const journeys = Object.fromEntries(JOURNEYS.map(([name]) => [name, 0]));
  await Promise.all(
    Array.from({ length: USERS }, async (_, i) => {
      const customer = new Visitor(base, stats);
      const staff = new Visitor(base, stats);
      const email = data.customers[i % data.customers.length];
      while (Date.now() < deadline) {
        let journey = pick();
        if (journey === "quote" && !quotes.length) journey = "browse";
        if (journey === "staff" && !jobs.length) journey = "browse";
        journeys[journey]++;
        if (journey === "browse") await browse(customer);
        if (journey === "account") await account(customer, email);
        if (journey === "buy") await buy(customer, stats, email, n++);
        if (journey === "quote") await answerQuote(new Visitor(base, stats), stats, quotes.pop());
        if (journey === "staff") await staffMove(staff, stats, jobs.pop(), data.staff);
      }
    }),
  );
  const seconds = (Date.now() - started) / 1000;
  app.stop();
  stopStandIn();
  if (engine === "pg") stopCluster();
  console.log(`\n## ${engine === "pg" ? "PostgreSQL" : "SQLite"}: ${USERS} visitors, ${seconds.toFixed(0)} s`);
  console.log(
    `journeys: ${Object.entries(journeys)
      .map(([k, c]) => `${k} ${c}`)
      .join(", ")}\n`,
  );
  console.log(stats.table(seconds));
  if (stats.errors.length) console.log(`\nerrors (first ${stats.errors.length}):\n- ${stats.errors.join("\n- ")}`);
  return stats.errorCount;
}

buildOnce();
let errors = 0;
for (const engine of engines) errors += (await runEngine(engine)) ?? 0;
console.log(`\nlogs: ${tmp}`);
process.exit(errors ? 1 : 0);
