// Issue 15's follow-ups against a real (temporary) database (ADR 151): secret calendar addresses (hash only, revoke →
// gone), the daily credential-expiry e-mail (once per credential and expiry date, even run twice at once), the
// customer's arrival window (queued with the audited move, e-mailed once per window) and timesheet approval.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "./helpers/test-db.ts";

const testDb = createTestDatabase();

type Mods = {
  prisma: typeof import("~/utils/db.server.ts").prisma;
  feeds: typeof import("~/models/calendar-feeds.server.ts");
  reminders: typeof import("~/models/credential-reminders.server.ts");
  dispatch: typeof import("~/models/dispatch.server.ts");
  queue: typeof import("~/models/queue.server.ts");
  tasks: typeof import("~/models/task-handlers.server.ts");
  sheets: typeof import("~/models/timesheets.server.ts");
};
let m: Mods;

beforeAll(async () => {
  m = {
    prisma: (await import("~/utils/db.server.ts")).prisma,
    feeds: await import("~/models/calendar-feeds.server.ts"),
    reminders: await import("~/models/credential-reminders.server.ts"),
    dispatch: await import("~/models/dispatch.server.ts"),
    queue: await import("~/models/queue.server.ts"),
    tasks: await import("~/models/task-handlers.server.ts"),
    sheets: await import("~/models/timesheets.server.ts"),
  };
  m.tasks.registerTasks();
}, 60_000); // seven modules to import: slow on a busy machine

afterAll(async () => {
  await m?.prisma.$disconnect();
  testDb.cleanup();
});

let n = 0;
async function person(roles: string[], name?: string) {
  n += 1;
  return m.prisma.user.create({
    data: {
      email: `w${n}-${Date.now()}@x.example`,
      fullName: name ?? `Worker ${n}`,
      roles: { create: roles.map((role) => ({ role })) },
      ...(roles.includes("staff")
        ? {
            staffProfile: {
              create: {
                skills: '["cleaning"]',
                workingHours: JSON.stringify({
                  1: { start: "07:00", end: "17:00" },
                  3: { start: "07:00", end: "17:00" },
                }),
              },
            },
          }
        : {}),
    },
    select: { id: true, email: true, fullName: true },
  });
}

async function job(over: Record<string, unknown> = {}) {
  n += 1;
  return m.prisma.job.create({
    data: {
      number: 50_000 + n,
      title: `Wash down ${n}`,
      status: "quote_accepted",
      customerContactName: "Robin Keel",
      customerContactEmail: `robin${n}@x.example`,
      vesselName: "Petrel",
      locationMarina: "Rushcutters Bay",
      serviceCategory: "cleaning",
      ...over,
    },
    select: { id: true, number: true, customerContactEmail: true },
  });
}

describe("calendar addresses", () => {
  it("stores only a hash, resolves the token to the worker's jobs, and a revoked token resolves to nothing", async () => {
    const admin = await person(["admin"]);
    const worker = await person(["staff"], "Feed Worker");
    const j = await job({
      status: "job_scheduled",
      assignedStaffId: worker.id,
      scheduledStartAt: new Date("2026-12-02T22:00:00Z"),
      scheduledEndAt: new Date("2026-12-03T00:00:00Z"),
    });
    await job({ status: "job_scheduled", scheduledStartAt: new Date("2026-12-02T22:00:00Z") }); // someone else's
    const now = new Date("2026-11-26T00:00:00Z");
    const feed = await m.feeds.createCalendarFeed({ scope: "staff", userId: worker.id, createdById: admin.id });
    expect(feed!.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const row = await m.prisma.calendarFeed.findUniqueOrThrow({ where: { id: feed!.id } });
    expect(row.tokenHash).not.toContain(feed!.token);
    expect(row.tokenHash).toBe(m.feeds.hashFeedToken(feed!.token));

    const read = await m.feeds.calendarFeedByToken(feed!.token, now);
    expect(read!.workerName).toBe("Feed Worker");
    expect(read!.jobs.map((x) => x.id)).toEqual([j.id]);
    expect((await m.prisma.calendarFeed.findUniqueOrThrow({ where: { id: feed!.id } })).lastFetchedAt).toEqual(now);

    // The team feed holds every scheduled job.
    const team = await m.feeds.createCalendarFeed({ scope: "team", userId: null, createdById: admin.id });
    expect((await m.feeds.calendarFeedByToken(team!.token, now))!.jobs.length).toBeGreaterThanOrEqual(2);

    // Revoking needs the right owner of the address; then the token is not found.
    expect(await m.feeds.revokeCalendarFeed({ id: feed!.id, scope: "team", userId: null, now })).toBe(false);
    expect(await m.feeds.revokeCalendarFeed({ id: feed!.id, scope: "staff", userId: worker.id, now })).toBe(true);
    expect(await m.feeds.calendarFeedByToken(feed!.token, now)).toBeNull();
    expect(await m.feeds.activeFeeds("staff", worker.id)).toEqual([]);
    // A customer cannot have a worker feed.
    const customer = await person(["customer"]);
    expect(await m.feeds.createCalendarFeed({ scope: "staff", userId: customer.id, createdById: admin.id })).toBeNull();
  });
});

describe("the daily credential check", () => {
  it("e-mails each credential expiring within 30 days once per expiry date, even when two runs race", async () => {
    const worker = await person(["staff"], "Cred Worker");
    const now = new Date("2026-11-26T20:00:00Z"); // 27 Nov in Sydney
    const make = (number: string, expiresOn: string | null) =>
      m.prisma.credential.create({
        data: { type: "commercial_diver", number, issuer: "ADAS", expiresOn, holderUserId: worker.id },
      });
    const soon = await make("SOON-1", "2026-12-20");
    await make("LATER-1", "2027-03-01");
    await make("GONE-1", "2026-11-01");
    await make("NEVER-1", null);

    const [a, b] = await Promise.all([
      m.reminders.runCredentialReminders({ now }),
      m.reminders.runCredentialReminders({ now }),
    ]);
    const mine = (run: typeof a) => run.sent.filter((s) => s.to === worker.email);
    expect([...mine(a), ...mine(b)].map((s) => s.credentialId)).toEqual([soon.id]);
    const again = await m.reminders.runCredentialReminders({ now: new Date(now.getTime() + 86_400_000) });
    expect(mine(again)).toEqual([]);
    const mails = await m.prisma.emailMessage.findMany({ where: { to: worker.email } });
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe("Cred Worker: Commercial diver's certificate expires in 23 days (on 2026-12-20)");

    // Renewed with a new expiry that is again within 30 days (a short extension): reminded once more.
    await m.prisma.credential.update({ where: { id: soon.id }, data: { expiresOn: "2026-12-24" } });
    const renewed = await m.reminders.runCredentialReminders({ now });
    expect(mine(renewed).map((s) => s.expiresOn)).toEqual(["2026-12-24"]);
  });
});

describe("the customer's arrival window", () => {
  it("is queued with scheduling, e-mailed once, not again on dispatch; a new time is e-mailed anew", async () => {
    const admin = await person(["admin"]);
    const worker = await person(["staff"], "Arrival Worker");
    const j = await job();
    const base = { jobId: j.id, staffId: worker.id, durationMinutes: 120, actorId: admin.id, onBehalfOfId: null };
    await m.dispatch.assignJob({ ...base, date: "2026-12-02", start: "09:00" }); // a Wednesday
    const run = () => m.queue.runDueTasks({ now: new Date("2099-01-01T00:00:00Z"), names: ["email:arrival-window"] });
    await run();
    let mails = await m.prisma.emailMessage.findMany({ where: { to: j.customerContactEmail } });
    expect(mails.map((x) => x.subject)).toEqual([
      `Job #${j.number}: we arrive between 9:00 am and 10:00 am on 2 Dec 2026`,
    ]);

    await m.dispatch.dispatchJob({ jobId: j.id, actorId: admin.id, onBehalfOfId: null });
    await run();
    mails = await m.prisma.emailMessage.findMany({ where: { to: j.customerContactEmail } });
    expect(mails).toHaveLength(1);

    // Moved to 1 pm: one more e-mail with the new window; the stale 9 am task (if any) sends nothing.
    await m.dispatch.assignJob({ ...base, date: "2026-12-02", start: "13:00" });
    await run();
    mails = await m.prisma.emailMessage.findMany({
      where: { to: j.customerContactEmail },
      orderBy: { createdAt: "asc" },
    });
    expect(mails).toHaveLength(2);
    expect(mails[1]!.subject).toContain("between 1:00 pm and 2:00 pm");
    const moves = await m.prisma.jobEvent.findMany({
      where: { jobId: j.id, kind: "status" },
      orderBy: { createdAt: "asc" },
    });
    expect(moves.map((x) => x.toStatus)).toEqual(["job_scheduled", "job_dispatched"]);
  });
});

describe("timesheets", () => {
  it("a worker submits a week; the office approves one and sends another back; payroll reads approved minutes", async () => {
    const admin = await person(["admin"]);
    const worker = await person(["staff"], "Sheet Worker");
    const j = await job({ status: "in_progress", assignedStaffId: worker.id });
    const at = (iso: string) => new Date(iso);
    // Tuesday 24 Nov (Sydney): 35 min travel, 3 h 10 on site; the week after: one clock left running.
    await m.prisma.timeEntry.createMany({
      data: [
        {
          jobId: j.id,
          userId: worker.id,
          kind: "travel",
          startedAt: at("2026-11-23T21:00:00Z"),
          endedAt: at("2026-11-23T21:35:00Z"),
        },
        {
          jobId: j.id,
          userId: worker.id,
          kind: "on_site",
          startedAt: at("2026-11-23T21:35:00Z"),
          endedAt: at("2026-11-24T00:45:00Z"),
        },
        { jobId: j.id, userId: worker.id, kind: "on_site", startedAt: at("2026-11-30T21:00:00Z"), endedAt: null },
      ],
    });
    const now = at("2026-12-01T02:00:00Z");
    await expect(m.sheets.submitTimesheet({ userId: worker.id, week: "2026-12-01", now })).rejects.toThrow(
      /clock is still running/,
    );
    await expect(m.sheets.submitTimesheet({ userId: worker.id, week: "2026-12-08", now })).rejects.toThrow(
      /not started yet/,
    );
    const sheet = await m.sheets.submitTimesheet({ userId: worker.id, week: "2026-11-26", now });
    expect(sheet).toMatchObject({ weekStart: "2026-11-23", travelMinutes: 35, onSiteMinutes: 190 });
    await expect(m.sheets.submitTimesheet({ userId: worker.id, week: "2026-11-23", now })).rejects.toThrow(
      /already waiting/,
    );

    // Sent back with a reason, re-submitted, approved; a second decision is refused.
    await m.sheets.decideTimesheet({
      id: sheet.id,
      decision: "return",
      reason: "Add Monday's travel",
      actorId: admin.id,
      now,
    });
    expect(await m.sheets.timesheetOf(worker.id, "2026-11-23")).toMatchObject({
      status: "returned",
      returnReason: "Add Monday's travel",
    });
    await m.sheets.submitTimesheet({ userId: worker.id, week: "2026-11-23", now });
    const approved = await m.sheets.decideTimesheet({
      id: sheet.id,
      decision: "approve",
      reason: null,
      actorId: admin.id,
      now,
    });
    expect(approved!.worker).toBe("Sheet Worker");
    await expect(
      m.sheets.decideTimesheet({ id: sheet.id, decision: "return", reason: "late", actorId: admin.id, now }),
    ).rejects.toThrow(/already approved/);
    expect(
      await m.sheets.decideTimesheet({ id: "nope", decision: "approve", reason: null, actorId: admin.id, now }),
    ).toBeNull();

    const week = await m.sheets.timesheetsOfWeek("2026-11-25");
    expect(week.map((t) => t.user.fullName)).toContain("Sheet Worker");
    const batch = await m.sheets.approvedTimesheetBatch({
      from: "2026-11-23",
      to: "2026-11-23",
      afterId: null,
      take: 10,
    });
    expect(batch.find((r) => r.workerName === "Sheet Worker")).toMatchObject({ travelMinutes: 35, onSiteMinutes: 190 });
  });
});

describe("the dispatch board's unscheduled column", () => {
  it("puts urgent work first, then high, then the oldest; finds a job by number or vessel; shows more in steps", async () => {
    const vessel = `Column ${Date.now().toString(36)}`;
    const made: { id: string; number: number }[] = [];
    // 23 waiting jobs on one vessel: the first normal, then one high, one urgent, then 20 more normal ones.
    for (let i = 0; i < 23; i++) {
      const priority = i === 1 ? "high" : i === 2 ? "urgent" : "normal";
      made.push(await job({ vesselName: vessel, priority, createdAt: new Date(Date.UTC(2026, 0, 1, 0, i)) }));
    }
    const board = await m.dispatch.dispatchBoard("2026-12-02", { q: vessel, shown: 20 });
    expect(board.unscheduledMatching).toBe(23);
    expect(board.unscheduledTotal).toBeGreaterThanOrEqual(23);
    expect(board.unscheduled).toHaveLength(20);
    expect(board.unscheduled.slice(0, 3).map((j) => j.number)).toEqual([
      made[2]!.number,
      made[1]!.number,
      made[0]!.number,
    ]);
    // The next normal ones follow oldest first.
    expect(board.unscheduled[3]!.number).toBe(made[3]!.number);

    const more = await m.dispatch.dispatchBoard("2026-12-02", { q: vessel, shown: 40 });
    expect(more.unscheduled).toHaveLength(23);
    expect(more.unscheduled.at(-1)!.number).toBe(made[22]!.number);

    const one = await m.dispatch.dispatchBoard("2026-12-02", { q: `#${made[7]!.number}`, shown: 20 });
    expect(one.unscheduled.map((j) => j.number)).toEqual([made[7]!.number]);
    expect(one.unscheduledMatching).toBe(1);

    // Scheduled work leaves the column.
    await m.prisma.job.update({ where: { id: made[2]!.id }, data: { status: "job_scheduled" } });
    const after = await m.dispatch.dispatchBoard("2026-12-02", { q: vessel, shown: 20 });
    expect(after.unscheduledMatching).toBe(22);
    expect(after.unscheduled[0]!.number).toBe(made[1]!.number);
  });
});
