// What each payable kind means to the payment flow. A payment row names a `kind` and a `referenceId`; the
// webhook, the success page and staff recording all settle it through the handler registered here.
//
// To make something else payable (issue 6: invoices): write a PayableHandler — `describe` says what is due now
// and where the customer goes afterwards, `onPaid` settles it inside the payment's transaction — and add it to
// PAYMENT_HANDLERS under its kind. startCardPayment({ kind, referenceId }) and the webhook then work unchanged.
import {
  amountDueNow,
  formatOrderNumber,
  orderAfterPayment,
  paymentRefusal,
  type PayableKind,
} from "~/domain/orders.ts";
import { formatInvoiceNumber, invoicePaymentRefusal } from "~/domain/invoice.ts";
import { formatCents } from "~/domain/money.ts";
import { prisma, type Prisma } from "~/utils/db.server.ts";
import { getEnv } from "~/utils/env.server.ts";
import { sendTemplatedEmail } from "~/utils/email-templates.server.ts";
import { recordInvoicePayment } from "./invoice.server.ts";
import { subscriptionHandler } from "./subscription-payments.server.ts";
import { paymentTestHandler } from "./payment-test-handler.server.ts";
import { businessSettingsSnapshot } from "~/utils/business-settings.server.ts";

type Db = Prisma.TransactionClient | typeof prisma;

export interface PayableDescription {
  kind: PayableKind;
  referenceId: string;
  /** What the customer pays now, in cents (AUD). */
  amountDueCents: number;
  currency: "AUD";
  /** One line for the provider's page, e.g. 'Bosun order BOS-5001 — amount due now'. */
  description: string;
  customerEmail: string | null;
  customerId: string | null;
  /** Pay as this provider customer and keep the card for later charges (subscriptions). */
  saveCardFor?: string;
  /** Where the customer lands after paying, after cancelling, and while waiting (app paths). */
  successPath: string;
  failurePath: string;
  pendingPath: string;
}

export type PayableLookup =
  { ok: true; payable: PayableDescription } | { ok: false; refusal: string; path: string } | null;

export interface SettledPayment {
  id: string;
  kind: string;
  referenceId: string;
  provider: string;
  amountCents: number;
}

export interface PayableHandler {
  /** What is due now and where the customer goes; a refusal when nothing may be paid; null when not found. */
  describe(db: Db, referenceId: string): Promise<PayableLookup>;
  /**
   * A payment succeeded: settle the payable, inside the transaction that marked the payment succeeded.
   * 'duplicate' means the payable was already settled (the payment is then flagged for a refund).
   */
  onPaid(tx: Prisma.TransactionClient, payment: SettledPayment, now: Date): Promise<"applied" | "duplicate">;
  /** Side effects after the transaction committed (receipts). */
  afterPaid?(payment: SettledPayment): Promise<void>;
}

/**
 * The first live invoice for a job booked in this order. Once work is invoiced its invoice deducts what the order
 * received, so money for the order from then on is taken on the invoice — never on the order as well.
 */
export function invoicedWorkOfOrder(db: Db, orderId: string) {
  return db.invoice.findFirst({
    where: { status: { not: "void" }, job: { bookings: { some: { orderId } } } },
    select: { number: true },
  });
}

const orderHandler: PayableHandler = {
  async describe(db, orderId) {
    const order = await db.order.findUnique({
      where: { id: orderId },
      select: {
        id: true,
        number: true,
        status: true,
        source: true,
        dueNowCents: true,
        paidCents: true,
        contactEmail: true,
        customerId: true,
      },
    });
    if (!order) return null;
    const paths = {
      successPath:
        order.source === "booking" ? `/booking-success?order=${order.id}` : `/payment/success?order=${order.id}`,
      failurePath: `/payment/failure?order=${order.id}`,
      pendingPath: `/payment/pending?order=${order.id}`,
    };
    const refusal = paymentRefusal(order);
    if (refusal)
      return { ok: false, refusal, path: order.status === "cancelled" ? paths.failurePath : paths.successPath };
    return {
      ok: true,
      payable: {
        kind: "order",
        referenceId: order.id,
        amountDueCents: amountDueNow(order),
        currency: "AUD",
        description: `Bosun order ${formatOrderNumber(order.number)} — amount due now`,
        customerEmail: order.contactEmail,
        customerId: order.customerId,
        ...paths,
      },
    };
  },

  async onPaid(tx, payment, now) {
    const order = await tx.order.findUniqueOrThrow({
      where: { id: payment.referenceId },
      select: { id: true, status: true, totalCents: true, dueNowCents: true, paidCents: true, sharedCartId: true },
    });
    // A card payment settles what was due now, once. Staff may also record the balance of a deposit-paid order.
    const open =
      payment.provider === "stripe"
        ? order.status === "pending"
        : order.status === "pending" || order.status === "deposit_paid";
    if (!open || (await invoicedWorkOfOrder(tx, order.id))) return "duplicate";
    const next = orderAfterPayment(order, payment.amountCents);
    const { count } = await tx.order.updateMany({
      where: { id: order.id, status: order.status, paidCents: order.paidCents },
      data: { status: next.status, paidCents: next.paidCents, ...(next.status !== "pending" ? { paidAt: now } : {}) },
    });
    if (count !== 1) return "duplicate";
    if (order.sharedCartId && next.status !== "pending") {
      await tx.sharedCart.updateMany({
        where: { id: order.sharedCartId, status: { in: ["checkout_started", "converted_to_jobs"] } },
        data: { status: "paid" },
      });
    }
    return "applied";
  },

  async afterPaid(payment) {
    const order = await prisma.order.findUnique({
      where: { id: payment.referenceId },
      select: {
        id: true,
        number: true,
        contactEmail: true,
        contactName: true,
        status: true,
        paidCents: true,
        totalCents: true,
      },
    });
    if (!order) return;
    const url = `${getEnv().appUrl}/payment/success?order=${order.id}`;
    await sendTemplatedEmail("payment.order_received", order.contactEmail, {
      first_name: order.contactName.split(" ")[0],
      amount: formatCents(payment.amountCents),
      order_number: formatOrderNumber(order.number),
      balance:
        order.paidCents < order.totalCents
          ? `The balance of ${formatCents(order.totalCents - order.paidCents)} is due when the work is complete.`
          : "Your order is paid in full.",
      url,
    });
  },
};

/** The customer's page for an invoice: the e-mailed link, which works signed in or out. */
export function invoicePaymentPaths(publicToken: string) {
  const base = `/invoice/${publicToken}`;
  return {
    successPath: `${base}?payment=success`,
    failurePath: `${base}?payment=cancelled`,
    pendingPath: `${base}?payment=pending`,
  };
}

const invoiceHandler: PayableHandler = {
  async describe(db, invoiceId) {
    const invoice = await db.invoice.findUnique({
      where: { id: invoiceId },
      select: {
        id: true,
        number: true,
        status: true,
        publicToken: true,
        outstandingCents: true,
        customerEmail: true,
        customerId: true,
      },
    });
    // A draft does not exist for the customer.
    if (!invoice || invoice.status === "draft") return null;
    const paths = invoicePaymentPaths(invoice.publicToken);
    const refusal = invoicePaymentRefusal(invoice);
    if (refusal) return { ok: false, refusal, path: paths.successPath };
    return {
      ok: true,
      payable: {
        kind: "invoice",
        referenceId: invoice.id,
        amountDueCents: invoice.outstandingCents,
        currency: "AUD",
        description: `${businessSettingsSnapshot().name} invoice ${formatInvoiceNumber(invoice.number)} — amount owing`,
        customerEmail: invoice.customerEmail,
        customerId: invoice.customerId,
        ...paths,
      },
    };
  },

  async onPaid(tx, payment, now) {
    const invoice = await tx.invoice.findUnique({
      where: { id: payment.referenceId },
      select: { status: true, outstandingCents: true },
    });
    // Paid another way (or voided) while the customer was at the checkout: this money is refunded, never recorded.
    if (!invoice || invoicePaymentRefusal(invoice) || payment.amountCents > invoice.outstandingCents)
      return "duplicate";
    await recordInvoicePayment(tx, {
      invoiceId: payment.referenceId,
      amountCents: payment.amountCents,
      method: payment.provider === "stripe" ? "card" : payment.provider === "cash" ? "cash" : "bank_transfer",
      reference: payment.provider === "stripe" ? "Card payment online" : null,
      receivedAt: now,
      providerRef: payment.id,
      now,
    });
    return "applied";
  },

  async afterPaid(payment) {
    const invoice = await prisma.invoice.findUnique({
      where: { id: payment.referenceId },
      select: { number: true, publicToken: true, customerName: true, customerEmail: true, outstandingCents: true },
    });
    if (!invoice) return;
    const number = formatInvoiceNumber(invoice.number);
    const url = `${getEnv().appUrl}/invoice/${invoice.publicToken}`;
    await sendTemplatedEmail("payment.invoice_received", invoice.customerEmail, {
      first_name: invoice.customerName.split(" ")[0],
      amount: formatCents(payment.amountCents),
      invoice_number: number,
      balance:
        invoice.outstandingCents > 0
          ? `${formatCents(invoice.outstandingCents)} is still owing on this invoice.`
          : "The invoice is now paid in full.",
      url,
    });
  },
};

export const PAYMENT_HANDLERS: Partial<Record<PayableKind, PayableHandler>> = {
  order: orderHandler,
  invoice: invoiceHandler,
  subscription: subscriptionHandler,
  payment_test: paymentTestHandler,
};

export function handlerFor(kind: string): PayableHandler {
  const handler = PAYMENT_HANDLERS[kind as PayableKind];
  if (!handler) throw new Error(`No payment handler for '${kind}'`);
  return handler;
}
