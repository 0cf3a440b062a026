// Consolidated statements of fleet accounts (issue 17, ADR 171): which invoices belong to a fleet, the statement of
// a month (domain/fleet-statement.ts does the maths), and e-mailing it to the billing contact — by hand, or once per
// fleet and month by the 'fleet-statements' schedule (a unique row claims the send, like invoice reminders).
import {
  buildStatement,
  monthBounds,
  monthOf,
  previousMonth,
  type Statement,
  type StatementInvoice,
} from "~/domain/fleet-statement.ts";
import { formatMonth } from "~/domain/reports.ts";
import { formatCents } from "~/domain/money.ts";
import { formatDate } from "~/domain/dates.ts";
import { getBusinessSettings } from "~/utils/business-settings.server.ts";
import { isUniqueViolation, prisma, textContains, type Prisma } from "~/utils/db.server.ts";
import { sendTemplatedEmail } from "~/utils/email-templates.server.ts";
import { renderStatementPdf, type StatementDocument } from "~/utils/statement-pdf.server.ts";
import { FleetRefused } from "./fleet-accounts.server.ts";

/** More invoices than this on one statement is not a statement anyone reads; the page says so. */
const MAX_INVOICES = 5000;

/** The invoices billed to a fleet: for one of its vessels (through the job or the quote), or to its billing e-mail. */
export function fleetInvoiceWhere(vesselIds: readonly string[], billingEmail: string): Prisma.InvoiceWhereInput {
  return {
    status: { notIn: ["draft", "void"] },
    OR: [
      ...(vesselIds.length
        ? [{ job: { vesselId: { in: [...vesselIds] } } }, { quote: { vesselId: { in: [...vesselIds] } } }]
        : []),
      { customerEmail: billingEmail },
    ],
  };
}

export interface FleetStatement {
  fleet: {
    id: string;
    name: string;
    abn: string | null;
    billingName: string;
    billingEmail: string;
    billingAddress: string | null;
    paymentTermsDays: number;
  };
  month: string;
  from: string;
  to: string;
  statement: Statement;
  truncated: boolean;
}

export async function fleetStatement(fleetId: string, month: string): Promise<FleetStatement | null> {
  const fleet = await prisma.fleetAccount.findUnique({
    where: { id: fleetId },
    select: {
      id: true,
      name: true,
      abn: true,
      billingName: true,
      billingEmail: true,
      billingAddress: true,
      paymentTermsDays: true,
      vessels: { select: { vesselId: true }, take: 2000 },
    },
  });
  if (!fleet) return null;
  const { start, end, from, to } = monthBounds(month);
  const scope = fleetInvoiceWhere(
    fleet.vessels.map((v) => v.vesselId),
    fleet.billingEmail,
  );
  // Issued before the month ends, and either issued in it or still owing at its start (settled ones add nothing).
  const rows = await prisma.invoice.findMany({
    where: {
      AND: [
        scope,
        { issuedAt: { not: null, lt: end } },
        { OR: [{ issuedAt: { gte: start } }, { paidAt: null }, { paidAt: { gte: start } }] },
      ],
    },
    orderBy: [{ issuedAt: "asc" }, { number: "asc" }],
    take: MAX_INVOICES + 1,
    select: {
      id: true,
      number: true,
      issuedAt: true,
      dueAt: true,
      totalCents: true,
      gstCents: true,
      customerName: true,
      job: { select: { vesselName: true, vessel: { select: { name: true } } } },
      quote: { select: { vessel: { select: { name: true } } } },
      credits: { select: { amountCents: true, receivedAt: true, description: true } },
      payments: {
        where: { receivedAt: { lt: end } },
        select: { amountCents: true, receivedAt: true, method: true, reference: true },
      },
    },
  });
  const invoices: StatementInvoice[] = rows.slice(0, MAX_INVOICES).map((r) => ({
    id: r.id,
    number: r.number,
    issuedAt: r.issuedAt!,
    dueAt: r.dueAt,
    totalCents: r.totalCents,
    gstCents: r.gstCents,
    customerName: r.customerName,
    vesselName: r.job?.vessel?.name ?? r.job?.vesselName ?? r.quote?.vessel?.name ?? null,
    credits: r.credits.map((c) => ({ amountCents: c.amountCents, at: c.receivedAt, description: c.description })),
    payments: r.payments.map((p) => ({
      amountCents: p.amountCents,
      at: p.receivedAt,
      method: p.method,
      reference: p.reference,
    })),
  }));
  return {
    fleet: {
      id: fleet.id,
      name: fleet.name,
      abn: fleet.abn,
      billingName: fleet.billingName,
      billingEmail: fleet.billingEmail,
      billingAddress: fleet.billingAddress,
      paymentTermsDays: fleet.paymentTermsDays,
    },
    month,
    from,
    to,
    statement: buildStatement(invoices, { start, end }),
    truncated: rows.length > MAX_INVOICES,
  };
}

/** The fleets to choose a statement for, by name (the /admin/consolidated picker). */
export function fleetsForStatements(q: string, take = 50) {
  return prisma.fleetAccount.findMany({
    where: { archivedAt: null, ...(q ? { name: textContains(q) } : {}) },
    orderBy: [{ name: "asc" }, { id: "asc" }],
    take,
    select: { id: true, name: true, billingEmail: true, _count: { select: { vessels: true } } },
  });
}

export async function statementDocument(s: FleetStatement, now: Date): Promise<StatementDocument> {
  const business = await getBusinessSettings();
  return {
    business: { name: business.name, abn: business.abn, phone: business.phone, email: business.email },
    fleet: s.fleet,
    title: `Statement ${formatMonth(s.month)}`,
    period: `${formatDate(s.from)} – ${formatDate(s.to)}`,
    preparedOn: formatDate(now),
    statement: s.statement,
  };
}

/**
 * E-mails the statement (PDF attached) to the billing contact. `schedule`: at most once per fleet and month (a second
 * run finds the row and sends nothing); `manual`: every time an admin asks, the latest send recorded.
 */
export async function sendFleetStatement(
  fleetId: string,
  month: string,
  trigger: "schedule" | "manual",
  now: Date,
): Promise<{ sent: boolean; to: string; closingCents: number } | null> {
  const s = await fleetStatement(fleetId, month);
  if (!s) throw new FleetRefused("That fleet account no longer exists.");
  const key = { fleetAccountId_period_trigger: { fleetAccountId: fleetId, period: month, trigger } };
  if (trigger === "schedule") {
    try {
      await prisma.fleetStatementSend.create({
        data: { fleetAccountId: fleetId, period: month, trigger, closingCents: s.statement.closingCents, sentAt: now },
      });
    } catch (error) {
      if (isUniqueViolation(error)) return null;
      throw error;
    }
    // Nothing happened and nothing is owed: nothing to tell them (the row still marks the month as done).
    if (s.statement.lines.length === 0 && s.statement.closingCents === 0)
      return { sent: false, to: s.fleet.billingEmail, closingCents: 0 };
  }
  const doc = await statementDocument(s, now);
  const pdf = await renderStatementPdf(doc);
  const label = formatMonth(month);
  const message = await sendTemplatedEmail(
    "fleet.statement",
    s.fleet.billingEmail,
    {
      billing_name: s.fleet.billingName,
      fleet: s.fleet.name,
      month: label,
      opening: formatCents(s.statement.openingCents),
      invoiced: formatCents(s.statement.invoicedCents),
      received: formatCents(s.statement.receivedCents),
      closing: formatCents(s.statement.closingCents),
    },
    { attachments: [{ filename: `statement-${month}.pdf`, contentType: "application/pdf", content: pdf }] },
  );
  await prisma.fleetStatementSend.upsert({
    where: key,
    create: {
      fleetAccountId: fleetId,
      period: month,
      trigger,
      closingCents: s.statement.closingCents,
      sentAt: now,
      emailMessageId: message.id,
    },
    update: { closingCents: s.statement.closingCents, sentAt: now, emailMessageId: message.id },
  });
  return { sent: true, to: s.fleet.billingEmail, closingCents: s.statement.closingCents };
}

/** The statements e-mailed for a fleet, newest first. */
export function fleetStatementSends(fleetId: string, take = 12) {
  return prisma.fleetStatementSend.findMany({
    where: { fleetAccountId: fleetId },
    orderBy: [{ sentAt: "desc" }, { id: "desc" }],
    take,
    select: { id: true, period: true, trigger: true, closingCents: true, sentAt: true, emailMessageId: true },
  });
}

/**
 * The schedule: last month's statement to every active fleet that asked for it and has not had it yet, a batch at a
 * time (the next run carries on).
 */
export async function runFleetStatements({ now, batch = 50 }: { now: Date; batch?: number }) {
  const month = previousMonth(monthOf(now));
  const due = await prisma.fleetAccount.findMany({
    where: {
      statementByEmail: true,
      archivedAt: null,
      statements: { none: { period: month, trigger: "schedule" } },
    },
    orderBy: { id: "asc" },
    take: batch,
    select: { id: true },
  });
  let sent = 0;
  for (const f of due) {
    const result = await sendFleetStatement(f.id, month, "schedule", now);
    if (result?.sent) sent += 1;
  }
  return { month, checked: due.length, sent };
}
