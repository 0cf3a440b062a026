// Job list, kanban and dashboard queries at 100k jobs (+ 500 shared carts).
// Run: npx tsx bench/jobs-100k.ts   (writes data/bench-jobs.db; prints median ms per query over 5 runs)
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";

const FILE = path.resolve("data/bench-jobs.db");
const JOBS = Number(process.env.BENCH_JOBS ?? 100_000);
const CARTS = 500;

for (const f of [FILE, `${FILE}-journal`]) fs.rmSync(f, { force: true });
process.env.DATABASE_URL = `file:${FILE}`;
execFileSync(path.resolve("node_modules/.bin/prisma"), ["migrate", "deploy"], { stdio: "ignore", env: process.env });

const STATUSES = [
  "quote_requested",
  "quote_sent",
  "quote_accepted",
  "job_scheduled",
  "job_dispatched",
  "in_progress",
  "awaiting_approval",
  "completed",
  "invoiced",
  "paid",
];
const NAMES = ["Harbour", "Keel", "Mooring", "Tide", "Anchor", "Spinnaker", "Bowline", "Gunwale", "Transom", "Halyard"];
const FIRST = ["Jamie", "Robin", "Sasha", "Alex", "Pat", "Charlie", "Drew", "Morgan", "Casey", "Jordan"];
const VESSELS = [
  "Blue Wren",
  "Sea Breeze",
  "Kookaburra",
  "Wind Dancer",
  "Harbour Light",
  "Southerly",
  "Marlin",
  "Tern",
];

const raw = new Database(FILE);
const staffIds: string[] = [];
const insertUser = raw.prepare(
  `INSERT INTO "User" (id, email, fullName, profileType, createdAt, updatedAt) VALUES (?, ?, ?, 'service_provider', ?, ?)`,
);
const insertRole = raw.prepare(`INSERT INTO "UserRole" (userId, role, createdAt) VALUES (?, 'staff', ?)`);
const now = Date.now();
raw.transaction(() => {
  for (let i = 0; i < 20; i++) {
    const id = `staff${i}`;
    insertUser.run(id, `staff${i}@bench.test`, `Staff ${i}`, new Date(now).toISOString(), new Date(now).toISOString());
    insertRole.run(id, new Date(now).toISOString());
    staffIds.push(id);
  }
})();
const insertJob =
  raw.prepare(`INSERT INTO "Job" (id, number, title, description, status, priority, source, customerContactName, customerContactEmail, vesselName,
  subtotalCents, taxRateBasisPoints, taxCents, totalCents, scheduledStartAt, scheduledEndAt, durationMinutes, assignedStaffId, createdAt, updatedAt)
  VALUES (?, ?, ?, ?, ?, ?, 'manual', ?, ?, ?, ?, 1000, ?, ?, ?, ?, ?, ?, ?, ?)`);
let seed = 7;
const rnd = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
const pick = <T>(a: T[]) => a[Math.floor(rnd() * a.length)]!;
const t0 = Date.now();
raw.transaction(() => {
  for (let i = 0; i < JOBS; i++) {
    const status = pick(STATUSES);
    const created = now - Math.floor(rnd() * 3 * 365 * 86_400_000);
    const updated = created + Math.floor(rnd() * 30 * 86_400_000);
    const booked = STATUSES.indexOf(status) >= 3;
    const start = booked ? created + Math.floor(rnd() * 60 * 86_400_000) : null;
    const sub = 28_000 + Math.floor(rnd() * 222_000);
    const name = `${pick(FIRST)} ${pick(NAMES)}`;
    insertJob.run(
      `job${i}`,
      1001 + i,
      `${pick(["External clean", "Antifoul", "Hull inspection", "Engine service", "Polish"])} — ${pick(VESSELS)}`,
      null,
      status,
      rnd() < 0.2 ? "high" : rnd() < 0.25 ? "urgent" : "normal",
      name,
      `${name.toLowerCase().replace(" ", ".")}${i}@bench.test`,
      pick(VESSELS),
      sub,
      Math.round(sub / 10),
      sub + Math.round(sub / 10),
      start ? new Date(start).toISOString() : null,
      start ? new Date(start + 3 * 3_600_000).toISOString() : null,
      start ? 180 : null,
      booked ? pick(staffIds) : null,
      new Date(created).toISOString(),
      new Date(updated).toISOString(),
    );
  }
  const insertCart = raw.prepare(
    `INSERT INTO "SharedCart" (id, status, shareToken, cartData, recipientName, recipientEmail, priority, createdAt, updatedAt) VALUES (?, ?, ?, ?, ?, ?, 'normal', ?, ?)`,
  );
  for (let i = 0; i < CARTS; i++) {
    const created = now - Math.floor(rnd() * 365 * 86_400_000);
    insertCart.run(
      `cart${String(i).padStart(8, "0")}`,
      pick(["shared", "viewed", "checkout_started", "paid"]),
      `tok${i}`,
      JSON.stringify({ items: [{ id: "a" }, { id: "b" }], totalCents: 67_000 }),
      `${pick(FIRST)} ${pick(NAMES)}`,
      `cart${i}@bench.test`,
      new Date(created).toISOString(),
      new Date(created + 86_400_000).toISOString(),
    );
  }
})();
raw.exec("ANALYZE");
raw.close();
console.log(`Inserted ${JOBS} jobs and ${CARTS} shared carts in ${Date.now() - t0} ms\n`);

const { listJobs, kanbanBoard } = await import("../app/models/job-ops.server.ts");
const { loadDashboard } = await import("../app/models/dashboard.server.ts");
const { countTestData } = await import("../app/models/test-data.server.ts");
const { parseJobListQuery } = await import("../app/domain/job-list.ts");

async function time(label: string, fn: () => Promise<unknown>) {
  const runs: number[] = [];
  await fn(); // warm
  for (let i = 0; i < 5; i++) {
    const s = performance.now();
    await fn();
    runs.push(performance.now() - s);
  }
  runs.sort((a, b) => a - b);
  console.log(`${label.padEnd(58)} ${runs[2]!.toFixed(1).padStart(8)} ms`);
}

const list =
  (qs: string, page = 1) =>
  () =>
    listJobs(parseJobListQuery(new URLSearchParams(qs)), { skip: (page - 1) * 25, take: 25 }, "staff3", new Date());
await time("list: default (updated, jobs + carts) page 1", list(""));
await time("list: default page 2000 (deep)", list("", 2000));
await time("list: stage = in_progress", list("status=in_progress"));
await time("list: stage = quote_sent (carts merged)", list("status=quote_sent"));
await time("list: priority = urgent", list("priority=urgent"));
await time("list: stage + priority", list("status=job_scheduled&priority=high"));
await time("list: search customer 'Harbour'", list("q=Harbour"));
await time("list: search number #51234", list("q=%2351234"));
await time("list: sort newest", list("sort=newest"));
await time("list: sort oldest page 100", list("sort=oldest", 100));
await time("list: sort scheduled", list("sort=scheduled"));
await time("list: sort number", list("sort=number"));
await time("list: assigned to me", list("mine=1"));
await time("kanban: 10 columns × 20 cards + counts", () => kanbanBoard({ q: "", priority: null }, new Date()));
await time("dashboard: management (stats + 4 lists)", () => loadDashboard("management", "staff3", new Date()));
await time("dashboard: staff (3 counts + my 10)", () => loadDashboard("staff", "staff3", new Date()));
await time("test data: count (marker + source)", () => countTestData());
process.exit(0);
