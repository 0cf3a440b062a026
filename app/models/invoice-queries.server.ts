// Reading invoices: one invoice as a printable document, the admin list with its filters and totals,
// a customer's own invoices and payments. Access checks live in the `where` each caller passes.
import { endOfSydneyDay, formatDate, sydneyDateKey, sydneyWallTimeToUtc } from "~/domain/dates.ts";
import { buildInvoiceDocument, formatQuantity } from "~/domain/invoice-document.ts";
import {
  PAYMENT_METHOD_LABELS,
  calculateInvoiceTotals,
  displayStatus,
  formatInvoiceNumber,
  isInvoiceDisplayStatus,
  isPaymentMethod,
  type InvoiceDisplayStatus,
} from "~/domain/invoice.ts";
import { formatCents } from "~/domain/money.ts";
import { findPage, prisma, type Prisma, textContains } from "~/utils/db.server.ts";
import { getPagination } from "~/utils/pagination.ts";
import { invoiceSettings, jobInvoiceLines, jobInvoiceSourceSelect } from "./invoice.server.ts";
import { jobRefSelect } from "./job.server.ts";

/** A payment as a list of payments shows it. */
const paymentLineSelect = {
  id: true,
  amountCents: true,
  method: true,
  reference: true,
  receivedAt: true,
} satisfies Prisma.InvoicePaymentSelect;

export const invoiceDocumentSelect = {
  id: true,
  number: true,
  status: true,
  publicToken: true,
  jobId: true,
  customerId: true,
  businessName: true,
  businessAbn: true,
  gstRegistered: true,
  taxRateBasisPoints: true,
  amountsIncludeGst: true,
  customerName: true,
  customerEmail: true,
  customerAbn: true,
  customerAddress: true,
  subtotalCents: true,
  gstCents: true,
  totalCents: true,
  creditedCents: true,
  paidCents: true,
  outstandingCents: true,
  notes: true,
  issuedAt: true,
  dueAt: true,
  paidAt: true,
  voidedAt: true,
  voidReason: true,
  lastEmailedAt: true,
  createdAt: true,
  job: { select: { id: true, number: true, title: true, vesselName: true, status: true } },
  quote: { select: { id: true, number: true, title: true } },
  items: {
    orderBy: { sortOrder: "asc" },
    select: { id: true, description: true, quantity: true, unitPriceCents: true, totalCents: true },
  },
  credits: {
    orderBy: { createdAt: "asc" },
    select: { id: true, description: true, amountCents: true, receivedAt: true, sourceType: true },
  },
  payments: {
    orderBy: { receivedAt: "asc" },
    select: { ...paymentLineSelect, createdAt: true, recordedBy: { select: { fullName: true } } },
  },
} satisfies Prisma.InvoiceSelect;

export type InvoiceRecord = NonNullable<Awaited<ReturnType<typeof findInvoice>>>;

/** One invoice with everything the document shows; the caller's `where` carries the access check. */
export function findInvoice(where: Prisma.InvoiceWhereInput) {
  return prisma.invoice.findFirst({ where, select: invoiceDocumentSelect });
}

export async function invoiceDocumentFor(invoice: InvoiceRecord, now: Date) {
  const settings = await invoiceSettings();
  return buildInvoiceDocument(invoice, { now, contact: settings.contact, bank: settings.bank });
}

/** Customers never see drafts: an invoice exists for them once it is issued. */
export const VISIBLE_TO_CUSTOMER: Prisma.InvoiceWhereInput = { status: { not: "draft" } };

// ───────────── the admin list ─────────────

export type InvoiceStatusFilter = InvoiceDisplayStatus | "unpaid";

export interface InvoiceFilters {
  status: InvoiceStatusFilter | null;
  q: string;
  from: string | null;
  to: string | null;
}

const DATE_KEY = /^\d{4}-\d{2}-\d{2}$/;

export function parseInvoiceFilters(url: URL): InvoiceFilters {
  const status = url.searchParams.get("status") ?? "";
  const from = url.searchParams.get("from") ?? "";
  const to = url.searchParams.get("to") ?? "";
  return {
    status: status === "unpaid" || isInvoiceDisplayStatus(status) ? status : null,
    q: (url.searchParams.get("q") ?? "").trim().slice(0, 100),
    from: DATE_KEY.test(from) ? from : null,
    to: DATE_KEY.test(to) ? to : null,
  };
}

function statusWhere(status: InvoiceStatusFilter, now: Date): Prisma.InvoiceWhereInput {
  const overdue: Prisma.InvoiceWhereInput = {
    status: { in: ["sent", "part_paid"] },
    dueAt: { lt: now },
    outstandingCents: { gt: 0 },
  };
  switch (status) {
    case "overdue":
      return overdue;
    case "unpaid":
      return { status: { in: ["sent", "part_paid"] } };
    case "sent":
    case "part_paid":
      return { status, NOT: overdue };
    default:
      return { status };
  }
}

export function invoiceWhere(f: InvoiceFilters, now: Date): Prisma.InvoiceWhereInput {
  const and: Prisma.InvoiceWhereInput[] = [];
  if (f.status) and.push(statusWhere(f.status, now));
  if (f.q) {
    const num = f.q.match(/^(?:inv-?)?(\d{1,9})$/i);
    and.push({
      OR: [
        { customerName: textContains(f.q) },
        { customerEmail: textContains(f.q.toLowerCase()) },
        ...(num ? [{ number: Number(num[1]) }] : []),
      ],
    });
  }
  if (f.from) and.push({ issuedAt: { gte: sydneyWallTimeToUtc(f.from) } });
  if (f.to) and.push({ issuedAt: { lte: endOfSydneyDay(f.to) } });
  return and.length ? { AND: and } : {};
}

export const invoiceListSelect = {
  id: true,
  number: true,
  status: true,
  customerName: true,
  customerEmail: true,
  totalCents: true,
  outstandingCents: true,
  issuedAt: true,
  dueAt: true,
  createdAt: true,
  job: { select: { number: true } },
} satisfies Prisma.InvoiceSelect;

export async function listInvoices(f: InvoiceFilters, now: Date, page: { skip: number; take: number }) {
  const where = invoiceWhere(f, now);
  const overdueWhere: Prisma.InvoiceWhereInput = { AND: [where, statusWhere("overdue", now)] };
  const unpaidWhere: Prisma.InvoiceWhereInput = { AND: [where, statusWhere("unpaid", now)] };
  const [{ total, rows: invoices }, outstanding, overdue] = await Promise.all([
    findPage(prisma.invoice, page, {
      where,
      orderBy: [{ number: "desc" }],
      select: invoiceListSelect,
    }),
    prisma.invoice.aggregate({ where: unpaidWhere, _sum: { outstandingCents: true }, _count: { _all: true } }),
    prisma.invoice.aggregate({ where: overdueWhere, _sum: { outstandingCents: true }, _count: { _all: true } }),
  ]);
  return {
    total,
    invoices,
    outstandingCents: outstanding._sum.outstandingCents ?? 0,
    outstandingCount: outstanding._count._all,
    overdueCents: overdue._sum.outstandingCents ?? 0,
    overdueCount: overdue._count._all,
  };
}

/** Spec §9: revenue is the sum of the totals of paid jobs. */
export async function revenueFromPaidJobs() {
  const r = await prisma.job.aggregate({
    where: { status: "paid" },
    _sum: { totalCents: true },
    _count: { _all: true },
  });
  return { cents: r._sum.totalCents ?? 0, jobs: r._count._all };
}

/** Completed jobs without a live invoice (and invoiced jobs whose invoice was voided). */
export function jobsAwaitingInvoiceWhere(q: string): Prisma.JobWhereInput {
  const num = q.match(/^#?(\d{1,9})$/);
  return {
    AND: [
      // Completed work, or a job whose invoice was voided (it stays invoiced — or paid, when deductions covered it).
      {
        OR: [
          { status: "completed" },
          { status: "invoiced" },
          { status: "paid", invoices: { some: { status: "void" } } },
        ],
      },
      { invoices: { none: { status: { not: "void" } } } },
      ...(q
        ? [
            {
              OR: [
                { title: textContains(q) },
                { customerContactName: textContains(q) },
                { customerContactEmail: textContains(q.toLowerCase()) },
                ...(num ? [{ number: Number(num[1]) }] : []),
              ],
            },
          ]
        : []),
    ],
  };
}

export async function listJobsAwaitingInvoice(q: string, page: { skip: number; take: number }) {
  const where = jobsAwaitingInvoiceWhere(q);
  const { total, rows: jobs } = await findPage(prisma.job, page, {
    where,
    orderBy: [{ completedAt: "desc" }, { updatedAt: "desc" }],
    select: {
      ...jobRefSelect,
      customerContactName: true,
      vesselName: true,
      totalCents: true,
      completedAt: true,
    },
  });
  return { total, jobs };
}

/**
 * A job waiting for its invoice, as the invoice it would become (lines, GST note and totals, formatted), or null when
 * it is not waiting (no such job, not completed, or already invoiced).
 */
export async function jobInvoicePreview(jobId: string) {
  const job = await prisma.job.findFirst({
    where: { AND: [{ id: jobId }, jobsAwaitingInvoiceWhere("")] },
    select: { ...jobRefSelect, ...jobInvoiceSourceSelect, vesselName: true },
  });
  if (!job) return null;
  const lines = jobInvoiceLines(job);
  const settings = await invoiceSettings();
  const totals = calculateInvoiceTotals(lines.items, {
    amountsIncludeGst: lines.amountsIncludeGst,
    gstRegistered: settings.gstRegistered,
  });
  return {
    id: job.id,
    number: job.number,
    title: job.title,
    status: job.status,
    customerName: job.customerContactName,
    customerEmail: job.customerContactEmail,
    vesselName: job.vesselName,
    pricesNote: !settings.gstRegistered
      ? "GST not charged"
      : lines.amountsIncludeGst
        ? "Prices include GST"
        : "GST added to prices",
    lines: lines.items.map((l, i) => ({
      description: l.description,
      quantity: formatQuantity(l.quantity),
      unitPrice: formatCents(l.unitPriceCents),
      amount: formatCents(totals.lineTotals[i]!),
    })),
    subtotal: formatCents(totals.subtotalCents),
    gst: settings.gstRegistered ? formatCents(totals.gstCents) : null,
    total: formatCents(totals.totalCents),
  };
}

// ───────────── a customer's own ─────────────

/** One page of the invoices a person sees (newest first, each with whose it is) and what they still owe in all. */
async function invoicePageWithOwing(where: Prisma.InvoiceWhereInput, page: { skip: number; take: number }) {
  const [{ total, rows: invoices }, owing] = await Promise.all([
    findPage(prisma.invoice, page, {
      where,
      orderBy: { number: "desc" },
      select: { ...invoiceListSelect, customerId: true },
    }),
    prisma.invoice.aggregate({
      where: { AND: [where, { status: { in: ["sent", "part_paid"] } }] },
      _sum: { outstandingCents: true },
    }),
  ]);
  return { total, invoices, owingCents: owing._sum.outstandingCents ?? 0 };
}

export function listCustomerInvoices(userId: string, page: { skip: number; take: number }) {
  return invoicePageWithOwing({ customerId: userId, ...VISIBLE_TO_CUSTOMER }, page);
}

/** A vessel in an active fleet account the person manages (ADR 171: managers see the fleet's invoices). */
function managedFleetVessel(userId: string): Prisma.VesselWhereInput {
  return { fleetLink: { fleetAccount: { archivedAt: null, members: { some: { userId, role: "manager" } } } } };
}

/**
 * The invoices a person sees in the owner portal: billed to them, or — when they manage an active fleet account —
 * for one of its vessels (through the job or the quote, as on the fleet's statement); never a draft. The fleet part
 * is added only for someone who manages a fleet, so everybody else's query stays `customerId = …`.
 */
export async function ownerInvoiceWhere(userId: string): Promise<Prisma.InvoiceWhereInput> {
  const manages = await prisma.fleetMember.count({
    where: { userId, role: "manager", fleetAccount: { archivedAt: null } },
  });
  if (!manages) return { customerId: userId, ...VISIBLE_TO_CUSTOMER };
  const vessel = managedFleetVessel(userId);
  return {
    ...VISIBLE_TO_CUSTOMER,
    OR: [{ customerId: userId }, { job: { vessel } }, { quote: { vessel } }],
  };
}

/** The owner portal's invoice list: own invoices and, for a fleet manager, the fleet's (each row says whose). */
export async function listOwnerInvoices(userId: string, page: { skip: number; take: number }) {
  return invoicePageWithOwing(await ownerInvoiceWhere(userId), page);
}

export async function listCustomerPayments(userId: string, page: { skip: number; take: number }) {
  const where: Prisma.InvoicePaymentWhereInput = { invoice: { customerId: userId } };
  const [{ total, rows: payments }, sum] = await Promise.all([
    findPage(prisma.invoicePayment, page, {
      where,
      orderBy: { receivedAt: "desc" },
      select: { ...paymentLineSelect, invoice: { select: { id: true, number: true, status: true } } },
    }),
    prisma.invoicePayment.aggregate({ where, _sum: { amountCents: true } }),
  ]);
  return { total, payments, totalPaidCents: sum._sum.amountCents ?? 0 };
}

type ListedInvoice = Prisma.InvoiceGetPayload<{ select: typeof invoiceListSelect }>;

/** A list row with formatted money and dates (Sydney) and the derived status (overdue). */
export function toInvoiceRow(inv: ListedInvoice, now: Date) {
  return {
    id: inv.id,
    number: formatInvoiceNumber(inv.number),
    displayStatus: displayStatus(inv, now),
    customerName: inv.customerName,
    customerEmail: inv.customerEmail,
    jobNumber: inv.job?.number ?? null,
    issueDate: inv.issuedAt ? formatDate(inv.issuedAt) : null,
    dueDate: inv.dueAt ? formatDate(inv.dueAt) : null,
    total: formatCents(inv.totalCents),
    outstanding: formatCents(Math.max(0, inv.outstandingCents)),
  };
}

/** Everything an invoice list page shows for a URL's filters and page (admin, new admin, staff). */
export async function invoiceListPage(url: URL, now: Date, defaults: Partial<InvoiceFilters> = {}) {
  const parsed = parseInvoiceFilters(url);
  const filters: InvoiceFilters = {
    ...parsed,
    status: parsed.status ?? (url.searchParams.has("status") ? null : (defaults.status ?? null)),
  };
  const { page, pageSize, skip, take } = getPagination(url);
  const list = await listInvoices(filters, now, { skip, take });
  return {
    filters,
    page,
    pageSize,
    total: list.total,
    rows: list.invoices.map((i) => toInvoiceRow(i, now)),
    outstanding: formatCents(list.outstandingCents),
    outstandingCount: list.outstandingCount,
    overdue: formatCents(list.overdueCents),
    overdueCount: list.overdueCount,
    exportQuery: new URLSearchParams(
      Object.entries({
        status: filters.status ?? "",
        q: filters.q,
        from: filters.from ?? "",
        to: filters.to ?? "",
      }).filter(([, v]) => v),
    ).toString(),
  };
}

/** The office's invoice list (/admin/invoices and /new_admin/invoices): the filtered page plus revenue (spec §9). */
export async function adminInvoiceList(url: URL, now: Date) {
  const [list, revenue] = await Promise.all([invoiceListPage(url, now), revenueFromPaidJobs()]);
  return { ...list, revenue: formatCents(revenue.cents), paidJobs: revenue.jobs };
}

/** What the office's invoice pages (admin and staff) show beside the document: the payment form and the payments. */
export async function officeInvoiceView(invoice: InvoiceRecord, now: Date) {
  return {
    id: invoice.id,
    doc: await invoiceDocumentFor(invoice, now),
    outstanding: formatCents(Math.max(0, invoice.outstandingCents)),
    canPay: (invoice.status === "sent" || invoice.status === "part_paid") && invoice.outstandingCents > 0,
    job: invoice.job,
    payments: invoice.payments.map((p) => ({
      id: p.id,
      amount: formatCents(p.amountCents),
      method: isPaymentMethod(p.method) ? PAYMENT_METHOD_LABELS[p.method] : p.method,
      reference: p.reference,
      receivedAt: p.receivedAt,
      recordedBy: p.recordedBy?.fullName ?? "Payment provider",
    })),
    today: sydneyDateKey(now),
  };
}
