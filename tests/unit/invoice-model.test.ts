// The invoice model against a real (temporary) database: the job lifecycle moves, payments, deductions,
// voiding, provider idempotency and reminder idempotency.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "./helpers/test-db.ts";

const testDb = createTestDatabase();

type Mods = {
  prisma: typeof import("~/utils/db.server.ts").prisma;
  job: typeof import("~/models/job.server.ts");
  invoice: typeof import("~/models/invoice.server.ts");
  reminders: typeof import("~/models/invoice-reminders.server.ts");
  queries: typeof import("~/models/invoice-queries.server.ts");
};
let m: Mods;

beforeAll(async () => {
  m = {
    prisma: (await import("~/utils/db.server.ts")).prisma,
    job: await import("~/models/job.server.ts"),
    invoice: await import("~/models/invoice.server.ts"),
    reminders: await import("~/models/invoice-reminders.server.ts"),
    queries: await import("~/models/invoice-queries.server.ts"),
  };
});

afterAll(async () => {
  await m?.prisma.$disconnect();
  testDb.cleanup();
});

const ISSUE = new Date("2026-11-01T23:00:00Z"); // 2 Nov 2026, 10:00 Sydney
let seq = 0;

async function completedJob(items = [{ name: "Antifoul application", quantity: 1, unitPriceCents: 132_000 }]) {
  seq += 1;
  return m.prisma.$transaction((tx) =>
    m.job.createJob(tx, {
      title: `Antifoul and hull inspection ${seq}`,
      status: "completed",
      customerContactName: "Olivia Owner",
      customerContactEmail: `owner${seq}@example.test`,
      vesselName: "Blue Wren",
      items,
      pricesIncludeGst: true,
    }),
  );
}

async function issuedInvoiceFor(
  jobId: string,
  credits?: Parameters<typeof m.invoice.createInvoiceFromJob>[1]["credits"],
) {
  return m.prisma.$transaction(async (tx) => {
    const inv = await m.invoice.createInvoiceFromJob(tx, { jobId, credits, now: ISSUE });
    await m.invoice.issueInvoice(tx, { invoiceId: inv.id, now: ISSUE });
    return inv;
  });
}

const pay = (
  invoiceId: string,
  amountCents: number,
  extra: Partial<Parameters<typeof m.invoice.recordInvoicePayment>[1]> = {},
) =>
  m.prisma.$transaction((tx) =>
    m.invoice.recordInvoicePayment(tx, {
      invoiceId,
      amountCents,
      method: "cash",
      receivedAt: ISSUE,
      now: ISSUE,
      ...extra,
    }),
  );

const jobStatus = async (id: string) =>
  (await m.prisma.job.findUniqueOrThrow({ where: { id }, select: { status: true } })).status;

describe("invoicing a completed job", () => {
  it("copies the job's GST-inclusive lines, numbers it from its own sequence and moves the job to invoiced", async () => {
    const job = await completedJob();
    const inv = await m.prisma.$transaction((tx) => m.invoice.createInvoiceFromJob(tx, { jobId: job.id, now: ISSUE }));
    const row = await m.prisma.invoice.findUniqueOrThrow({ where: { id: inv.id }, include: { items: true } });
    expect(row).toMatchObject({
      status: "draft",
      amountsIncludeGst: true,
      subtotalCents: 120_000,
      gstCents: 12_000,
      totalCents: 132_000,
      outstandingCents: 132_000,
    });
    expect(row.items).toHaveLength(1);
    expect(row.number).toBeGreaterThanOrEqual(10_001);
    expect(row.publicToken.length).toBeGreaterThanOrEqual(32);
    expect(await jobStatus(job.id)).toBe("invoiced");
    const event = await m.prisma.jobEvent.findFirst({
      where: { jobId: job.id, kind: "status" },
      orderBy: { createdAt: "desc" },
    });
    expect(event).toMatchObject({ fromStatus: "completed", toStatus: "invoiced" });
  });

  it("refuses a second invoice for the same job, and a job that is not completed", async () => {
    const job = await completedJob();
    await m.prisma.$transaction((tx) => m.invoice.createInvoiceFromJob(tx, { jobId: job.id }));
    await expect(m.prisma.$transaction((tx) => m.invoice.createInvoiceFromJob(tx, { jobId: job.id }))).rejects.toThrow(
      /already has invoice INV-/,
    );
    const open = await m.prisma.$transaction((tx) =>
      m.job.createJob(tx, {
        title: "Still in progress",
        status: "in_progress",
        customerContactName: "A",
        customerContactEmail: "a@example.test",
      }),
    );
    await expect(m.prisma.$transaction((tx) => m.invoice.createInvoiceFromJob(tx, { jobId: open.id }))).rejects.toThrow(
      /not completed/,
    );
  });

  it("links the invoice to the customer's account by e-mail when the job has none, so it shows in their account", async () => {
    const user = await m.prisma.user.create({
      data: { email: "skipper@example.test", fullName: "Sam Skipper" },
      select: { id: true },
    });
    const job = await m.prisma.$transaction((tx) =>
      m.job.createJob(tx, {
        title: "Engine room clean",
        status: "completed",
        customerContactName: "Sam Skipper",
        customerContactEmail: "skipper@example.test",
        items: [{ name: "Engine room clean", quantity: 1, unitPriceCents: 45_000 }],
        pricesIncludeGst: true,
      }),
    );
    const inv = await m.prisma.$transaction((tx) => m.invoice.createInvoiceFromJob(tx, { jobId: job.id }));
    expect((await m.prisma.invoice.findUniqueOrThrow({ where: { id: inv.id } })).customerId).toBe(user.id);
  });

  it("issues with a due date 14 days out (end of the Sydney day)", async () => {
    const job = await completedJob();
    const inv = await issuedInvoiceFor(job.id);
    const row = await m.prisma.invoice.findUniqueOrThrow({ where: { id: inv.id } });
    expect(row.status).toBe("sent");
    expect(row.issuedAt?.toISOString()).toBe(ISSUE.toISOString());
    expect(row.dueAt?.toISOString()).toBe("2026-11-16T12:59:59.999Z");
    expect(row.businessAbn).toBe("83601234518");
  });
});

describe("payments against an invoice", () => {
  it("takes two instalments, refuses an overpayment in between, then marks the invoice and the job paid", async () => {
    const job = await completedJob();
    const inv = await issuedInvoiceFor(job.id);
    const revenueBefore = (await m.queries.revenueFromPaidJobs()).cents;

    const first = await pay(inv.id, 50_000);
    expect(first).toMatchObject({ status: "part_paid", outstandingCents: 82_000, jobMovedToPaid: false });
    await expect(pay(inv.id, 82_001)).rejects.toThrow("$820.01 is more than the $820.00 still owing on");
    expect(await m.prisma.invoicePayment.count({ where: { invoiceId: inv.id } })).toBe(1);

    const second = await pay(inv.id, 82_000, { method: "bank_transfer", reference: "INV transfer" });
    expect(second).toMatchObject({ status: "paid", outstandingCents: 0, jobMovedToPaid: true });
    expect(await jobStatus(job.id)).toBe("paid");
    expect((await m.queries.revenueFromPaidJobs()).cents).toBe(revenueBefore + 132_000);
    await expect(pay(inv.id, 1)).rejects.toThrow(/already paid in full/);
  });

  it("records a provider payment once however often the webhook repeats it", async () => {
    const job = await completedJob();
    const inv = await issuedInvoiceFor(job.id);
    const a = await pay(inv.id, 32_000, { method: "card", providerRef: "pi_test_123" });
    const b = await pay(inv.id, 32_000, { method: "card", providerRef: "pi_test_123" });
    expect(a.duplicate).toBe(false);
    expect(b).toMatchObject({ duplicate: true, paymentId: a.paymentId });
    const row = await m.prisma.invoice.findUniqueOrThrow({ where: { id: inv.id } });
    expect(row.paidCents).toBe(32_000);
  });

  it("deducts a deposit already paid, and never deducts the same deposit on a second invoice", async () => {
    const job = await completedJob();
    const deposit = {
      description: "Deposit paid on quote",
      amountCents: 30_000,
      sourceType: "quote_deposit" as const,
      sourceRef: `dep-${seq}`,
    };
    const inv = await issuedInvoiceFor(job.id, [deposit]);
    const row = await m.prisma.invoice.findUniqueOrThrow({ where: { id: inv.id } });
    expect(row).toMatchObject({
      totalCents: 132_000,
      creditedCents: 30_000,
      outstandingCents: 102_000,
      gstCents: 12_000,
    });
    await expect(pay(inv.id, 102_001)).rejects.toThrow(/Record at most \$1,020\.00/);

    const other = await completedJob();
    await expect(issuedInvoiceFor(other.id, [deposit])).rejects.toThrow("already been deducted on another invoice");
    expect(await jobStatus(other.id)).toBe("completed"); // the failed attempt rolled back entirely
  });

  it("refuses deductions larger than the invoice", async () => {
    const job = await completedJob();
    await expect(issuedInvoiceFor(job.id, [{ description: "Deposit", amountCents: 132_001 }])).rejects.toThrow(
      /more than the invoice total/,
    );
  });
});

describe("voiding", () => {
  it("keeps the record and the reason, and lets the job be invoiced again", async () => {
    const job = await completedJob();
    const inv = await issuedInvoiceFor(job.id);
    await m.prisma.$transaction((tx) =>
      m.invoice.voidInvoice(tx, { invoiceId: inv.id, reason: "Issued with the wrong vessel", now: ISSUE }),
    );
    const row = await m.prisma.invoice.findUniqueOrThrow({ where: { id: inv.id } });
    expect(row).toMatchObject({ status: "void", voidReason: "Issued with the wrong vessel", totalCents: 132_000 });
    await expect(pay(inv.id, 100)).rejects.toThrow(/void/);
    expect(await jobStatus(job.id)).toBe("invoiced");
    const replacement = await m.prisma.$transaction((tx) => m.invoice.createInvoiceFromJob(tx, { jobId: job.id }));
    expect(replacement.number).toBeGreaterThan(inv.number);
  });

  it("refuses to void an invoice with payments recorded", async () => {
    const job = await completedJob();
    const inv = await issuedInvoiceFor(job.id);
    await pay(inv.id, 1_000);
    await expect(
      m.prisma.$transaction((tx) =>
        m.invoice.voidInvoice(tx, { invoiceId: inv.id, reason: "Changed my mind", now: ISSUE }),
      ),
    ).rejects.toThrow(/has payments recorded/);
  });
});

describe("overdue reminders", () => {
  it("sends one reminder per overdue invoice; a re-run sends nothing new until the interval has passed", async () => {
    // Only this test's invoices are unpaid and overdue at these dates: pay off everything else first.
    const open = await m.prisma.invoice.findMany({
      where: { status: { in: ["sent", "part_paid"] } },
      select: { id: true, outstandingCents: true },
    });
    for (const o of open) await pay(o.id, o.outstandingCents);
    const a = await issuedInvoiceFor((await completedJob()).id);
    const b = await issuedInvoiceFor((await completedJob()).id);
    const sent: string[] = [];
    const send = async (invoiceId: string) => {
      sent.push(invoiceId);
      return null;
    };
    const run = (iso: string) =>
      m.reminders.runInvoiceReminders({ now: new Date(iso), intervalDays: 7, maxReminders: 3, send });

    expect((await run("2026-11-16T12:00:00Z")).sent).toEqual([]); // due today: not overdue yet
    const first = await run("2026-11-17T00:00:00Z");
    expect(first.sent.map((s) => s.invoiceId).sort()).toEqual([a.id, b.id].sort());
    expect((await run("2026-11-17T00:00:00Z")).sent).toEqual([]); // the same run again
    expect((await run("2026-11-23T23:00:00Z")).sent).toEqual([]); // 6 days 23 hours later
    await pay(b.id, 132_000);
    const second = await run("2026-11-24T00:00:00Z");
    expect(second.sent).toEqual([{ invoiceId: a.id, number: a.number, sequence: 2 }]);
    expect(sent).toHaveLength(3);
    expect(await m.prisma.invoiceReminder.count({ where: { invoiceId: a.id } })).toBe(2);
  });

  it("never sends the same reminder twice when two runs overlap", async () => {
    const open = await m.prisma.invoice.findMany({
      where: { status: { in: ["sent", "part_paid"] } },
      select: { id: true, outstandingCents: true },
    });
    for (const o of open) await pay(o.id, o.outstandingCents);
    const inv = await issuedInvoiceFor((await completedJob()).id);
    let sends = 0;
    const send = async () => {
      sends += 1;
      return null;
    };
    const now = new Date("2026-11-20T00:00:00Z");
    const results = await Promise.all(
      [1, 2, 3].map(() => m.reminders.runInvoiceReminders({ now, intervalDays: 7, maxReminders: 3, send })),
    );
    expect(results.flatMap((r) => r.sent)).toHaveLength(1);
    expect(sends).toBe(1);
    expect(await m.prisma.invoiceReminder.count({ where: { invoiceId: inv.id } })).toBe(1);
  });

  it("e-mails the reminder with the PDF attached and the no-login link", async () => {
    const open = await m.prisma.invoice.findMany({
      where: { status: { in: ["sent", "part_paid"] } },
      select: { id: true, outstandingCents: true },
    });
    for (const o of open) await pay(o.id, o.outstandingCents);
    const inv = await issuedInvoiceFor((await completedJob()).id);
    const result = await m.reminders.runInvoiceReminders({
      now: new Date("2026-11-20T00:00:00Z"),
      intervalDays: 7,
      maxReminders: 3,
    });
    expect(result.sent).toHaveLength(1);
    const row = await m.prisma.invoice.findUniqueOrThrow({
      where: { id: inv.id },
      select: { publicToken: true, customerEmail: true, number: true },
    });
    const email = await m.prisma.emailMessage.findFirstOrThrow({
      where: { to: row.customerEmail },
      orderBy: { createdAt: "desc" },
    });
    expect(email.subject).toBe(`Reminder: INV-${row.number} is overdue — $1,320.00 owing`);
    expect(email.text).toContain(`/invoice/${row.publicToken}`);
    expect(JSON.parse(email.attachments!)).toEqual([
      expect.objectContaining({ filename: `INV-${row.number}.pdf`, contentType: "application/pdf" }),
    ]);
    const reminder = await m.prisma.invoiceReminder.findFirstOrThrow({ where: { invoiceId: inv.id } });
    expect(reminder.emailMessageId).toBe(email.id);
    // Reply-To is the signed address of its job: the customer's answer lands on the job (ADR 201 addendum).
    const job = await m.prisma.invoice.findUniqueOrThrow({ where: { id: inv.id }, select: { job: true } });
    expect(JSON.parse(email.headers!).replyTo).toMatch(new RegExp(`^replies\\+j${job.job!.number}-[0-9a-f]{16}@`));
  });
});
