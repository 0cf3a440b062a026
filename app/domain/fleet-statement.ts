// A fleet account's consolidated statement for one Sydney month (issue 17, ADR 171): every invoice of its vessels,
// the deductions and payments against them, the opening and closing balance, and the closing balance aged by how far
// past due each invoice was at the end of the month. Pure and in integer cents; GST is shown as each invoice stores it.
import { addDays, addMonths, sydneyDateKey, sydneyWallTimeToUtc } from "./dates.ts";
import { AGED_BUCKETS, agedBucket, type AgedBucket } from "./reports.ts";

export interface StatementInvoice {
  id: string;
  number: number;
  issuedAt: Date;
  dueAt: Date | null;
  totalCents: number;
  gstCents: number;
  customerName: string;
  vesselName: string | null;
  /** Deductions (deposits received earlier, credit notes); undated ones count from the issue date. */
  credits: readonly { amountCents: number; at: Date | null; description: string }[];
  payments: readonly { amountCents: number; at: Date; method: string; reference: string | null }[];
}

export type StatementLineKind = "invoice" | "credit" | "payment";

export interface StatementLine {
  at: Date;
  kind: StatementLineKind;
  invoiceId: string;
  invoiceNumber: number;
  description: string;
  vesselName: string | null;
  debitCents: number;
  creditCents: number;
  gstCents: number;
  balanceCents: number;
}

export interface OpenInvoice {
  id: string;
  number: number;
  dueAt: Date | null;
  vesselName: string | null;
  outstandingCents: number;
  bucket: AgedBucket;
}

export interface Statement {
  openingCents: number;
  lines: StatementLine[];
  invoicedCents: number;
  invoicedGstCents: number;
  creditedCents: number;
  receivedCents: number;
  closingCents: number;
  aging: Record<AgedBucket, number>;
  open: OpenInvoice[];
}

/** A statement month as typed in the URL ('2026-11'), or null. */
export function parseStatementMonth(value: string | null | undefined): string | null {
  if (!value || !/^\d{4}-(0[1-9]|1[0-2])$/.test(value)) return null;
  const year = Number(value.slice(0, 4));
  return year >= 2000 && year <= 2100 ? value : null;
}

/** The month an instant falls in (Sydney) and the one before it. */
export function monthOf(now: Date): string {
  return sydneyDateKey(now).slice(0, 7);
}
export function previousMonth(month: string): string {
  return addMonths(`${month}-01`, -1).slice(0, 7);
}
export function nextMonth(month: string): string {
  return addMonths(`${month}-01`, 1).slice(0, 7);
}

/** The UTC instants a Sydney month covers: [start, end), and its first and last calendar days. */
export function monthBounds(month: string): { start: Date; end: Date; from: string; to: string } {
  const from = `${month}-01`;
  const nextFirst = addMonths(from, 1);
  return {
    start: sydneyWallTimeToUtc(from),
    end: sydneyWallTimeToUtc(nextFirst),
    from,
    to: addDays(nextFirst, -1),
  };
}

const KIND_ORDER: Record<StatementLineKind, number> = { invoice: 0, credit: 1, payment: 2 };

/**
 * The statement over [start, end). Money before `start` makes the opening balance; what happens inside is listed
 * with a running balance; anything after `end` is left out (a statement for a past month does not change when a
 * later payment arrives). A deduction dated before its invoice counts on the invoice's date.
 */
export function buildStatement(invoices: readonly StatementInvoice[], period: { start: Date; end: Date }): Statement {
  const startMs = period.start.getTime();
  const endMs = period.end.getTime();
  const before = (d: Date) => d.getTime() < startMs;
  const inside = (d: Date) => d.getTime() >= startMs && d.getTime() < endMs;

  let openingCents = 0;
  const events: Omit<StatementLine, "balanceCents">[] = [];
  const aging = Object.fromEntries(AGED_BUCKETS.map((b) => [b, 0])) as Record<AgedBucket, number>;
  const open: OpenInvoice[] = [];
  // The last instant inside the period: the day the aging is measured on.
  const asOf = new Date(endMs - 1);

  for (const inv of invoices) {
    if (inv.issuedAt.getTime() >= endMs) continue;
    const base = { invoiceId: inv.id, invoiceNumber: inv.number, vesselName: inv.vesselName };
    let outstandingAtEnd = 0;
    const post = (at: Date, delta: number, line: () => Omit<StatementLine, "balanceCents">) => {
      if (at.getTime() >= endMs) return;
      outstandingAtEnd += delta;
      if (before(at)) openingCents += delta;
      else if (inside(at)) events.push(line());
    };
    post(inv.issuedAt, inv.totalCents, () => ({
      ...base,
      at: inv.issuedAt,
      kind: "invoice",
      description: `Invoice INV-${inv.number} — ${inv.vesselName ?? inv.customerName}`,
      debitCents: inv.totalCents,
      creditCents: 0,
      gstCents: inv.gstCents,
    }));
    for (const c of inv.credits) {
      const at = !c.at || c.at.getTime() < inv.issuedAt.getTime() ? inv.issuedAt : c.at;
      post(at, -c.amountCents, () => ({
        ...base,
        at,
        kind: "credit",
        description: `${c.description} (INV-${inv.number})`,
        debitCents: 0,
        creditCents: c.amountCents,
        gstCents: 0,
      }));
    }
    for (const p of inv.payments) {
      post(p.at, -p.amountCents, () => ({
        ...base,
        at: p.at,
        kind: "payment",
        description: `Payment${p.reference ? ` ${p.reference}` : ""} (INV-${inv.number})`,
        debitCents: 0,
        creditCents: p.amountCents,
        gstCents: 0,
      }));
    }
    if (outstandingAtEnd !== 0) {
      // An overpaid invoice is a credit in the current column, so the buckets always add up to the closing balance.
      const bucket = outstandingAtEnd > 0 ? agedBucket(inv.dueAt, asOf) : "current";
      aging[bucket] += outstandingAtEnd;
      open.push({
        id: inv.id,
        number: inv.number,
        dueAt: inv.dueAt,
        vesselName: inv.vesselName,
        outstandingCents: outstandingAtEnd,
        bucket,
      });
    }
  }

  events.sort(
    (a, b) =>
      a.at.getTime() - b.at.getTime() || KIND_ORDER[a.kind] - KIND_ORDER[b.kind] || a.invoiceNumber - b.invoiceNumber,
  );
  let balance = openingCents;
  const lines = events.map((e) => {
    balance += e.debitCents - e.creditCents;
    return { ...e, balanceCents: balance };
  });
  const sum = (kind: StatementLineKind, pick: (l: StatementLine) => number) =>
    lines.filter((l) => l.kind === kind).reduce((a, l) => a + pick(l), 0);
  open.sort((a, b) => a.number - b.number);
  return {
    openingCents,
    lines,
    invoicedCents: sum("invoice", (l) => l.debitCents),
    invoicedGstCents: sum("invoice", (l) => l.gstCents),
    creditedCents: sum("credit", (l) => l.creditCents),
    receivedCents: sum("payment", (l) => l.creditCents),
    closingCents: balance,
    aging,
    open,
  };
}
