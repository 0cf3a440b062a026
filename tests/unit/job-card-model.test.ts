// The job card's posts against a real database (issue 16, ADR 160): each post is applied once by its idempotency key
// (a replay from the phone's outbox changes nothing), a job the office took away is a conflict that records nothing,
// arriving moves the job In Progress and "work complete" moves it to Awaiting Approval through the audited lifecycle.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "./helpers/test-db.ts";

const testDb = createTestDatabase();

type Mods = {
  prisma: typeof import("~/utils/db.server.ts").prisma;
  card: typeof import("~/models/job-card.server.ts");
  domain: typeof import("~/domain/job-card.ts");
};
let m: Mods;
let workerId: string;
let otherId: string;
let counter = 5000;

beforeAll(async () => {
  m = {
    prisma: (await import("~/utils/db.server.ts")).prisma,
    card: await import("~/models/job-card.server.ts"),
    domain: await import("~/domain/job-card.ts"),
  };
  const mk = (email: string) =>
    m.prisma.user.create({
      data: {
        email,
        fullName: email.split("@")[0]!,
        roles: { create: { role: "marine_professional" } },
      },
    });
  workerId = (await mk("finn@example.test")).id;
  otherId = (await mk("other@example.test")).id;
});

afterAll(async () => {
  await m?.prisma.$disconnect();
  testDb.cleanup();
});

const now = new Date("2026-11-26T01:00:00Z");
const later = (min: number) => new Date(now.getTime() + min * 60_000);

async function makeJob(itemName = "Hull dive and clean") {
  return m.prisma.job.create({
    data: {
      number: counter++,
      title: "Dive",
      status: "job_scheduled",
      customerContactName: "Morgan Tide",
      customerContactEmail: "morgan@example.test",
      assignedStaffId: workerId,
      scheduledStartAt: now,
      items: { create: { name: itemName, unitPriceCents: 10000, totalCents: 10000 } },
    },
  });
}

const post = (jobId: string, body: Record<string, unknown>, at = now, userId = workerId) =>
  m.card.applyJobCardPost({
    jobId,
    userId,
    actorId: userId,
    post: m.domain.jobCardPostSchema.parse(body),
    now: at,
  });

describe("job-card posts", () => {
  it("applies a replayed post once: the same key twice records one note and one tick", async () => {
    const job = await makeJob();
    const note = { intent: "note", key: "note-key-0001", note: "Prop fouled with weed" };
    expect(await post(job.id, note)).toMatchObject({ replayed: false });
    expect(await post(job.id, note, later(5))).toMatchObject({ replayed: true });
    // Two copies at once (the outbox and a resend racing): still one.
    const tick = {
      intent: "tick",
      key: "tick-key-0001",
      itemKey: "hull_inspection:inspect-running-gear-and-props",
      done: "1",
    };
    const both = await Promise.all([post(job.id, tick), post(job.id, tick)]);
    expect(both.filter((r) => r.replayed)).toHaveLength(1);
    expect(await m.prisma.jobEvent.count({ where: { jobId: job.id, kind: "note" } })).toBe(1);
    expect(await m.prisma.jobChecklistTick.count({ where: { jobId: job.id, done: true } })).toBe(1);
    expect(await m.prisma.fieldPost.count({ where: { jobId: job.id } })).toBe(2);
  });

  it("refuses a key used for another job, and an item not on the checklist", async () => {
    const job = await makeJob();
    const other = await makeJob();
    await post(job.id, { intent: "note", key: "shared-key-01", note: "first" });
    await expect(post(other.id, { intent: "note", key: "shared-key-01", note: "second" })).rejects.toBeInstanceOf(
      m.card.JobCardRefusal,
    );
    await expect(
      post(job.id, { intent: "tick", key: "bad-tick-0001", itemKey: "nope:nothing", done: "1" }),
    ).rejects.toThrow("not on this job");
    expect(await m.prisma.fieldPost.count({ where: { key: "bad-tick-0001" } })).toBe(0);
  });

  it("shows a conflict, recording nothing, when the office reassigned the job while the phone was offline", async () => {
    const job = await makeJob();
    await m.prisma.job.update({ where: { id: job.id }, data: { assignedStaffId: otherId } });
    await expect(post(job.id, { intent: "note", key: "late-note-001", note: "typed offline" })).rejects.toBeInstanceOf(
      m.card.JobCardConflict,
    );
    expect(await m.prisma.jobEvent.count({ where: { jobId: job.id, kind: "note" } })).toBe(0);
    expect(await m.prisma.fieldPost.count({ where: { key: "late-note-001" } })).toBe(0);
  });

  it("runs the day: travel, arrive (In Progress), checklist, dive, sign-off, complete (Awaiting Approval)", async () => {
    const job = await makeJob();
    await post(job.id, { intent: "time", key: "time-000001", action: "start_travel", at: now.toISOString() }, now);
    await post(
      job.id,
      { intent: "time", key: "time-000002", action: "arrive", at: later(20).toISOString() },
      later(20),
    );
    expect((await m.prisma.job.findUniqueOrThrow({ where: { id: job.id } })).status).toBe("in_progress");
    // The same arrive replayed later changes nothing.
    await post(job.id, { intent: "time", key: "time-000002", action: "arrive" }, later(30));
    await expect(post(job.id, { intent: "complete", key: "complete-0001" }, later(60))).rejects.toThrow("Not yet");
    const card = await m.card.getJobCard(job.id, { id: workerId, isAdmin: false }, later(60));
    let n = 0;
    for (const item of card!.checklist) {
      await post(job.id, { intent: "tick", key: `tick-all-${n++}`, itemKey: item.key, done: "1" }, later(61));
    }
    await post(job.id, { intent: "dive", key: "dive-00001", foulingLevel: 3, cleaningMethod: "soft_brush" }, later(62));
    await post(
      job.id,
      { intent: "material", key: "mat-000001", name: "Zinc anode", quantity: 2, unit: "each" },
      later(62),
    );
    await post(job.id, { intent: "signoff", key: "sign-00001", signOffName: "Morgan Tide" }, later(63));
    const done = await post(job.id, { intent: "complete", key: "complete-0002" }, later(80));
    expect(done.status).toBe("awaiting_approval");
    const entries = await m.prisma.timeEntry.findMany({ where: { jobId: job.id }, orderBy: { startedAt: "asc" } });
    expect(entries.map((e) => [e.kind, e.startedAt.toISOString(), e.endedAt?.toISOString()])).toEqual([
      ["travel", now.toISOString(), later(20).toISOString()],
      ["on_site", later(20).toISOString(), later(80).toISOString()],
    ]);
    const moves = await m.prisma.jobEvent.findMany({
      where: { jobId: job.id, kind: "status" },
      orderBy: { createdAt: "asc" },
      select: { fromStatus: true, toStatus: true, actorId: true },
    });
    expect(moves).toEqual([
      { fromStatus: "job_scheduled", toStatus: "in_progress", actorId: workerId },
      { fromStatus: "in_progress", toStatus: "awaiting_approval", actorId: workerId },
    ]);
    // After hand-in the card is read only and further posts are conflicts.
    await expect(
      post(job.id, { intent: "note", key: "after-note-01", note: "late" }, later(90)),
    ).rejects.toBeInstanceOf(m.card.JobCardConflict);
  });

  it("shows the card only to the assigned worker and admins", async () => {
    const job = await makeJob();
    expect(await m.card.getJobCard(job.id, { id: otherId, isAdmin: false }, now)).toBeNull();
    expect(await m.card.getJobCard(job.id, { id: otherId, isAdmin: true }, now)).toMatchObject({ canWork: false });
    expect(await m.card.getJobCard(job.id, { id: workerId, isAdmin: false }, now)).toMatchObject({
      canWork: true,
      isDive: true,
    });
  });
});
