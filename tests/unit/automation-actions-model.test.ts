// Automations' new actions against a real database (issue 20, ADR 201): a rule creates a staff task once and moves a
// job only where the lifecycle allows (a refused move is the run's recorded outcome, not a failure); webhook secrets
// are stored sealed, kept on an edit that leaves the box empty, and plain ones from before are sealed once.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "./helpers/test-db.ts";

const testDb = createTestDatabase();

type Mods = {
  prisma: typeof import("~/utils/db.server.ts").prisma;
  queue: typeof import("~/models/queue.server.ts");
  events: typeof import("~/models/events.server.ts");
  auto: typeof import("~/models/automations.server.ts");
  job: typeof import("~/models/job.server.ts");
};
let m: Mods;
let adminId: string;
let workerId: string;

beforeAll(async () => {
  m = {
    prisma: (await import("~/utils/db.server.ts")).prisma,
    queue: await import("~/models/queue.server.ts"),
    events: await import("~/models/events.server.ts"),
    auto: await import("~/models/automations.server.ts"),
    job: await import("~/models/job.server.ts"),
  };
  (await import("~/models/task-handlers.server.ts")).registerTasks();
  adminId = (await m.prisma.user.create({ data: { email: "boss@example.test", fullName: "Boss" } })).id;
  workerId = (
    await m.prisma.user.create({
      data: { email: "dee@example.test", fullName: "Dee Hand", roles: { create: [{ role: "staff" }] } },
    })
  ).id;
}, 60_000);

afterAll(async () => {
  await m?.prisma.$disconnect();
  testDb.cleanup();
});

const t0 = new Date("2026-11-25T00:00:00Z");
const at = (hours: number) => new Date(t0.getTime() + hours * 3_600_000);

async function enquiryJob(title: string, extra: { email?: string; phone?: string; customerId?: string } = {}) {
  return m.prisma.$transaction(async (tx) => {
    const job = await m.job.createJob(tx, {
      title,
      status: "quote_requested",
      source: "enquiry",
      customerId: extra.customerId ?? null,
      customerContactName: "Ana Contact",
      customerContactEmail: extra.email ?? "ana@example.test",
      customerContactPhone: extra.phone ?? null,
    });
    const seq = await m.events.recordEvent(tx, {
      type: "enquiry.received",
      subject: { type: "job", id: job.id },
      data: {
        jobId: job.id,
        number: job.number,
        serviceCategory: "hull",
        customerEmail: extra.email ?? "ana@example.test",
      },
      occurredAt: at(0),
    });
    return { job, seq };
  });
}

const runQueue = (hours: number) => m.queue.runDueTasks({ now: at(hours), names: ["automation:run"] });

describe("rule actions: create a task, move the job", () => {
  it("creates the task once (worker, due date, job) even when the run is repeated", async () => {
    const rule = await m.auto.createRule({
      name: "Call new hull enquiries back",
      eventType: "enquiry.received",
      actorId: adminId,
      definition: {
        conditions: [{ field: "serviceCategory", op: "eq", value: "hull" }],
        delay: { amount: 0, unit: "minutes" },
        actions: [
          {
            kind: "create_task",
            target: "dee@example.test",
            subject: "Call {{number}} back",
            body: "Ask for photos",
            dueDays: 2,
          },
          { kind: "create_task", target: "nobody@example.test", subject: "Second look", body: "" },
        ],
      },
    });
    const { job } = await enquiryJob("Antifoul");
    await runQueue(1);
    await runQueue(2);
    const tasks = await m.prisma.staffTask.findMany({ where: { jobId: job.id }, orderBy: { title: "asc" } });
    expect(tasks).toHaveLength(2);
    expect(tasks[0]).toMatchObject({
      title: `Call ${job.number} back`,
      notes: "Ask for photos",
      assigneeId: workerId,
      source: "automation",
      status: "open",
    });
    // Two Sydney days after the run (1 h after t0), at the same Sydney time.
    expect(tasks[0]!.dueAt!.toISOString()).toBe(new Date(at(1).getTime() + 2 * 86_400_000).toISOString());
    expect(tasks[1]).toMatchObject({ title: "Second look", assigneeId: null });
    const run = await m.prisma.automationRun.findFirstOrThrow({ where: { ruleId: rule.id } });
    expect(run.status).toBe("done");
    expect(JSON.parse(run.outcome)[1].summary).toContain("no user nobody@example.test, so unassigned");

    // The handler run again for the same run (a worker that died after the work): no second task.
    const task = await m.prisma.queuedTask.findFirstOrThrow({
      where: { name: "automation:run", payload: { contains: run.id } },
    });
    await m.prisma.automationRun.update({ where: { id: run.id }, data: { status: "retrying" } });
    await m.auto.runAutomation(JSON.parse(task.payload), { taskId: task.id, attempt: 2, dedupeKey: null, now: at(3) });
    expect(await m.prisma.staffTask.count({ where: { jobId: job.id } })).toBe(2);
    await m.auto.setRuleStatus(rule.id, "paused");
  });

  it("moves a job one stage through the audited transition; a move the lifecycle refuses is recorded, not failed", async () => {
    const rule = await m.auto.createRule({
      name: "Move hull enquiries",
      eventType: "enquiry.received",
      actorId: adminId,
      definition: {
        conditions: [],
        delay: { amount: 0, unit: "minutes" },
        actions: [
          { kind: "move_job", target: "quote_sent", subject: "", body: "" },
          { kind: "move_job", target: "job_scheduled", subject: "", body: "" },
        ],
      },
    });
    const { job } = await enquiryJob("Move me");
    await runQueue(4);
    const run = await m.prisma.automationRun.findFirstOrThrow({ where: { ruleId: rule.id } });
    expect(run.status).toBe("done");
    const steps = JSON.parse(run.outcome) as { status: string; summary: string }[];
    expect(steps.map((s) => s.status)).toEqual(["done", "refused"]);
    expect(steps[1]!.summary).toContain("one stage forward");
    const after = await m.prisma.job.findUniqueOrThrow({ where: { id: job.id }, select: { status: true } });
    expect(after.status).toBe("quote_sent");
    const audit = await m.prisma.jobEvent.findFirstOrThrow({ where: { jobId: job.id, kind: "status" } });
    expect(audit).toMatchObject({
      fromStatus: "quote_requested",
      toStatus: "quote_sent",
      reason: "Automation: Move hull enquiries",
    });
    // The move's own event says it was an automation, so no rule chains on it.
    const moved = await m.prisma.domainEvent.findFirstOrThrow({
      where: { type: "job.status_changed", subjectId: job.id },
    });
    expect(JSON.parse(moved.data)).toMatchObject({ byAutomation: true });
    await m.auto.setRuleStatus(rule.id, "paused");
  });
});

describe("webhook secrets at rest", () => {
  it("are stored sealed, kept on an edit that leaves the box empty, and plain ones from before are sealed once", async () => {
    const secret = "a-very-long-shared-secret";
    const rule = await m.auto.createRule({
      name: "Hook",
      eventType: "quote.sent",
      actorId: adminId,
      definition: {
        conditions: [],
        delay: { amount: 0, unit: "minutes" },
        actions: [{ kind: "webhook", target: "https://example.test/h", subject: "", body: secret }],
      },
    });
    const v1 = await m.prisma.automationRuleVersion.findFirstOrThrow({ where: { ruleId: rule.id } });
    expect(v1.definition).not.toContain(secret);
    expect(v1.definition).toContain("enc:v1:");
    await m.auto.updateRule({
      ruleId: rule.id,
      name: "Hook",
      eventType: "quote.sent",
      actorId: adminId,
      keptSecrets: [0],
      definition: {
        conditions: [],
        delay: { amount: 0, unit: "minutes" },
        actions: [{ kind: "webhook", target: "https://example.test/h2", subject: "", body: "" }],
      },
    });
    const { openSecret } = await import("~/utils/secrets.server.ts");
    const v2 = (await m.auto.getRule(rule.id))!;
    expect(openSecret(v2.definition.actions[0]!.body)).toBe(secret);
    await m.auto.setRuleStatus(rule.id, "paused");

    // A version written before sealing existed.
    const plain = await m.prisma.automationRuleVersion.create({
      data: {
        ruleId: rule.id,
        version: 99,
        definition: JSON.stringify({
          conditions: [],
          delay: { amount: 0, unit: "minutes" },
          actions: [{ kind: "webhook", target: "https://x.test", subject: "", body: "old-plain-secret-0001" }],
        }),
      },
    });
    expect(await m.auto.sealPlainWebhookSecrets()).toBe(1);
    const sealed = await m.prisma.automationRuleVersion.findUniqueOrThrow({ where: { id: plain.id } });
    expect(sealed.definition).not.toContain("old-plain-secret-0001");
    expect(openSecret(JSON.parse(sealed.definition).actions[0].body)).toBe("old-plain-secret-0001");
    expect(await m.auto.sealPlainWebhookSecrets()).toBe(0);
  });
});

describe("staff tasks by hand", () => {
  it("refuses a non-staff assignee or an unknown job; lists open work by due date, undated last; done and reopened", async () => {
    const tasks = await import("~/models/staff-tasks.server.ts");
    await expect(tasks.createTask({ title: "Nope", assigneeId: adminId }, adminId)).rejects.toMatchObject({
      field: "assigneeId",
    });
    await expect(tasks.createTask({ title: "Nope", jobNumber: 999_999 }, adminId)).rejects.toMatchObject({
      field: "jobNumber",
    });
    const later = await tasks.createTask({ title: "Later", assigneeId: workerId, dueDate: "2026-12-20" }, adminId);
    const undated = await tasks.createTask({ title: "Whenever", assigneeId: workerId }, adminId);
    const sooner = await tasks.createTask({ title: "Sooner", assigneeId: workerId, dueDate: "2026-12-01" }, adminId);
    const mine = await tasks.listTasks({ scope: "mine", status: "open" }, workerId, { skip: 0, take: 50 });
    const ids = mine.rows.map((r) => r.id);
    expect(ids.indexOf(sooner.id)).toBeLessThan(ids.indexOf(later.id));
    expect(ids.indexOf(later.id)).toBeLessThan(ids.indexOf(undated.id));
    expect(ids.at(-1)).toBe(undated.id);
    // Due at the end of that Sydney day.
    expect(mine.rows.find((r) => r.id === sooner.id)!.dueAt!.toISOString()).toBe("2026-12-01T12:59:59.999Z");
    expect(await tasks.setTaskStatus(sooner.id, "done", workerId, at(100))).toBe(true);
    const done = await tasks.listTasks({ scope: "mine", status: "done" }, workerId, { skip: 0, take: 50 });
    expect(done.rows.map((r) => r.id)).toEqual([sooner.id]);
    expect(await tasks.setTaskStatus(sooner.id, "open", workerId, at(101))).toBe(true);
    expect(await tasks.setTaskStatus("no-such-task", "done", workerId, at(101))).toBe(false);
  });
});

describe("rotating the key that seals webhook secrets", () => {
  it("re-seals every stored secret under the new key, reports the unreadable ones, and the npm command does the same", async () => {
    const { execFileSync } = await import("node:child_process");
    const crypto = await import("node:crypto");
    const secrets = await import("~/utils/secrets.server.ts");
    const [a, b, c] = [0, 1, 2].map(() => crypto.randomBytes(32).toString("hex"));
    const keyA = secrets.secretKeysFrom({ current: a, production: true });
    const rule = await m.auto.createRule({
      name: "Hook for rotation",
      eventType: "quote.sent",
      actorId: adminId,
      definition: { conditions: [], delay: { amount: 0, unit: "minutes" }, actions: [] },
    });
    const hook = (body: string) => ({ kind: "webhook", target: "https://example.test/h", subject: "", body });
    const version = (n: number, bodies: string[]) =>
      m.prisma.automationRuleVersion.create({
        data: {
          ruleId: rule.id,
          version: n,
          definition: JSON.stringify({
            conditions: [],
            delay: { amount: 0, unit: "minutes" },
            actions: [...bodies.map(hook), { kind: "add_note", target: "", subject: "", body: "kept as it is" }],
          }),
        },
      });
    const underA = await version(50, [
      secrets.sealSecret("rotate-me-0001", keyA.current),
      secrets.sealSecret("rotate-me-0002", keyA.current),
    ]);
    const stranger = await version(51, [secrets.sealSecret("lost-key-0003", crypto.randomBytes(32))]);
    const bodies = async (id: string) =>
      JSON.parse((await m.prisma.automationRuleVersion.findUniqueOrThrow({ where: { id } })).definition).actions.map(
        (x: { body: string }) => x.body,
      ) as string[];

    // The new key B is current, A previous (the development key of the other tests' rules is accepted outside production).
    const rotated = secrets.secretKeysFrom({ current: b, previous: a, production: false });
    const dry = await m.auto.resealWebhookSecrets({ keys: rotated, dryRun: true });
    expect(dry.resealed).toBeGreaterThanOrEqual(1);
    expect(secrets.openSealed((await bodies(underA.id))[0]!, rotated).current).toBe(false);
    const report = await m.auto.resealWebhookSecrets({ keys: rotated });
    expect(report.resealed).toBe(dry.resealed);
    expect(report.unreadable).toEqual([{ ruleId: rule.id, ruleName: "Hook for rotation", version: 51, step: 1 }]);
    const [s1, s2, note] = await bodies(underA.id);
    expect(secrets.openSecret(s1!, Buffer.from(b, "hex"))).toBe("rotate-me-0001");
    expect(secrets.openSecret(s2!, Buffer.from(b, "hex"))).toBe("rotate-me-0002");
    expect(note).toBe("kept as it is");
    // Nothing left under an old key: a second pass changes nothing.
    expect((await m.auto.resealWebhookSecrets({ keys: rotated })).resealed).toBe(0);

    // `npm run secrets:rotate` with C current and B previous: re-seals, lists the unreadable secret, exits 1 …
    const cli = (extra: string[] = []) => {
      try {
        const out = execFileSync(process.execPath, ["--import", "tsx", "scripts/secrets-rotate.ts", ...extra], {
          env: { ...process.env, AUTOMATION_SECRET_KEY: c, AUTOMATION_SECRET_KEY_PREVIOUS: b },
          encoding: "utf8",
          stdio: ["ignore", "pipe", "pipe"],
        });
        return { code: 0, out };
      } catch (error) {
        const e = error as { status: number; stdout: string; stderr: string };
        return { code: e.status, out: e.stdout + e.stderr };
      }
    };
    const dryCli = cli(["--dry-run"]);
    expect(dryCli.out).toMatch(/would be re-sealed/);
    expect(secrets.openSecret((await bodies(underA.id))[0]!, Buffer.from(b, "hex"))).toBe("rotate-me-0001");
    const first = cli();
    expect(first.code).toBe(1);
    expect(first.out).toContain('rule "Hook for rotation"');
    expect(first.out).toContain("version 51, step 1");
    expect(secrets.openSecret((await bodies(underA.id))[1]!, Buffer.from(c, "hex"))).toBe("rotate-me-0002");
    // … and once the lost secret is gone (re-typed, here deleted), it says the previous key may be removed.
    await m.prisma.automationRuleVersion.delete({ where: { id: stranger.id } });
    const second = cli();
    expect(second.code).toBe(0);
    expect(second.out).toMatch(/0 were re-sealed/);
    expect(second.out).toContain("AUTOMATION_SECRET_KEY_PREVIOUS may be removed");
  }, 120_000);
});
