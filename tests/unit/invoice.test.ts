import { describe, expect, it } from "vitest";
import { buildInvoiceDocument, type InvoiceDocumentSource } from "~/domain/invoice-document.ts";
import {
  calculateInvoiceTotals,
  creditProblem,
  daysOverdue,
  deriveInvoiceStatus,
  displayStatus,
  dueDateFor,
  formatAbn,
  invoiceBalance,
  invoiceTitle,
  isOverdue,
  isValidAbn,
  lineTotalCents,
  paymentProblem,
  reminderDue,
  taxInvoiceProblems,
  type TaxInvoiceCheck,
} from "~/domain/invoice.ts";
import { createFromJobSchema, invoiceBuilderSchema, recordPaymentSchema } from "~/domain/invoice-schemas.ts";

const registered = { gstRegistered: true };

describe("GST on cents (10 %, spec §9)", () => {
  it("adds 10 % to GST-exclusive prices, once on the invoice subtotal", () => {
    const t = calculateInvoiceTotals(
      [
        { quantity: 2, unitPriceCents: 15_000 },
        { quantity: 1, unitPriceCents: 8_550 },
      ],
      { ...registered, amountsIncludeGst: false },
    );
    expect(t).toEqual({ lineTotals: [30_000, 8_550], subtotalCents: 38_550, gstCents: 3_855, totalCents: 42_405 });
  });

  it("takes 1/11 out of GST-inclusive prices: $1,100 is $1,000 plus $100 GST", () => {
    const t = calculateInvoiceTotals([{ quantity: 1, unitPriceCents: 110_000 }], {
      ...registered,
      amountsIncludeGst: true,
    });
    expect(t).toMatchObject({ subtotalCents: 100_000, gstCents: 10_000, totalCents: 110_000 });
  });

  it("rounds GST to whole cents, half away from zero, and the parts always add up", () => {
    // $10.00 inclusive: 1000/11 = 90.909… → 91 cents of GST.
    expect(
      calculateInvoiceTotals([{ quantity: 1, unitPriceCents: 1_000 }], { ...registered, amountsIncludeGst: true }),
    ).toMatchObject({
      subtotalCents: 909,
      gstCents: 91,
      totalCents: 1_000,
    });
    // 5 cents exclusive: 0.5 cent of GST → 1 cent.
    expect(
      calculateInvoiceTotals([{ quantity: 1, unitPriceCents: 5 }], { ...registered, amountsIncludeGst: false }),
    ).toMatchObject({ gstCents: 1, totalCents: 6 });
    // Three 5-cent lines: GST on the 15-cent subtotal (2 cents), not 1 cent per line (3 cents).
    const three = calculateInvoiceTotals(
      [1, 2, 3].map(() => ({ quantity: 1, unitPriceCents: 5 })),
      { ...registered, amountsIncludeGst: false },
    );
    expect(three.gstCents).toBe(2);
    for (const cents of [1, 7, 99, 1_001, 123_457, 999_999]) {
      const inc = calculateInvoiceTotals([{ quantity: 1, unitPriceCents: cents }], {
        ...registered,
        amountsIncludeGst: true,
      });
      expect(inc.subtotalCents + inc.gstCents).toBe(inc.totalCents);
    }
  });

  it("multiplies decimal quantities and rounds the line to cents: 2.5 h at $33.33 is $83.33", () => {
    expect(lineTotalCents({ quantity: 2.5, unitPriceCents: 3_333 })).toBe(8_333);
    expect(lineTotalCents({ quantity: 1.5, unitPriceCents: 3 })).toBe(5);
  });

  it("charges no GST and is titled 'Invoice' when the business is not GST-registered", () => {
    const t = calculateInvoiceTotals([{ quantity: 1, unitPriceCents: 55_000 }], {
      gstRegistered: false,
      amountsIncludeGst: true,
    });
    expect(t).toMatchObject({ subtotalCents: 55_000, gstCents: 0, totalCents: 55_000 });
    expect(invoiceTitle(false)).toBe("Invoice");
    expect(invoiceTitle(true)).toBe("Tax Invoice");
  });
});

describe("deductions and part payments (never charged twice)", () => {
  it("deducts a deposit already paid and then each instalment from what is owed", () => {
    expect(invoiceBalance(132_000, [30_000], [])).toEqual({
      creditedCents: 30_000,
      paidCents: 0,
      outstandingCents: 102_000,
    });
    expect(invoiceBalance(132_000, [30_000], [50_000])).toEqual({
      creditedCents: 30_000,
      paidCents: 50_000,
      outstandingCents: 52_000,
    });
    expect(invoiceBalance(132_000, [30_000], [50_000, 52_000]).outstandingCents).toBe(0);
  });

  it("refuses deductions larger than the invoice total", () => {
    expect(creditProblem(50_000, [30_000, 20_000])).toBeNull();
    expect(creditProblem(50_000, [30_000, 20_001])).toBe(
      "Deductions of $500.01 are more than the invoice total of $500.00.",
    );
    expect(creditProblem(50_000, [0])).toMatch(/more than \$0\.00/);
  });

  it("allows a part payment and refuses an overpayment with a message saying how much may be recorded", () => {
    const base = { status: "sent" as const, outstandingCents: 52_000, invoiceNumber: 10_002 };
    expect(paymentProblem({ ...base, amountCents: 20_000 })).toBeNull();
    expect(paymentProblem({ ...base, amountCents: 52_000 })).toBeNull();
    expect(paymentProblem({ ...base, amountCents: 52_001 })).toBe(
      "$520.01 is more than the $520.00 still owing on INV-10002. Record at most $520.00.",
    );
    expect(paymentProblem({ ...base, amountCents: 0 })).toBe("Enter an amount greater than $0.00.");
    expect(paymentProblem({ ...base, outstandingCents: 0, status: "paid", amountCents: 100 })).toBe(
      "INV-10002 is already paid in full.",
    );
    expect(paymentProblem({ ...base, status: "void", amountCents: 100 })).toMatch(/void/);
    expect(paymentProblem({ ...base, status: "draft", amountCents: 100 })).toMatch(/draft/);
  });

  it("derives sent → part paid → paid from the money, and leaves drafts and void invoices alone", () => {
    const inv = { totalCents: 132_000, creditedCents: 30_000 };
    expect(deriveInvoiceStatus({ ...inv, status: "sent", paidCents: 0 })).toBe("sent");
    expect(deriveInvoiceStatus({ ...inv, status: "sent", paidCents: 50_000 })).toBe("part_paid");
    expect(deriveInvoiceStatus({ ...inv, status: "part_paid", paidCents: 102_000 })).toBe("paid");
    expect(deriveInvoiceStatus({ totalCents: 30_000, creditedCents: 30_000, status: "sent", paidCents: 0 })).toBe(
      "paid",
    );
    expect(deriveInvoiceStatus({ ...inv, status: "void", paidCents: 0 })).toBe("void");
    expect(deriveInvoiceStatus({ ...inv, status: "draft", paidCents: 0 })).toBe("draft");
  });
});

describe("due dates and overdue (Sydney, injected now)", () => {
  // 1 Nov 2026, 10:00 in Sydney (AEDT, UTC+11).
  const issued = new Date("2026-10-31T23:00:00Z");
  const due = dueDateFor(issued, 14);

  it("is due at the end of the Sydney day 14 days after issue", () => {
    expect(due.toISOString()).toBe("2026-11-15T12:59:59.999Z"); // 15 Nov 23:59:59.999 AEDT
  });

  it("is overdue only after the due day has ended, while money is still owed", () => {
    const inv = { status: "sent", dueAt: due, outstandingCents: 10_000 };
    expect(isOverdue(inv, new Date("2026-11-15T12:59:00Z"))).toBe(false);
    expect(isOverdue(inv, new Date("2026-11-15T13:00:01Z"))).toBe(true);
    expect(displayStatus(inv, new Date("2026-11-16T01:00:00Z"))).toBe("overdue");
    expect(displayStatus({ ...inv, status: "part_paid" }, new Date("2026-11-16T01:00:00Z"))).toBe("overdue");
    expect(isOverdue({ ...inv, status: "paid", outstandingCents: 0 }, new Date("2026-12-01T00:00:00Z"))).toBe(false);
    expect(isOverdue({ ...inv, status: "void" }, new Date("2026-12-01T00:00:00Z"))).toBe(false);
    expect(isOverdue({ ...inv, status: "draft", dueAt: null }, new Date("2026-12-01T00:00:00Z"))).toBe(false);
    expect(daysOverdue(inv, new Date("2026-11-22T01:00:00Z"))).toBe(7);
  });

  it("sends at most one reminder per interval and stops at the cap", () => {
    const invoice = { status: "sent", dueAt: due, outstandingCents: 10_000 };
    const opts = { invoice, intervalDays: 7, maxReminders: 3 };
    const day = (d: number) => new Date(Date.UTC(2026, 10, d, 1));
    expect(reminderDue({ ...opts, now: day(15), lastReminderAt: null, remindersSent: 0 })).toBe(false); // not yet overdue
    expect(reminderDue({ ...opts, now: day(16), lastReminderAt: null, remindersSent: 0 })).toBe(true);
    expect(reminderDue({ ...opts, now: day(16), lastReminderAt: day(16), remindersSent: 1 })).toBe(false);
    expect(reminderDue({ ...opts, now: day(22), lastReminderAt: day(16), remindersSent: 1 })).toBe(false);
    expect(reminderDue({ ...opts, now: day(23), lastReminderAt: day(16), remindersSent: 1 })).toBe(true);
    expect(reminderDue({ ...opts, now: day(30), lastReminderAt: day(16), remindersSent: 3 })).toBe(false);
    expect(
      reminderDue({
        ...opts,
        invoice: { ...invoice, status: "paid", outstandingCents: 0 },
        now: day(30),
        lastReminderAt: null,
        remindersSent: 0,
      }),
    ).toBe(false);
  });
});

describe("ABN checksum (ATO algorithm)", () => {
  it.each(["51 824 753 556", "83601234518", "83 601 234 518"])("accepts %s", (abn) => {
    expect(isValidAbn(abn)).toBe(true);
  });
  it.each(["51 824 753 557", "5182475355", "518247535561", "ABN 51824753556", "01234567890", ""])(
    "rejects %s",
    (abn) => {
      expect(isValidAbn(abn)).toBe(false);
    },
  );
  it("formats as 2-3-3-3", () => {
    expect(formatAbn("83601234518")).toBe("83 601 234 518");
  });
});

describe("what a tax invoice must show", () => {
  const valid: TaxInvoiceCheck = {
    gstRegistered: true,
    businessName: "Bosun Marine Services",
    businessAbn: "83601234518",
    issuedAt: new Date("2026-11-01T00:00:00Z"),
    items: [{ description: "External clean", quantity: 1, unitPriceCents: 45_000 }],
    gstCents: 4_091,
    totalCents: 45_000,
    customerName: "Olivia Owner",
    customerAbn: null,
  };

  it("passes a complete invoice", () => {
    expect(taxInvoiceProblems(valid)).toEqual([]);
  });

  it("needs the business ABN to pass the checksum, an issue date and items with quantities", () => {
    expect(taxInvoiceProblems({ ...valid, businessAbn: "83601234519" })).toEqual([
      "The business ABN is missing or fails the ABN checksum.",
    ]);
    expect(taxInvoiceProblems({ ...valid, issuedAt: null })).toEqual(["The issue date is missing."]);
    expect(taxInvoiceProblems({ ...valid, items: [] })).toEqual(["An invoice needs at least one line item."]);
    expect(taxInvoiceProblems({ ...valid, gstCents: 0 })).toEqual(["The GST amount is missing."]);
  });

  it("needs the buyer's name or ABN from $1,000, not below", () => {
    const anonymous = { ...valid, customerName: "", customerAbn: null };
    expect(taxInvoiceProblems({ ...anonymous, totalCents: 99_999 })).toEqual([]);
    expect(taxInvoiceProblems({ ...anonymous, totalCents: 100_000 })).toEqual([
      "For a total of $1,000.00 or more the buyer's name or ABN must be shown.",
    ]);
    expect(taxInvoiceProblems({ ...anonymous, totalCents: 100_000, customerAbn: "51824753556" })).toEqual([]);
  });

  it("asks for no GST when the business is not registered", () => {
    expect(taxInvoiceProblems({ ...valid, gstRegistered: false, gstCents: 0 })).toEqual([]);
  });
});

describe("the printable invoice document", () => {
  const source: InvoiceDocumentSource = {
    number: 10_002,
    status: "part_paid",
    businessName: "Bosun Marine Services",
    businessAbn: "83601234518",
    gstRegistered: true,
    taxRateBasisPoints: 1000,
    amountsIncludeGst: true,
    customerName: "Olivia Owner",
    customerEmail: "owner@example.com",
    customerAbn: null,
    customerAddress: null,
    subtotalCents: 120_000,
    gstCents: 12_000,
    totalCents: 132_000,
    creditedCents: 30_000,
    paidCents: 50_000,
    outstandingCents: 52_000,
    notes: null,
    issuedAt: "2026-11-01T00:00:00Z",
    dueAt: "2026-11-15T12:59:59.999Z",
    voidedAt: null,
    voidReason: null,
    job: { number: 1002, title: "Antifoul and hull inspection", vesselName: "Blue Wren" },
    items: [{ description: "Antifoul application", quantity: 1, unitPriceCents: 132_000, totalCents: 132_000 }],
    credits: [{ description: "Deposit paid on quote", amountCents: 30_000, receivedAt: "2026-10-01T00:00:00Z" }],
    payments: [{ amountCents: 50_000, method: "cash", reference: null, receivedAt: "2026-11-05T00:00:00Z" }],
  };
  const opts = {
    now: new Date("2026-11-10T00:00:00Z"),
    contact: { phone: "1300 267 862", email: "info@bosun.example", location: "Sydney, NSW" },
    bank: { accountName: "Bosun Marine Services Pty Ltd", bsb: "062-000", accountNumber: "1048 2277" },
  };

  it("shows the deposit and the payment deducted, and bank details with the invoice number as reference", () => {
    const doc = buildInvoiceDocument(source, opts);
    expect(doc.title).toBe("Tax Invoice");
    expect(doc.business.abn).toBe("83 601 234 518");
    expect(doc.credits).toEqual([
      { description: "Less: Deposit paid on quote (received 1 Oct 2026)", value: "-$300.00" },
    ]);
    expect(doc.payments[0]!.value).toBe("-$500.00");
    expect(doc.amountDue.value).toBe("$520.00");
    expect(doc.gst).toEqual({ label: "GST (10%)", value: "$120.00" });
    expect(doc.bankTransfer).toMatchObject({ bsb: "062-000", reference: "INV-10002" });
    expect(doc.reference).toBe("Job #1002 · Antifoul and hull inspection · Blue Wren");
  });

  it("drops the bank details once paid or void, and the GST lines when not registered", () => {
    expect(buildInvoiceDocument({ ...source, status: "paid", outstandingCents: 0 }, opts).bankTransfer).toBeNull();
    expect(
      buildInvoiceDocument(
        { ...source, status: "void", voidReason: "Duplicate", voidedAt: "2026-11-09T00:00:00Z" },
        opts,
      ).voided,
    ).toEqual({
      date: "9 Nov 2026",
      reason: "Duplicate",
    });
    const plain = buildInvoiceDocument({ ...source, gstRegistered: false, gstCents: 0, subtotalCents: 132_000 }, opts);
    expect(plain.title).toBe("Invoice");
    expect(plain.gst).toBeNull();
    expect(plain.gstStatement).toBeNull();
    expect(plain.notRegisteredNote).toMatch(/not registered for GST/);
  });
});

describe("invoice forms", () => {
  const form = (entries: Record<string, string>) => {
    const fd = new FormData();
    for (const [k, v] of Object.entries(entries)) fd.append(k, v);
    return Object.fromEntries(fd);
  };

  it("takes payment amounts in dollars and refuses nonsense", () => {
    expect(
      recordPaymentSchema.safeParse(form({ amount: "1,250.50", method: "cash", receivedOn: "2026-11-20" })).success,
    ).toBe(true);
    const bad = recordPaymentSchema.safeParse(form({ amount: "lots", method: "cash", receivedOn: "2026-11-20" }));
    expect(bad.success).toBe(false);
    expect(
      recordPaymentSchema.safeParse(form({ amount: "10", method: "card", receivedOn: "2026-11-20" })).success,
    ).toBe(false);
  });

  it("checks a buyer ABN typed in the builder and asks what a deposit was for", () => {
    const base = {
      customerName: "Olivia Owner",
      customerEmail: "owner@example.com",
      pricing: "inclusive",
      items: [{ description: "Polish", quantity: 1, unitPrice: "500" }],
    };
    expect(invoiceBuilderSchema.safeParse({ ...base, customerAbn: "51 824 753 556" }).success).toBe(true);
    expect(invoiceBuilderSchema.safeParse({ ...base, customerAbn: "51 824 753 557" }).success).toBe(false);
    expect(invoiceBuilderSchema.safeParse({ ...base, items: [] }).success).toBe(false);
    expect(createFromJobSchema.safeParse({ jobId: "j1", depositAmount: "200" }).success).toBe(false);
    expect(
      createFromJobSchema.safeParse({ jobId: "j1", depositAmount: "200", depositDescription: "Deposit paid on quote" })
        .success,
    ).toBe(true);
  });
});
