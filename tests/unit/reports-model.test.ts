// The money reports on a fixed data set (SQLite and PostgreSQL): GST for the BAS on each basis — deposits not counted
// twice, receipts apportioned, credit notes and refunds in the period they happen —, aged receivables at a pinned date,
// TPAR per financial year, a job's margin with its overhead allocation, and the ledger lines adding up to 1A.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "./helpers/test-db.ts";

const testDb = createTestDatabase();

type Mods = {
  prisma: typeof import("~/utils/db.server.ts").prisma;
  reports: typeof import("~/models/reports.server.ts");
  adj: typeof import("~/models/invoice-adjustments.server.ts");
  costing: typeof import("~/models/job-costing.server.ts");
};
let m: Mods;

const syd = (dateKey: string, time = "12:00") => new Date(`${dateKey}T${time}:00+10:00`);
const Q1 = { from: "2026-07-01", to: "2026-09-30" };
const Q2 = { from: "2026-10-01", to: "2026-12-31" };
const ids: Record<string, string> = {};
let adminId = "";
let n = 20000;

async function invoice(
  key: string,
  o: {
    issued: Date | null;
    status?: string;
    kind?: string;
    total: number;
    gst: number;
    due?: Date;
    jobId?: string;
    email?: string;
    paid?: { amount: number; at: Date; method: string }[];
    credits?: { amount: number; sourceType: string; sourceRef?: string; at?: Date }[];
  },
) {
  n += 1;
  const paid = (o.paid ?? []).reduce((a, p) => a + p.amount, 0);
  const credited = (o.credits ?? []).reduce((a, c) => a + c.amount, 0);
  const outstanding = o.status === "void" ? 0 : o.total - credited - paid;
  const inv = await m.prisma.invoice.create({
    data: {
      number: n,
      status: o.status ?? (outstanding === 0 ? "paid" : paid > 0 ? "part_paid" : "sent"),
      kind: o.kind ?? "standard",
      publicToken: `tok-${key}-${n}`,
      jobId: o.jobId ?? null,
      customerName: `Customer ${key}`,
      customerEmail: o.email ?? `${key.toLowerCase()}@x.example`,
      businessName: "Bosun Marine",
      businessAbn: "51824753556",
      subtotalCents: o.total - o.gst,
      gstCents: o.gst,
      totalCents: o.total,
      creditedCents: credited,
      paidCents: paid,
      outstandingCents: outstanding,
      issuedAt: o.issued,
      dueAt: o.due ?? (o.issued ? new Date(o.issued.getTime() + 14 * 86_400_000) : null),
      items: { create: [{ description: `Work ${key}`, quantity: 1, unitPriceCents: o.total, totalCents: o.total }] },
      payments: {
        create: (o.paid ?? []).map((p) => ({ amountCents: p.amount, method: p.method, receivedAt: p.at })),
      },
      credits: {
        create: (o.credits ?? []).map((c) => ({
          description: c.sourceType,
          amountCents: c.amount,
          sourceType: c.sourceType,
          sourceRef: c.sourceRef ?? null,
          receivedAt: c.at ?? null,
        })),
      },
    },
    select: { id: true },
  });
  ids[key] = inv.id;
  return inv.id;
}

async function job(key: string, o: { total: number; durationMinutes: number; completed: Date }) {
  n += 1;
  const j = await m.prisma.job.create({
    data: {
      number: n,
      title: `Job ${key}`,
      status: "invoiced",
      customerContactName: `Customer ${key}`,
      customerContactEmail: `${key.toLowerCase()}@x.example`,
      subtotalCents: o.total - Math.round(o.total / 11),
      taxCents: Math.round(o.total / 11),
      totalCents: o.total,
      durationMinutes: o.durationMinutes,
      completedAt: o.completed,
      items: {
        create: [
          { name: "External clean", serviceType: "external_clean", unitPriceCents: o.total, totalCents: o.total },
        ],
      },
    },
    select: { id: true },
  });
  ids[key] = j.id;
  return j.id;
}

beforeAll(async () => {
  const prisma = (await import("~/utils/db.server.ts")).prisma;
  m = {
    prisma,
    reports: await import("~/models/reports.server.ts"),
    adj: await import("~/models/invoice-adjustments.server.ts"),
    costing: await import("~/models/job-costing.server.ts"),
  };
  adminId = (
    await prisma.user.create({
      data: { email: `admin-${Date.now()}@x.example`, fullName: "Avery Admin", roles: { create: [{ role: "admin" }] } },
      select: { id: true },
    })
  ).id;
  await job("J1", { total: 33000, durationMinutes: 90, completed: syd("2026-08-04") });
  await job("J2", { total: 22000, durationMinutes: 240, completed: syd("2026-08-10") });
  await invoice("A", {
    issued: syd("2026-07-10"),
    total: 11000,
    gst: 1000,
    paid: [{ amount: 11000, at: syd("2026-07-15"), method: "card" }],
  });
  await invoice("B", {
    issued: syd("2026-08-05"),
    total: 33000,
    gst: 3000,
    jobId: ids.J1,
    paid: [
      { amount: 11000, at: syd("2026-08-20"), method: "bank_transfer" },
      { amount: 22000, at: syd("2026-10-03"), method: "cash" },
    ],
  });
  // 23:30 on 30 September in Sydney is still the first quarter (13:30 UTC).
  await invoice("C", { issued: syd("2026-09-30", "23:30"), total: 5500, gst: 500, due: syd("2026-10-14", "23:59") });
  await invoice("D", { issued: syd("2026-07-20"), status: "void", total: 99900, gst: 9082 });
  await invoice("E", { issued: null, status: "draft", total: 77000, gst: 7000 });
  await invoice("DEP", {
    issued: syd("2026-07-01"),
    kind: "deposit",
    total: 22000,
    gst: 2000,
    paid: [{ amount: 22000, at: syd("2026-07-02"), method: "card" }],
  });
  await invoice("F", {
    issued: syd("2026-09-01"),
    total: 66000,
    gst: 6000,
    jobId: ids.J2,
    credits: [{ amount: 22000, sourceType: "quote_deposit", sourceRef: ids.DEP, at: syd("2026-07-02") }],
    paid: [{ amount: 44000, at: syd("2026-09-05"), method: "card" }],
  });
  await invoice("H", { issued: syd("2026-11-20"), total: 2200, gst: 200, email: "c@x.example" });
  await invoice("I", { issued: syd("2026-06-17"), total: 1000, gst: 91, due: syd("2026-07-01", "23:59") });
  await m.adj.addCreditNote({
    invoiceId: ids.C!,
    amountCents: 1100,
    reason: "Goodwill",
    at: syd("2026-10-20"),
    actorId: adminId,
  });
  await m.adj.recordRefund({
    invoiceId: ids.A!,
    amountCents: 5500,
    reason: "Half the job was not done",
    method: "card",
    at: syd("2026-11-01"),
    actorId: adminId,
  });
});

afterAll(async () => {
  await m?.prisma.$disconnect();
  testDb.cleanup();
});

describe("GST for the BAS", () => {
  it("accrual: issued invoices in the period, void and drafts left out, a deposit counted once", async () => {
    const s = await m.reports.gstSummary(Q1, "accrual");
    // A + B + C + DEP + (F less the deposit it deducts)
    expect(s.salesCents).toBe(11000 + 33000 + 5500 + 22000 + (66000 - 22000));
    expect(s.gstCents).toBe(1000 + 3000 + 500 + 2000 + (6000 - 2000));
    expect(s.adjustmentCents).toBe(0);
  });

  it("accrual: 1A equals the GST of the invoices that make it up, line by line", async () => {
    const s = await m.reports.gstSummary(Q1, "accrual");
    const ledger = await m.reports.gstLedger(Q1, "accrual", { skip: 0, take: 100 });
    expect(ledger.total).toBe(5);
    expect(ledger.lines.reduce((a, l) => a + l.gstCents, 0)).toBe(s.gstCents);
    expect(ledger.lines.reduce((a, l) => a + l.amountCents, 0)).toBe(s.salesCents);
    // paging gives the same lines
    const p1 = await m.reports.gstLedger(Q1, "accrual", { skip: 0, take: 2 });
    const p2 = await m.reports.gstLedger(Q1, "accrual", { skip: 2, take: 10 });
    expect([...p1.lines, ...p2.lines].map((l) => l.invoiceNumber)).toEqual(ledger.lines.map((l) => l.invoiceNumber));
  });

  it("cash: money received in the period, GST apportioned, the deduction of a deposit not received twice", async () => {
    const s = await m.reports.gstSummary(Q1, "cash");
    expect(s.salesCents).toBe(11000 + 11000 + 22000 + 44000);
    expect(s.gstCents).toBe(1000 + 1000 + 2000 + 4000);
  });

  it("credit notes and refunds reduce the period they happen in", async () => {
    const accrual = await m.reports.gstSummary(Q2, "accrual");
    expect(accrual.adjustmentCents).toBe(-1100 - 5500);
    expect(accrual.adjustmentGstCents).toBe(-100 - 500);
    // H issued in Q2
    expect(accrual.salesCents).toBe(2200 - 6600);
    const cash = await m.reports.gstSummary(Q2, "cash");
    // B's second instalment takes the rest of B's GST; the refund comes off; a credit note moves no money.
    expect(cash.salesCents).toBe(22000 - 5500);
    expect(cash.gstCents).toBe(2000 - 500);
    const ledger = await m.reports.gstLedger(Q2, "cash", { skip: 0, take: 50 });
    expect(ledger.lines.map((l) => l.kind)).toEqual(["receipt", "refund"]);
  });
});

describe("revenue", () => {
  it("sums revenue ex GST the same way by every dimension, on both bases, adjustments included", async () => {
    for (const [period, basis] of [
      [Q1, "accrual"],
      [Q2, "accrual"],
      [Q1, "cash"],
      [Q2, "cash"],
    ] as const) {
      const s = await m.reports.gstSummary(period, basis);
      for (const by of ["month", "service", "category", "customer", "vessel"] as const) {
        const r = await m.reports.revenueBreakdown(period, basis, by);
        expect(r.totalCents, `${basis} ${period.from} by ${by}`).toBe(s.salesCents - s.gstCents);
        expect(r.rows.reduce((a, row) => a + row.revenueCents, 0) + r.others).toBe(r.totalCents);
      }
    }
    const byMonth = await m.reports.revenueBreakdown(Q2, "accrual", "month");
    expect(byMonth.rows.map((r) => r.key)).toEqual(["2026-10", "2026-11", "2026-12"]);
    // October: the credit note on C (−$10 ex GST); November: H ($20) less the refund on A (−$50).
    expect(byMonth.rows.map((r) => r.revenueCents)).toEqual([-1000, 2000 - 5000, 0]);
    const byCustomer = await m.reports.revenueBreakdown(Q1, "accrual", "customer");
    // F's $600 ex GST less the $200 deposit reported on DEP (same customer name, different e-mail in this data set)
    expect(byCustomer.rows.find((r) => r.key === "f@x.example")!.revenueCents).toBe(60000 - 20000);
  });
});

describe("receivables, payments, TPAR", () => {
  it("ages what is owed at a pinned date by Sydney days past due", async () => {
    const aged = await m.reports.agedReceivables(syd("2026-11-24"));
    const byEmail = Object.fromEntries(aged.rows.map((r) => [r.customerEmail, r]));
    expect(byEmail["c@x.example"]!.buckets["31-60"]).toBe(5500 - 1100);
    expect(byEmail["c@x.example"]!.buckets.current).toBe(2200);
    expect(byEmail["i@x.example"]!.buckets["90+"]).toBe(1000);
    expect(aged.totalCents).toBe(4400 + 2200 + 1000);
  });

  it("counts payments received by method and refunds paid out", async () => {
    const q1 = await m.reports.paymentsByMethod(Q1);
    const card = q1.rows.find((r) => r.method === "card")!;
    expect(card.receivedCents).toBe(11000 + 22000 + 44000);
    expect(q1.rows.find((r) => r.method === "bank_transfer")!.receivedCents).toBe(11000);
    const q2 = await m.reports.paymentsByMethod(Q2);
    expect(q2.refundedCents).toBe(5500);
  });

  it("a refund can never give back more than was paid", async () => {
    await expect(
      m.adj.recordRefund({
        invoiceId: ids.A!,
        amountCents: 5501,
        reason: "x",
        method: "card",
        at: syd("2026-11-02"),
        actorId: adminId,
      }),
    ).rejects.toThrow(/At most \$55\.00/);
    await expect(
      m.adj.addCreditNote({
        invoiceId: ids.C!,
        amountCents: 4401,
        reason: "x",
        at: syd("2026-11-02"),
        actorId: adminId,
      }),
    ).rejects.toThrow(/at most the \$44\.00/);
  });

  it("TPAR totals each subcontractor's payments in the financial year, GST included", async () => {
    const s1 = await m.costing.addSubcontractor({
      name: "Deep Blue Divers",
      abn: "51 824 753 556",
      address: "1 Wharf St, Sydney NSW 2000",
    });
    const s2 = await m.costing.addSubcontractor({
      name: "Harbour Slipway",
      abn: "53 004 085 616",
      address: "2 Slip Rd, Balmain NSW 2041",
    });
    const sub = (subcontractorId: string, amountCents: number, gstCents: number, paidOn: string) =>
      m.costing.addJobCost(
        ids.J1!,
        {
          kind: "subcontractor",
          description: "Dive",
          amountCents,
          gstCents,
          subcontractorId,
          paidOn,
          incurredOn: paidOn,
        },
        adminId,
      );
    await sub(s1.id, 50000, 5000, "2026-08-01");
    await sub(s1.id, 10000, 1000, "2027-07-02");
    await sub(s2.id, 20000, 2000, "2026-06-30");
    const fy27 = await m.reports.tpar(2027);
    expect(fy27.rows).toHaveLength(1);
    expect(fy27.rows[0]).toMatchObject({ name: "Deep Blue Divers", abn: "51824753556", totalPaidCents: 55000 });
    expect((await m.reports.tpar(2026)).rows[0]).toMatchObject({ name: "Harbour Slipway", totalPaidCents: 22000 });
    await expect(m.costing.addSubcontractor({ name: "Bad", abn: "12 345 678 901", address: "x" })).rejects.toThrow(
      /checksum/,
    );
  });
});

describe("job costing", () => {
  it("a job's margin: revenue ex GST less labour, materials and its share of the month's overheads", async () => {
    // Remove the subcontractor costs of the TPAR test from J1's figures by costing J2 instead.
    await m.costing.addJobCost(
      ids.J2!,
      { kind: "labour", description: "Polish", hundredthsHours: 200, rateCents: 5500, incurredOn: "2026-08-10" },
      adminId,
    );
    await m.costing.addJobCost(
      ids.J2!,
      { kind: "materials", description: "Compound", amountCents: 3000, gstCents: 300, incurredOn: "2026-08-10" },
      adminId,
    );
    await m.costing.addJobCost(
      ids.J1!,
      { kind: "labour", description: "Clean", hundredthsHours: 200, rateCents: 5500, incurredOn: "2026-08-04" },
      adminId,
    );
    await m.costing.addOverhead(
      { month: "2026-08", category: "Rent", description: "Workshop", amountCents: 20000 },
      adminId,
    );
    const rates = await m.costing.overheadRates(["2026-08"]);
    // $200 of overheads over 4 hours of labour: $50 an hour.
    expect(rates.get("2026-08")).toEqual({ overheadCents: 20000, labourHundredths: 400, ratePerHourCents: 5000 });
    const j2 = await m.costing.jobCosting(ids.J2!);
    // F (the job's invoice) is $660 incl. $60 GST: $600 ex GST.
    expect(j2).toMatchObject({ revenueCents: 60000, labourCents: 11000, materialsCents: 3000, overheadCents: 10000 });
    expect(j2!.marginCents).toBe(60000 - 24000);
    expect(j2!.marginBp).toBe(6000);
    // 2 h against a 4 h estimate is not an overrun; J1's 2 h against 1.5 h is (33 % over).
    expect(j2!.overrun).toBe(false);
    expect((await m.costing.jobCosting(ids.J1!))!.overrun).toBe(true);
  });

  it("overheads change the effective rate and the allocation", async () => {
    await m.costing.addOverhead(
      { month: "2026-08", category: "Insurance", description: "Marine liability", amountCents: 20000 },
      adminId,
    );
    const j2 = await m.costing.jobCosting(ids.J2!);
    expect(j2!.overheadCents).toBe(20000);
    const report = await m.costing.profitability(Q1, "service", { skip: 0, take: 10 });
    expect(report.jobCount).toBe(2);
    // least profitable first
    expect(report.jobs[0]!.marginCents).toBeLessThanOrEqual(report.jobs[1]!.marginCents);
    expect(report.overrunCount).toBe(1);
    expect(report.rollup[0]).toMatchObject({ key: "external_clean", jobs: 2 });
  });
});
