// Credit notes and refunds on issued invoices (issue 19, ADR 138): the decreasing adjustments the GST report puts in
// the period they happen. A credit note lowers what is owed (no money moves); a refund gives money back (what is
// owed does not change: the supply and the payment both shrink).
import { formatCents } from "~/domain/money.ts";
import { deriveInvoiceStatus, formatInvoiceNumber, isPaymentMethod, type InvoiceStatus } from "~/domain/invoice.ts";
import { gstShare } from "~/domain/reports.ts";
import { prisma } from "~/utils/db.server.ts";
import crypto from "node:crypto";
import { InvoiceError, invoiceBalance, markJobPaid } from "./invoice.server.ts";

export interface AdjustmentInput {
  invoiceId: string;
  amountCents: number;
  reason: string;
  /** When it happened (the GST period it belongs to). */
  at: Date;
  actorId: string;
}

/** A credit note: at most what is still owed; settles the invoice (and its job) when nothing is left to pay. */
export async function addCreditNote(input: AdjustmentInput) {
  return prisma.$transaction(async (tx) => {
    const inv = await invoiceBalance(tx, input.invoiceId);
    const label = formatInvoiceNumber(inv.number);
    if (inv.status === "void" || inv.status === "draft")
      throw new InvoiceError(
        `${label} is ${inv.status === "void" ? "void" : "still a draft (edit it instead)"}; a credit note needs an issued invoice.`,
        "amount",
      );
    if (!Number.isInteger(input.amountCents) || input.amountCents <= 0)
      throw new InvoiceError("Enter an amount greater than $0.00.", "amount");
    if (input.amountCents > inv.outstandingCents)
      throw new InvoiceError(
        `A credit note can take at most the ${formatCents(Math.max(0, inv.outstandingCents))} still owing on ${label}; give money back with a refund instead.`,
        "amount",
      );
    await tx.invoiceCredit.create({
      data: {
        invoiceId: inv.id,
        description: `Credit note: ${input.reason.trim()}`,
        amountCents: input.amountCents,
        sourceType: "credit_note",
        sourceRef: crypto.randomUUID(),
        receivedAt: input.at,
      },
    });
    const creditedCents = inv.creditedCents + input.amountCents;
    const status = deriveInvoiceStatus({
      status: inv.status as InvoiceStatus,
      totalCents: inv.totalCents,
      creditedCents,
      paidCents: inv.paidCents,
    });
    const { count } = await tx.invoice.updateMany({
      where: { id: inv.id, creditedCents: inv.creditedCents, paidCents: inv.paidCents, status: inv.status },
      data: {
        creditedCents,
        outstandingCents: inv.totalCents - creditedCents - inv.paidCents,
        status,
        paidAt: status === "paid" ? input.at : null,
      },
    });
    if (count !== 1)
      throw new InvoiceError(
        "This invoice was just changed by someone else. Reload and check what is owing.",
        "amount",
      );
    if (status === "paid") await markJobPaid(tx, inv.jobId, inv.number, input.actorId, input.at);
    await tx.auditEvent.create({
      data: {
        action: "invoice.credit_note",
        actorId: input.actorId,
        entityType: "invoice",
        entityId: inv.id,
        details: JSON.stringify({ amountCents: input.amountCents, reason: input.reason.trim() }),
      },
    });
    return { label, status };
  });
}

/** Money received for an invoice before it was issued (at checkout, or an instalment): refundable like a payment. */
const RECEIVED_ELSEWHERE = ["order_payment", "manual"];

/**
 * A refund: at most what was received (payments, and money paid at checkout that the invoice deducts) less what was
 * refunded already. Its GST is the invoice's share.
 */
export async function recordRefund(input: AdjustmentInput & { method: string; reference?: string | null }) {
  if (!isPaymentMethod(input.method)) throw new InvoiceError("Choose how the money was given back.", "method");
  return prisma.$transaction(async (tx) => {
    const inv = await tx.invoice.findUnique({
      where: { id: input.invoiceId },
      select: {
        id: true,
        number: true,
        status: true,
        totalCents: true,
        gstCents: true,
        paidCents: true,
        refunds: { select: { amountCents: true } },
        credits: { where: { sourceType: { in: RECEIVED_ELSEWHERE } }, select: { amountCents: true } },
      },
    });
    if (!inv) throw new InvoiceError("Invoice not found.");
    const label = formatInvoiceNumber(inv.number);
    if (!Number.isInteger(input.amountCents) || input.amountCents <= 0)
      throw new InvoiceError("Enter an amount greater than $0.00.", "amount");
    const refunded = inv.refunds.reduce((a, r) => a + r.amountCents, 0);
    const received = inv.paidCents + inv.credits.reduce((a, c) => a + c.amountCents, 0);
    const refundable = received - refunded;
    if (input.amountCents > refundable)
      throw new InvoiceError(
        refundable <= 0
          ? `Nothing paid on ${label} is left to refund.`
          : `At most ${formatCents(refundable)} paid on ${label} can be refunded.`,
        "amount",
      );
    const refund = await tx.invoiceRefund.create({
      data: {
        invoiceId: inv.id,
        amountCents: input.amountCents,
        gstCents: gstShare(input.amountCents, inv.gstCents, inv.totalCents),
        method: input.method,
        reason: input.reason.trim(),
        reference: input.reference?.trim() || null,
        refundedAt: input.at,
        recordedById: input.actorId,
      },
      select: { id: true },
    });
    // Serialise refunds of one invoice: the second of two racing refunds sees the first and is re-checked.
    const after = await tx.invoiceRefund.aggregate({ where: { invoiceId: inv.id }, _sum: { amountCents: true } });
    if ((after._sum.amountCents ?? 0) > received)
      throw new InvoiceError(
        "Another refund was just recorded on this invoice. Reload and check what is left.",
        "amount",
      );
    await tx.auditEvent.create({
      data: {
        action: "invoice.refund",
        actorId: input.actorId,
        entityType: "invoice",
        entityId: inv.id,
        details: JSON.stringify({ amountCents: input.amountCents, method: input.method, reason: input.reason.trim() }),
      },
    });
    return { label, refundId: refund.id };
  });
}

export async function invoiceAdjustments(invoiceId: string) {
  const [credits, refunds, received] = await Promise.all([
    prisma.invoiceCredit.findMany({
      where: { invoiceId, sourceType: "credit_note" },
      orderBy: { receivedAt: "asc" },
      select: { id: true, description: true, amountCents: true, receivedAt: true },
    }),
    prisma.invoiceRefund.findMany({
      where: { invoiceId },
      orderBy: { refundedAt: "asc" },
      select: {
        id: true,
        amountCents: true,
        gstCents: true,
        method: true,
        reason: true,
        reference: true,
        refundedAt: true,
      },
    }),
    prisma.invoiceCredit.aggregate({
      where: { invoiceId, sourceType: { in: RECEIVED_ELSEWHERE } },
      _sum: { amountCents: true },
    }),
  ]);
  const refundedCents = refunds.reduce((a, r) => a + r.amountCents, 0);
  return { credits, refunds, refundedCents, receivedElsewhereCents: received._sum.amountCents ?? 0 };
}
