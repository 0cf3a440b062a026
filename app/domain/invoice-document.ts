// The printable content of an invoice, built once and rendered twice (HTML page and PDF), so the two can
// never disagree. Pure: amounts formatted en-AU AUD, dates in Sydney.
import { formatDate } from "./dates.ts";
import {
  INVOICE_STATUS_LABELS,
  PAYMENT_METHOD_LABELS,
  displayStatus,
  formatAbn,
  formatInvoiceNumber,
  invoiceTitle,
  isPaymentMethod,
  type InvoiceDisplayStatus,
} from "./invoice.ts";
import { formatJobNumber } from "./job-lifecycle.ts";
import { formatQuoteNumber } from "./quote.ts";
import { formatCents } from "./money.ts";

type DateLike = Date | string;

export interface InvoiceDocumentSource {
  number: number;
  status: string;
  businessName: string;
  businessAbn: string;
  gstRegistered: boolean;
  taxRateBasisPoints: number;
  amountsIncludeGst: boolean;
  customerName: string;
  customerEmail: string;
  customerAbn: string | null;
  customerAddress: string | null;
  subtotalCents: number;
  gstCents: number;
  totalCents: number;
  creditedCents: number;
  paidCents: number;
  outstandingCents: number;
  notes: string | null;
  issuedAt: DateLike | null;
  dueAt: DateLike | null;
  voidedAt: DateLike | null;
  voidReason: string | null;
  job: { number: number; title: string; vesselName: string | null } | null;
  /** The quote a deposit invoice bills. */
  quote?: { number: number; title: string } | null;
  items: { description: string; quantity: number; unitPriceCents: number; totalCents: number }[];
  credits: { description: string; amountCents: number; receivedAt: DateLike | null }[];
  payments: { amountCents: number; method: string; reference: string | null; receivedAt: DateLike }[];
}

export interface BusinessContact {
  phone: string;
  email: string;
  location: string;
}

export interface BankDetails {
  accountName: string;
  bsb: string;
  accountNumber: string;
}

export interface InvoiceDocument {
  title: "Tax Invoice" | "Invoice";
  number: string;
  status: InvoiceDisplayStatus;
  statusLabel: string;
  business: { name: string; abn: string; phone: string; email: string; location: string };
  issueDate: string | null;
  dueDate: string | null;
  billTo: { name: string; email: string; abn: string | null; address: string | null };
  reference: string | null;
  items: { description: string; quantity: string; unitPrice: string; amount: string }[];
  pricesNote: string;
  subtotal: { label: string; value: string };
  gst: { label: string; value: string } | null;
  total: { label: string; value: string };
  /** ATO wording for GST-inclusive invoices, printed under the total. */
  gstStatement: string | null;
  credits: { description: string; value: string }[];
  payments: { description: string; value: string }[];
  amountDue: { label: string; value: string; cents: number };
  /** Bank-transfer instructions while something is owing (never on drafts or void invoices). */
  bankTransfer: (BankDetails & { reference: string }) | null;
  notes: string | null;
  voided: { date: string | null; reason: string } | null;
  notRegisteredNote: string | null;
}

export function formatQuantity(q: number): string {
  return Number.isInteger(q) ? String(q) : q.toFixed(2).replace(/0$/, "");
}

export function buildInvoiceDocument(
  inv: InvoiceDocumentSource,
  opts: { now: Date; contact: BusinessContact; bank: BankDetails },
): InvoiceDocument {
  const status = displayStatus(
    { status: inv.status, dueAt: inv.dueAt, outstandingCents: inv.outstandingCents },
    opts.now,
  );
  const number = formatInvoiceNumber(inv.number);
  const ratePercent = inv.taxRateBasisPoints / 100;
  const owing = inv.outstandingCents > 0 && (inv.status === "sent" || inv.status === "part_paid");
  return {
    title: invoiceTitle(inv.gstRegistered),
    number,
    status,
    statusLabel: INVOICE_STATUS_LABELS[status],
    business: { name: inv.businessName, abn: formatAbn(inv.businessAbn), ...opts.contact },
    issueDate: inv.issuedAt ? formatDate(inv.issuedAt) : null,
    dueDate: inv.dueAt ? formatDate(inv.dueAt) : null,
    billTo: {
      name: inv.customerName,
      email: inv.customerEmail,
      abn: inv.customerAbn ? formatAbn(inv.customerAbn) : null,
      address: inv.customerAddress,
    },
    reference: inv.job
      ? `Job ${formatJobNumber(inv.job.number)} · ${inv.job.title}${inv.job.vesselName ? ` · ${inv.job.vesselName}` : ""}`
      : inv.quote
        ? `Deposit · Quote ${formatQuoteNumber(inv.quote.number)} · ${inv.quote.title}`
        : null,
    items: inv.items.map((i) => ({
      description: i.description,
      quantity: formatQuantity(i.quantity),
      unitPrice: formatCents(i.unitPriceCents),
      amount: formatCents(i.totalCents),
    })),
    pricesNote: !inv.gstRegistered
      ? "Prices are in AUD."
      : inv.amountsIncludeGst
        ? "Prices are in AUD and include GST."
        : "Prices are in AUD and exclude GST.",
    subtotal: { label: inv.gstRegistered ? "Subtotal (excl. GST)" : "Subtotal", value: formatCents(inv.subtotalCents) },
    gst: inv.gstRegistered ? { label: `GST (${ratePercent}%)`, value: formatCents(inv.gstCents) } : null,
    total: { label: inv.gstRegistered ? "Total (incl. GST)" : "Total", value: formatCents(inv.totalCents) },
    gstStatement: inv.gstRegistered ? `Total price includes GST of ${formatCents(inv.gstCents)}.` : null,
    credits: inv.credits.map((c) => ({
      description: `Less: ${c.description}${c.receivedAt ? ` (received ${formatDate(c.receivedAt)})` : ""}`,
      value: `-${formatCents(c.amountCents)}`,
    })),
    payments: inv.payments.map((p) => ({
      description: `Paid ${formatDate(p.receivedAt)} · ${isPaymentMethod(p.method) ? PAYMENT_METHOD_LABELS[p.method] : p.method}${p.reference ? ` · ${p.reference}` : ""}`,
      value: `-${formatCents(p.amountCents)}`,
    })),
    amountDue: {
      label: "Amount due (AUD)",
      value: formatCents(Math.max(0, inv.outstandingCents)),
      cents: Math.max(0, inv.outstandingCents),
    },
    bankTransfer: owing ? { ...opts.bank, reference: number } : null,
    notes: inv.notes,
    voided:
      inv.status === "void"
        ? { date: inv.voidedAt ? formatDate(inv.voidedAt) : null, reason: inv.voidReason ?? "" }
        : null,
    notRegisteredNote: inv.gstRegistered
      ? null
      : `No GST has been charged: ${inv.businessName} is not registered for GST.`,
  };
}
