// Invoice rules: GST on integer cents, totals, deductions, part payments, overdue, status, the ABN checksum
// and what an Australian tax invoice must show. Pure: no I/O, "now" is always passed in.
import { addDays, endOfSydneyDay, sydneyDateKey } from "./dates.ts";
import { GST_RATE_BP, formatCents, roundCents, sumCents } from "./money.ts";
import { labelledValues, isOneOf } from "./labelled-values.ts";

export const INVOICE_NUMBER_START = 10001;

/** Stored statuses. 'overdue' is never stored: it is a sent or part-paid invoice past its due date. */
export const INVOICE_STATUSES = ["draft", "sent", "part_paid", "paid", "void"] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
export const INVOICE_STATUS_LABELS = {
  draft: "Draft",
  sent: "Sent",
  part_paid: "Part paid",
  overdue: "Overdue",
  paid: "Paid",
  void: "Void",
};
export const INVOICE_DISPLAY_STATUSES = labelledValues(INVOICE_STATUS_LABELS);
export type InvoiceDisplayStatus = (typeof INVOICE_DISPLAY_STATUSES)[number];

export const PAYMENT_METHOD_LABELS = {
  cash: "Cash",
  bank_transfer: "Bank transfer",
  card: "Credit card",
};
export const PAYMENT_METHODS = labelledValues(PAYMENT_METHOD_LABELS);
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
/** What staff may record by hand; card payments arrive from the payment provider. */
export const MANUAL_PAYMENT_METHODS = ["cash", "bank_transfer"] as const;

export const CREDIT_SOURCES = ["manual", "quote_deposit", "order_payment"] as const;
export type CreditSource = (typeof CREDIT_SOURCES)[number];

/** The ATO threshold from which a tax invoice must identify the buyer (name or ABN). */
export const BUYER_IDENTITY_THRESHOLD_CENTS = 100_000;

export const isInvoiceStatus = isOneOf(INVOICE_STATUSES);
export const isInvoiceDisplayStatus = isOneOf(INVOICE_DISPLAY_STATUSES);
export const isPaymentMethod = isOneOf(PAYMENT_METHODS);

/** 10001 → 'INV-10001' */
export function formatInvoiceNumber(n: number): string {
  return `INV-${n}`;
}

// ───────────── totals ─────────────

export interface InvoiceLineInput {
  quantity: number;
  unitPriceCents: number;
}

/** quantity × unit price in whole cents (half away from zero: 2.5 × $33.33 = $83.33). */
export function lineTotalCents(line: InvoiceLineInput): number {
  return roundCents(line.quantity * line.unitPriceCents);
}

export interface InvoiceTotals {
  lineTotals: number[];
  /** GST-exclusive. */
  subtotalCents: number;
  gstCents: number;
  /** GST-inclusive: what the customer pays before deductions. */
  totalCents: number;
}

/**
 * Totals with GST worked out once on the invoice total (not per line), so the three figures always add up.
 * Inclusive prices: GST is 1/11 of the total. Exclusive: 10 % is added. Not registered: no GST at all.
 */
export function calculateInvoiceTotals(
  lines: readonly InvoiceLineInput[],
  opts: { amountsIncludeGst: boolean; gstRegistered: boolean; rateBp?: number },
): InvoiceTotals {
  const rateBp = opts.rateBp ?? GST_RATE_BP;
  const lineTotals = lines.map(lineTotalCents);
  const sum = sumCents(lineTotals);
  if (!opts.gstRegistered) return { lineTotals, subtotalCents: sum, gstCents: 0, totalCents: sum };
  if (opts.amountsIncludeGst) {
    const gst = roundCents((sum * rateBp) / (10_000 + rateBp));
    return { lineTotals, subtotalCents: sum - gst, gstCents: gst, totalCents: sum };
  }
  const gst = roundCents((sum * rateBp) / 10_000);
  return { lineTotals, subtotalCents: sum, gstCents: gst, totalCents: sum + gst };
}

export interface InvoiceBalance {
  creditedCents: number;
  paidCents: number;
  outstandingCents: number;
}

/** What is still owed: the total less deductions (deposits received earlier) less payments against it. */
export function invoiceBalance(
  totalCents: number,
  creditCents: readonly number[],
  paymentCents: readonly number[],
): InvoiceBalance {
  const creditedCents = sumCents(creditCents);
  const paidCents = sumCents(paymentCents);
  return { creditedCents, paidCents, outstandingCents: totalCents - creditedCents - paidCents };
}

/** Deductions may never exceed the invoice total (that would bill a negative amount). */
export function creditProblem(totalCents: number, creditCents: readonly number[]): string | null {
  if (creditCents.some((c) => !Number.isInteger(c) || c <= 0)) return "Each deduction must be more than $0.00.";
  const credited = sumCents(creditCents);
  if (credited > totalCents) {
    return `Deductions of ${formatCents(credited)} are more than the invoice total of ${formatCents(totalCents)}.`;
  }
  return null;
}

/**
 * Whether a payment may be recorded. Part payments are fine; more than is owing is refused with a message
 * that says how much may be recorded, so nobody is ever charged twice.
 */
export function paymentProblem(opts: {
  status: InvoiceStatus;
  outstandingCents: number;
  amountCents: number;
  invoiceNumber: number;
}): string | null {
  const label = formatInvoiceNumber(opts.invoiceNumber);
  if (opts.status === "void") return `${label} is void; payments cannot be recorded against it.`;
  if (opts.status === "draft") return `${label} is still a draft. Issue it before recording a payment.`;
  if (!Number.isInteger(opts.amountCents) || opts.amountCents <= 0) return "Enter an amount greater than $0.00.";
  if (opts.outstandingCents <= 0) return `${label} is already paid in full.`;
  if (opts.amountCents > opts.outstandingCents) {
    return `${formatCents(opts.amountCents)} is more than the ${formatCents(opts.outstandingCents)} still owing on ${label}. Record at most ${formatCents(opts.outstandingCents)}.`;
  }
  return null;
}

/** Whether the customer may pay this invoice online now; otherwise why not (drafts are not shown to customers). */
export function invoicePaymentRefusal(inv: { status: string; outstandingCents: number }): string | null {
  if (inv.status === "void") return "This invoice was voided, so nothing is owing on it.";
  if (inv.status === "draft") return "This invoice has not been issued yet.";
  if (inv.status === "paid" || inv.outstandingCents <= 0) return "This invoice is already paid in full.";
  return null;
}

/** The stored status after money changed: paid when nothing is owing, part paid when something was received. */
export function deriveInvoiceStatus(opts: {
  status: InvoiceStatus;
  totalCents: number;
  creditedCents: number;
  paidCents: number;
}): InvoiceStatus {
  if (opts.status === "void" || opts.status === "draft") return opts.status;
  const outstanding = opts.totalCents - opts.creditedCents - opts.paidCents;
  if (outstanding <= 0) return "paid";
  if (opts.paidCents > 0) return "part_paid";
  return "sent";
}

// ───────────── dates, overdue ─────────────

/** Due at the end of the Sydney day `termsDays` after the Sydney issue date. */
export function dueDateFor(issuedAt: Date, termsDays: number): Date {
  return endOfSydneyDay(addDays(sydneyDateKey(issuedAt), termsDays));
}

export interface OverdueSubject {
  status: string;
  dueAt: Date | string | null;
  outstandingCents: number;
}

export function isOverdue(inv: OverdueSubject, now: Date): boolean {
  if (inv.status !== "sent" && inv.status !== "part_paid") return false;
  if (!inv.dueAt || inv.outstandingCents <= 0) return false;
  return now.getTime() > new Date(inv.dueAt).getTime();
}

export function displayStatus(inv: OverdueSubject, now: Date): InvoiceDisplayStatus {
  if (isOverdue(inv, now)) return "overdue";
  return isInvoiceStatus(inv.status) ? inv.status : "draft";
}

/** Whole Sydney days past the due date (0 when not overdue). */
export function daysOverdue(inv: OverdueSubject, now: Date): number {
  if (!isOverdue(inv, now)) return 0;
  const due = sydneyDateKey(new Date(inv.dueAt!));
  const today = sydneyDateKey(now);
  return Math.round((Date.parse(`${today}T00:00:00Z`) - Date.parse(`${due}T00:00:00Z`)) / 86_400_000);
}

/**
 * Whether an overdue invoice should get a reminder now: at most one per interval (counted from the last
 * reminder, or from the due date for the first), and never more than `maxReminders` in all.
 */
export function reminderDue(opts: {
  invoice: OverdueSubject;
  now: Date;
  lastReminderAt: Date | null;
  remindersSent: number;
  intervalDays: number;
  maxReminders: number;
}): boolean {
  if (!isOverdue(opts.invoice, opts.now)) return false;
  if (opts.remindersSent >= opts.maxReminders) return false;
  if (!opts.lastReminderAt) return true;
  return opts.now.getTime() - opts.lastReminderAt.getTime() >= opts.intervalDays * 86_400_000;
}

// ───────────── ABN ─────────────

const ABN_WEIGHTS = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19];

/** The ATO's ABN check: subtract 1 from the first digit, weight the 11 digits, the sum divides by 89. */
export function isValidAbn(input: string): boolean {
  const digits = input.replace(/\s/g, "");
  if (!/^\d{11}$/.test(digits)) return false;
  const d = digits.split("").map(Number);
  d[0] = d[0]! - 1;
  if (d[0] < 0) return false;
  return d.reduce((sum, digit, i) => sum + digit * ABN_WEIGHTS[i]!, 0) % 89 === 0;
}

/** '83601234518' → '83 601 234 518' */
export function formatAbn(input: string): string {
  const d = input.replace(/\s/g, "");
  return /^\d{11}$/.test(d) ? `${d.slice(0, 2)} ${d.slice(2, 5)} ${d.slice(5, 8)} ${d.slice(8)}` : input;
}

// ───────────── what a tax invoice must show ─────────────

export function invoiceTitle(gstRegistered: boolean): "Tax Invoice" | "Invoice" {
  return gstRegistered ? "Tax Invoice" : "Invoice";
}

export interface TaxInvoiceCheck {
  gstRegistered: boolean;
  businessName: string;
  businessAbn: string;
  issuedAt: Date | string | null;
  items: readonly { description: string; quantity: number; unitPriceCents: number }[];
  gstCents: number;
  totalCents: number;
  customerName: string | null;
  customerAbn: string | null;
}

/**
 * What stops this from being a valid Australian tax invoice (empty when it is valid). A business that is not
 * GST-registered issues a plain 'Invoice' and needs no GST line.
 */
export function taxInvoiceProblems(inv: TaxInvoiceCheck): string[] {
  const problems: string[] = [];
  if (!inv.businessName.trim()) problems.push("The business name is missing.");
  if (!isValidAbn(inv.businessAbn)) problems.push("The business ABN is missing or fails the ABN checksum.");
  if (!inv.issuedAt) problems.push("The issue date is missing.");
  if (inv.items.length === 0) problems.push("An invoice needs at least one line item.");
  if (inv.items.some((i) => !i.description.trim() || !(i.quantity > 0))) {
    problems.push("Every line item needs a description and a quantity.");
  }
  if (inv.gstRegistered && inv.totalCents > 0 && inv.gstCents <= 0) problems.push("The GST amount is missing.");
  if (inv.customerAbn && !isValidAbn(inv.customerAbn)) problems.push("The buyer's ABN fails the ABN checksum.");
  if (
    inv.gstRegistered &&
    inv.totalCents >= BUYER_IDENTITY_THRESHOLD_CENTS &&
    !inv.customerName?.trim() &&
    !inv.customerAbn?.trim()
  ) {
    problems.push(
      `For a total of ${formatCents(BUYER_IDENTITY_THRESHOLD_CENTS)} or more the buyer's name or ABN must be shown.`,
    );
  }
  return problems;
}
