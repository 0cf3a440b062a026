// Subscriptions against a real (temporary) database, SQLite and PostgreSQL: sign-up books and invoices the first
// visit; the scheduler books each later visit once even when two copies run at the same moment; skip, pause, resume
// and cancel change what gets booked; a card charge claimed by a run that died is retried with the same key.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "./helpers/test-db.ts";

const testDb = createTestDatabase();

type Mods = {
  prisma: typeof import("~/utils/db.server.ts").prisma;
  subs: typeof import("~/models/subscription.server.ts");
  bookings: typeof import("~/models/booking-changes.server.ts");
};
let m: Mods;

beforeAll(async () => {
  const prisma = (await import("~/utils/db.server.ts")).prisma;
  const { seedReference } = await import("../../prisma/seed-reference.ts");
  await seedReference(prisma as never);
  m = {
    prisma,
    subs: await import("~/models/subscription.server.ts"),
    bookings: await import("~/models/booking-changes.server.ts"),
  };
});

afterAll(async () => {
  await m?.prisma.$disconnect();
  testDb.cleanup();
});

// Tue 24 Nov 2026, 10:00 in Sydney.
const now = new Date("2026-11-23T23:00:00Z");
const at = (dateKey: string) => new Date(`${dateKey}T09:00:00+11:00`);

let n = 0;
async function customer() {
  n += 1;
  return m.prisma.user.create({
    data: {
      email: `s${n}-${Date.now()}@x.example`,
      fullName: `Sub Customer ${n}`,
      roles: { create: [{ role: "customer" }] },
    },
    select: { id: true, email: true, fullName: true },
  });
}

async function subscribe(
  c: { id: string; email: string; fullName: string },
  over: Partial<Parameters<typeof m.subs.signUp>[1]> = {},
) {
  n += 1;
  return m.subs.signUp(
    c,
    {
      service: "external_clean",
      vesselId: "new",
      vesselName: "Kestrel",
      vesselLength: 9,
      addressId: "new",
      address: "594 New South Head Rd, Rose Bay NSW 2029",
      accessType: "marina",
      frequency: "fortnightly",
      weekday: 2,
      window: "08:00-12:00",
      firstVisit: "2026-12-01",
      billing: "invoice",
      token: `token-${n}-${Date.now()}`,
      ...over,
    },
    now,
  );
}

const visits = (subscriptionId: string) =>
  m.prisma.subscriptionVisit.findMany({
    where: { subscriptionId },
    orderBy: { visitDate: "asc" },
    select: { visitDate: true, status: true, chargeStatus: true, invoiceId: true, jobId: true, orderId: true },
  });

describe("sign-up and the scheduler", () => {
  it("books and invoices the first visit at sign-up, at the Sydney wall-clock time", async () => {
    const c = await customer();
    const { subscriptionId, redirectTo } = await subscribe(c);
    expect(redirectTo).toBe(`/subscription-activated?subscription=${subscriptionId}`);
    const [first] = await visits(subscriptionId);
    expect(first).toMatchObject({ visitDate: "2026-12-01", status: "booked", chargeStatus: "invoiced" });
    const job = await m.prisma.job.findUniqueOrThrow({ where: { id: first!.jobId! } });
    expect(job).toMatchObject({ status: "job_scheduled", source: "subscription", totalCents: 38_000 });
    // 08:00 AEDT on 1 Dec = 21:00 UTC the day before.
    expect(job.scheduledStartAt?.toISOString()).toBe("2026-11-30T21:00:00.000Z");
    const invoice = await m.prisma.invoice.findUniqueOrThrow({ where: { id: first!.invoiceId! } });
    expect(invoice).toMatchObject({ status: "sent", totalCents: 38_000, outstandingCents: 38_000 });
    const emails = await m.prisma.emailMessage.findMany({ where: { to: c.email }, select: { subject: true } });
    expect(emails.map((e) => e.subject)).toEqual(
      expect.arrayContaining([expect.stringMatching(/INV-/), expect.stringMatching(/^Your subscription has started/)]),
    );
  });

  it("a repeated sign-up form makes one subscription", async () => {
    const c = await customer();
    const token = `same-${Date.now()}`;
    const a = await subscribe(c, { token });
    const b = await subscribe(c, { token });
    expect(b.subscriptionId).toBe(a.subscriptionId);
    expect(await m.prisma.subscription.count({ where: { customerId: c.id } })).toBe(1);
  });

  it("books each later visit once when two runs go at the same moment, and again finds nothing to do", async () => {
    const c = await customer();
    const { subscriptionId } = await subscribe(c);
    const runs = await Promise.all([
      m.subs.runSubscriptions({ now: at("2026-12-08"), customerId: c.id }),
      m.subs.runSubscriptions({ now: at("2026-12-08"), customerId: c.id }),
    ]);
    expect(runs[0]!.booked + runs[1]!.booked).toBe(1);
    const again = await m.subs.runSubscriptions({ now: at("2026-12-09"), customerId: c.id });
    expect(again.booked).toBe(0);
    const rows = await visits(subscriptionId);
    expect(rows.map((v) => v.visitDate)).toEqual(["2026-12-01", "2026-12-15"]);
    expect(new Set(rows.map((v) => v.orderId)).size).toBe(2);
    expect(await m.prisma.invoice.count({ where: { customerId: c.id } })).toBe(2);
    expect(await m.prisma.job.count({ where: { customerId: c.id } })).toBe(2);
  });

  it("skips, pauses, resumes and cancels with the right effect on what gets booked", async () => {
    const c = await customer();
    const { subscriptionId } = await subscribe(c);
    const actor = { id: c.id, staff: false };
    const skipped = await m.subs.skipNextVisit(subscriptionId, actor, now);
    expect(skipped).toBe("2026-12-15");
    expect((await m.subs.runSubscriptions({ now: at("2026-12-08"), customerId: c.id })).booked).toBe(0);

    await m.subs.pauseSubscription(subscriptionId, actor, "2027-01-10", now);
    await expect(m.subs.pauseSubscription(subscriptionId, actor, "2027-01-20", now)).rejects.toThrow(
      "It is already paused.",
    );
    expect((await m.subs.runSubscriptions({ now: at("2026-12-22"), customerId: c.id })).booked).toBe(0);
    // The pause ends by itself on its date; the 12 Jan visit is then booked.
    const resumed = await m.subs.runSubscriptions({ now: at("2027-01-10"), customerId: c.id });
    expect(resumed).toMatchObject({ resumed: 1, booked: 1 });

    await m.subs.cancelSubscription(subscriptionId, actor, at("2027-01-10"));
    const sub = await m.prisma.subscription.findUniqueOrThrow({ where: { id: subscriptionId } });
    expect(sub).toMatchObject({ status: "cancelling", endsOn: "2027-01-26" });
    expect((await m.subs.runSubscriptions({ now: at("2027-01-20"), customerId: c.id })).booked).toBe(0);
    expect((await m.subs.runSubscriptions({ now: at("2027-01-26"), customerId: c.id })).ended).toBe(1);
    const rows = await visits(subscriptionId);
    expect(rows.map((v) => [v.visitDate, v.status])).toEqual([
      ["2026-12-01", "booked"],
      ["2026-12-15", "skipped"],
      ["2027-01-12", "booked"],
    ]);
    const kinds = await m.prisma.subscriptionChange.findMany({
      where: { subscriptionId },
      orderBy: { createdAt: "asc" },
      select: { kind: true },
    });
    expect(kinds.map((k) => k.kind)).toEqual(["created", "skipped", "paused", "resumed", "cancelled", "cancelled"]);
  });

  it("cancelling a visit's booking cancels the visit and voids its unpaid invoice; no charge is tried for it", async () => {
    const c = await customer();
    const { subscriptionId } = await subscribe(c);
    const [first] = await visits(subscriptionId);
    const booking = await m.prisma.booking.findFirstOrThrow({ where: { jobId: first!.jobId! } });
    await m.bookings.cancelBooking(c, booking.id, now);
    const [after] = await visits(subscriptionId);
    expect(after).toMatchObject({ visitDate: "2026-12-01", status: "cancelled", chargeStatus: "none" });
    const invoice = await m.prisma.invoice.findUniqueOrThrow({ where: { id: first!.invoiceId! } });
    expect(invoice).toMatchObject({ status: "void", outstandingCents: 0 });
    expect(
      await m.subs.chargeVisit(
        (await m.prisma.subscriptionVisit.findFirstOrThrow({ where: { subscriptionId } })).id,
        now,
      ),
    ).toBe("skipped");
    const change = await m.prisma.subscriptionChange.findFirst({ where: { subscriptionId, kind: "visit_cancelled" } });
    expect(change?.summary).toMatch(/^Visit on Tue 1 Dec 2026 cancelled from the bookings page; its invoice is void\./);
  });

  it("a change of frequency and day takes effect from the next visit not booked yet", async () => {
    const c = await customer();
    const { subscriptionId } = await subscribe(c);
    const actor = { id: c.id, staff: false };
    // Booked: Tue 1 Dec. Next unbooked: Tue 15 Dec → weekly on Thursdays from Thu 17 Dec.
    const from = await m.subs.rescheduleSubscription(subscriptionId, actor, { frequency: "weekly", weekday: 4 }, now);
    expect(from).toBe("2026-12-17");
    expect((await m.subs.runSubscriptions({ now: at("2026-12-09"), customerId: c.id })).booked).toBe(0);
    expect((await m.subs.runSubscriptions({ now: at("2026-12-10"), customerId: c.id })).booked).toBe(1);
    expect((await m.subs.runSubscriptions({ now: at("2026-12-17"), customerId: c.id })).booked).toBe(1);
    expect((await visits(subscriptionId)).map((v) => v.visitDate)).toEqual(["2026-12-01", "2026-12-17", "2026-12-24"]);
    const change = await m.prisma.subscriptionChange.findFirst({ where: { subscriptionId, kind: "rescheduled" } });
    expect(change?.summary).toBe("Now every week on Thursdays, from Thu 17 Dec 2026.");
  });

  it("two subscribed services of one boat on the same visit share an order and the bundle saving", async () => {
    const c = await customer();
    const outside = await subscribe(c);
    const vessel = await m.prisma.subscription.findUniqueOrThrow({
      where: { id: outside.subscriptionId },
      select: { vesselId: true },
    });
    const inside = await subscribe(c, { service: "internal_clean", vesselId: vessel.vesselId! });
    const run = await m.subs.runSubscriptions({ now: at("2026-12-08"), customerId: c.id });
    expect(run.booked).toBe(2);
    const second = await m.prisma.subscriptionVisit.findMany({
      where: { subscriptionId: { in: [outside.subscriptionId, inside.subscriptionId] }, visitDate: "2026-12-15" },
      select: { orderId: true, amountCents: true, invoiceId: true },
    });
    expect(second).toHaveLength(2);
    expect(second[0]!.orderId).toBe(second[1]!.orderId);
    const order = await m.prisma.order.findUniqueOrThrow({ where: { id: second[0]!.orderId! } });
    expect(order.bundleName).toBe("Complete Clean Package");
    expect(order.discountCents).toBe(Math.round(order.grossCents * 0.15));
    const invoiced = await m.prisma.invoice.findMany({
      where: { id: { in: second.map((v) => v.invoiceId!) } },
      select: { totalCents: true },
    });
    expect(invoiced.reduce((a, i) => a + i.totalCents, 0)).toBe(order.totalCents);
  });

  it("counts MRR over running subscriptions only", async () => {
    const c = await customer();
    const { subscriptionId } = await subscribe(c, { frequency: "weekly" });
    const list = await m.subs.adminSubscriptions({ q: c.email, skip: 0, take: 10, now });
    expect(list.rows.map((r) => r.id)).toContain(subscriptionId);
    expect(list.mrrCents).toBeGreaterThanOrEqual(Math.round((38_000 * 52) / 12));
  });
});

describe("card charges", () => {
  it("retry a claim a crashed run left behind with the same key, never a second payment row", async () => {
    const c = await customer();
    const { subscriptionId } = await subscribe(c);
    await m.prisma.subscription.update({ where: { id: subscriptionId }, data: { billing: "card" } });
    const [first] = await visits(subscriptionId);
    const visit = await m.prisma.subscriptionVisit.findFirstOrThrow({
      where: { subscriptionId, visitDate: first!.visitDate },
    });
    // A run claimed attempt 1 and died before the provider answered.
    await m.prisma.subscriptionVisit.update({
      where: { id: visit.id },
      data: { chargeStatus: "charging", chargeAttempts: 1, nextChargeAt: new Date(now.getTime() - 60_000) },
    });
    const result = await m.subs.chargeVisit(visit.id, now);
    // No card provider is configured here: the attempt is declined, and it is still attempt 1.
    expect(result).toBe("declined");
    const payments = await m.prisma.payment.findMany({
      where: { idempotencyKey: { startsWith: `subscription-visit:${visit.id}:` } },
    });
    expect(payments.map((p) => p.idempotencyKey)).toEqual([`subscription-visit:${visit.id}:1`]);
    const after = await m.prisma.subscriptionVisit.findUniqueOrThrow({ where: { id: visit.id } });
    expect(after).toMatchObject({ chargeStatus: "failed", chargeAttempts: 1 });
    expect(after.nextChargeAt?.toISOString()).toBe(new Date(now.getTime() + 86_400_000).toISOString());
    // A second runner at the same moment finds nothing due.
    expect(await m.subs.chargeVisit(visit.id, now)).toBe("busy");
  });
});
