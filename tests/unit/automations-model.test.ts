// Automations against a real database (issue 20, ADR 200): an event recorded in a transaction enqueues one task per
// matching rule (none when the transaction rolls back), dispatching twice changes nothing, a delayed rule waits for
// its time, re-checks the record when it runs, acts exactly once even when the queue runs twice, signs its webhook,
// and a failing action is retried on the §9 schedule then logged as failed with its error.
import http from "node:http";
import crypto from "node:crypto";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "./helpers/test-db.ts";

const testDb = createTestDatabase();
// The test's webhook receiver listens on 127.0.0.1, which production refuses (domain/network.ts).
process.env.AUTOMATION_WEBHOOKS_ALLOW_PRIVATE = "1";

type Mods = {
  prisma: typeof import("~/utils/db.server.ts").prisma;
  queue: typeof import("~/models/queue.server.ts");
  events: typeof import("~/models/events.server.ts");
  auto: typeof import("~/models/automations.server.ts");
  job: typeof import("~/models/job.server.ts");
};
let m: Mods;
let adminId: string;

beforeAll(async () => {
  m = {
    prisma: (await import("~/utils/db.server.ts")).prisma,
    queue: await import("~/models/queue.server.ts"),
    events: await import("~/models/events.server.ts"),
    auto: await import("~/models/automations.server.ts"),
    job: await import("~/models/job.server.ts"),
  };
  (await import("~/models/task-handlers.server.ts")).registerTasks();
  const admin = await m.prisma.user.create({
    data: { email: "boss@example.test", fullName: "Boss" },
  });
  adminId = admin.id;
  await m.prisma.user.create({ data: { email: "deckhand@example.test", fullName: "Dee Hand" } });
});

afterAll(async () => {
  await m?.prisma.$disconnect();
  testDb.cleanup();
});

const t0 = new Date("2026-11-25T00:00:00Z");
const at = (hours: number) => new Date(t0.getTime() + hours * 3_600_000);

async function newJob(title: string, occurredAt = t0) {
  return m.prisma.$transaction(async (tx) => {
    const job = await m.job.createJob(tx, {
      title,
      status: "quote_requested",
      source: "enquiry",
      customerContactName: "Ana",
      customerContactEmail: "ana@example.test",
    });
    const seq = await m.events.recordEvent(tx, {
      type: "enquiry.received",
      subject: { type: "job", id: job.id },
      data: { jobId: job.id, number: job.number, serviceCategory: title.includes("hull") ? "hull" : "detailing" },
      occurredAt,
    });
    return { job, seq };
  });
}

const outbox = (subject: string) => m.prisma.emailMessage.count({ where: { subject } });

describe("dispatch and run", () => {
  let ruleId: string;

  it("a matching event schedules one run after the delay; running the queue twice acts once", async () => {
    const rule = await m.auto.createRule({
      name: "Detailing enquiries",
      eventType: "enquiry.received",
      actorId: adminId,
      definition: {
        conditions: [{ field: "serviceCategory", op: "eq", value: "detailing" }],
        delay: { amount: 2, unit: "hours" },
        actions: [
          { kind: "email_customer", target: "", subject: "Thanks {{number}}", body: "We got it" },
          { kind: "add_note", target: "", subject: "", body: "Auto-replied" },
          { kind: "set_priority", target: "high", subject: "", body: "" },
          { kind: "assign", target: "deckhand@example.test", subject: "", body: "" },
        ],
      },
    });
    ruleId = rule.id;
    const { job, seq } = await newJob("Detailing please");
    const runs = await m.prisma.automationRun.findMany({ where: { ruleId } });
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({ status: "scheduled", eventSeq: seq });
    expect(runs[0]!.runAt.toISOString()).toBe(at(2).toISOString());

    // Dispatching the same event again (a replay) adds nothing.
    const event = await m.prisma.domainEvent.findUniqueOrThrow({ where: { seq } });
    await m.prisma.$transaction((tx) =>
      m.auto.dispatchEvent(tx, { ...event, data: JSON.parse(event.data) as Record<string, unknown> }),
    );
    expect(await m.prisma.queuedTask.count({ where: { name: "automation:run" } })).toBe(1);

    expect((await m.queue.runDueTasks({ now: at(1), names: ["automation:run"] })).claimed).toBe(0);
    expect((await m.queue.runDueTasks({ now: at(2), names: ["automation:run"] })).done).toBe(1);
    expect((await m.queue.runDueTasks({ now: at(3), names: ["automation:run"] })).claimed).toBe(0);

    const subject = `Thanks ${job.number}`;
    expect(await outbox(subject)).toBe(1);
    const after = await m.prisma.job.findUniqueOrThrow({
      where: { id: job.id },
      select: { priority: true, assignedStaff: { select: { email: true } } },
    });
    expect(after).toEqual({ priority: "high", assignedStaff: { email: "deckhand@example.test" } });
    const run = await m.prisma.automationRun.findFirstOrThrow({ where: { ruleId } });
    expect(run.status).toBe("done");
    expect(JSON.parse(run.outcome)).toHaveLength(4);

    // The run's task handler called again (a worker that died after the work) does nothing twice.
    const task = await m.prisma.queuedTask.findFirstOrThrow({ where: { name: "automation:run" } });
    await m.prisma.automationRun.update({ where: { id: run.id }, data: { status: "retrying" } });
    await m.auto.runAutomation(JSON.parse(task.payload), { taskId: task.id, attempt: 2, dedupeKey: null, now: at(4) });
    expect(await outbox(subject)).toBe(1);
    expect(await m.prisma.jobEvent.count({ where: { jobId: job.id, reason: "Automation: Auto-replied" } })).toBe(1);
  });

  it("a rolled-back change dispatches nothing; a failing condition is logged as skipped", async () => {
    await expect(
      m.prisma.$transaction(async (tx) => {
        await m.events.recordEvent(tx, { type: "enquiry.received", subject: { type: "job", id: "x" }, data: {} });
        throw new Error("the change failed");
      }),
    ).rejects.toThrow("the change failed");
    expect(await m.prisma.automationRun.count({ where: { ruleId } })).toBe(1);

    await newJob("Antifoul the hull");
    const skipped = await m.prisma.automationRun.findFirstOrThrow({ where: { ruleId, status: "skipped" } });
    expect(skipped.reason).toContain('serviceCategory was "hull"');
    expect(await m.prisma.queuedTask.count({ where: { name: "automation:run" } })).toBe(1);
  });

  it("a rule paused before its time skips the run; a re-checked current.* condition can stop it", async () => {
    const rule = await m.auto.createRule({
      name: "Still urgent?",
      eventType: "enquiry.received",
      actorId: adminId,
      definition: {
        conditions: [{ field: "current.priority", op: "eq", value: "urgent" }],
        delay: { amount: 0, unit: "minutes" },
        actions: [{ kind: "add_note", target: "", subject: "", body: "Urgent one" }],
      },
    });
    await newJob("Detailing, again", at(10));
    await m.auto.setRuleStatus(ruleId, "paused");
    await m.queue.runDueTasks({ now: at(20), names: ["automation:run"] });
    const runs = await m.prisma.automationRun.findMany({
      where: { eventType: "enquiry.received" },
      orderBy: { createdAt: "asc" },
    });
    const last = runs.filter((r) => r.ruleId === rule.id).at(-1)!;
    expect(last).toMatchObject({ status: "skipped" });
    expect(last.reason).toContain('current.priority is "normal"');
    expect(runs.filter((r) => r.ruleId === ruleId).at(-1)).toMatchObject({ status: "skipped" });
    expect(runs.filter((r) => r.ruleId === ruleId).at(-1)!.reason).toContain("paused");
  });
});

describe("webhooks", () => {
  it("are signed with HMAC-SHA256 over timestamp.body; a failing one is retried 3 times then failed", async () => {
    const secret = "a-very-long-shared-secret";
    const received: { headers: http.IncomingHttpHeaders; body: string }[] = [];
    let answer = 200;
    const server = http.createServer((req, res) => {
      let body = "";
      req.on("data", (chunk: Buffer) => (body += chunk.toString()));
      req.on("end", () => {
        received.push({ headers: req.headers, body });
        res.statusCode = answer;
        res.end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
    try {
      const rule = await m.auto.createRule({
        name: "Tell the CRM",
        eventType: "quote.sent",
        actorId: adminId,
        definition: {
          conditions: [],
          delay: { amount: 0, unit: "minutes" },
          actions: [{ kind: "webhook", target: url, subject: "", body: secret }],
        },
      });
      const send = (n: number) =>
        m.prisma.$transaction((tx) =>
          m.events.recordEvent(tx, {
            type: "quote.sent",
            subject: { type: "quote", id: `q${n}` },
            data: { number: `Q-${n}` },
            occurredAt: at(30),
          }),
        );
      await send(1);
      await m.queue.runDueTasks({ now: at(31), names: ["automation:run"] });
      expect(received).toHaveLength(1);
      const { headers, body } = received[0]!;
      const expected = crypto
        .createHmac("sha256", secret)
        .update(`${headers["x-bosun-timestamp"]}.${body}`)
        .digest("hex");
      expect(headers["x-bosun-signature"]).toBe(`sha256=${expected}`);
      expect(JSON.parse(body).event).toMatchObject({ type: "quote.sent", data: { number: "Q-1" } });

      answer = 500;
      await send(2);
      let future = at(40).getTime();
      for (let i = 0; i < 6; i++) {
        future += 3_600_000;
        await m.queue.runDueTasks({ now: new Date(Math.max(future, Date.now() + 60_000)), names: ["automation:run"] });
      }
      const failed = await m.prisma.automationRun.findFirstOrThrow({
        where: { ruleId: rule.id },
        orderBy: { eventSeq: "desc" },
      });
      expect(failed).toMatchObject({
        status: "failed",
        attempts: 4,
        error: expect.stringContaining("The webhook answered 500"),
      });
      expect(received).toHaveLength(5);
    } finally {
      server.close();
    }
  });
});

describe("try a rule against a past event", () => {
  it("shows the checks and the plan and changes nothing", async () => {
    const { seq } = await newJob("Detailing to try", at(50));
    const emailsBefore = await m.prisma.emailMessage.count();
    const tried = await m.auto.tryRule(
      {
        conditions: [{ field: "serviceCategory", op: "eq", value: "detailing" }],
        delay: { amount: 1, unit: "days" },
        actions: [{ kind: "email_customer", target: "", subject: "Hello", body: "Hi" }],
      },
      "enquiry.received",
      seq,
    );
    expect(tried?.holds).toBe(true);
    expect(tried?.plan[0]?.summary).toBe("E-mail ana@example.test: “Hello”");
    expect(tried?.runAt.toISOString()).toBe(at(74).toISOString());
    expect(await m.prisma.emailMessage.count()).toBe(emailsBefore);
    expect(
      await m.auto.tryRule({ conditions: [], delay: { amount: 0, unit: "days" }, actions: [] }, "quote.sent", seq),
    ).toBeNull();
  });
});
