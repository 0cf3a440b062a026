// Subcontractor work orders against a real database (issue 16, ADR 161): only the token's hash is stored; a revoked,
// expired or guessed link opens nothing; a business sees only its own work orders; accepting, recording time (once per
// key) and completing move the job In Progress → Awaiting Approval through the audited lifecycle.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "./helpers/test-db.ts";

const testDb = createTestDatabase();

type Mods = {
  prisma: typeof import("~/utils/db.server.ts").prisma;
  wo: typeof import("~/models/work-orders.server.ts");
  domain: typeof import("~/domain/work-orders.ts");
};
let m: Mods;
let adminId: string;
let subId: string;
let otherSubId: string;
let counter = 7000;

const now = new Date("2026-11-26T01:00:00Z");
const later = (min: number) => new Date(now.getTime() + min * 60_000);

beforeAll(async () => {
  m = {
    prisma: (await import("~/utils/db.server.ts")).prisma,
    wo: await import("~/models/work-orders.server.ts"),
    domain: await import("~/domain/work-orders.ts"),
  };
  adminId = (
    await m.prisma.user.create({
      data: { email: "office@example.test", fullName: "Office", roles: { create: { role: "admin" } } },
    })
  ).id;
  const sub = (name: string, abn: string) =>
    m.prisma.subcontractor.create({ data: { name, abn, address: "1 Wharf St, Sydney" }, select: { id: true } });
  subId = (await sub("Deep Blue Diving", "51824753556")).id;
  otherSubId = (await sub("Other Marine", "53004085616")).id;
});

afterAll(async () => {
  await m?.prisma.$disconnect();
  testDb.cleanup();
});

async function makeJob(status = "job_scheduled") {
  return m.prisma.job.create({
    data: {
      number: counter++,
      title: "Antifoul",
      status,
      customerContactName: "Morgan Tide",
      customerContactEmail: "morgan@example.test",
      scheduledStartAt: now,
      items: { create: { name: "Antifoul application", unitPriceCents: 10000, totalCents: 10000 } },
    },
  });
}

const post = (body: Record<string, unknown>, at = now, sub = subId) =>
  m.wo.applyWorkOrderPost({ subcontractorId: sub, post: m.domain.workOrderPostSchema.parse(body), now: at });

describe("links", () => {
  it("stores only the token's hash; the link opens until revoked", async () => {
    const link = await m.wo.createSubcontractorLink({ subcontractorId: subId, days: 30, actorId: adminId, now });
    expect(link).not.toBeNull();
    expect(m.domain.isWellFormedLinkToken(link!.token)).toBe(true);
    const row = await m.prisma.subcontractorLink.findUniqueOrThrow({ where: { id: link!.id } });
    expect(row.tokenHash).not.toContain(link!.token);
    expect(JSON.stringify(row)).not.toContain(link!.token);
    const opened = await m.wo.resolveSubcontractorLink(link!.token, later(1));
    expect(opened?.subcontractor.id).toBe(subId);
    expect(await m.wo.revokeSubcontractorLink({ subcontractorId: otherSubId, linkId: link!.id, now })).toBe(false);
    expect(await m.wo.revokeSubcontractorLink({ subcontractorId: subId, linkId: link!.id, now: later(2) })).toBe(true);
    expect(await m.wo.resolveSubcontractorLink(link!.token, later(3))).toBeNull();
  });

  it("opens nothing once expired, or for a guessed or malformed token", async () => {
    const link = await m.wo.createSubcontractorLink({ subcontractorId: subId, days: 1, actorId: adminId, now });
    expect(await m.wo.resolveSubcontractorLink(link!.token, later(24 * 60 - 1))).not.toBeNull();
    expect(await m.wo.resolveSubcontractorLink(link!.token, later(24 * 60))).toBeNull();
    expect(await m.wo.resolveSubcontractorLink("x".repeat(43), now)).toBeNull();
    expect(await m.wo.resolveSubcontractorLink(link!.token.slice(0, 42), now)).toBeNull();
    expect(await m.wo.resolveSubcontractorLink(null, now)).toBeNull();
  });
});

describe("work orders", () => {
  it("accept → time (once per key) → complete moves the job to Awaiting Approval, audited", async () => {
    const job = await makeJob();
    const sent = await m.wo.sendWorkOrder({
      subcontractorId: subId,
      jobNumber: job.number,
      instructions: "Two coats",
      actorId: adminId,
      now,
    });
    const board = await m.wo.subcontractorDashboard(subId, 1);
    expect(board.orders.map((o) => o.id)).toContain(sent.id);
    expect((await m.wo.subcontractorDashboard(otherSubId, 1)).orders).toHaveLength(0);
    // Not accepted yet: no job card (gate codes), no time.
    expect(await m.wo.workOrderJobCard(subId, sent.id, now)).toBeNull();
    await expect(
      post({ intent: "time", key: "time-key-0001", workOrderId: sent.id, workedOn: "2026-11-26", hours: "2" }),
    ).rejects.toThrow(/Accept/);
    // Another business cannot touch it.
    await expect(
      post({ intent: "accept", key: "acc-key-0001", workOrderId: sent.id }, now, otherSubId),
    ).rejects.toBeInstanceOf(m.wo.WorkOrderNotFound);

    expect(await post({ intent: "accept", key: "acc-key-0001", workOrderId: sent.id })).toMatchObject({
      replayed: false,
    });
    expect(await post({ intent: "accept", key: "acc-key-0002", workOrderId: sent.id })).toMatchObject({
      replayed: true,
    });
    expect((await m.wo.workOrderJobCard(subId, sent.id, now))?.card.canWork).toBe(false);

    const time = { intent: "time", key: "time-key-0002", workOrderId: sent.id, workedOn: "2026-11-26", hours: "2:30" };
    expect(await post(time)).toMatchObject({ replayed: false });
    expect(await post(time, later(1))).toMatchObject({ replayed: true });
    await expect(
      post({ intent: "time", key: "time-key-0003", workOrderId: sent.id, workedOn: "2026-11-27", hours: "1" }),
    ).rejects.toThrow(/not happened/);
    expect(await m.prisma.workOrderTime.count({ where: { workOrderId: sent.id } })).toBe(1);

    await post({ intent: "complete", key: "done-key-0001", workOrderId: sent.id, note: "All good" }, later(10));
    const after = await m.prisma.job.findUniqueOrThrow({ where: { id: job.id }, select: { status: true } });
    expect(after.status).toBe("awaiting_approval");
    const moves = await m.prisma.jobEvent.findMany({
      where: { jobId: job.id, kind: "status" },
      orderBy: { createdAt: "asc" },
      select: { fromStatus: true, toStatus: true, reason: true },
    });
    expect(moves.map((e) => `${e.fromStatus}>${e.toStatus}`)).toEqual([
      "job_scheduled>in_progress",
      "in_progress>awaiting_approval",
    ]);
    expect(moves[1]!.reason).toMatch(/Deep Blue Diving.*work complete.*All good/);
    const order = await m.prisma.workOrder.findUniqueOrThrow({ where: { id: sent.id } });
    expect(order.status).toBe("completed");
    await expect(
      post({ intent: "time", key: "time-key-0004", workOrderId: sent.id, workedOn: "2026-11-26", hours: "1" }),
    ).rejects.toThrow(/already complete/);
  });

  it("a decline keeps its reason and frees the job for another business", async () => {
    const job = await makeJob("quote_accepted");
    const sent = await m.wo.sendWorkOrder({
      subcontractorId: subId,
      jobNumber: job.number,
      instructions: null,
      actorId: adminId,
      now,
    });
    await expect(
      m.wo.sendWorkOrder({
        subcontractorId: otherSubId,
        jobNumber: job.number,
        instructions: null,
        actorId: adminId,
        now,
      }),
    ).rejects.toThrow(/already has an open work order/);
    await post({ intent: "decline", key: "dec-key-0001", workOrderId: sent.id, reason: "Booked out until March" });
    const order = await m.prisma.workOrder.findUniqueOrThrow({ where: { id: sent.id } });
    expect(order).toMatchObject({ status: "declined", declineReason: "Booked out until March" });
    await expect(post({ intent: "accept", key: "acc-key-0009", workOrderId: sent.id })).rejects.toThrow(/declined/);
    const again = await m.wo.sendWorkOrder({
      subcontractorId: otherSubId,
      jobNumber: job.number,
      instructions: null,
      actorId: adminId,
      now,
    });
    expect(again.id).not.toBe(sent.id);
  });

  it("refuses jobs that are not accepted work, and a job the office closed meanwhile", async () => {
    const enquiry = await makeJob("quote_requested");
    await expect(
      m.wo.sendWorkOrder({
        subcontractorId: subId,
        jobNumber: enquiry.number,
        instructions: null,
        actorId: adminId,
        now,
      }),
    ).rejects.toThrow(/only accepted work/);
    const job = await makeJob("in_progress");
    const sent = await m.wo.sendWorkOrder({
      subcontractorId: subId,
      jobNumber: job.number,
      instructions: null,
      actorId: adminId,
      now,
    });
    await post({ intent: "accept", key: "acc-key-0100", workOrderId: sent.id });
    await m.prisma.job.update({ where: { id: job.id }, data: { status: "completed" } });
    await expect(post({ intent: "complete", key: "done-key-0100", workOrderId: sent.id })).rejects.toThrow(
      /office changed it/,
    );
    expect((await m.prisma.workOrder.findUniqueOrThrow({ where: { id: sent.id } })).status).toBe("accepted");
  });

  it("a withdrawn order leaves the business's dashboard", async () => {
    const job = await makeJob();
    const sent = await m.wo.sendWorkOrder({
      subcontractorId: subId,
      jobNumber: job.number,
      instructions: null,
      actorId: adminId,
      now,
    });
    expect(await m.wo.withdrawWorkOrder({ subcontractorId: subId, workOrderId: sent.id, actorId: adminId })).toBe(true);
    const board = await m.wo.subcontractorDashboard(subId, 1);
    expect(board.orders.map((o) => o.id)).not.toContain(sent.id);
    await expect(post({ intent: "accept", key: "acc-key-0200", workOrderId: sent.id })).rejects.toThrow(/withdrew/);
  });
});
