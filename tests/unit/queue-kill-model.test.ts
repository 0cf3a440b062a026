// The fault test of issue 20 (ADR 201 addendum): worker processes are SIGKILLed in the middle of a batch of
// automation runs and started again, on a real database file (SQLite here; PostgreSQL when npm test runs the DB
// tests there). Each process is tests/unit/helpers/queue-kill-worker.ts — the real handlers and the server's worker
// loop. The first is killed after its third run did all its effects but before its task was marked done; the second
// is killed holding a claimed task it has not started; the third finishes the batch. Expired leases hand both tasks
// on, and every rule action (a staff task, a job note, an e-mail) exists exactly once per job. Nothing is timed: the
// test follows the workers' output and polls the database with a generous bound.
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "./helpers/test-db.ts";

const testDb = createTestDatabase();
const JOBS = 12;

type Mods = {
  prisma: typeof import("~/utils/db.server.ts").prisma;
  events: typeof import("~/models/events.server.ts");
  auto: typeof import("~/models/automations.server.ts");
  job: typeof import("~/models/job.server.ts");
};
let m: Mods;
const children: ChildProcess[] = [];

beforeAll(async () => {
  m = {
    prisma: (await import("~/utils/db.server.ts")).prisma,
    events: await import("~/models/events.server.ts"),
    auto: await import("~/models/automations.server.ts"),
    job: await import("~/models/job.server.ts"),
  };
}, 60_000);

afterAll(async () => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
  await m?.prisma.$disconnect();
  testDb.cleanup();
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function until<T>(check: () => Promise<T | false | null | undefined>, what: string, boundMs = 120_000) {
  const deadline = Date.now() + boundMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`Gave up waiting for ${what}`);
    await sleep(100);
  }
}

/** Starts a worker process; resolves each line it prints into `lines`. */
function startWorker(name: string, hold: string) {
  const lines: string[] = [];
  let output = "";
  const child = spawn(process.execPath, ["--import", "tsx", path.resolve("tests/unit/helpers/queue-kill-worker.ts")], {
    env: {
      ...process.env,
      NODE_ENV: "test",
      KILLTEST_HOLD: hold,
      TASK_WORKER_POLL_MS: "100",
      TASK_LEASE_SECONDS: "2",
      SUBSCRIPTIONS_RUN_EVERY_MINUTES: "0",
      REMINDERS_RUN_EVERY_MINUTES: "0",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.push(child);
  child.stdout!.setEncoding("utf8").on("data", (chunk: string) => {
    output += chunk;
    const parts = output.split("\n");
    output = parts.pop() ?? "";
    lines.push(...parts.filter(Boolean));
  });
  let errors = "";
  child.stderr!.setEncoding("utf8").on("data", (chunk: string) => (errors += chunk));
  const exited = new Promise<NodeJS.Signals | number | null>((resolve) =>
    child.on("exit", (code, signal) => resolve(signal ?? code)),
  );
  const waitFor = (pattern: RegExp) =>
    until(async () => {
      if (child.exitCode !== null) throw new Error(`${name} exited early (${child.exitCode}): ${errors}`);
      return lines.find((l) => pattern.test(l));
    }, `${name} to print ${pattern}`);
  return { child, lines, exited, waitFor, stderr: () => errors };
}

async function taskStates() {
  const rows = await m.prisma.queuedTask.findMany({
    where: { name: "automation:run" },
    select: { status: true, attempts: true, payload: true },
  });
  const by = (s: string) => rows.filter((r) => r.status === s).length;
  return { rows, done: by("done"), running: by("running"), queued: by("queued") };
}

describe("the queue survives kill -9 in the middle of a batch", () => {
  it("runs every due action exactly once across two killed workers and a third", async () => {
    const admin = await m.prisma.user.create({ data: { email: "boss@example.test", fullName: "Boss" } });
    await m.prisma.user.create({
      data: { email: "dee@example.test", fullName: "Dee Hand", roles: { create: [{ role: "staff" }] } },
    });
    await m.auto.createRule({
      name: "Welcome every enquiry",
      eventType: "enquiry.received",
      actorId: admin.id,
      definition: {
        conditions: [],
        delay: { amount: 0, unit: "minutes" },
        actions: [
          { kind: "create_task", target: "dee@example.test", subject: "Call {{number}} back", body: "" },
          { kind: "add_note", target: "", subject: "", body: "Welcome sent for {{number}}" },
          { kind: "email_customer", target: "", subject: "Thanks for {{number}}", body: "We will call you." },
        ],
      },
    });
    const jobs: { id: string; number: number; email: string }[] = [];
    for (let i = 0; i < JOBS; i++) {
      const email = `owner${i}@example.test`;
      const job = await m.prisma.$transaction(async (tx) => {
        const job = await m.job.createJob(tx, {
          title: `Enquiry ${i}`,
          status: "quote_requested",
          source: "enquiry",
          customerId: null,
          customerContactName: `Owner ${i}`,
          customerContactEmail: email,
          customerContactPhone: null,
        });
        await m.events.recordEvent(tx, {
          type: "enquiry.received",
          subject: { type: "job", id: job.id },
          data: { jobId: job.id, number: job.number, serviceCategory: "hull", customerEmail: email },
        });
        return job;
      });
      jobs.push({ id: job.id, number: job.number, email });
    }
    expect((await taskStates()).queued).toBe(JOBS);

    // Worker 1: killed after its third run's effects, before the queue marked that task done.
    const first = startWorker("worker 1", "after:3");
    const heldAfter = (await first.waitFor(/^holding /)).split(" ")[1]!;
    first.child.kill("SIGKILL");
    expect(await first.exited).toBe("SIGKILL");
    let states = await taskStates();
    expect(states).toMatchObject({ done: 2, running: 1, queued: JOBS - 3 });
    expect(await m.prisma.automationEffect.count({ where: { runId: heldAfter } })).toBe(3);

    // Worker 2: killed holding a claimed task it has not begun (its lease taken, nothing done).
    const second = startWorker("worker 2", "before:2");
    const heldBefore = (await second.waitFor(/^holding /)).split(" ")[1]!;
    second.child.kill("SIGKILL");
    expect(await second.exited).toBe("SIGKILL");
    expect(await m.prisma.automationEffect.count({ where: { runId: heldBefore } })).toBe(0);
    states = await taskStates();
    expect(states.running).toBeGreaterThanOrEqual(1);
    expect(states.done).toBeLessThan(JOBS);

    // Worker 3 finishes the batch, taking over both orphaned tasks once their leases run out.
    const third = startWorker("worker 3", "");
    states = await until(async () => {
      const s = await taskStates();
      return s.done === JOBS && s;
    }, "every task to be done");
    third.child.kill("SIGKILL");
    await third.exited;

    const attemptsOf = (runId: string) => states.rows.find((r) => r.payload.includes(runId))!.attempts;
    expect(attemptsOf(heldAfter)).toBe(2);
    expect(attemptsOf(heldBefore)).toBe(2);
    expect(await m.prisma.automationRun.count({ where: { status: "done" } })).toBe(JOBS);
    expect(await m.prisma.automationEffect.count()).toBe(JOBS * 3);
    for (const job of jobs) {
      expect(await m.prisma.staffTask.count({ where: { jobId: job.id } })).toBe(1);
      expect(
        await m.prisma.jobEvent.count({
          where: { jobId: job.id, reason: `Automation: Welcome sent for ${job.number}` },
        }),
      ).toBe(1);
      expect(await m.prisma.emailMessage.count({ where: { to: job.email } })).toBe(1);
    }
    // The run killed after its effects was not redone: its second attempt found it done.
    const afterRun = await m.prisma.automationRun.findUniqueOrThrow({ where: { id: heldAfter } });
    expect(afterRun.status).toBe("done");
  }, 240_000);
});
