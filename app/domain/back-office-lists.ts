// The back-office lists' filters from the URL (issue 17): orders, vessels, newsletter sign-ups. Pure; anything
// unknown is ignored rather than refused, so a hand-edited URL still shows a list.
import { ORDER_STATUSES, type OrderStatus } from "./orders.ts";
import { labelledValues, oneOfOr } from "./labelled-values.ts";

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const dateParam = (v: string | null) => (v && DATE.test(v) && !Number.isNaN(Date.parse(v)) ? v : null);

export const PAYMENT_STATE_LABELS = {
  unpaid: "Nothing paid",
  part_paid: "Part paid",
  paid: "Paid in full",
};
export const PAYMENT_STATES = labelledValues(PAYMENT_STATE_LABELS);
export type PaymentState = (typeof PAYMENT_STATES)[number];

/** An order's payment state from its money (cancelled orders keep what they had). */
export function paymentState(order: { totalCents: number; paidCents: number }): PaymentState {
  if (order.paidCents <= 0) return "unpaid";
  return order.paidCents >= order.totalCents ? "paid" : "part_paid";
}

export interface OrderFilters {
  q: string;
  status: OrderStatus | null;
  payment: PaymentState | null;
  from: string | null;
  to: string | null;
}

export function parseOrderFilters(params: URLSearchParams): OrderFilters {
  return {
    q: (params.get("q") ?? "").trim().slice(0, 100),
    status: oneOfOr(ORDER_STATUSES, params.get("status"), null),
    payment: oneOfOr(PAYMENT_STATES, params.get("payment"), null),
    from: dateParam(params.get("from")),
    to: dateParam(params.get("to")),
  };
}

/** Any list's filters back as a query string, leaving out empty values. */
export function filterQuery(filters: Record<string, string | boolean | null | number>): string {
  const p = new URLSearchParams();
  for (const [k, v] of Object.entries(filters)) {
    if (v === null || v === false || v === "") continue;
    p.set(k, v === true ? "1" : String(v));
  }
  return p.toString();
}

/** An order number typed as 'BOS-5001' or '5001', or null. */
export function orderNumberIn(q: string): number | null {
  const n = Number(q.trim().replace(/^BOS-?/i, ""));
  return Number.isInteger(n) && n > 0 && n < 2_000_000_000 ? n : null;
}

export const NEWSLETTER_STATES = ["confirmed", "pending"] as const;
export type NewsletterState = (typeof NEWSLETTER_STATES)[number];
