// Orders and payments (spec §2 checkout/payment, §9 payment terms and methods): states and the few rules on them.
import { labelledValues } from "./labelled-values.ts";

export const ORDER_STATUS_LABELS = {
  pending: "Awaiting payment",
  deposit_paid: "Deposit paid",
  paid: "Paid",
  cancelled: "Cancelled",
};
export const ORDER_STATUSES = labelledValues(ORDER_STATUS_LABELS);
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Spec §9: payments by cash, credit card and bank transfer. */
export const PAYMENT_METHOD_LABELS = {
  card: "Credit or debit card (secure Stripe checkout)",
  bank_transfer: "Bank transfer (EFT)",
  cash: "Cash to our crew on the day",
};
export const PAYMENT_METHODS = labelledValues(PAYMENT_METHOD_LABELS);
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** The payable things a payment can settle; each has a handler in app/models/payment-handlers.server.ts. */
export const PAYABLE_KINDS = ["order", "invoice", "quote_deposit", "subscription", "payment_test"] as const;
export type PayableKind = (typeof PAYABLE_KINDS)[number];

export const PAYMENT_PROVIDERS = ["stripe", "bank_transfer", "cash"] as const;
export type PaymentProviderId = (typeof PAYMENT_PROVIDERS)[number];

/** 'duplicate': money taken for something already paid — to refund; 'refunded': an admin marked it refunded. */
export const PAYMENT_STATUSES = ["pending", "succeeded", "failed", "expired", "duplicate", "refunded"] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const ORDER_NUMBER_START = 5001;

export function formatOrderNumber(n: number) {
  return `BOS-${n}`;
}

/** Whether a customer may start paying this order now; otherwise why not. */
export function paymentRefusal(order: { status: string; dueNowCents: number; paidCents: number }): string | null {
  if (order.status === "cancelled") return "This order was cancelled.";
  if (order.status !== "pending") return "This order is already paid.";
  if (order.dueNowCents - order.paidCents <= 0) return "Nothing is due on this order now.";
  return null;
}

/** What is still due now on an order (never below zero). */
export function amountDueNow(order: { dueNowCents: number; paidCents: number }) {
  return Math.max(0, order.dueNowCents - order.paidCents);
}

/**
 * The order after a payment of `amountCents`: paid in full → paid; at least what was due now → deposit_paid
 * (the balance is invoiced on completion); less → still pending.
 */
export function orderAfterPayment(
  order: { status: string; totalCents: number; dueNowCents: number; paidCents: number },
  amountCents: number,
) {
  const paidCents = order.paidCents + amountCents;
  const status: OrderStatus =
    order.status === "cancelled"
      ? "cancelled"
      : paidCents >= order.totalCents
        ? "paid"
        : paidCents >= order.dueNowCents
          ? "deposit_paid"
          : "pending";
  return { paidCents, status };
}

/** The bank transfer reference a customer quotes: the order number. */
export function transferReference(orderNumber: number) {
  return formatOrderNumber(orderNumber);
}

/**
 * How the money received on an order splits over its items, for deducting on each item's invoice: first every
 * item's due-now share (in order), then the balances (in order). The shares add up to what was received (never
 * more than the order total), so the same dollar is never deducted on two invoices.
 */
export function allocateOrderPayments<T extends { id: string; totalCents: number; dueNowCents: number }>(
  paidCents: number,
  items: readonly T[],
) {
  const shares = new Map<string, number>(items.map((i) => [i.id, 0]));
  let left = Math.max(0, paidCents);
  for (const pass of ["dueNow", "balance"] as const) {
    for (const item of items) {
      if (left <= 0) break;
      const cap = pass === "dueNow" ? Math.min(item.dueNowCents, item.totalCents) : item.totalCents;
      const take = Math.min(left, Math.max(0, cap - shares.get(item.id)!));
      shares.set(item.id, shares.get(item.id)! + take);
      left -= take;
    }
  }
  return shares;
}
