import type { SerializeFrom } from "@remix-run/node";
import { Form, Link } from "@remix-run/react";
import { JobStatusBadge } from "~/components/job-status-badge.tsx";
import { StatusButton } from "~/components/ui/status-button.tsx";
import { formatServiceDate } from "~/domain/booking.ts";
import { formatDateTime } from "~/domain/dates.ts";
import { formatCents } from "~/domain/money.ts";
import {
  ORDER_STATUS_LABELS,
  PAYMENT_METHOD_LABELS,
  amountDueNow,
  formatOrderNumber,
  transferReference,
  type OrderStatus,
  type PaymentMethod,
} from "~/domain/orders.ts";
import type { loadPaymentPage } from "~/screens/payment/payment-page.server.ts";

type Data = SerializeFrom<typeof loadPaymentPage>;
export type PaymentPageKind = "success" | "failure" | "pending";

const STATUS_TONE: Record<string, string> = {
  pending: "bg-amber-100 text-amber-900",
  deposit_paid: "bg-teal-100 text-teal-900",
  paid: "bg-green-600 text-white",
  cancelled: "bg-slate-200 text-slate-900",
};

export function OrderStatusBadge({ status }: { status: string }) {
  return (
    <span data-testid="order-status" className={`badge ${STATUS_TONE[status] ?? "bg-surface text-secondary"}`}>
      {ORDER_STATUS_LABELS[status as OrderStatus] ?? status}
    </span>
  );
}

export function PaymentStatus({ data, kind }: { data: Data; kind: PaymentPageKind }) {
  const { order, bank } = data;
  if (!order) {
    return (
      <div className="container-page max-w-3xl py-12">
        <h1 className="text-3xl font-bold">Your payments</h1>
        {data.recent.length ? (
          <ul className="mt-6 divide-y divide-line rounded-theme border border-line bg-white">
            {data.recent.map((o) => (
              <li key={o.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
                <Link to={`/payment/pending?order=${o.id}`} className="font-semibold">
                  {formatOrderNumber(o.number)}
                </Link>
                <span className="text-sm">{formatDateTime(o.createdAt)}</span>
                <span className="tabular-nums">{formatCents(o.totalCents)}</span>
                <OrderStatusBadge status={o.status} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-4">
            You have no orders yet. <Link to="/cart">Go to your cart</Link> or <Link to="/book">book a service</Link>.
          </p>
        )}
      </div>
    );
  }

  const paid = order.status === "paid" || order.status === "deposit_paid";
  const due = amountDueNow(order);
  const method = order.paymentMethod as PaymentMethod;
  const heading = paid
    ? "Payment received — thank you"
    : order.status === "cancelled"
      ? "This order was cancelled"
      : method === "card"
        ? kind === "failure"
          ? "Payment not completed"
          : "Waiting for your card payment"
        : method === "bank_transfer"
          ? "Order placed — awaiting your bank transfer"
          : "Order placed — pay our crew on the day";

  return (
    <div className="container-page max-w-4xl py-8 sm:py-12">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-3xl font-bold">{heading}</h1>
      </div>
      <p className="mt-2 text-sm">
        Order <strong data-testid="order-number">{formatOrderNumber(order.number)}</strong> · placed{" "}
        {formatDateTime(order.createdAt)} · <OrderStatusBadge status={order.status} />
      </p>

      <div className="mt-8 grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="space-y-6">
          {paid ? (
            <section className="card border-success/40">
              <p>
                We&apos;ve received {formatCents(order.paidCents)}.{" "}
                {order.balanceLaterCents > 0 && order.status === "deposit_paid"
                  ? `The balance of ${formatCents(order.totalCents - order.paidCents)} is due when the work is complete.`
                  : "Your order is paid in full."}{" "}
                A receipt is on its way to {order.contactEmail}.
              </p>
            </section>
          ) : order.status === "pending" && method === "bank_transfer" ? (
            <BankInstructions bank={bank} orderNumber={order.number} amountCents={due} />
          ) : order.status === "pending" && method === "cash" ? (
            <section className="card">
              <p>
                Please have {formatCents(due)} in cash ready for our crew when they arrive; they&apos;ll give you a
                receipt. Your bookings are reserved.
              </p>
            </section>
          ) : order.status === "pending" ? (
            <section className="card">
              <p>
                {kind === "failure"
                  ? "Your card payment wasn't completed, so nothing was charged. Your order is saved — you can try again now."
                  : "We haven't received confirmation of your card payment yet. If you've just paid, this page updates within a minute."}
              </p>
            </section>
          ) : null}

          {order.status === "pending" && data.cardEnabled ? (
            <PayByCardForm
              orderId={order.id}
              amountCents={due}
              label={method === "card" && kind === "failure" ? "Try again:" : "Pay"}
            />
          ) : null}

          <section className="card">
            <h2 className="text-lg font-bold">Your bookings</h2>
            <ul className="mt-3 divide-y divide-line">
              {order.bookings.map((b, i) => (
                <li key={b.id} className="flex flex-wrap items-center justify-between gap-2 py-3 text-sm">
                  <span>
                    <span className="font-semibold text-secondary">{order.items[i]?.name ?? b.serviceType}</span>
                    <span className="block text-xs text-ink/80">
                      {b.scheduledDate ? formatServiceDate(b.scheduledDate) : "Date to be agreed"}
                      {b.windowStart && b.windowEnd ? `, ${b.windowStart}–${b.windowEnd}` : ""}
                      {b.weatherDependent ? " · weather dependent" : ""}
                    </span>
                  </span>
                  {b.job ? (
                    <span className="flex items-center gap-2">
                      <span className="text-xs">Job #{b.job.number}</span>
                      <JobStatusBadge status={b.job.status} />
                    </span>
                  ) : null}
                </li>
              ))}
            </ul>
          </section>
        </div>

        <aside className="card h-fit">
          <h2 className="text-lg font-bold">Amounts (AUD)</h2>
          <dl className="mt-3 space-y-1.5 text-sm">
            {order.items.map((it) => (
              <AmountRow key={it.id} label={it.name} cents={it.totalCents} />
            ))}
            {order.discountCents > 0 ? (
              <AmountRow
                label={`${order.bundleName} saving`}
                cents={order.discountCents}
                minus
                className="text-success"
              />
            ) : null}
            <AmountRow label="Subtotal (ex GST)" cents={order.subtotalCents} className="border-t border-line pt-2" />
            <AmountRow label="GST (10%)" cents={order.taxCents} />
            <AmountRow
              label="Total"
              cents={order.totalCents}
              testId="order-total"
              className="font-heading text-base font-bold text-secondary"
            />
            <AmountRow label="Paid" cents={order.paidCents} testId="order-paid" />
            <AmountRow label="Due now" cents={due} />
            <AmountRow label="On completion" cents={order.balanceLaterCents} />
          </dl>
          <p className="mt-3 text-xs text-ink/80">Payment method: {PAYMENT_METHOD_LABELS[method] ?? method}</p>
        </aside>
      </div>
    </div>
  );
}

/** One line of the order's amounts: a label and a sum in AUD (`minus`: a saving, shown as −$…). */
function AmountRow({
  label,
  cents,
  minus = false,
  className,
  testId,
}: {
  label: string;
  cents: number;
  minus?: boolean;
  className?: string;
  testId?: string;
}) {
  return (
    <div className={className ? `flex justify-between gap-3 ${className}` : "flex justify-between gap-3"}>
      <dt>{label}</dt>
      <dd className="tabular-nums" data-testid={testId}>
        {minus ? `−${formatCents(cents)}` : formatCents(cents)}
      </dd>
    </div>
  );
}

export function BankInstructions({
  bank,
  orderNumber,
  amountCents,
}: {
  bank: { accountName: string; bsb: string; accountNumber: string };
  orderNumber: number;
  amountCents: number;
}) {
  return (
    <section className="card" data-testid="bank-instructions">
      <h2 className="text-lg font-bold">How to pay by bank transfer</h2>
      <dl className="mt-3 grid grid-cols-[9rem_1fr] gap-y-2 text-sm">
        <dt>Account name</dt>
        <dd className="font-semibold text-secondary">{bank.accountName}</dd>
        <dt>BSB</dt>
        <dd className="font-semibold text-secondary">{bank.bsb}</dd>
        <dt>Account number</dt>
        <dd className="font-semibold text-secondary">{bank.accountNumber}</dd>
        <dt>Reference</dt>
        <dd className="font-semibold text-secondary">{transferReference(orderNumber)}</dd>
        <dt>Amount</dt>
        <dd className="font-semibold text-secondary">{formatCents(amountCents)}</dd>
      </dl>
      <p className="mt-3 text-sm">
        Transfers usually arrive within a business day. We confirm your booking by email as soon as it does.
      </p>
    </section>
  );
}

/** "Pay by card": posts to the /payment/pending action, which reuses an open checkout and never charges twice. */
export function PayByCardForm({
  orderId,
  amountCents,
  label = "Pay",
}: {
  orderId: string;
  amountCents: number;
  label?: string;
}) {
  return (
    <Form method="post" action="/payment/pending" className="flex flex-wrap items-center gap-3">
      <input type="hidden" name="orderId" value={orderId} />
      <StatusButton value="pay" pendingText="Opening secure payment..." className="btn-primary">
        {label} {formatCents(amountCents)} by card
      </StatusButton>
      <span className="text-xs text-ink/80">
        Secure payment by Stripe. You can never be charged twice for this order.
      </span>
    </Form>
  );
}
