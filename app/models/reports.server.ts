// The money reports (issue 19, ADR 138): GST for the BAS, revenue, receivables, payments by method, TPAR and the
// accounting export. Totals are integer cents summed in the database where a total is one sum; where a share of GST
// must be worked out per record (a receipt, a credit note), it is worked out per record in integer cents and added.
import {
  AGED_BUCKETS,
  apportionReceiptGst,
  financialYearOf,
  gstShare,
  lengthBand,
  monthsOf,
  periodBounds,
  type AgedBucket,
  type Period,
  type ReportBasis,
  type RevenueDimension,
  isReportBasis,
} from "~/domain/reports.ts";
import { addDays, addMonths, sydneyDateKey, sydneyWallTimeToUtc } from "~/domain/dates.ts";
import { formatInvoiceNumber } from "~/domain/invoice.ts";
import { serviceTypeLabel } from "~/domain/service-types.ts";
import { prisma, type Prisma } from "~/utils/db.server.ts";
import { readSetting, writeSetting } from "./settings.server.ts";

const BASIS_KEY = "reports.basis";

export function reportBasis(): Promise<ReportBasis> {
  return readSetting<ReportBasis>(BASIS_KEY, (v) => (isReportBasis(v) ? v : null), "accrual");
}

export function setReportBasis(basis: ReportBasis, actorId: string) {
  return writeSetting(BASIS_KEY, basis, actorId);
}

/** Issued, not voided: a voided invoice was a mistake, never a supply. */
const LIVE_ISSUED = { status: { notIn: ["draft", "void"] } } satisfies Prisma.InvoiceWhereInput;
/** Money received before the invoice that was never receipted elsewhere (a deposit invoice's payments count there). */
const RECEIVED_CREDIT_SOURCES = ["order_payment", "manual"];

/** Ids per `in (…)` list: under SQLite's limit on bound parameters, with room for the rest of the query. */
const ID_CHUNK = 500;

const inRange = (p: Period) => {
  const { start, end } = periodBounds(p);
  return { gte: start, lt: end };
};

// ───────────── the records that make up a period's sales ─────────────

/** One line of the GST reconciliation: an invoice's sale, a receipt, a credit note or a refund (negative). */
export interface LedgerLine {
  kind: "invoice" | "receipt" | "credit_note" | "refund";
  date: Date;
  invoiceId: string;
  invoiceNumber: number;
  customerName: string;
  /** GST inclusive. */
  amountCents: number;
  gstCents: number;
  note: string;
}

async function adjustmentLines(p: Period, basis: ReportBasis): Promise<LedgerLine[]> {
  const range = inRange(p);
  const [refunds, creditNotes] = await Promise.all([
    prisma.invoiceRefund.findMany({
      where: { refundedAt: range },
      orderBy: { refundedAt: "asc" },
      select: {
        invoiceId: true,
        amountCents: true,
        gstCents: true,
        refundedAt: true,
        method: true,
        reason: true,
        invoice: { select: { number: true, customerName: true } },
      },
    }),
    // A credit note moves no money: on the cash basis it only lowers what will be received.
    basis === "accrual"
      ? prisma.invoiceCredit.findMany({
          where: { sourceType: "credit_note", receivedAt: range, invoice: LIVE_ISSUED },
          orderBy: { receivedAt: "asc" },
          select: {
            invoiceId: true,
            amountCents: true,
            description: true,
            receivedAt: true,
            invoice: { select: { number: true, customerName: true, totalCents: true, gstCents: true } },
          },
        })
      : Promise.resolve([]),
  ]);
  return [
    ...creditNotes.map((c): LedgerLine => ({
      kind: "credit_note",
      date: c.receivedAt!,
      invoiceId: c.invoiceId,
      invoiceNumber: c.invoice.number,
      customerName: c.invoice.customerName,
      amountCents: -c.amountCents,
      gstCents: -gstShare(c.amountCents, c.invoice.gstCents, c.invoice.totalCents),
      note: c.description,
    })),
    ...refunds.map((r): LedgerLine => ({
      kind: "refund",
      date: r.refundedAt,
      invoiceId: r.invoiceId,
      invoiceNumber: r.invoice.number,
      customerName: r.invoice.customerName,
      amountCents: -r.amountCents,
      gstCents: -r.gstCents,
      note: `Refund (${r.method.replace("_", " ")}): ${r.reason}`,
    })),
  ].sort((a, b) => a.date.getTime() - b.date.getTime());
}

/**
 * Accrual: the deposits a final invoice deducts were reported on the deposit invoices, so the final invoice reports
 * the rest (its total and GST less the deposit invoices' total and GST).
 */
async function depositNetting(invoiceWhere: Prisma.InvoiceWhereInput) {
  const credits = await prisma.invoiceCredit.findMany({
    where: { sourceType: "quote_deposit", invoice: invoiceWhere },
    select: {
      invoiceId: true,
      sourceRef: true,
      amountCents: true,
      invoice: { select: { issuedAt: true, customerEmail: true, customerName: true } },
    },
  });
  const depositIds = credits.map((c) => c.sourceRef).filter((id): id is string => !!id);
  const deposits: { id: string; gstCents: number }[] = [];
  for (let i = 0; i < depositIds.length; i += ID_CHUNK) {
    deposits.push(
      ...(await prisma.invoice.findMany({
        where: { id: { in: depositIds.slice(i, i + ID_CHUNK) } },
        select: { id: true, gstCents: true },
      })),
    );
  }
  const depositGst = new Map(deposits.map((d) => [d.id, d.gstCents]));
  const byInvoice = new Map<
    string,
    { amountCents: number; gstCents: number; issuedAt: Date | null; customerEmail: string; customerName: string }
  >();
  for (const c of credits) {
    const cur = byInvoice.get(c.invoiceId) ?? { amountCents: 0, gstCents: 0, ...c.invoice };
    cur.amountCents += c.amountCents;
    cur.gstCents += (c.sourceRef && depositGst.get(c.sourceRef)) || 0;
    byInvoice.set(c.invoiceId, cur);
  }
  return byInvoice;
}

/** Cash: every receipt in the period with its share of its invoice's GST (apportioned over all the invoice's receipts). */
async function receiptLines(p: Period): Promise<LedgerLine[]> {
  const range = inRange(p);
  const [payments, credits] = await Promise.all([
    prisma.invoicePayment.findMany({
      where: { receivedAt: range, invoice: LIVE_ISSUED },
      select: { invoiceId: true },
      distinct: ["invoiceId"],
    }),
    prisma.invoiceCredit.findMany({
      where: { sourceType: { in: RECEIVED_CREDIT_SOURCES }, receivedAt: range, invoice: LIVE_ISSUED },
      select: { invoiceId: true },
      distinct: ["invoiceId"],
    }),
  ]);
  const ids = [...new Set([...payments, ...credits].map((r) => r.invoiceId))];
  const lines: LedgerLine[] = [];
  const { start, end } = periodBounds(p);
  for (let i = 0; i < ids.length; i += ID_CHUNK) {
    const chunk = ids.slice(i, i + ID_CHUNK);
    const invoices = await prisma.invoice.findMany({
      where: { id: { in: chunk } },
      select: {
        id: true,
        number: true,
        customerName: true,
        totalCents: true,
        gstCents: true,
        issuedAt: true,
        payments: { select: { amountCents: true, receivedAt: true, method: true } },
        credits: {
          where: { sourceType: { in: RECEIVED_CREDIT_SOURCES } },
          select: { amountCents: true, receivedAt: true, description: true },
        },
      },
    });
    for (const inv of invoices) {
      const receipts = [
        ...inv.credits.map((c) => ({ amount: c.amountCents, at: c.receivedAt ?? inv.issuedAt!, note: c.description })),
        ...inv.payments.map((pm) => ({
          amount: pm.amountCents,
          at: pm.receivedAt,
          note: `Payment (${pm.method.replace("_", " ")})`,
        })),
      ].sort((a, b) => a.at.getTime() - b.at.getTime());
      const gst = apportionReceiptGst(
        inv.totalCents,
        inv.gstCents,
        receipts.map((r) => r.amount),
      );
      receipts.forEach((r, idx) => {
        if (r.at >= start && r.at < end) {
          lines.push({
            kind: "receipt",
            date: r.at,
            invoiceId: inv.id,
            invoiceNumber: inv.number,
            customerName: inv.customerName,
            amountCents: r.amount,
            gstCents: gst[idx]!,
            note: r.note,
          });
        }
      });
    }
  }
  return lines.sort((a, b) => a.date.getTime() - b.date.getTime());
}

export interface GstSummary {
  basis: ReportBasis;
  /** G1: total sales including GST. */
  salesCents: number;
  /** 1A: GST on sales. */
  gstCents: number;
  grossCents: number;
  grossGstCents: number;
  adjustmentCents: number;
  adjustmentGstCents: number;
  records: number;
}

/** The BAS figures for a period on a basis: G1 and 1A, with the gross and the decreasing adjustments apart. */
export async function gstSummary(p: Period, basis: ReportBasis): Promise<GstSummary> {
  const adjustments = await adjustmentLines(p, basis);
  const adjustmentCents = adjustments.reduce((a, l) => a + l.amountCents, 0);
  const adjustmentGstCents = adjustments.reduce((a, l) => a + l.gstCents, 0);
  let grossCents = 0;
  let grossGstCents = 0;
  let records = adjustments.length;
  if (basis === "accrual") {
    const where = { ...LIVE_ISSUED, issuedAt: inRange(p) } satisfies Prisma.InvoiceWhereInput;
    const [agg, netting] = await Promise.all([
      prisma.invoice.aggregate({ where, _sum: { totalCents: true, gstCents: true }, _count: true }),
      depositNetting(where),
    ]);
    let depositCents = 0;
    let depositGst = 0;
    for (const d of netting.values()) {
      depositCents += d.amountCents;
      depositGst += d.gstCents;
    }
    grossCents = (agg._sum.totalCents ?? 0) - depositCents;
    grossGstCents = (agg._sum.gstCents ?? 0) - depositGst;
    records += agg._count;
  } else {
    const receipts = await receiptLines(p);
    grossCents = receipts.reduce((a, l) => a + l.amountCents, 0);
    grossGstCents = receipts.reduce((a, l) => a + l.gstCents, 0);
    records += receipts.length;
  }
  return {
    basis,
    salesCents: grossCents + adjustmentCents,
    gstCents: grossGstCents + adjustmentGstCents,
    grossCents,
    grossGstCents,
    adjustmentCents,
    adjustmentGstCents,
    records,
  };
}

/**
 * The records behind the GST figures, a page at a time: invoices (accrual) or receipts (cash), then the credit notes
 * and refunds. Every line is worked out the way the summary works it out, so the lines add up to G1 and 1A.
 */
export async function gstLedger(p: Period, basis: ReportBasis, opts: { skip: number; take: number }) {
  const adjustments = await adjustmentLines(p, basis);
  if (basis === "cash") {
    const receipts = await receiptLines(p);
    const all = [...receipts, ...adjustments];
    return { lines: all.slice(opts.skip, opts.skip + opts.take), total: all.length };
  }
  const where = { ...LIVE_ISSUED, issuedAt: inRange(p) } satisfies Prisma.InvoiceWhereInput;
  const invoiceCount = await prisma.invoice.count({ where });
  const lines: LedgerLine[] = [];
  if (opts.skip < invoiceCount) {
    const page = await prisma.invoice.findMany({
      where,
      orderBy: [{ issuedAt: "asc" }, { number: "asc" }],
      skip: opts.skip,
      take: opts.take,
      select: { id: true, number: true, customerName: true, issuedAt: true, totalCents: true, gstCents: true },
    });
    // The deposits deducted in the period are few: net them from the period's list, not from a list of ids.
    const netting = await depositNetting(where);
    for (const inv of page) {
      const dep = netting.get(inv.id);
      lines.push({
        kind: "invoice",
        date: inv.issuedAt!,
        invoiceId: inv.id,
        invoiceNumber: inv.number,
        customerName: inv.customerName,
        amountCents: inv.totalCents - (dep?.amountCents ?? 0),
        gstCents: inv.gstCents - (dep?.gstCents ?? 0),
        note: dep ? "Less the deposit already reported on its deposit invoice" : "",
      });
    }
  }
  const adjSkip = Math.max(0, opts.skip - invoiceCount);
  const room = opts.take - lines.length;
  if (room > 0) lines.push(...adjustments.slice(adjSkip, adjSkip + room));
  return { lines, total: invoiceCount + adjustments.length };
}

// ───────────── revenue ─────────────

export interface RevenueRow {
  key: string;
  label: string;
  /** Ex GST. */
  revenueCents: number;
}

interface RevenueEvent {
  invoiceId: string;
  date: Date;
  exGstCents: number;
}

/** Revenue rows summed per key as amounts are added, in the order their keys first came. */
function revenueTally() {
  const groups = new Map<string, RevenueRow>();
  return {
    add(key: string, label: string, cents: number) {
      const row = groups.get(key) ?? { key, label, revenueCents: 0 };
      row.revenueCents += cents;
      groups.set(key, row);
    },
    rows: () => [...groups.values()],
  };
}

/** The invoices matching `where` in number order, a batch at a time: a report never holds the whole table. */
async function* invoiceBatches<S extends Prisma.InvoiceSelect & { number: true }>(
  where: Prisma.InvoiceWhereInput,
  select: S,
  size: number,
): AsyncGenerator<Prisma.InvoiceGetPayload<{ select: S }>[]> {
  let cursor: number | undefined;
  for (;;) {
    const batch = (await prisma.invoice.findMany({
      where,
      orderBy: { number: "asc" },
      take: size,
      ...(cursor ? { skip: 1, cursor: { number: cursor } } : {}),
      select,
    })) as Prisma.InvoiceGetPayload<{ select: S }>[];
    if (batch.length === 0) return;
    cursor = (batch[batch.length - 1] as { number: number }).number;
    yield batch;
  }
}

async function revenueEvents(p: Period, basis: ReportBasis): Promise<RevenueEvent[]> {
  const events: RevenueEvent[] = [];
  if (basis === "accrual") {
    const where = { ...LIVE_ISSUED, issuedAt: inRange(p) } satisfies Prisma.InvoiceWhereInput;
    const netting = await depositNetting(where);
    const select = { id: true, number: true, issuedAt: true, totalCents: true, gstCents: true } as const;
    for await (const batch of invoiceBatches(where, select, 5000)) {
      for (const inv of batch) {
        const dep = netting.get(inv.id);
        events.push({
          invoiceId: inv.id,
          date: inv.issuedAt!,
          exGstCents: inv.totalCents - inv.gstCents - (dep ? dep.amountCents - dep.gstCents : 0),
        });
      }
    }
  } else {
    for (const r of await receiptLines(p)) {
      events.push({ invoiceId: r.invoiceId, date: r.date, exGstCents: r.amountCents - r.gstCents });
    }
  }
  for (const a of await adjustmentLines(p, basis)) {
    events.push({ invoiceId: a.invoiceId, date: a.date, exGstCents: a.amountCents - a.gstCents });
  }
  return events;
}

const TOP_ROWS = 25;

/** Revenue ex GST for a period on a basis, grouped by one dimension (a service type's share follows the job's lines). */
/**
 * Accrual revenue by month or by customer, summed by the database (one sum per month on the issue-date index; one
 * group per customer), with the deposits deducted and the credit notes and refunds of the period applied.
 */
async function accrualRevenueSummed(p: Period, by: "month" | "customer") {
  const { start, end } = periodBounds(p);
  const where = { ...LIVE_ISSUED, issuedAt: { gte: start, lt: end } } satisfies Prisma.InvoiceWhereInput;
  const [netting, adjustments] = await Promise.all([depositNetting(where), adjustmentLines(p, "accrual")]);
  const { add, rows } = revenueTally();
  if (by === "month") {
    const months = monthsOf(p);
    const sums = await Promise.all(
      months.map((m) => {
        const next = addMonths(`${m}-01`, 1);
        const from = m === months[0] ? start : sydneyWallTimeToUtc(`${m}-01`);
        const to = next > p.to ? end : sydneyWallTimeToUtc(next);
        return prisma.invoice.aggregate({
          where: { ...LIVE_ISSUED, issuedAt: { gte: from, lt: to } },
          _sum: { totalCents: true, gstCents: true },
        });
      }),
    );
    months.forEach((m, i) => add(m, m, (sums[i]!._sum.totalCents ?? 0) - (sums[i]!._sum.gstCents ?? 0)));
    for (const d of netting.values()) {
      const m = sydneyDateKey(d.issuedAt!).slice(0, 7);
      add(m, m, -(d.amountCents - d.gstCents));
    }
    for (const a of adjustments) {
      const m = sydneyDateKey(a.date).slice(0, 7);
      add(m, m, a.amountCents - a.gstCents);
    }
    return rows().sort((a, b) => a.key.localeCompare(b.key));
  }
  const byCustomer = await prisma.invoice.groupBy({
    by: ["customerEmail", "customerName"],
    where,
    _sum: { totalCents: true, gstCents: true },
  });
  for (const r of byCustomer)
    add(r.customerEmail.toLowerCase(), r.customerName, (r._sum.totalCents ?? 0) - (r._sum.gstCents ?? 0));
  for (const d of netting.values()) add(d.customerEmail.toLowerCase(), d.customerName, -(d.amountCents - d.gstCents));
  const adjusted = [...new Set(adjustments.map((a) => a.invoiceId))];
  const emails = new Map<string, string>();
  for (let i = 0; i < adjusted.length; i += ID_CHUNK) {
    for (const inv of await prisma.invoice.findMany({
      where: { id: { in: adjusted.slice(i, i + ID_CHUNK) } },
      select: { id: true, customerEmail: true },
    }))
      emails.set(inv.id, inv.customerEmail.toLowerCase());
  }
  for (const a of adjustments) add(emails.get(a.invoiceId) ?? a.invoiceId, a.customerName, a.amountCents - a.gstCents);
  return rows();
}

export async function revenueBreakdown(p: Period, basis: ReportBasis, by: RevenueDimension) {
  if (basis === "accrual" && (by === "month" || by === "customer")) {
    const rows = await accrualRevenueSummed(p, by);
    const totalCents = rows.reduce((a, r) => a + r.revenueCents, 0);
    if (by === "month") return { rows, totalCents, others: 0 };
    const sorted = rows.sort((a, b) => b.revenueCents - a.revenueCents);
    return {
      rows: sorted.slice(0, TOP_ROWS),
      totalCents,
      others: sorted.slice(TOP_ROWS).reduce((a, r) => a + r.revenueCents, 0),
    };
  }
  const events = await revenueEvents(p, basis);
  const totalCents = events.reduce((a, e) => a + e.exGstCents, 0);
  const { add, rows: tallied } = revenueTally();
  if (by === "month") {
    for (const m of monthsOf(p)) add(m, m, 0);
    for (const e of events) {
      const m = sydneyDateKey(e.date).slice(0, 7);
      add(m, m, e.exGstCents);
    }
    return { rows: tallied().sort((a, b) => a.key.localeCompare(b.key)), totalCents, others: 0 };
  }
  const byInvoice = new Map<string, number>();
  for (const e of events) byInvoice.set(e.invoiceId, (byInvoice.get(e.invoiceId) ?? 0) + e.exGstCents);
  const ids = [...byInvoice.keys()];
  for (let i = 0; i < ids.length; i += ID_CHUNK) {
    const invoices = await prisma.invoice.findMany({
      where: { id: { in: ids.slice(i, i + ID_CHUNK) } },
      select: {
        id: true,
        customerId: true,
        customerName: true,
        customerEmail: true,
        job: {
          select: {
            serviceCategory: true,
            vesselId: true,
            vesselName: true,
            vesselType: true,
            vesselLengthMetres: true,
            items: by === "service" ? { select: { serviceType: true, totalCents: true } } : false,
          },
        },
      },
    });
    for (const inv of invoices) {
      const cents = byInvoice.get(inv.id)!;
      const job = inv.job;
      if (by === "customer") {
        add(inv.customerEmail.toLowerCase(), inv.customerName, cents);
      } else if (by === "vessel") {
        if (job?.vesselName)
          add(job.vesselId ?? job.vesselName, `${job.vesselName} (${lengthBand(job.vesselLengthMetres)})`, cents);
        else add("none", "No vessel on the invoice", cents);
      } else if (by === "category") {
        const c = job?.serviceCategory;
        add(c ?? "none", c ? c.replace(/_/g, " ").replace(/^./, (s) => s.toUpperCase()) : "No category", cents);
      } else {
        const items = (job && "items" in job ? job.items : []) as { serviceType: string | null; totalCents: number }[];
        const typed = items.filter((it) => it.totalCents > 0);
        const sum = typed.reduce((a, it) => a + it.totalCents, 0);
        if (sum === 0) {
          add("none", "Not tied to a service", cents);
          continue;
        }
        // Split by the lines' share, the last line taking the remainder so the parts add up.
        let given = 0;
        typed.forEach((it, idx) => {
          const share = idx === typed.length - 1 ? cents - given : Math.round((cents * it.totalCents) / sum);
          given += share;
          const key = it.serviceType ?? "other";
          add(key, it.serviceType ? serviceTypeLabel(it.serviceType) : "Other work", share);
        });
      }
    }
  }
  const sorted = tallied().sort((a, b) => b.revenueCents - a.revenueCents);
  const shown = sorted.slice(0, TOP_ROWS);
  const others = sorted.slice(TOP_ROWS).reduce((a, r) => a + r.revenueCents, 0);
  return { rows: shown, totalCents, others };
}

// ───────────── receivables ─────────────

export interface AgedCustomer {
  key: string;
  customerName: string;
  customerEmail: string;
  buckets: Record<AgedBucket, number>;
  totalCents: number;
}

/** What is owed at `now`, by customer and by how long past due (Sydney days); largest balances first. */
export async function agedReceivables(now: Date, opts: { take?: number } = {}) {
  const today = sydneyDateKey(now);
  // due before the start of (today − n) in Sydney ⇒ more than n days past due.
  const dueBefore = (days: number) => sydneyWallTimeToUtc(addDays(today, -days));
  const ranges: Record<AgedBucket, Prisma.DateTimeNullableFilter | null> = {
    current: null,
    "1-30": { lt: dueBefore(0), gte: dueBefore(30) },
    "31-60": { lt: dueBefore(30), gte: dueBefore(60) },
    "61-90": { lt: dueBefore(60), gte: dueBefore(90) },
    "90+": { lt: dueBefore(90) },
  };
  const base = {
    status: { in: ["sent", "part_paid"] },
    outstandingCents: { gt: 0 },
  } satisfies Prisma.InvoiceWhereInput;
  const results = await Promise.all(
    AGED_BUCKETS.map((b) =>
      prisma.invoice.groupBy({
        by: ["customerEmail", "customerName"],
        where: ranges[b]
          ? { ...base, dueAt: ranges[b]! }
          : { ...base, OR: [{ dueAt: null }, { dueAt: { gte: dueBefore(0) } }] },
        _sum: { outstandingCents: true },
      }),
    ),
  );
  const customers = new Map<string, AgedCustomer>();
  const totals = Object.fromEntries(AGED_BUCKETS.map((b) => [b, 0])) as Record<AgedBucket, number>;
  AGED_BUCKETS.forEach((bucket, i) => {
    for (const row of results[i]!) {
      const key = row.customerEmail.toLowerCase();
      const c = customers.get(key) ?? {
        key,
        customerName: row.customerName,
        customerEmail: row.customerEmail,
        buckets: Object.fromEntries(AGED_BUCKETS.map((b) => [b, 0])) as Record<AgedBucket, number>,
        totalCents: 0,
      };
      const cents = row._sum.outstandingCents ?? 0;
      c.buckets[bucket] += cents;
      c.totalCents += cents;
      totals[bucket] += cents;
      customers.set(key, c);
    }
  });
  const all = [...customers.values()].sort((a, b) => b.totalCents - a.totalCents);
  const totalCents = AGED_BUCKETS.reduce((a, b) => a + totals[b], 0);
  return { rows: all.slice(0, opts.take ?? 200), customerCount: all.length, totals, totalCents };
}

/** The customer's overdue invoices (those a reminder is for), oldest first. */
export async function overdueInvoicesOf(customerEmail: string, now: Date) {
  return prisma.invoice.findMany({
    where: {
      customerEmail: { equals: customerEmail },
      status: { in: ["sent", "part_paid"] },
      outstandingCents: { gt: 0 },
      dueAt: { lt: now },
    },
    orderBy: { dueAt: "asc" },
    take: 20,
    select: { id: true, number: true },
  });
}

// ───────────── payments by method ─────────────

const PROVIDER_METHOD: Record<string, string> = { stripe: "card", bank_transfer: "bank_transfer", cash: "cash" };

/**
 * Money received in the period by method: payments on invoices (card, bank transfer, cash) and card payments at
 * checkout (an order's money is deducted on its job's invoice later, so it is counted once, here, when received).
 * Refunds paid out are shown by method too. The card provider reports no fees to us (ADR 138), so none are shown.
 */
export async function paymentsByMethod(p: Period) {
  const range = inRange(p);
  const [invoicePayments, orderPayments, refunds] = await Promise.all([
    prisma.invoicePayment.groupBy({
      by: ["method"],
      where: { receivedAt: range },
      _sum: { amountCents: true },
      _count: true,
    }),
    prisma.payment.groupBy({
      by: ["provider"],
      where: { kind: "order", status: "succeeded", paidAt: range },
      _sum: { amountCents: true },
      _count: true,
    }),
    prisma.invoiceRefund.groupBy({ by: ["method"], where: { refundedAt: range }, _sum: { amountCents: true } }),
  ]);
  const rows = new Map<string, { method: string; count: number; receivedCents: number; refundedCents: number }>();
  const row = (method: string) => {
    const r = rows.get(method) ?? { method, count: 0, receivedCents: 0, refundedCents: 0 };
    rows.set(method, r);
    return r;
  };
  for (const g of invoicePayments) {
    const r = row(g.method);
    r.count += g._count;
    r.receivedCents += g._sum.amountCents ?? 0;
  }
  for (const g of orderPayments) {
    const r = row(PROVIDER_METHOD[g.provider] ?? g.provider);
    r.count += g._count;
    r.receivedCents += g._sum.amountCents ?? 0;
  }
  for (const g of refunds) row(g.method).refundedCents += g._sum.amountCents ?? 0;
  const order = ["card", "bank_transfer", "cash"];
  const list = [...rows.values()].sort((a, b) => order.indexOf(a.method) - order.indexOf(b.method));
  return {
    rows: list,
    receivedCents: list.reduce((a, r) => a + r.receivedCents, 0),
    refundedCents: list.reduce((a, r) => a + r.refundedCents, 0),
  };
}

// ───────────── TPAR ─────────────

/** Payments to each subcontractor in a financial year (1 July – 30 June), including GST, largest first. */
export async function tpar(financialYearEnd: number) {
  const fy = financialYearOf(`${financialYearEnd}-01-01`);
  const groups = await prisma.jobCost.groupBy({
    by: ["subcontractorId"],
    where: { kind: "subcontractor", subcontractorId: { not: null }, paidAt: inRange(fy) },
    _sum: { amountCents: true, gstCents: true },
    _count: true,
  });
  const subs = await prisma.subcontractor.findMany({
    where: { id: { in: groups.map((g) => g.subcontractorId!) } },
    select: { id: true, name: true, abn: true, address: true },
  });
  const rows = groups
    .map((g) => {
      const s = subs.find((x) => x.id === g.subcontractorId)!;
      const gst = g._sum.gstCents ?? 0;
      const exGst = g._sum.amountCents ?? 0;
      return { ...s, payments: g._count, gstCents: gst, totalPaidCents: exGst + gst };
    })
    .sort((a, b) => b.totalPaidCents - a.totalPaidCents);
  return { fy, rows, totalPaidCents: rows.reduce((a, r) => a + r.totalPaidCents, 0) };
}

// ───────────── accounting export ─────────────

/** Invoices issued in the period, with their lines, a batch at a time (for the Xero export). */
export async function* invoicesForExport(p: Period) {
  const where = { ...LIVE_ISSUED, issuedAt: inRange(p) } satisfies Prisma.InvoiceWhereInput;
  const batches = invoiceBatches(
    where,
    {
      id: true,
      number: true,
      customerName: true,
      customerEmail: true,
      customerAddress: true,
      issuedAt: true,
      dueAt: true,
      gstRegistered: true,
      amountsIncludeGst: true,
      totalCents: true,
      gstCents: true,
      job: { select: { number: true } },
      items: { orderBy: { sortOrder: "asc" }, select: { description: true, quantity: true, totalCents: true } },
    },
    500,
  );
  for await (const batch of batches) {
    const netting = await depositNetting({ id: { in: batch.map((b) => b.id) } });
    for (const inv of batch) yield { ...inv, deposit: netting.get(inv.id) ?? null };
  }
}

/** Credit notes dated in the period (exported as negative invoices). */
export function creditNotesForExport(p: Period) {
  return prisma.invoiceCredit.findMany({
    where: { sourceType: "credit_note", receivedAt: inRange(p), invoice: LIVE_ISSUED },
    orderBy: { receivedAt: "asc" },
    take: 50_000,
    select: {
      id: true,
      description: true,
      amountCents: true,
      receivedAt: true,
      invoice: {
        select: {
          number: true,
          customerName: true,
          customerEmail: true,
          totalCents: true,
          gstCents: true,
          gstRegistered: true,
        },
      },
    },
  });
}

/** Money in (payments) and out (refunds) dated in the period, as bank-statement lines. */
export async function statementLinesForExport(p: Period) {
  const range = inRange(p);
  const [payments, refunds] = await Promise.all([
    prisma.invoicePayment.findMany({
      where: { receivedAt: range },
      orderBy: { receivedAt: "asc" },
      take: 100_000,
      select: {
        amountCents: true,
        receivedAt: true,
        method: true,
        reference: true,
        invoice: { select: { number: true, customerName: true } },
      },
    }),
    prisma.invoiceRefund.findMany({
      where: { refundedAt: range },
      orderBy: { refundedAt: "asc" },
      take: 100_000,
      select: {
        amountCents: true,
        refundedAt: true,
        method: true,
        reference: true,
        invoice: { select: { number: true, customerName: true } },
      },
    }),
  ]);
  return [
    ...payments.map((pm) => ({
      date: pm.receivedAt,
      amountCents: pm.amountCents,
      payee: pm.invoice.customerName,
      description: `Payment of ${formatInvoiceNumber(pm.invoice.number)} (${pm.method.replace("_", " ")})`,
      reference: pm.reference ?? formatInvoiceNumber(pm.invoice.number),
    })),
    ...refunds.map((r) => ({
      date: r.refundedAt,
      amountCents: -r.amountCents,
      payee: r.invoice.customerName,
      description: `Refund on ${formatInvoiceNumber(r.invoice.number)} (${r.method.replace("_", " ")})`,
      reference: r.reference ?? formatInvoiceNumber(r.invoice.number),
    })),
  ].sort((a, b) => a.date.getTime() - b.date.getTime());
}
