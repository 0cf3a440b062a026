// Money taken before an invoice — card payments on the invoice itself, order payments, quote deposits — against a
// real (temporary) database: each dollar is recorded once and deducted once, whoever pays first.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "./helpers/test-db.ts";

const testDb = createTestDatabase();

type Mods = {
  prisma: typeof import("~/utils/db.server.ts").prisma;
  job: typeof import("~/models/job.server.ts");
  invoice: typeof import("~/models/invoice.server.ts");
  handlers: typeof import("~/models/payment-handlers.server.ts");
};
let m: Mods;

beforeAll(async () => {
  m = {
    prisma: (await import("~/utils/db.server.ts")).prisma,
    job: await import("~/models/job.server.ts"),
    invoice: await import("~/models/invoice.server.ts"),
    handlers: await import("~/models/payment-handlers.server.ts"),
  };
});

afterAll(async () => {
  await m?.prisma.$disconnect();
  testDb.cleanup();
});

const NOW = new Date("2026-11-02T23:00:00Z"); // 3 Nov 2026, 10:00 Sydney
let seq = 0;

function newJob(status: "completed" | "quote_accepted", priceCents: number) {
  seq += 1;
  return m.prisma.$transaction((tx) =>
    m.job.createJob(tx, {
      title: `Vessel polish ${seq}`,
      status,
      customerContactName: "Olivia Owner",
      customerContactEmail: `prior${seq}@example.test`,
      vesselName: "Blue Wren",
      items: [{ name: "Vessel polish", quantity: 1, unitPriceCents: priceCents }],
      pricesIncludeGst: true,
    }),
  );
}

const invoiceFor = (jobId: string) =>
  m.prisma.$transaction(async (tx) => {
    const inv = await m.invoice.createInvoiceFromJob(tx, { jobId, now: NOW });
    await m.invoice.issueInvoice(tx, { invoiceId: inv.id, now: NOW });
    return tx.invoice.findUniqueOrThrow({ where: { id: inv.id }, include: { credits: true } });
  });

const jobStatus = async (id: string) =>
  (await m.prisma.job.findUniqueOrThrow({ where: { id }, select: { status: true } })).status;
const card = (referenceId: string, amountCents: number) => ({
  id: `pay_${++seq}`,
  kind: "invoice",
  referenceId,
  provider: "stripe",
  amountCents,
});
const settle = (payment: ReturnType<typeof card>) =>
  m.prisma.$transaction((tx) => m.handlers.PAYMENT_HANDLERS.invoice!.onPaid(tx, payment, NOW));

describe("paying an invoice by card (the payment module's 'invoice' handler)", () => {
  it("asks for what is owing, records the card payment once and moves the job to paid", async () => {
    const job = await newJob("completed", 55_000);
    const inv = await invoiceFor(job.id);
    const found = await m.handlers.PAYMENT_HANDLERS.invoice!.describe(m.prisma, inv.id);
    expect(found).toMatchObject({
      ok: true,
      payable: {
        kind: "invoice",
        amountDueCents: 55_000,
        currency: "AUD",
        successPath: `/invoice/${inv.publicToken}?payment=success`,
      },
    });

    const payment = card(inv.id, 55_000);
    expect(await settle(payment)).toBe("applied");
    const row = await m.prisma.invoice.findUniqueOrThrow({ where: { id: inv.id }, include: { payments: true } });
    expect(row).toMatchObject({ status: "paid", paidCents: 55_000, outstandingCents: 0 });
    expect(row.payments).toEqual([
      expect.objectContaining({ method: "card", amountCents: 55_000, providerRef: payment.id, recordedById: null }),
    ]);
    expect(await jobStatus(job.id)).toBe("paid");

    // Paid: nothing more can be started, and a second checkout that completes anyway is flagged for a refund.
    expect(await m.handlers.PAYMENT_HANDLERS.invoice!.describe(m.prisma, inv.id)).toMatchObject({
      ok: false,
      refusal: "This invoice is already paid in full.",
    });
    expect(await settle(card(inv.id, 55_000))).toBe("duplicate");
    expect(await m.prisma.invoicePayment.count({ where: { invoiceId: inv.id } })).toBe(1);
  });

  it("a card payment larger than what is now owing (staff took cash meanwhile) is never recorded", async () => {
    const job = await newJob("completed", 40_000);
    const inv = await invoiceFor(job.id);
    await m.prisma.$transaction((tx) =>
      m.invoice.recordInvoicePayment(tx, {
        invoiceId: inv.id,
        amountCents: 10_000,
        method: "cash",
        receivedAt: NOW,
        now: NOW,
      }),
    );
    expect(await settle(card(inv.id, 40_000))).toBe("duplicate");
    expect(await m.prisma.invoice.findUniqueOrThrow({ where: { id: inv.id } })).toMatchObject({
      status: "part_paid",
      paidCents: 10_000,
      outstandingCents: 30_000,
    });
  });

  it("drafts are not payable and void invoices refuse", async () => {
    const job = await newJob("completed", 20_000);
    const draft = await m.prisma.$transaction((tx) => m.invoice.createInvoiceFromJob(tx, { jobId: job.id, now: NOW }));
    expect(await m.handlers.PAYMENT_HANDLERS.invoice!.describe(m.prisma, draft.id)).toBeNull();
    await m.prisma.$transaction((tx) =>
      m.invoice.voidInvoice(tx, { invoiceId: draft.id, reason: "Wrong vessel", now: NOW }),
    );
    expect(await m.handlers.PAYMENT_HANDLERS.invoice!.describe(m.prisma, draft.id)).toMatchObject({ ok: false });
  });
});

async function orderWithJobs(paidCents: number, lines: { total: number; dueNow: number }[]) {
  seq += 1;
  const total = lines.reduce((a, l) => a + l.total, 0);
  const order = await m.prisma.order.create({
    data: {
      number: 9000 + seq,
      source: "checkout",
      status: paidCents >= total ? "paid" : paidCents > 0 ? "deposit_paid" : "pending",
      paymentMethod: "card",
      paymentPlan: "per_service_terms",
      checkoutToken: `tok-${seq}`,
      contactName: "Olivia Owner",
      contactEmail: `order${seq}@example.test`,
      grossCents: total,
      subtotalCents: total - Math.round(total / 11),
      taxCents: Math.round(total / 11),
      totalCents: total,
      dueNowCents: lines.reduce((a, l) => a + l.dueNow, 0),
      balanceLaterCents: total - lines.reduce((a, l) => a + l.dueNow, 0),
      paidCents,
      paidAt: paidCents ? NOW : null,
    },
  });
  const jobs = [];
  for (const [i, line] of lines.entries()) {
    const item = await m.prisma.orderItem.create({
      data: {
        orderId: order.id,
        serviceType: "vessel_polish",
        name: "Vessel Polish",
        paymentTerms: "split_payment",
        listPriceCents: line.total,
        totalCents: line.total,
        dueNowCents: line.dueNow,
        sortOrder: i,
      },
    });
    const job = await newJob("completed", line.total);
    await m.prisma.booking.create({
      data: { orderId: order.id, orderItemId: item.id, jobId: job.id, serviceType: "vessel_polish" },
    });
    jobs.push(job);
  }
  return { order, jobs };
}

describe("a job booked and paid through the cart", () => {
  it("its invoice deducts the job's share of what the order received, so the customer owes only the balance", async () => {
    // Polish $750 (50 % up front) and an external clean $280 (in full): $655 received at checkout.
    const { order, jobs } = await orderWithJobs(65_500, [
      { total: 75_000, dueNow: 37_500 },
      { total: 28_000, dueNow: 28_000 },
    ]);
    const polish = await invoiceFor(jobs[0]!.id);
    expect(polish).toMatchObject({
      totalCents: 75_000,
      creditedCents: 37_500,
      outstandingCents: 37_500,
      status: "sent",
    });
    expect(polish.credits).toEqual([
      expect.objectContaining({
        sourceType: "order_payment",
        amountCents: 37_500,
        description: `Paid with order BOS-${order.number}`,
      }),
    ]);

    // Paid in full up front: the invoice is a paid tax invoice the moment it is issued, and the job is paid.
    const clean = await invoiceFor(jobs[1]!.id);
    expect(clean).toMatchObject({ totalCents: 28_000, creditedCents: 28_000, outstandingCents: 0, status: "paid" });
    expect(await jobStatus(jobs[1]!.id)).toBe("paid");

    // From now on the order's balance is taken on the invoice, not on the order as well.
    expect(await m.handlers.invoicedWorkOfOrder(m.prisma, order.id)).toMatchObject({ number: polish.number });
  });

  it("a voided invoice releases its deduction to the replacement invoice — deducted once at a time", async () => {
    const { jobs } = await orderWithJobs(20_000, [{ total: 20_000, dueNow: 20_000 }]);
    const first = await invoiceFor(jobs[0]!.id);
    expect(first).toMatchObject({ creditedCents: 20_000, status: "paid" });
    expect(await jobStatus(jobs[0]!.id)).toBe("paid");
    await m.prisma.$transaction((tx) =>
      m.invoice.voidInvoice(tx, { invoiceId: first.id, reason: "Wrong customer name", now: NOW }),
    );
    const second = await invoiceFor(jobs[0]!.id);
    expect(second).toMatchObject({ creditedCents: 20_000, outstandingCents: 0, status: "paid" });
    const voided = await m.prisma.invoice.findUniqueOrThrow({ where: { id: first.id }, include: { credits: true } });
    expect(voided).toMatchObject({ status: "void", creditedCents: 20_000 });
    expect(await jobStatus(jobs[0]!.id)).toBe("paid");
  });
});

async function acceptedQuoteWithJob(totalCents: number, depositCents: number) {
  seq += 1;
  const job = await newJob("quote_accepted", totalCents);
  const quote = await m.prisma.quote.create({
    data: {
      number: 5000 + seq,
      token: `quote-token-${seq}-abcdefghijklmnop`,
      status: "accepted",
      title: "Antifoul and polish",
      contactName: "Olivia Owner",
      contactEmail: `quote${seq}@example.test`,
      jobId: job.id,
      validUntil: new Date("2026-12-31T12:59:59Z"),
      depositType: "percent",
      depositValue: 25,
      totalCents,
      acceptedTotalCents: totalCents,
      acceptedDepositCents: depositCents,
    },
  });
  const complete = () =>
    m.prisma.$transaction((tx) => m.job.setJobStatus(tx, { jobId: job.id, to: "completed", now: NOW }));
  return { job, quote, complete };
}

describe("a quote accepted with a deposit", () => {
  it("gets one deposit tax invoice that never moves the job; what was paid on it comes off the job's invoice", async () => {
    const { job, quote, complete } = await acceptedQuoteWithJob(100_000, 25_000);
    const deposit = await m.prisma.$transaction((tx) =>
      m.invoice.createDepositInvoice(tx, { quoteId: quote.id, now: NOW }),
    );
    const row = await m.prisma.invoice.findUniqueOrThrow({ where: { id: deposit.id }, include: { items: true } });
    expect(row).toMatchObject({
      kind: "deposit",
      quoteId: quote.id,
      jobId: null,
      status: "sent",
      totalCents: 25_000,
      gstCents: 2_273,
    });
    expect(row.items[0]!.description).toBe(`25% deposit on quote Q-${quote.number} — Antifoul and polish`);
    await expect(
      m.prisma.$transaction((tx) => m.invoice.createDepositInvoice(tx, { quoteId: quote.id, now: NOW })),
    ).rejects.toThrow(/already has deposit invoice/);

    expect(await settle(card(deposit.id, 25_000))).toBe("applied");
    expect(await jobStatus(job.id)).toBe("quote_accepted");

    await complete();
    const final = await invoiceFor(job.id);
    expect(final).toMatchObject({ totalCents: 100_000, creditedCents: 25_000, outstandingCents: 75_000 });
    expect(final.credits).toEqual([
      expect.objectContaining({ sourceType: "quote_deposit", sourceRef: deposit.id, amountCents: 25_000 }),
    ]);
  });

  it("an unpaid deposit invoice is voided when the job is invoiced (the job's invoice asks for everything)", async () => {
    const { quote, job, complete } = await acceptedQuoteWithJob(60_000, 15_000);
    const deposit = await m.prisma.$transaction((tx) =>
      m.invoice.createDepositInvoice(tx, { quoteId: quote.id, now: NOW }),
    );
    await complete();
    const final = await invoiceFor(job.id);
    expect(final).toMatchObject({ creditedCents: 0, outstandingCents: 60_000 });
    expect(await m.prisma.invoice.findUniqueOrThrow({ where: { id: deposit.id } })).toMatchObject({ status: "void" });
  });

  it("a part-paid deposit invoice must be settled before the job is invoiced", async () => {
    const { quote, job, complete } = await acceptedQuoteWithJob(60_000, 15_000);
    const deposit = await m.prisma.$transaction((tx) =>
      m.invoice.createDepositInvoice(tx, { quoteId: quote.id, now: NOW }),
    );
    await m.prisma.$transaction((tx) =>
      m.invoice.recordInvoicePayment(tx, {
        invoiceId: deposit.id,
        amountCents: 5_000,
        method: "cash",
        receivedAt: NOW,
        now: NOW,
      }),
    );
    await complete();
    await expect(invoiceFor(job.id)).rejects.toThrow(/is part paid/);
    expect(await jobStatus(job.id)).toBe("completed");
  });
});
