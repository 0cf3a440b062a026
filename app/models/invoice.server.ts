// Invoices: creating (from a completed job or by hand), issuing, payments, voiding — every portal and the
// payment provider's webhook go through these functions, so the job lifecycle (completed → invoiced → paid),
// the maths and the "never charged twice" rules hold whoever acts.
import crypto from "node:crypto";
import {
  INVOICE_NUMBER_START,
  calculateInvoiceTotals,
  creditProblem,
  deriveInvoiceStatus,
  dueDateFor,
  formatInvoiceNumber,
  isPaymentMethod,
  paymentProblem,
  taxInvoiceProblems,
  type CreditSource,
  type InvoiceStatus,
  type PaymentMethod,
} from "~/domain/invoice.ts";
import { formatJobNumber } from "~/domain/job-lifecycle.ts";
import { allocateOrderPayments, formatOrderNumber } from "~/domain/orders.ts";
import { describeDeposit, formatQuoteNumber, isDepositType } from "~/domain/quote.ts";
import { GST_RATE_BP, formatCents } from "~/domain/money.ts";
import { isUniqueViolation, type Prisma } from "~/utils/db.server.ts";
import { getBusinessSettings } from "~/utils/business-settings.server.ts";
import { nextCounterValue } from "./counter.server.ts";
import { recordEvent } from "./events.server.ts";
import { setJobStatus, jobRefSelect } from "./job.server.ts";
import { Refusal } from "~/domain/refusal.ts";

/** A refusal the person acting should read (shown next to the field named, or as a toast). */
export class InvoiceError extends Refusal {}

/** What invoices print and how they are chased: the business settings of /admin/settings (issue 18, ADR 180). */
export async function invoiceSettings() {
  const s = await getBusinessSettings();
  return {
    businessName: s.name,
    businessAbn: s.abn.replace(/\s/g, ""),
    gstRegistered: s.gstRegistered,
    termsDays: s.invoiceTermsDays,
    contact: { phone: s.phone, email: s.email, location: s.location },
    bank: { accountName: s.bankAccountName, bsb: s.bankBsb, accountNumber: s.bankAccountNumber },
    reminderIntervalDays: s.reminderIntervalDays,
    reminderMax: s.reminderMax,
  };
}

/** A quote's deposit invoice that still counts (one per quote; a void one has been replaced or billed in full). */
export const LIVE_DEPOSIT_INVOICE = { kind: "deposit", status: { not: "void" } } satisfies Prisma.InvoiceWhereInput;

export function newPublicToken() {
  return crypto.randomBytes(24).toString("base64url");
}

export interface NewInvoiceLine {
  description: string;
  quantity: number;
  unitPriceCents: number;
}

export interface NewInvoiceCredit {
  description: string;
  amountCents: number;
  sourceType?: CreditSource;
  /** The quote/order payment this deduction stands for: unique, so it is deducted on one invoice only. */
  sourceRef?: string | null;
  receivedAt?: Date | null;
}

export interface NewInvoice {
  customerId?: string | null;
  customerName: string;
  customerEmail: string;
  customerAbn?: string | null;
  customerAddress?: string | null;
  amountsIncludeGst: boolean;
  items: NewInvoiceLine[];
  credits?: NewInvoiceCredit[];
  notes?: string | null;
  jobId?: string | null;
  /** 'deposit': the deposit on an accepted quote (never moves a job); 'standard' otherwise. */
  kind?: "standard" | "deposit";
  quoteId?: string | null;
  createdById?: string | null;
}

function computeAmounts(
  input: { items: NewInvoiceLine[]; credits: NewInvoiceCredit[]; amountsIncludeGst: boolean },
  gstRegistered: boolean,
) {
  const totals = calculateInvoiceTotals(input.items, {
    amountsIncludeGst: input.amountsIncludeGst,
    gstRegistered,
    rateBp: GST_RATE_BP,
  });
  const credits = input.credits.map((c) => c.amountCents);
  const problem = creditProblem(totals.totalCents, credits);
  if (problem) throw new InvoiceError(problem, "credits");
  const creditedCents = credits.reduce((a, b) => a + b, 0);
  return { totals, creditedCents, outstandingCents: totals.totalCents - creditedCents };
}

async function linkedCustomerId(tx: Prisma.TransactionClient, email: string) {
  const user = await tx.user.findUnique({ where: { email: email.trim().toLowerCase() }, select: { id: true } });
  return user?.id ?? null;
}

/** What a draft stores from its form, the same when it is created and when it is edited: customer, amounts, lines. */
async function draftContent(
  tx: Prisma.TransactionClient,
  input: Omit<NewInvoice, "jobId" | "createdById">,
  credits: NewInvoiceCredit[],
  settings: Awaited<ReturnType<typeof invoiceSettings>>,
) {
  const { totals, creditedCents, outstandingCents } = computeAmounts({ ...input, credits }, settings.gstRegistered);
  const customerId =
    input.customerId !== undefined ? input.customerId : await linkedCustomerId(tx, input.customerEmail);
  return {
    columns: {
      customerId,
      customerName: input.customerName.trim(),
      customerEmail: input.customerEmail.trim().toLowerCase(),
      customerAbn: input.customerAbn?.replace(/\s/g, "") || null,
      customerAddress: input.customerAddress?.trim() || null,
      amountsIncludeGst: input.amountsIncludeGst,
      gstRegistered: settings.gstRegistered,
      taxRateBasisPoints: settings.gstRegistered ? GST_RATE_BP : 0,
      subtotalCents: totals.subtotalCents,
      gstCents: totals.gstCents,
      totalCents: totals.totalCents,
      creditedCents,
      outstandingCents,
      notes: input.notes?.trim() || null,
    },
    items: input.items.map((item, index) => ({
      description: item.description.trim(),
      quantity: item.quantity,
      unitPriceCents: item.unitPriceCents,
      totalCents: totals.lineTotals[index]!,
      sortOrder: index,
    })),
  };
}

/** A new draft with the next invoice number. Call inside a transaction. */
export async function createDraftInvoice(tx: Prisma.TransactionClient, input: NewInvoice) {
  const settings = await invoiceSettings();
  const credits = input.credits ?? [];
  const { columns, items } = await draftContent(tx, input, credits, settings);
  const number = await nextCounterValue(tx, "invoice", INVOICE_NUMBER_START);
  try {
    return await tx.invoice.create({
      data: {
        ...columns,
        number,
        status: "draft",
        publicToken: newPublicToken(),
        kind: input.kind ?? "standard",
        quoteId: input.quoteId ?? null,
        jobId: input.jobId ?? null,
        businessName: settings.businessName,
        businessAbn: settings.businessAbn,
        paidCents: 0,
        paymentTermsDays: settings.termsDays,
        createdById: input.createdById ?? null,
        items: { create: items },
        credits: {
          create: credits.map((c) => ({
            description: c.description.trim(),
            amountCents: c.amountCents,
            sourceType: c.sourceType ?? "manual",
            sourceRef: c.sourceRef ?? null,
            receivedAt: c.receivedAt ?? null,
          })),
        },
      },
      select: { id: true, number: true, publicToken: true },
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new InvoiceError(
        "One of those deposits or payments has already been deducted on another invoice.",
        "credits",
      );
    }
    throw error;
  }
}

/** Replaces a draft's customer, lines and deductions. Issued invoices are never edited. */
export async function updateDraftInvoice(
  tx: Prisma.TransactionClient,
  invoiceId: string,
  input: Omit<NewInvoice, "jobId" | "createdById">,
) {
  const settings = await invoiceSettings();
  // Deductions linked to a quote deposit or order payment stay as they are; the editor changes manual ones.
  const linked = await tx.invoiceCredit.findMany({
    where: { invoiceId, sourceType: { not: "manual" } },
    select: { amountCents: true, description: true },
  });
  const manual = (input.credits ?? []).filter((c) => (c.sourceType ?? "manual") === "manual");
  const { columns, items } = await draftContent(tx, input, [...linked, ...manual], settings);
  const { count } = await tx.invoice.updateMany({ where: { id: invoiceId, status: "draft" }, data: columns });
  if (count !== 1) throw new InvoiceError("Only draft invoices can be edited. This one has been issued or voided.");
  // Draft lines are not yet a financial record: replacing them is how a draft is edited.
  await tx.invoiceItem.deleteMany({ where: { invoiceId } });
  await tx.invoiceCredit.deleteMany({ where: { invoiceId, sourceType: "manual" } });
  await tx.invoiceItem.createMany({ data: items.map((item) => ({ ...item, invoiceId })) });
  if (manual.length) {
    await tx.invoiceCredit.createMany({
      data: manual.map((c) => ({
        invoiceId,
        description: c.description.trim(),
        amountCents: c.amountCents,
        sourceType: "manual",
        receivedAt: c.receivedAt ?? null,
      })),
    });
  }
}

/** What a job's invoice is made from: its contact, address, amounts and items (with jobRefSelect, jobInvoiceLines). */
export const jobInvoiceSourceSelect = {
  customerContactName: true,
  customerContactEmail: true,
  locationAddress: true,
  subtotalCents: true,
  totalCents: true,
  items: {
    orderBy: { sortOrder: "asc" },
    select: { name: true, description: true, quantity: true, unitPriceCents: true, totalCents: true },
  },
} satisfies Prisma.JobSelect;

/**
 * Lines for a job's invoice: its items as they are. A job's prices include GST when its items add up to its
 * total (catalogue prices do); otherwise GST was added to them.
 */
export function jobInvoiceLines(job: {
  title: string;
  subtotalCents: number;
  totalCents: number;
  items: { name: string; description: string | null; quantity: number; unitPriceCents: number; totalCents: number }[];
}): { items: NewInvoiceLine[]; amountsIncludeGst: boolean } {
  if (job.items.length === 0) {
    return {
      items: [{ description: job.title, quantity: 1, unitPriceCents: job.subtotalCents }],
      amountsIncludeGst: false,
    };
  }
  const itemsSum = job.items.reduce((a, i) => a + i.totalCents, 0);
  return {
    amountsIncludeGst: itemsSum === job.totalCents && job.totalCents !== job.subtotalCents,
    items: job.items.map((i) => ({
      description: i.description ? `${i.name} — ${i.description}` : i.name,
      quantity: i.quantity,
      unitPriceCents: i.unitPriceCents,
    })),
  };
}

/**
 * Money already received for a job before its invoice, as deductions ("never charged twice"):
 * - its share of what was paid on the order it was booked in (allocateOrderPayments), and
 * - what was paid on the deposit invoices of the quote it was accepted from.
 * A deposit invoice nobody has paid yet is voided here — the job's invoice now asks for the whole amount — and one
 * that is part paid must be settled first, so a customer never has two invoices open for the same money.
 */
export async function moneyReceivedForJob(
  tx: Prisma.TransactionClient,
  jobId: string,
  opts: { actorId: string | null; now: Date },
): Promise<NewInvoiceCredit[]> {
  const credits: NewInvoiceCredit[] = [];
  const booking = await tx.booking.findUnique({
    where: { jobId },
    select: {
      orderItemId: true,
      order: {
        select: {
          number: true,
          status: true,
          paidCents: true,
          paidAt: true,
          items: { orderBy: { sortOrder: "asc" }, select: { id: true, totalCents: true, dueNowCents: true } },
        },
      },
    },
  });
  if (booking && booking.order.status !== "cancelled" && booking.order.paidCents > 0) {
    const share = allocateOrderPayments(booking.order.paidCents, booking.order.items).get(booking.orderItemId) ?? 0;
    if (share > 0) {
      credits.push({
        description: `Paid with order ${formatOrderNumber(booking.order.number)}`,
        amountCents: share,
        sourceType: "order_payment",
        sourceRef: booking.orderItemId,
        receivedAt: booking.order.paidAt,
      });
    }
  }
  const deposits = await tx.invoice.findMany({
    where: { ...LIVE_DEPOSIT_INVOICE, quote: { jobId } },
    orderBy: { number: "asc" },
    select: {
      id: true,
      number: true,
      status: true,
      paidCents: true,
      outstandingCents: true,
      paidAt: true,
      quote: { select: { number: true } },
    },
  });
  for (const dep of deposits) {
    const label = formatInvoiceNumber(dep.number);
    if (dep.outstandingCents > 0 && dep.paidCents > 0) {
      throw new InvoiceError(
        `Deposit invoice ${label} is part paid: record or settle the rest of it before invoicing this job.`,
        "jobId",
      );
    }
    if (dep.paidCents === 0) {
      await voidInvoice(tx, {
        invoiceId: dep.id,
        reason: "Deposit not paid: the full amount is on the job's invoice instead.",
        actorId: opts.actorId,
        now: opts.now,
      });
      continue;
    }
    credits.push({
      description: `Deposit paid on ${label}${dep.quote ? ` (quote ${formatQuoteNumber(dep.quote.number)})` : ""}`,
      amountCents: dep.paidCents,
      sourceType: "quote_deposit",
      sourceRef: dep.id,
      receivedAt: dep.paidAt,
    });
  }
  return credits;
}

/**
 * Creates the invoice for a completed job (as a draft; issue it to send) and moves the job completed → invoiced.
 * A second live invoice for the same job is refused; the conditional job move also stops two people racing.
 */
export async function createInvoiceFromJob(
  tx: Prisma.TransactionClient,
  opts: {
    jobId: string;
    actorId?: string | null;
    onBehalfOfId?: string | null;
    customerAbn?: string | null;
    credits?: NewInvoiceCredit[];
    now?: Date;
  },
) {
  const job = await tx.job.findUnique({
    where: { id: opts.jobId },
    select: {
      ...jobRefSelect,
      ...jobInvoiceSourceSelect,
      customerId: true,
      invoices: { where: { status: { not: "void" } }, select: { number: true }, take: 1 },
    },
  });
  if (!job) throw new InvoiceError("That job no longer exists.", "jobId");
  if (job.invoices[0]) {
    throw new InvoiceError(
      `Job ${formatJobNumber(job.number)} already has invoice ${formatInvoiceNumber(job.invoices[0].number)}.`,
      "jobId",
    );
  }
  // 'invoiced' (or 'paid', when the voided invoice was settled by deductions) with no live invoice: its invoice was
  // voided and this is the replacement.
  if (job.status !== "completed" && job.status !== "invoiced" && job.status !== "paid") {
    throw new InvoiceError(
      `Job ${formatJobNumber(job.number)} is not completed, so it cannot be invoiced yet.`,
      "jobId",
    );
  }
  const lines = jobInvoiceLines(job);
  const received = await moneyReceivedForJob(tx, job.id, {
    actorId: opts.actorId ?? null,
    now: opts.now ?? new Date(),
  });
  const invoice = await createDraftInvoice(tx, {
    jobId: job.id,
    // A job without an account still reaches one whose e-mail matches (undefined → look up by e-mail).
    customerId: job.customerId ?? undefined,
    customerName: job.customerContactName,
    customerEmail: job.customerContactEmail,
    customerAbn: opts.customerAbn ?? null,
    customerAddress: job.locationAddress,
    amountsIncludeGst: lines.amountsIncludeGst,
    items: lines.items,
    credits: [...received, ...(opts.credits ?? [])],
    createdById: opts.actorId ?? null,
  });
  if (job.status === "completed") {
    await setJobStatus(tx, {
      jobId: job.id,
      to: "invoiced",
      expectedFrom: "completed",
      actorId: opts.actorId ?? null,
      onBehalfOfId: opts.onBehalfOfId ?? null,
      reason: `Invoice ${formatInvoiceNumber(invoice.number)} created`,
      now: opts.now,
    });
  }
  return invoice;
}

/**
 * The deposit invoice of an accepted quote (spec: "a deposit … already paid on the quote is shown and deducted"):
 * one line for the deposit the customer accepted, issued at once. It never moves the job; the job's own invoice
 * deducts whatever was paid on it (moneyReceivedForJob). One live deposit invoice per quote.
 */
export async function createDepositInvoice(
  tx: Prisma.TransactionClient,
  opts: { quoteId: string; actorId?: string | null; now: Date },
) {
  const quote = await tx.quote.findUnique({
    where: { id: opts.quoteId },
    select: {
      id: true,
      number: true,
      title: true,
      status: true,
      customerId: true,
      contactName: true,
      contactEmail: true,
      depositType: true,
      depositValue: true,
      acceptedTotalCents: true,
      acceptedDepositCents: true,
      invoices: { where: LIVE_DEPOSIT_INVOICE, select: { number: true }, take: 1 },
    },
  });
  if (!quote) throw new InvoiceError("That quote no longer exists.");
  const label = formatQuoteNumber(quote.number);
  if (quote.status !== "accepted" || !quote.acceptedDepositCents)
    throw new InvoiceError(`Quote ${label} has no accepted deposit to invoice.`);
  if (quote.invoices[0])
    throw new InvoiceError(
      `Quote ${label} already has deposit invoice ${formatInvoiceNumber(quote.invoices[0].number)}.`,
    );
  const rule = {
    type: isDepositType(quote.depositType) ? quote.depositType : "none",
    value: quote.depositValue,
  } as const;
  const invoice = await createDraftInvoice(tx, {
    kind: "deposit",
    quoteId: quote.id,
    customerId: quote.customerId ?? undefined,
    customerName: quote.contactName,
    customerEmail: quote.contactEmail,
    amountsIncludeGst: true,
    items: [
      {
        description: `${describeDeposit(rule)} on quote ${label} — ${quote.title}`,
        quantity: 1,
        unitPriceCents: quote.acceptedDepositCents,
      },
    ],
    notes: `Deposit on quote ${label} (accepted total ${formatCents(quote.acceptedTotalCents ?? 0)}). What you pay here is deducted from the invoice for the work.`,
    createdById: opts.actorId ?? null,
  });
  await issueInvoice(tx, { invoiceId: invoice.id, actorId: opts.actorId ?? null, now: opts.now });
  return invoice;
}

export async function markJobPaid(
  tx: Prisma.TransactionClient,
  jobId: string | null,
  invoiceNumber: number,
  actorId: string | null,
  now: Date,
) {
  if (!jobId) return false;
  const job = await tx.job.findUnique({ where: { id: jobId }, select: { status: true } });
  if (job?.status !== "invoiced") return false;
  await setJobStatus(tx, {
    jobId,
    to: "paid",
    expectedFrom: "invoiced",
    actorId,
    reason: `Invoice ${formatInvoiceNumber(invoiceNumber)} paid in full`,
    now,
  });
  return true;
}

/**
 * Issues a draft: fixes the issue and due dates and the seller's details, checks it is a valid tax invoice.
 * An invoice fully covered by deductions is paid the moment it is issued.
 */
export async function issueInvoice(
  tx: Prisma.TransactionClient,
  opts: { invoiceId: string; actorId?: string | null; now: Date },
) {
  const settings = await invoiceSettings();
  const inv = await tx.invoice.findUnique({
    where: { id: opts.invoiceId },
    select: {
      id: true,
      number: true,
      status: true,
      jobId: true,
      gstRegistered: true,
      customerName: true,
      customerAbn: true,
      gstCents: true,
      totalCents: true,
      creditedCents: true,
      items: { select: { description: true, quantity: true, unitPriceCents: true } },
    },
  });
  if (!inv) throw new InvoiceError("Invoice not found.");
  if (inv.status !== "draft") throw new InvoiceError(`${formatInvoiceNumber(inv.number)} has already been issued.`);
  if (inv.gstRegistered !== settings.gstRegistered) {
    throw new InvoiceError(
      "The business's GST registration changed since this draft was saved. Open the draft and save it again to recalculate.",
    );
  }
  const problems = taxInvoiceProblems({
    gstRegistered: settings.gstRegistered,
    businessName: settings.businessName,
    businessAbn: settings.businessAbn,
    issuedAt: opts.now,
    items: inv.items,
    gstCents: inv.gstCents,
    totalCents: inv.totalCents,
    customerName: inv.customerName,
    customerAbn: inv.customerAbn,
  });
  if (problems.length) throw new InvoiceError(problems.join(" "));
  const status = deriveInvoiceStatus({
    status: "sent",
    totalCents: inv.totalCents,
    creditedCents: inv.creditedCents,
    paidCents: 0,
  });
  const { count } = await tx.invoice.updateMany({
    where: { id: inv.id, status: "draft" },
    data: {
      status,
      issuedAt: opts.now,
      dueAt: dueDateFor(opts.now, settings.termsDays),
      paymentTermsDays: settings.termsDays,
      businessName: settings.businessName,
      businessAbn: settings.businessAbn,
      gstRegistered: settings.gstRegistered,
      paidAt: status === "paid" ? opts.now : null,
    },
  });
  if (count !== 1) throw new InvoiceError("This invoice was changed by someone else. Reload and try again.");
  const facts = {
    invoiceId: inv.id,
    number: formatInvoiceNumber(inv.number),
    jobId: inv.jobId,
    totalCents: inv.totalCents,
  };
  await recordEvent(tx, {
    type: "invoice.issued",
    subject: { type: "invoice", id: inv.id },
    data: { ...facts, customerName: inv.customerName },
    actorId: opts.actorId ?? null,
    occurredAt: opts.now,
  });
  if (status === "paid")
    await recordEvent(tx, {
      type: "invoice.paid",
      subject: { type: "invoice", id: inv.id },
      data: facts,
      occurredAt: opts.now,
    });
  const jobMovedToPaid =
    status === "paid" ? await markJobPaid(tx, inv.jobId, inv.number, opts.actorId ?? null, opts.now) : false;
  return { status, jobMovedToPaid };
}

/** An issued invoice's number, status and balance, as a payment or credit note reads it before changing it. */
export async function invoiceBalance(tx: Prisma.TransactionClient, invoiceId: string) {
  const inv = await tx.invoice.findUnique({
    where: { id: invoiceId },
    select: {
      id: true,
      number: true,
      status: true,
      jobId: true,
      totalCents: true,
      creditedCents: true,
      paidCents: true,
      outstandingCents: true,
    },
  });
  if (!inv) throw new InvoiceError("Invoice not found.");
  return inv;
}

export interface RecordPaymentInput {
  invoiceId: string;
  amountCents: number;
  method: PaymentMethod;
  reference?: string | null;
  receivedAt: Date;
  /** The staff member recording it; omit for payments reported by the payment provider. */
  recordedById?: string | null;
  /** The provider's payment id (e.g. Stripe payment intent): a repeated webhook records nothing new. */
  providerRef?: string | null;
  now?: Date;
}

export interface RecordPaymentResult {
  paymentId: string;
  duplicate: boolean;
  status: InvoiceStatus;
  outstandingCents: number;
  jobMovedToPaid: boolean;
}

/**
 * THE way money is recorded against an invoice — cash and bank transfers by staff now, card payments from the
 * payment webhook later. Part payments are allowed; more than is owing is refused (InvoiceError on 'amount');
 * paying in full marks the invoice paid and moves its job invoiced → paid. Call inside a transaction.
 */
export async function recordInvoicePayment(
  tx: Prisma.TransactionClient,
  input: RecordPaymentInput,
): Promise<RecordPaymentResult> {
  const now = input.now ?? new Date();
  if (!isPaymentMethod(input.method)) throw new InvoiceError("Choose how it was paid.", "method");
  const inv = await invoiceBalance(tx, input.invoiceId);
  if (input.providerRef) {
    const existing = await tx.invoicePayment.findUnique({
      where: { providerRef: input.providerRef },
      select: { id: true, invoiceId: true },
    });
    if (existing) {
      if (existing.invoiceId !== inv.id)
        throw new InvoiceError("That provider payment is already recorded against another invoice.");
      return {
        paymentId: existing.id,
        duplicate: true,
        status: inv.status as InvoiceStatus,
        outstandingCents: inv.outstandingCents,
        jobMovedToPaid: false,
      };
    }
  }
  const problem = paymentProblem({
    status: inv.status as InvoiceStatus,
    outstandingCents: inv.outstandingCents,
    amountCents: input.amountCents,
    invoiceNumber: inv.number,
  });
  if (problem) throw new InvoiceError(problem, "amount");
  const payment = await tx.invoicePayment.create({
    data: {
      invoiceId: inv.id,
      amountCents: input.amountCents,
      method: input.method,
      reference: input.reference?.trim() || null,
      receivedAt: input.receivedAt,
      recordedById: input.recordedById ?? null,
      providerRef: input.providerRef ?? null,
    },
    select: { id: true },
  });
  const paidCents = inv.paidCents + input.amountCents;
  const status = deriveInvoiceStatus({
    status: inv.status as InvoiceStatus,
    totalCents: inv.totalCents,
    creditedCents: inv.creditedCents,
    paidCents,
  });
  const outstandingCents = inv.totalCents - inv.creditedCents - paidCents;
  // Compare-and-set on what we read: two people recording at once can never both take the last dollar.
  const { count } = await tx.invoice.updateMany({
    where: { id: inv.id, paidCents: inv.paidCents, status: inv.status },
    data: { paidCents, outstandingCents, status, paidAt: status === "paid" ? now : null },
  });
  if (count !== 1)
    throw new InvoiceError(
      "Another payment was just recorded on this invoice. Reload and check what is still owing.",
      "amount",
    );
  if (status === "paid")
    await recordEvent(tx, {
      type: "invoice.paid",
      subject: { type: "invoice", id: inv.id },
      data: {
        invoiceId: inv.id,
        number: formatInvoiceNumber(inv.number),
        jobId: inv.jobId,
        totalCents: inv.totalCents,
        method: input.method,
      },
      actorId: input.recordedById ?? null,
      occurredAt: now,
    });
  const jobMovedToPaid =
    status === "paid" ? await markJobPaid(tx, inv.jobId, inv.number, input.recordedById ?? null, now) : false;
  return { paymentId: payment.id, duplicate: false, status, outstandingCents, jobMovedToPaid };
}

/**
 * Voids an issued or draft invoice, keeping the record with the reason. An invoice with payments against it
 * cannot be voided (the money has to be refunded first). The job is not moved back: it stays 'invoiced' and
 * can be given a replacement invoice (createInvoiceFromJob accepts a job whose invoices are all void).
 */
export async function voidInvoice(
  tx: Prisma.TransactionClient,
  opts: { invoiceId: string; reason: string; actorId?: string | null; now: Date },
) {
  const inv = await tx.invoice.findUnique({
    where: { id: opts.invoiceId },
    select: { id: true, number: true, status: true, paidCents: true },
  });
  if (!inv) throw new InvoiceError("Invoice not found.");
  const label = formatInvoiceNumber(inv.number);
  if (inv.status === "void") throw new InvoiceError(`${label} is already void.`);
  if (inv.paidCents > 0)
    throw new InvoiceError(`${label} has payments recorded against it. Refund them before voiding it.`, "reason");
  const { count } = await tx.invoice.updateMany({
    where: { id: inv.id, status: inv.status, paidCents: 0 },
    data: {
      status: "void",
      voidedAt: opts.now,
      voidReason: opts.reason.trim(),
      voidedById: opts.actorId ?? null,
      outstandingCents: 0,
    },
  });
  if (count !== 1) throw new InvoiceError("This invoice was changed by someone else. Reload and try again.");
  // The void invoice keeps its deductions as printed, but the deposit or order payment behind each is released so a
  // replacement invoice can deduct it (the unique source would otherwise refuse it).
  await tx.$executeRaw`UPDATE "InvoiceCredit" SET "sourceRef" = "sourceRef" || ${`#void-${inv.id}`} WHERE "invoiceId" = ${inv.id} AND "sourceRef" IS NOT NULL`;
}
