// The durable queue, schedules and the live event stream against a real database, SQLite and PostgreSQL (ADR 120):
// an enqueue joins the business transaction (both or neither) and is deduplicated by key; two workers running at once
// run each task once; a failing task is retried on the §9 schedule then fails with its error; a task whose worker
// died is taken over when its lease runs out; two processes ticking a schedule enqueue one task per period; an event
// recorded in a transaction reaches a live listener after commit, and a rolled-back one never does.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "./helpers/test-db.ts";

const testDb = createTestDatabase();
process.env.LIVE_POLL_MS = "100";
process.env.TASK_LEASE_SECONDS = "30";

type Mods = {
  prisma: typeof import("~/utils/db.server.ts").prisma;
  queue: typeof import("~/models/queue.server.ts");
  schedules: typeof import("~/models/schedules.server.ts");
  events: typeof import("~/models/events.server.ts");
  live: typeof import("~/models/live.server.ts");
};
let m: Mods;

beforeAll(async () => {
  m = {
    prisma: (await import("~/utils/db.server.ts")).prisma,
    queue: await import("~/models/queue.server.ts"),
    schedules: await import("~/models/schedules.server.ts"),
    events: await import("~/models/events.server.ts"),
    live: await import("~/models/live.server.ts"),
  };
});

afterAll(async () => {
  await m?.prisma.$disconnect();
  testDb.cleanup();
});

const t0 = new Date("2026-11-25T00:00:00Z");
const later = (ms: number) => new Date(t0.getTime() + ms);

describe("enqueue", () => {
  it("joins the transaction: a rolled-back change leaves no task", async () => {
    await expect(
      m.prisma.$transaction(async (tx) => {
        await m.queue.enqueueTask(tx, "test:noop", {}, { dedupeKey: "rollback-1" });
        throw new Error("the business change failed");
      }),
    ).rejects.toThrow("the business change failed");
    expect(await m.prisma.queuedTask.count({ where: { dedupeKey: "rollback-1" } })).toBe(0);
  });

  it("gives the first task back for a repeated key, also inside a transaction", async () => {
    const first = await m.queue.enqueueTask(m.prisma, "test:noop", { n: 1 }, { dedupeKey: "once-1" });
    const second = await m.prisma.$transaction(async (tx) => {
      const again = await m.queue.enqueueTask(tx, "test:noop", { n: 2 }, { dedupeKey: "once-1" });
      // The transaction is still usable afterwards (no aborted PostgreSQL transaction).
      await tx.queuedTask.count();
      return again;
    });
    expect(second.id).toBe(first.id);
    const rows = await m.prisma.queuedTask.findMany({ where: { dedupeKey: "once-1" } });
    expect(rows).toHaveLength(1);
    expect(JSON.parse(rows[0]!.payload)).toEqual({ n: 1 });
  });
});

describe("workers", () => {
  it("two workers at once run each of 30 tasks exactly once", async () => {
    const runs = new Map<string, number>();
    m.queue.defineTask("test:count", async (payload) => {
      const key = (payload as { key: string }).key;
      runs.set(key, (runs.get(key) ?? 0) + 1);
      await new Promise((r) => setTimeout(r, 2));
    });
    for (let i = 0; i < 30; i++) await m.queue.enqueueTask(m.prisma, "test:count", { key: `k${i}` }, { runAt: t0 });
    const [a, b] = await Promise.all([
      m.queue.runDueTasks({ now: t0, limit: 50, workerId: "A", names: ["test:count"] }),
      m.queue.runDueTasks({ now: t0, limit: 50, workerId: "B", names: ["test:count"] }),
    ]);
    expect(a.claimed + b.claimed).toBe(30);
    expect(runs.size).toBe(30);
    expect([...runs.values()].every((n) => n === 1)).toBe(true);
    expect(await m.prisma.queuedTask.count({ where: { name: "test:count", status: "done" } })).toBe(30);
  });

  it("retries a failing task after 1, 2 and 4 s, then fails it with its error", async () => {
    let calls = 0;
    m.queue.defineTask("test:flaky", async () => {
      calls++;
      throw new Error(`provider said no (${calls})`);
    });
    const { id } = await m.queue.enqueueTask(m.prisma, "test:flaky", {}, { runAt: t0 });
    const names = ["test:flaky"];
    await m.queue.runDueTasks({ now: t0, names });
    let row = await m.prisma.queuedTask.findUniqueOrThrow({ where: { id } });
    expect(row.status).toBe("queued");
    expect(row.lastError).toBe("Error: provider said no (1)");
    const firstRetryAt = row.runAt.getTime();
    // Not before its time.
    expect((await m.queue.runDueTasks({ now: new Date(firstRetryAt - 1), names })).claimed).toBe(0);
    for (const expectedDelay of [2000, 4000]) {
      await m.queue.runDueTasks({ now: new Date(row.runAt.getTime()), names });
      const next = await m.prisma.queuedTask.findUniqueOrThrow({ where: { id } });
      expect(next.runAt.getTime() - Date.now()).toBeLessThanOrEqual(expectedDelay);
      expect(next.runAt.getTime() - Date.now()).toBeGreaterThan(expectedDelay - 1500);
      row = next;
    }
    await m.queue.runDueTasks({ now: new Date(row.runAt.getTime()), names });
    row = await m.prisma.queuedTask.findUniqueOrThrow({ where: { id } });
    expect(calls).toBe(4);
    expect(row).toMatchObject({ status: "failed", attempts: 4, lastError: "Error: provider said no (4)" });
    expect(await m.queue.retryTask(id)).toBe(true);
    expect((await m.prisma.queuedTask.findUniqueOrThrow({ where: { id } })).status).toBe("queued");
    await m.queue.cancelTask(id);
  });

  it("takes over a task whose worker died once its lease has run out", async () => {
    let ran = 0;
    m.queue.defineTask("test:orphan", async () => {
      ran++;
    });
    const { id } = await m.queue.enqueueTask(m.prisma, "test:orphan", {}, { runAt: t0 });
    // A worker claimed it at t0 and was killed before finishing.
    await m.prisma.queuedTask.update({
      where: { id },
      data: { status: "running", lockedBy: "dead", lockedUntil: later(30_000), attempts: 1 },
    });
    const names = ["test:orphan"];
    expect((await m.queue.runDueTasks({ now: later(10_000), names })).claimed).toBe(0);
    expect((await m.queue.runDueTasks({ now: later(31_000), names })).done).toBe(1);
    expect(ran).toBe(1);
    expect(await m.prisma.queuedTask.findUniqueOrThrow({ where: { id } })).toMatchObject({
      status: "done",
      attempts: 2,
      lockedBy: null,
    });
  });

  it("fails a task nobody knows how to run, with a message", async () => {
    const { id } = await m.queue.enqueueTask(m.prisma, "test:unknown", {}, { runAt: t0, maxAttempts: 1 });
    await m.queue.runDueTasks({ now: t0, names: ["test:unknown"] });
    expect(await m.prisma.queuedTask.findUniqueOrThrow({ where: { id } })).toMatchObject({
      status: "failed",
      lastError: "Error: No handler for task 'test:unknown'",
    });
  });
});

describe("schedules", () => {
  it("two processes ticking at once enqueue one task per period, and the schedule records its run", async () => {
    let runs = 0;
    m.queue.defineTask("test:hourly", async () => {
      runs++;
      return { ok: true };
    });
    m.schedules.defineSchedule({
      name: "test-hourly",
      label: "Test hourly",
      task: "test:hourly",
      everySeconds: 3600,
      enabled: true,
    });
    await m.schedules.ensureSchedules(t0);
    const [a, b] = await Promise.all([m.schedules.tickSchedules(t0), m.schedules.tickSchedules(t0)]);
    expect([...a, ...b].filter((n) => n === "test-hourly")).toHaveLength(1);
    // Ticking again within the period enqueues nothing.
    expect(await m.schedules.tickSchedules(later(60_000))).not.toContain("test-hourly");
    await Promise.all([
      m.queue.runDueTasks({ now: t0, workerId: "A", names: ["test:hourly"] }),
      m.queue.runDueTasks({ now: t0, workerId: "B", names: ["test:hourly"] }),
    ]);
    expect(runs).toBe(1);
    const row = await m.prisma.taskSchedule.findUniqueOrThrow({ where: { name: "test-hourly" } });
    expect(row).toMatchObject({ lastStatus: "done", lastError: null, nextRunAt: later(3_600_000) });
    // The next period runs once more.
    expect(await m.schedules.tickSchedules(later(3_600_000))).toContain("test-hourly");
    expect(await m.prisma.queuedTask.count({ where: { name: "test:hourly" } })).toBe(2);
  });
});

describe("live event stream", () => {
  it("tells a listener about an event after its transaction commits, and never about a rolled-back one", async () => {
    const heard: string[] = [];
    const stop = m.live.subscribeToEvents((e) => heard.push(`${e.type}:${e.subjectId}`));
    await m.live.pullEvents();
    await expect(
      m.prisma.$transaction(async (tx) => {
        await m.events.recordEvent(tx, { type: "job.status_changed", subject: { type: "job", id: "rolled-back" } });
        throw new Error("rolled back");
      }),
    ).rejects.toThrow("rolled back");
    await m.prisma.$transaction(async (tx) => {
      await m.events.recordEvent(tx, {
        type: "job.status_changed",
        subject: { type: "job", id: "committed" },
        audience: ["u1"],
      });
    });
    for (let i = 0; i < 50 && !heard.includes("job.status_changed:committed"); i++) {
      await new Promise((r) => setTimeout(r, 100));
    }
    stop();
    expect(heard).toEqual(["job.status_changed:committed"]);
    const [stored] = await m.events.eventsOf("job", "committed");
    expect(stored).toMatchObject({ type: "job.status_changed", audience: ["u1"] });
  });
});

describe.runIf(testDb.engine === "postgresql")("live event stream across processes (PostgreSQL)", () => {
  it("NOTIFY from the committing transaction wakes the listener without waiting for the poll", async () => {
    process.env.LIVE_POLL_MS = "600000";
    const heard: string[] = [];
    const stop = m.live.subscribeToEvents((e) => heard.push(e.subjectId));
    try {
      await m.live.pullEvents();
      // Let the LISTEN connection settle before the event is sent.
      await new Promise((r) => setTimeout(r, 500));
      // A second, separate connection stands in for another server process.
      const pg = (await import("pg")).default;
      const other = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await other.connect();
      await other.query("BEGIN");
      const { rows } = await other.query(
        `INSERT INTO "DomainEvent" (type, "subjectType", "subjectId") VALUES ('job.status_changed', 'job', 'from-elsewhere') RETURNING seq`,
      );
      await other.query(`SELECT pg_notify('bosun_events', $1)`, [String(rows[0].seq)]);
      await other.query("COMMIT");
      await other.end();
      for (let i = 0; i < 50 && !heard.includes("from-elsewhere"); i++) await new Promise((r) => setTimeout(r, 100));
      expect(heard).toContain("from-elsewhere");
    } finally {
      stop();
      process.env.LIVE_POLL_MS = "100";
    }
  });
});
